// The bundled documentation theme.

/// The default theme, compiled into the binary from the repository's `templates/`.
///
/// A site's own `templates/` folder overrides it file by file: a site can replace only
/// `page.mustache` and keep the rest.
enum DefaultTheme {
    /// Mustache templates by name (`page`, `nav-item`…).
    static var templates: [String: String] {
        var result: [String: String] = [:]
        for (path, text) in files where path.hasSuffix(".mustache") {
            result[String(path.dropLast(".mustache".count))] = text
        }
        return result
    }

    /// Other files (CSS) by path below `templates/`, copied to the output.
    static var assets: [String: String] {
        files.filter { !$0.key.hasSuffix(".mustache") }
    }
}
