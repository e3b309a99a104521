// The build errors, drawn over every served page until the next good build.

import TrellisMarkup

/// HTML listing a failed build's errors as the terminal prints them (location, message,
/// source line with caret, hint), so the author sees the problem where they are looking.
///
/// Everything from the author's files is HTML-escaped: a page's text can hold `<script>`.
/// Styles are inline and scoped to the overlay's id, so the page's CSS cannot hide it and
/// it cannot restyle the page.
enum ErrorOverlay {
    /// The element's id, also what tests and scripts look for.
    static let elementID = "trellis-error-overlay"

    static func html(errors: [Diagnostic], hasLastGoodBuild: Bool) -> String {
        let count = errors.count
        let title = "Build failed with \(count) error\(count == 1 ? "" : "s")"
        let note = hasLastGoodBuild
            ? "Showing the last good build. This message goes away when the site builds again."
            : "No build has succeeded yet. Fix the errors and save: the page reloads by itself."
        var html = """
            <div id="\(elementID)" role="alert" aria-live="assertive" style="position:fixed;inset:0;z-index:2147483647;\
            overflow:auto;background:rgba(20,20,24,.94);color:#eee;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;\
            padding:24px;box-sizing:border-box;text-align:left">\
            <div style="max-width:960px;margin:0 auto">\
            <h1 style="font:600 20px/1.3 system-ui,sans-serif;color:#ff6b6b;margin:0 0 4px">\(escape(title))</h1>\
            <p style="font:14px/1.4 system-ui,sans-serif;color:#bbb;margin:0 0 16px">\(escape(note)) \
            <button type="button" onclick="this.closest('#\(elementID)').remove()" style="margin-left:8px;font:inherit;\
            background:#333;color:#eee;border:1px solid #666;border-radius:4px;padding:2px 10px;cursor:pointer">Dismiss</button></p>
            """
        for error in errors {
            html += """
                <pre class="trellis-error" style="white-space:pre-wrap;margin:0 0 12px;padding:12px;background:#000;\
                border-left:4px solid #ff6b6b;border-radius:4px;color:#eee">\(escape(error.formatted(colored: false)))</pre>
                """
        }
        return html + "</div></div>"
    }

    /// A whole page for when there is no good build to show the errors over.
    static func page(errors: [Diagnostic]) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\
        <title>Build failed</title></head>
        <body>\(html(errors: errors, hasLastGoodBuild: false))</body></html>
        """
    }

    /// Text made safe for HTML (the project's one escaping function).
    static func escape(_ text: String) -> String { HTMLEscaping.text(text) }
}
