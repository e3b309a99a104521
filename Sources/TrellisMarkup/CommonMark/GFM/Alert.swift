// GitHub alerts: a blockquote opening with `[!NOTE]` and friends.

/// The five kinds of GitHub alert (`> [!NOTE]`…), each rendered as a titled, coloured box.
enum Alert: String, CaseIterable {
    case note, tip, important, warning, caution

    /// The marker's text without brackets, matched case-insensitively as GitHub does:
    /// `[!NOTE]`, `[!note]`.
    init?(marker: String) {
        guard marker.hasPrefix("[!"), marker.hasSuffix("]") else { return nil }
        self.init(rawValue: marker.dropFirst(2).dropLast().lowercased())
    }

    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Opening HTML: a `<div>` with the kind's class and its title as the first paragraph.
    var openingHTML: String {
        "<div class=\"alert alert-\(rawValue)\" role=\"note\">\n<p class=\"alert-title\">\(title)</p>\n"
    }
}
