// The ARIA the writer puts in the page for SwiftUI's accessibility modifiers, without a browser.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

/// What `ElementAccessibility` makes of each modifier in the written HTML: roles from traits,
/// names from labels and values (on the element when its role takes one, else in a hidden
/// `trellis-spoken` span before the `aria-hidden` drawing), hints as `aria-description`,
/// hidden views `aria-hidden`, and a sort priority as the container's `aria-owns` order.
@Suite
struct AccessibilityHTMLTests {
    static let code = """
        VStack {
            Text("Weather").accessibilityAddTraits(.isHeader).id("title")
            HStack {
                Image(systemName: "sun.max")
                Text("21°")
            }
            .accessibilityElement(children: .combine)
            .accessibilityHint("Opens the forecast")
            .id("today")
            Text("72").accessibilityLabel("Heart rate").accessibilityValue("72 beats per minute").id("rate")
            Text("decoration").accessibilityHidden(true).id("dot")
            Capsule().fill(.red).accessibilityLabel("Recording").id("recording")
            Rectangle().fill(.blue).id("bar").frame(height: 4)
            VStack {
                Text("Second")
                Text("First").accessibilitySortPriority(2)
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Ranked")
            .id("ranked")
            Button("Send") {}.accessibilityHint("Sends the message").id("send")
            Text("Tap me").accessibilityAddTraits(.isButton).id("tap")
            Text("Details").accessibilityHeading(.h3).id("details")
        }
        """

    /// The start tag of the element with `data-trellis-node="key"`, and what the writer put just before it.
    private func tag(_ key: String, in html: String) throws -> (tag: String, before: String) {
        let marker = try #require(html.range(of: "data-trellis-node=\"\(key)\""), "no element \(key)")
        let start = try #require(html[..<marker.lowerBound].range(of: "<", options: .backwards))
        let end = try #require(html[marker.upperBound...].range(of: ">"))
        return (String(html[start.lowerBound..<end.upperBound]), String(html[..<start.lowerBound].suffix(200)))
    }

    /// Every block has a resize handle and, for the keyboard, a width menu (issue 28, "Let the
    /// reader push on a layout"): the block is focusable with a name, as code blocks are (a
    /// layout wider than its block scrolls inside it), and each option of the menu past the
    /// first has the shared stylesheet's rule that sets its width, in order. The browser side
    /// is `BlockResizeHandleTests`.
    @Test func everyBlockHasAHandleAndAWidthMenu() throws {
        let block = try #require(try RenderedSource.render("Text(\"Hi\")", id: "hi"), "the theme's fonts are missing")
        let start = try #require(block.html.firstMatch(of: /<div class="trellis-block"[^>]*>/)).0
        #expect(start == #"<div class="trellis-block" data-trellis-block="hi" tabindex="0" role="group" aria-label="Layout">"#)
        #expect(block.html.dropFirst(start.count).hasPrefix(BlockHTMLWriter.widthMenu + "<div class=\"trellis-frame"))
        let options = BlockHTMLWriter.widthMenu.matches(of: /<option>([^<]*)/).map { String($0.1) }
        #expect(options == ["Column", "75%", "50%", "240 pt"])
        let css = SharedStylesheet.css
        #expect(css.contains("resize:horizontal;max-width:100%;min-width:min(240px,100%)"))
        let steps = css.matches(of: /\.trellis-block:has\(>\.trellis-width>:nth-child\((\d)\):checked\)\{width:([^!]*)!important\}/)
        #expect(steps.map { Int($0.1) ?? 0 } == Array(2...options.count))
        #expect(steps.map { String($0.2) } == ["75%", "50%", "0"], "the narrowest is the block's min-width")
        let perBlock = #" tabindex="0" role="group" aria-label="Layout""#.utf8.count + BlockHTMLWriter.widthMenu.utf8.count
        print("resize handle: \(perBlock) bytes of HTML per block, no CSS per block")
        #expect(perBlock < 200)
    }

