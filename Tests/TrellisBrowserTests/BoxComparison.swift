import TrellisLayout
@testable import TrellisHTML

/// Compares browser boxes with engine frames and keeps the figures the suite reports.
struct BoxComparison {
    let tolerance: Double
    var boxes = 0
    var worst = 0.0
    var worstLabel = ""
    var failures: [String] = []
    /// Multi-line texts whose line positions were compared.
    var lineChecks = 0
    /// Whether a one-line text's glyph boxes must span the engine's line width. Opt-in: the
    /// drawing-styles and interpreted-layout suites have texts (button labels, a text at an
    /// accessibility size) whose spans differ for reasons not yet looked into.
    var checksTextWidths = false
    /// Whether every text's glyph boxes must lie inside its element, within the tolerance
    /// (issue 28: no text outside its box). Opt-in for the same reason as `checksTextWidths`.
    var checksTextInsideBox = false
    /// The one-line width of a string in a font (the measurer's): with it, where the page
    /// draws an ellipsis is compared with where the engine's line puts it.
    var widthOf: ((String, FontSpec) -> Double)?
    /// Texts whose ellipsis position was compared.
    var ellipsisChecks = 0
    /// The width of the block in each case compared, as the browser laid it out.
    var widths: [Double] = []

    mutating func compare(_ result: LayoutResult, _ observation: MeasurementPage.Observation, label: String) {
        var seen: [String: [MeasurementPage.NodeField]] = [:]
        // Two elements share a node id when a text's words change with the state; the
        // visible one is the node's.
        for fields in observation.n where fields.count >= 7 && (seen[fields[0].text]?[5].number ?? 0) != 1 {
            seen[fields[0].text] = fields
        }
        check(result.size.height, observation.h, "\(label): block height")
        var expectedKeys: Set<String> = []
        for entry in ElementPlan.elementNodes(of: result) {
            let node = result.nodes[entry.node]
            expectedKeys.insert(entry.key)
            guard let fields = seen[entry.key] else {
                failures.append("\(label): node \(entry.key) (\(node.kind)) has no element")
                continue
            }
            let visible = fields[5].number == 1
            guard node.isVisible else {
                if visible { failures.append("\(label): \(entry.key) is hidden in the engine but visible") }
                continue
            }
            if !visible { failures.append("\(label): \(entry.key) is visible in the engine but hidden") }
            let frame = node.frame
            check(frame.minX, fields[1].number, "\(label): \(entry.key).x")
            check(frame.minY, fields[2].number, "\(label): \(entry.key).y")
            check(frame.width, fields[3].number, "\(label): \(entry.key).width")
            check(frame.height, fields[4].number, "\(label): \(entry.key).height")
            boxes += 1
            if let text = node.text, case .leaf(let leaf) = node.content, let styled = (leaf as? Text)?.styled {
                // The page shows the engine's lines: the written text, or where the engine cut
                // it, exactly the engine's string (the browser reads line ends as newlines).
                let expected = Self.collapsed(text.lines.map { $0.fragments.map(\.text).joined() }.joined(separator: " "))
                if !text.isTruncated, expected.filter({ !$0.isWhitespace }) != styled.plainText.filter({ !$0.isWhitespace }) {
                    failures.append("\(label): \(entry.key): the engine's lines \"\(expected)\" are not the written text")
                }
                // A symbol in a line is an element, no character, to the reader copying the text.
                let shown = Self.collapsed(fields[6].text), written = Self.collapsed(expected.replacingOccurrences(of: TextRun.objectReplacement, with: ""))
                if written != shown { failures.append("\(label): \(entry.key) shows \"\(shown)\", engine \"\(written)\"") }
                if fields.count >= 8 { checkLines(text, styled, fields[7].numbers, "\(label): \(entry.key)") }
                if checksTextInsideBox, fields.count >= 10, fields[9].numbers.count == 2 {
                    let extent = fields[9].numbers
                    if extent[0] < -tolerance || extent[1] > fields[3].number + tolerance {
                        failures.append("\(label): \(entry.key) draws from \(extent[0]) to \(extent[1]) px, its box is \(fields[3].number) wide")
                    }
                }
                if let widthOf, fields.count >= 11 {
                    checkEllipsis(text, styled, fields[10].numbers, extent: fields[9].numbers, widthOf, "\(label): \(entry.key)")
                }
                if fields.count >= 12 { checkSymbols(text, styled, fields[11].numbers, "\(label): \(entry.key)") }
                if checksTextWidths, fields.count >= 9, text.lines.count == 1, !text.isTruncated {
                    // The one line is as wide in chromium as the engine measured it: font
                    // features (`tabular-nums`) and letter spacing reach the CSS as measured.
                    check(text.lines[0].width, fields[8].number, "\(label): \(entry.key) text width")
                }
            }
        }
        for (key, fields) in seen where !expectedKeys.contains(key) && fields[5].number == 1 {
            failures.append("\(label): \(key) is visible but not in this configuration")
        }
    }

    /// Texts whose SF Symbols drawn in their lines were compared.
    var symbolChecks = 0

