// Adding the preview's script and overlay to served HTML.

import Testing
import TrellisMarkup
@testable import TrellisServer

@Suite("HTML injection")
struct HTMLInjectionTests {
    @Test("goes before the last </body>, whatever its case, or at the end")
    func placement() {
        let page = "<html><body><p>a</body> in text</p></BODY></html>"
        let result = String(decoding: LiveReload.inject("<x>", into: Array(page.utf8)), as: UTF8.self)
        #expect(result == "<html><body><p>a</body> in text</p><x></BODY></html>")
        #expect(String(decoding: LiveReload.inject("<x>", into: Array("<p>no body".utf8)), as: UTF8.self) == "<p>no body<x>")
        #expect(String(decoding: LiveReload.inject("<x>", into: []), as: UTF8.self) == "<x>")
    }

    @Test("the overlay escapes everything from the author's files")
    func overlayEscapes() {
        let diagnostic = Diagnostic(
            file: "content/<a>.md", line: 2, column: 3, message: "bad \"thing\" & more",
            sourceLine: "<script>alert(1)</script>", hint: "use 'x'")
        let html = ErrorOverlay.html(errors: [diagnostic], hasLastGoodBuild: true)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<a>"))
        #expect(html.contains("content/&lt;a&gt;.md:2:3"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("bad &quot;thing&quot; &amp; more"))
        #expect(html.contains("Build failed with 1 error"))
    }
}
