// `{#custom-id}` at the end of a heading: the author's own anchor.

/// A custom heading id (`## Install {#setup}`), as Hugo, Zola, Pandoc and kramdown allow,
/// so an anchor survives a reworded heading.
enum HeadingAttributes {
    /// Splits a heading's last text into the text without the attribute block and the id;
    /// nil if it does not end with `{#id}` (an id has no whitespace, braces or quotes).
    static func customID(_ text: String) -> (text: String, id: String)? {
        var trimmed = Substring(text)
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        guard trimmed.hasSuffix("}"), let open = trimmed.lastIndex(of: "{") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        guard inside.hasPrefix("#") else { return nil }
        let id = inside.dropFirst()
        guard !id.isEmpty, !id.contains(where: { $0.isWhitespace || "{}\"'<>#".contains($0) }) else { return nil }
        var rest = trimmed[..<open]
        while rest.last == " " || rest.last == "\t" { rest = rest.dropLast() }
        return (String(rest), String(id))
    }
}