    /// Each symbol drawn in a text's lines (`TextRun.symbol`) is where the engine's fragment
    /// of it is: its left edge, a box as wide and tall as its font's size, whose middle is
    /// half the cap height above the line's baseline (``SymbolImage``'s rule beside text). The
    /// top is compared from the browser's own baseline: Firefox puts a line's baseline up to
    /// half a pixel from chromium's, the line's glyphs with it (seen at 17 px), and the line
    /// boxes themselves are the text's box and line checks'.
    private mutating func checkSymbols(_ text: TextLayout, _ styled: StyledText, _ drawn: [Double], _ what: String) {
        var expected: [(x: Double, y: Double, side: Double)] = []
        for line in text.lines {
            for fragment in line.fragments where styled.runs.indices.contains(fragment.runIndex) && styled.runs[fragment.runIndex].symbol != nil {
                let run = styled.runs[fragment.runIndex]
                let side = run.symbolSide * text.scale
                for scalar in fragment.text.unicodeScalars where scalar == "\u{FFFC}" {
                    expected.append((fragment.x * text.scale, -side * (0.5 + SymbolImage.capHeight / 2), side))
                }
            }
        }
        guard !expected.isEmpty || !drawn.isEmpty else { return }
        guard drawn.count == expected.count * 4 else {
            failures.append("\(what): \(drawn.count / 4) symbols drawn in its lines, engine \(expected.count)")
            return
        }
        symbolChecks += 1
        for (index, symbol) in expected.enumerated() {
            check(symbol.x, drawn[index * 4], "\(what) symbol \(index + 1) x")
            check(symbol.y, drawn[index * 4 + 1], "\(what) symbol \(index + 1) rise")
            check(symbol.side, drawn[index * 4 + 2], "\(what) symbol \(index + 1) width")
            check(symbol.side, drawn[index * 4 + 3], "\(what) symbol \(index + 1) height")
        }
    }

    /// Each line's glyph boxes sit where the engine put the line: the distance from the first
    /// line equals the engine's baseline distance (line heights plus `lineSpacing`). Checked
    /// for texts in one font, whose glyph boxes all have the same top above the baseline.
    private mutating func checkLines(_ text: TextLayout, _ styled: StyledText, _ tops: [Double], _ what: String) {
        // A line may hold only a symbol, which has no glyph box (`checkSymbols` places those).
        guard styled.runs.allSatisfy({ $0.font == styled.strutFont && $0.symbol == nil }), text.lines.count > 1 else { return }
        guard tops.count == text.lines.count else {
            failures.append("\(what): \(tops.count) lines drawn, engine \(text.lines.count)")
            return
        }
        lineChecks += 1
        for (index, line) in text.lines.enumerated().dropFirst() {
            check(line.baseline - text.lines[0].baseline, tops[index] - tops[0], "\(what) line \(index + 1) baseline")
        }
    }

    /// The page's first "…" sits where the engine's line puts it, in the fragment's font at
    /// the text's scale: it starts where the fragment's text up to it, less its own advance,
    /// ends (a kerning pair with the character before moves it). At the end of its fragment
    /// its right edge is the fragment's; before other characters (`.head`, `.middle`) the
    /// browser's box of one character leaves out the kerning with the next, so there the line
    /// is checked as a whole: a one-line text's glyphs end where the engine's line does.
    private mutating func checkEllipsis(
        _ text: TextLayout, _ styled: StyledText, _ drawn: [Double], extent: [Double], _ widthOf: (String, FontSpec) -> Double, _ what: String
    ) {
        let fragment = text.lines.lazy.flatMap(\.fragments).first { $0.text.contains("…") }
        guard let fragment, styled.runs.indices.contains(fragment.runIndex) else {
            if !drawn.isEmpty { failures.append("\(what): the page draws an ellipsis, the engine none") }
            return
        }
        guard drawn.count == 2 else {
            failures.append("\(what): the engine's line \"\(fragment.text)\" has an ellipsis, the page none")
            return
        }
        let font = styled.runs[fragment.runIndex].font
        let upTo = String(fragment.text.prefix { $0 != "…" }) + "…"
        let next = fragment.text.dropFirst(upTo.count).first.map(String.init) ?? ""
        let left = fragment.x + (widthOf(upTo, font) - widthOf("…", font)) * text.scale
        ellipsisChecks += 1
        check(left, drawn[0], "\(what) ellipsis left")
        if next.isEmpty { check(fragment.x + fragment.width, drawn[1], "\(what) ellipsis right") }
        if text.lines.count == 1, let line = text.lines.first, let last = line.fragments.last, extent.count == 2 {
            check(last.x + last.width, extent[1], "\(what) right end of the cut line")
        }
    }

    private mutating func check(_ expected: Double, _ actual: Double, _ what: String) {
        let difference = abs(expected - actual)
        guard difference.isFinite else {
            failures.append("\(what): expected \(expected), browser \(actual)")
            return
        }
        if difference > worst {
            worst = difference
            worstLabel = what
        }
        if difference > tolerance { failures.append("\(what): engine \(expected), browser \(actual)") }
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
