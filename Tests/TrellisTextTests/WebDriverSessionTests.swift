import BrowserSupport
import Foundation
import Testing

@Suite("WebDriver client")
struct WebDriverSessionTests {
    @Test("Runs scripts, resizes the window, takes screenshots and quits")
    func roundTrip() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-webdriver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        try "<!doctype html><title>t</title><p id=p style=\"width:123.5px\">hi</p>".write(to: page, atomically: true, encoding: .utf8)
        let png = try await WebDriverSession.with { browser in
            try await browser.navigate(to: page)
            try await browser.setWindowSize(width: 640, height: 480)
            let answer = try await browser.execute("return [document.title, document.getElementById('p').getBoundingClientRect().width, window.innerWidth, arguments[0]]", arguments: ["x"])
            #expect(answer[0].string == "t")
            #expect(answer[1].double == 123.5)
            #expect(answer[2].double == 640)
            #expect(answer[3].string == "x")
            return try await browser.screenshot()
        }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("A chromedriver that exits before it answers is an error with its status, not a two-minute wait")
    func aDriverThatExitsIsReportedAtOnce() async throws {
        // `false` exits with status 1 whatever it is given, as chromedriver does when another
        // process took its port; each of the three drivers tried must be seen to exit.
        // The message tells the exit from a deadline ("did not become ready within").
        let options = BrowserOptions(chromedriver: "/bin/false", startTimeout: .seconds(600))
        do {
            _ = try await WebDriverSession.start(options)
            Issue.record("a session started with /bin/false as chromedriver")
        } catch {
            #expect("\(error)".contains("chromedriver exited with status 1"))
        }
    }
}
