// Every state control on content/'s pages is reached by the Tab key, shows a focus ring and has a name.

import BrowserSupport
import Foundation
import Testing

/// Issue 28: "Each state control is reachable by keyboard, has a visible focus ring and a
/// name" (WCAG 2.1.1 Keyboard, 2.4.7 Focus Visible, 4.1.2 Name, Role, Value). On every page of
/// `content/` as `trellis build` writes it, the test presses Tab from the top of the page until
/// the focus leaves it, as a reader does, and holds each control a block's state reads (radio
/// groups, checkboxes, switches and menus, in the blocks and in their control rows) to:
/// - reached: Tab lands on it (on one radio of a group, whose arrows move within it, as HTML
///   radio groups do), unless it is not shown in the state the page opens in;
/// - a focus ring: a solid outline of 2 px or more on it, or, where the control itself is an
///   invisible input over its drawing (a segment, a disclosure's label, a button setting a
///   state), on the label or segment it draws with;
/// - a name: what chromium computes for it (WebDriver's computed label), not empty.
@Suite(.serialized)
struct KeyboardReachTests {
    /// The shown state controls of the page, by `name`.
    static let controls = """
        return [...new Set([...document.querySelectorAll('.trellis-block [name], .trellis-controls [name]')]
          .filter((el) => el.checkVisibility({visibilityProperty: true}) && !el.disabled).map((el) => el.name))];
        """

    /// What has the focus after a Tab: its `name` (empty for other elements), whether a ring
    /// shows, and a mark to read its computed name by.
    static let focused = """
        document.querySelectorAll('[data-keyboard-probe]').forEach((el) => el.removeAttribute('data-keyboard-probe'));
        const el = document.activeElement;
        if (!el || el === document.body) return {name: '', ring: false, atEnd: true};
        el.setAttribute('data-keyboard-probe', '');
        const ringed = (node, pseudo) => {
          if (!node) return false;
          const style = getComputedStyle(node, pseudo);
          return style.outlineStyle === 'solid' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)'
            && (pseudo || parseFloat(style.opacity) > 0);
        };
        const ring = [el, el.parentElement, el.nextElementSibling].some((node) => ringed(node, null) || ringed(node, '::before') || ringed(node, '::after'));
        return {name: el.name || '', ring, atEnd: false};
        """

    struct Focus: Decodable {
        var name: String
        var ring: Bool
        var atEnd: Bool
    }

    @Test(.enabled(if: BrowserPage.isAvailable), .timeLimit(BrowserPage.timeLimit))
    func everyStateControlIsReachedByTabWithARingAndAName() async throws {
        let site = try ContentSite.built.get()
        var problems: [String] = []
        var reached = 0
        var pagesWithControls = 0
        try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await PageAppearance(width: 1280, dark: false).apply(to: browser)
            for page in site.pages {
                try await browser.navigate(to: site.url(page))
                let names = Set(try await browser.execute(Self.controls).array.compactMap(\.string))
                guard !names.isEmpty else { continue }
                pagesWithControls += 1
                let focusable = try await browser.execute(
                    "return document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]').length").double ?? 0
                _ = try await browser.execute("document.activeElement?.blur(); window.scrollTo(0, 0)")
                var seen: Set<String> = []
                for _ in 0..<(Int(focusable) + 10) {
                    try await browser.pressKeys(WebDriverSession.Key.tab)
                    let focus = try JSONDecoder().decode(Focus.self, from: try await browser.execute("return JSON.stringify((() => {\(Self.focused)})())").string.map { Data($0.utf8) } ?? Data())
                    if focus.atEnd { break }
                    guard names.contains(focus.name), seen.insert(focus.name).inserted else { continue }
                    if !focus.ring { problems.append("\(page): \(focus.name) shows no focus ring") }
                    let label = try await browser.computedLabel("[data-keyboard-probe]")
                    if label.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(page): \(focus.name) has no name") }
                }
                reached += seen.count
                print("keyboard: \(page): \(seen.sorted().joined(separator: ", "))")
                for name in names.subtracting(seen).sorted() { problems.append("\(page): Tab never reaches \(name)") }
            }
        }
        print("keyboard: \(reached) state controls reached on \(pagesWithControls) pages, \(problems.count) problems")
        #expect(pagesWithControls >= 4 && reached >= 15, "\(reached) controls on \(pagesWithControls) pages")
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(40).joined(separator: "\n"))")
    }
}