    @Test func eachModifierIsWrittenAsARIA() throws {
        let block = try #require(try RenderedSource.render(Self.code, id: "weather"), "the theme's fonts are missing")
        let html = block.html
        // SwiftUI's `.unspecified` level is ARIA's default, 2, written out.
        #expect(try tag("title", in: html).tag.contains(#" role="heading" aria-level="2""#))
        #expect(try tag("details", in: html).tag.contains(#" role="heading" aria-level="3""#))

        // `.combine` reads the children's words in order, with the hint, from a span; the drawing is hidden.
        let today = try tag("today", in: html)
        #expect(today.tag.contains(#"aria-hidden="true""#))
        #expect(today.before.hasSuffix(#"aria-description="Opens the forecast">sun.max, 21°</span>"#), "\(today.before)")

        let rate = try tag("rate", in: html)
        #expect(rate.tag.contains(#"aria-hidden="true""#) && rate.before.hasSuffix(">Heart rate, 72 beats per minute</span>"), "\(rate)")
        #expect(try tag("dot", in: html).tag.contains(#"aria-hidden="true""#))

        // A decorative shape stays hidden; a labelled one is an image of its label.
        let recording = try tag("recording", in: html).tag
        #expect(recording.contains(#"role="img" aria-label="Recording""#) && !recording.contains("aria-hidden"), "\(recording)")
        #expect(try tag("bar", in: html).tag.contains(#"aria-hidden="true""#))

        // `.contain` is a named group that reads its children, the higher priority first.
        let ranked = try tag("ranked", in: html).tag
        #expect(ranked.contains(#"role="group" aria-label="Ranked""#), "\(ranked)")
        let owns = try #require(ranked.firstMatch(of: /aria-owns="([^"]*)"/)).1.split(separator: " ").map(String.init)
        #expect(owns.count == 2)
        let readFirst = try #require(html.range(of: "id=\"\(owns[0])\""))
        let readSecond = try #require(html.range(of: "id=\"\(owns[1])\""))
        #expect(html[readFirst.upperBound...].hasPrefix(">First") || html[readFirst.upperBound...].contains(">First</"), "the first read is First")
        #expect(readSecond.lowerBound < readFirst.lowerBound, "the document keeps the source order; aria-owns reorders")
        #expect(!html.contains("trellis-frame r\" aria-owns"), "the block itself has no priority to sort by")

        let send = try tag("send", in: html).tag
        #expect(send.hasPrefix("<button") && send.contains(#"aria-description="Sends the message""#), "\(send)")
        #expect(try tag("tap", in: html).tag.contains(#" role="button""#))
    }

