// A reader's handle on a block: dragged, set as the handle sets it, or stepped from the keyboard, and the layout follows the engine at the new width.

import BrowserSupport
import Foundation
import Testing
import TrellisLayout

/// Issue 28, "Let the reader push on a layout": every block has a `resize: horizontal` handle
/// that changes the width offered to it, SwiftUI's proposal (`ProposedViewSize`: "views
/// choose their own size, but they do that in response to a size proposal from their
/// parent view"), and a width menu for the keyboard. On the poll page as `trellis build`
/// writes it, in an 860 px window, each block is narrowed three ways, and at each new width
/// every `data-trellis-node` box must be where `trellis layout` puts it for that width:
/// - by a real drag of the handle's corner (WebDriver's pointer actions), which must narrow
///   the block by the distance dragged;
/// - by script, setting the inline `width` the handle sets, at fractional widths;
/// - from the keyboard: the width menu, given the focus, shows at the block's corner, and
///   Arrow Down steps it to 75 % and 50 % of the column and to the narrowest width sampled.
/// Under 900 px the theme puts a block's code above it, so each block has the article's
/// width and the drags have room.
/// A drag past the column stops at the column; a drag past the narrowest width stops there.
@Suite(.serialized)
struct BlockResizeHandleTests {
    static let windowWidth = 860

    /// The block's box, its column's width and how the width menu shows.
    struct Probe: Decodable {
        var left: Double, right: Double, bottom: Double, width: Double
        var column: Double
        var menuWidth: Double
        var menuValue: String
        var viewport: Double
        /// What the pointer would press at the handle's grip.
        var atGrip: String
    }

