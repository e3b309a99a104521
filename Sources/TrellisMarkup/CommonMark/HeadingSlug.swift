// GitHub-style heading anchors.

/// Makes heading anchors the way GitHub does, so links written for GitHub keep working.
///
/// `## Real heading` -> `real-heading`; punctuation is dropped, letters of every script
/// are kept (lowercased), spaces become hyphens. Repeated headings on one page get `-1`,
/// `-2`… suffixes in document order.
public struct HeadingSlugger: Sendable {
    private var used: Set<String> = []

    public init() {}

    /// The slug of `text` without de-duplication.
    public static func slug(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " {
                result.append("-")
            } else if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
                || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
            {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Marks `id` as taken (an author's `{#id}`), so no generated slug repeats it.
    public mutating func reserve(_ id: String) { used.insert(id) }

    /// The unique slug for the next heading with this text.
    public mutating func uniqueSlug(_ text: String) -> String {
        let slug = Self.slug(text)
        // An id must not be empty (a heading of only punctuation or emoji).
        let base = slug.isEmpty ? "section" : slug
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }
}
