// `trellis new`: a small site that builds as it is.

import TrellisMarkup

/// A starter site: settings, a home page, a guide section with two pages and a static file.
///
/// Small enough to read in a minute, and it uses every feature a new author needs to see:
/// front matter, weights, sections, internal links with anchors, a table and a code block.
public enum StarterSite {
    static let files: [String: String] = [
        // What a build writes beside the sources (the output, its spare and the folders it
        // swaps through, the cache), so that a site kept in git shows only what its author wrote,
        // as `cargo new` and Docusaurus's starter do.
        ".gitignore": """
            /public/
            /.public.spare/
            /.public.building-*/
            /.public.old-*/
            /.trellis-cache/

            """,
        "trellis.yml": """
            title: My Documentation
            baseURL: https://example.org/
            description: Documentation built with Trellis.
            language: en

            """,
        "content/_index.md": """
            ---
            title: Welcome
            description: The home page of the documentation.
            ---

            # Welcome

            This site was created by `trellis new`. Edit the files in `content/` and run
            `trellis build` to rebuild `public/`.

            Start with the [guide](guide/_index.md), or jump to
            [writing pages](guide/writing.md#front-matter).

            """,
        "content/guide/_index.md": """
            ---
            title: Guide
            weight: 10
            ---

            # Guide

            Pages in this folder form the *Guide* section. Their `weight` sets their order.

            """,
        "content/guide/installing.md": """
            ---
            title: Installing
            weight: 10
            ---

            # Installing

            Build the generator once, then run it from your site's folder:

            ```sh
            trellis build
            ```

            Next: [writing pages](writing.md).

            """,
        "content/guide/writing.md": """
            ---
            title: Writing pages
            weight: 20
            description: Front matter, links, tables and images.
            ---

            # Writing pages

            ## Front matter

            Each page starts with YAML between `---` lines:

            | Key | Meaning |
            |:----|:--------|
            | `title` | The page title (else its first heading) |
            | `weight` | Order among its siblings, lower first |
            | `draft` | `true` leaves the page out of the build |

            ## Links

            Link to other pages by their file: [installing](installing.md), or to a
            heading: [front matter](#front-matter). Broken links fail the build with
            their line and column.

            ## Images

            ![The Trellis logo](logo.svg)

            """,
        "content/guide/logo.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#0a66c2"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Trellis</text></svg>

            """,
    ]

    /// Creates the starter site in `directory`, which must not exist or be empty.
    ///
    /// With `includeTheme`, the default theme's templates are written to `templates/` too,
    /// ready to customise (without it the site uses the theme built into `trellis`).
    public static func create(at directory: String, includeTheme: Bool = false) throws(BuildFailure) {
        if FileSystem.exists(directory) {
            let entries = (try? FileSystem.entries(of: directory)) ?? []
            guard FileSystem.isDirectory(directory), entries.isEmpty else {
                throw BuildFailure(
                    Diagnostic(file: directory, message: "'\(directory)' already exists and is not empty", hint: "choose a new folder name; trellis new never overwrites files"))
            }
        }
        var files = Self.files
        if includeTheme {
            for (path, text) in DefaultTheme.files { files["templates/" + path] = text }
        }
        do {
            try FileSystem.makeDirectory(directory)
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                var folder = directory
                for part in path.split(separator: "/").dropLast() {
                    folder += "/" + part
                    try FileSystem.makeDirectory(folder)
                }
                try FileSystem.write(text, to: directory + "/" + path)
            }
        } catch {
            throw BuildFailure(Diagnostic(file: directory, message: "\(error)"))
        }
    }
}