    static let probe = """
        const block = document.querySelector('[data-trellis-block="' + arguments[0] + '"]');
        block.scrollIntoView({block: 'end', behavior: 'instant'});  // the grip, at the bottom, in view
        const box = block.getBoundingClientRect();
        const menu = block.querySelector(':scope>.trellis-width');
        return JSON.stringify({left: box.left, right: box.right, bottom: box.bottom, width: box.width,
                               column: block.parentElement.clientWidth,
                               menuWidth: menu.getBoundingClientRect().width, menuValue: menu.value, viewport: innerWidth,
                               atGrip: String(document.elementFromPoint(Math.floor(box.right) - 4, Math.floor(box.bottom) - 4)?.className) + ' ' + innerHeight});
        """

    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func aResizedBlockMatchesTheEngineAtItsNewWidth() async throws {
        let (root, renderer) = try PollPageTests.buildPollSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let pageURL = root.appendingPathComponent("public/layout/poll/index.html")
        let summary = try await WebDriverSession.with(BrowserPage.options()) { browser in
            var failures: [String] = []
            var boxes = 0, widths = 0
            var worst = 0.0
            try await browser.setWindowSize(width: Self.windowWidth, height: 1200)
            try await browser.navigate(to: pageURL)
            _ = try await browser.executeAsync("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done(true));")
            _ = try await browser.execute("""
                const style = document.createElement('style');
                style.textContent = '*{transition:none!important}';
                document.head.append(style);
                """)
            let ids = try await browser.execute("return [...document.querySelectorAll('[data-trellis-block]')].map(b => b.dataset.trellisBlock)").array.compactMap(\.string)
            #expect(ids.count >= 3, "blocks on the poll page: \(ids)")

            func probe(_ id: String) async throws -> Probe {
                try JSONDecoder().decode(Probe.self, from: Data((try await browser.execute(Self.probe, arguments: [id]).string ?? "").utf8))
            }
            func compareBoxes(_ id: String, _ how: String) async throws {
                let measured = try await browser.execute(PollPageTests.measuringScript)
                guard let block = measured.array.first(where: { $0["id"].string == id }) else {
                    failures.append("\(id): not measured")
                    return
                }
                let label = "\(id) \(how) to \(block["width"].double ?? 0) px"
                let compared = try PollPageTests.compare(block, renderer: renderer, root: root, state: [:], textSize: .large, label: label, failures: &failures)
                boxes += compared.boxes
                worst = max(worst, compared.worst)
                widths += 1
            }

            for id in ids {
                let start = try await probe(id)
                if abs(start.width - start.column) > 0.5 { failures.append("\(id): \(start.width) px wide in a \(start.column) px column") }
                if start.menuWidth > 1 { failures.append("\(id): the width menu shows without focus (\(start.menuWidth) px)") }

                // The handle, dragged: its grip is the block's bottom-right corner.
                let grip = (x: Int(start.right) - 4, y: Int(start.bottom) - 4)
                try await browser.drag(from: grip, to: (grip.x - 150, grip.y))
                let dragged = try await probe(id)
                if abs(dragged.width - max(240, start.width - 150)) > 1 { failures.append("\(id): dragged 150 px left from \(grip), \(start.width) -> \(dragged.width) px; at the grip: \(start.atGrip)") }
                try await compareBoxes(id, "dragged")
                // Past the column's edge it stops at the column; past the narrowest, there.
                let wideGrip = (x: Int(dragged.right) - 4, y: Int(dragged.bottom) - 4)
                try await browser.drag(from: wideGrip, to: (Int(start.viewport) - 2, wideGrip.y))
                let widest = try await probe(id)
                if abs(widest.width - start.column) > 0.5 { failures.append("\(id): dragged past the column from \(wideGrip) to \(start.viewport - 2), \(widest.width) px in \(start.column); at the grip: \(dragged.atGrip)") }
                let narrowGrip = (x: Int(widest.right) - 4, y: Int(widest.bottom) - 4)
                try await browser.drag(from: narrowGrip, to: (Int(widest.left) + 20, narrowGrip.y))
                let narrowest = try await probe(id)
                if abs(narrowest.width - 240) > 0.5 { failures.append("\(id): dragged to its left edge, \(narrowest.width) px, not 240") }
                try await compareBoxes(id, "dragged narrowest")

                // As the handle sets it: the block's inline width, at fractional widths.
                for width in [333.328125, 517.5, start.column - 0.25] {
                    _ = try await browser.execute("document.querySelector('[data-trellis-block=\"' + arguments[0] + '\"]').style.width = arguments[1] + 'px'",
                                                  arguments: [id, String(width)])
                    try await compareBoxes(id, "set")
                }

                // From the keyboard: the menu shows when focused and steps the width.
                _ = try await browser.execute("const b = document.querySelector('[data-trellis-block=\"' + arguments[0] + '\"]'); b.style.width = ''; b.querySelector(':scope>.trellis-width').focus()",
                                              arguments: [id])
                let focused = try await probe(id)
                if focused.menuWidth < 24 { failures.append("\(id): the focused width menu is \(focused.menuWidth) px wide") }
                for (step, expected) in [("75%", max(240, 0.75 * start.column)), ("50%", max(240, 0.5 * start.column)), ("240 pt", 240.0)] {
                    try await browser.pressKeys(WebDriverSession.Key.arrowDown)
                    let stepped = try await probe(id)
                    if stepped.menuValue != step { failures.append("\(id): Arrow Down chose \(stepped.menuValue), not \(step)") }
                    if abs(stepped.width - expected) > 0.5 { failures.append("\(id): at \(step) the block is \(stepped.width) px, not \(expected)") }
                    try await compareBoxes(id, "stepped to \(step)")
                }
                // Back to the column, as the page loaded.
                _ = try await browser.execute("const b = document.querySelector('[data-trellis-block=\"' + arguments[0] + '\"]'); const m = b.querySelector(':scope>.trellis-width'); m.selectedIndex = 0; m.blur()",
                                              arguments: [id])
            }
            return (boxes, widths, worst, failures)
        }
        print("resize handle: \(summary.1) widths, \(summary.0) boxes checked, worst difference \(summary.2) px")
        #expect(summary.0 > 100)
        #expect(summary.3.isEmpty, "\(summary.3.count) problems:\n\(summary.3.prefix(30).joined(separator: "\n"))")
    }
}