    /// A control's label names its input; a view that holds a control is read as its parts,
    /// since a control cannot be hidden from readers and stay reachable by keyboard.
    @Test func controlsKeepTheirNamesAndStayReachable() throws {
        let block = try #require(try RenderedSource.render("""
            @State var wifi = true
            @State var mode = "a"
            VStack {
                Toggle("Wi-Fi", isOn: $wifi).accessibilityLabel("Wireless network")
                Picker("Mode", selection: $mode) {
                    Text("A").tag("a")
                    Text("B").tag("b")
                }
                .pickerStyle(.segmented)
                .accessibilityLabel("Display mode")
                HStack {
                    Text("Taylor")
                    Button("Options") {}.id("options")
                }
                .accessibilityElement(children: .combine)
                .id("row")
                Button("Hidden") {}.accessibilityHidden(true).id("hidden")
            }
            """, id: "c"), "the theme's fonts are missing")
        let html = block.html
        #expect(html.contains(#"role="switch" name="c.wifi" value="true" checked aria-label="Wireless network""#), "\(html)")
        #expect(html.contains(#"role="radiogroup" aria-label="Display mode""#), "\(html)")
        let row = try tag("row", in: html).tag, options = try tag("options", in: html).tag
        let hidden = try tag("hidden", in: html).tag
        #expect(!row.contains("aria-hidden") && !options.contains("aria-hidden") && !hidden.contains("aria-hidden"), "\(html)")
        #expect(!html.contains("trellis-spoken"), "\(html)")
        // Never silent: each is a warning at the view.
        let warnings = block.warnings.map(\.message)
        #expect(warnings.count == 2 && warnings.contains { $0.hasPrefix("this view is read as its parts") }
                && warnings.contains { $0.hasPrefix("`accessibilityHidden(true)` does not hide a button") }, "\(warnings)")
        #expect(block.warnings.allSatisfy { $0.nodeID != nil }, "\(block.warnings)")
    }

    /// `.combine` merges the children's properties into the one element (Apple's
    /// `AccessibilityChildBehavior.combine`: "any child accessibility element's properties are
    /// merged"): a header child makes the combined row a heading, at the child's level, and a
    /// hidden child adds neither words nor traits.
    @Test func combineMergesChildrenTraits() throws {
        let block = try #require(try RenderedSource.render("""
            VStack {
                VStack {
                    Text("Forecast").accessibilityHeading(.h4)
                    Text("Sunny all week")
                }
                .accessibilityElement(children: .combine)
                .id("forecast")
                HStack {
                    Text("Open")
                    Text("link-looking").accessibilityAddTraits(.isLink).accessibilityHidden(true)
                }
                .accessibilityElement(children: .combine)
                .id("plain")
                HStack {
                    Text("More")
                    Image(systemName: "chevron.right").accessibilityAddTraits(.isButton)
                }
                .accessibilityElement(children: .combine)
                .id("more")
            }
            """, id: "m"), "the theme's fonts are missing")
        let html = block.html
        let forecast = try tag("forecast", in: html).tag
        #expect(forecast.contains(#" role="heading" aria-level="4" aria-label="Forecast, Sunny all week""#), "\(forecast)")
        let plain = try tag("plain", in: html)
        #expect(!plain.tag.contains("role="), "a hidden child's trait is not merged: \(plain.tag)")
        #expect(plain.before.hasSuffix(">Open</span>"), "\(plain.before)")
        let more = try tag("more", in: html).tag
        #expect(more.contains(#" role="button" aria-label="More, chevron.right""#), "\(more)")
    }

    /// Without a sort priority, VoiceOver reads by position: top to bottom, and leading to
    /// trailing within a line, tops less than 8 pt apart being one line (AccessibilitySnapshot
    /// PR 242, measured on device). An overlay drawn above the view it is attached to is read
    /// first; the document keeps the painting order and `aria-owns` gives the reading order.
    @Test func readingOrderFollowsPosition() throws {
        func readingOrder(_ code: String) throws -> [String]? {
            let block = try #require(try RenderedSource.render(code, id: "p"), "the theme's fonts are missing")
            guard let owns = block.html.firstMatch(of: /class="trellis-frame r" aria-owns="([^"]*)"/)?.1 else { return nil }
            return owns.split(separator: " ").map { id in
                let tag = block.html.firstMatch(of: try! Regex("<[^>]*id=\"\(id)\"[^>]*>"))?.0 ?? ""
                return tag.firstMatch(of: /data-trellis-node="([^"]*)"/).map { String($0.1) } ?? String(id)
            }
        }
        #expect(try readingOrder("""
            Text("Below").id("below").padding(.top, 60)
                .overlay(alignment: .top) { Text("Above").id("above") }
            """) == ["above", "below"])
        // Tops 5 pt apart are one line, read leading first; 12 pt apart are two lines.
        #expect(try readingOrder("""
            ZStack(alignment: .topLeading) {
                Text("Right").id("right").padding(.leading, 100)
                Text("Left").id("left").padding(.top, 5)
            }
            """) == ["left", "right"])
        #expect(try readingOrder("""
            ZStack(alignment: .topLeading) {
                Text("Right").id("right").padding(.leading, 100)
                Text("Left").id("left").padding(.top, 12)
            }
            """) == nil, "read in the document's order, which is the position's")
    }

    /// The words of a view a state removes are removed with it, and a `.hidden()` view has
    /// none, so a reader never hears a view the page does not show.
    @Test func spokenWordsLeaveWithTheirView() throws {
        let block = try #require(try RenderedSource.render("""
            @State var on = false
            VStack {
                Toggle("Show", isOn: $on)
                if on { Text("9").accessibilityLabel("Nine").id("nine") }
                Text("x").accessibilityLabel("Invisible").hidden()
            }
            """, id: "s"), "the theme's fonts are missing")
        let nine = try tag("nine", in: block.html)
        let spanClass = try #require(nine.before.firstMatch(of: /class="trellis-spoken (s[0-9]+)"/)).1
        let element = try #require(nine.tag.firstMatch(of: /class="trellis-node (n[0-9]+)/)).1
        #expect(spanClass.dropFirst() == element.dropFirst())
        #expect(block.css.contains(".\(spanClass){display:none}"), "\(block.css.prefix(2000))")
        #expect(!block.html.contains("Invisible"), "a `.hidden()` view leaves no words either")
    }
}
