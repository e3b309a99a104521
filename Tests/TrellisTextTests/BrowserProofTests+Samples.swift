import TrellisLayout
@testable import TrellisText

extension BrowserProofTests {
    static let paragraph = """
        The quick brown fox jumps over the lazy dog while typography nerds argue about kerning, \
        ligatures (office, affluent, fjord) and whether 1,234.56 should use tabular figures. \
        Café owners in Zürich serve crème brûlée; façades in Ørestad glow at 19:45. AVATAR, \
        Wave, Toyota and \"quoted\" text test pairs like AV, Te, Yo and LT.
        """
    static let cjk = "한국어 텍스트를 측정합니다. 다람쥐 헌 쳇바퀴에 타고파. 中文文本测量，标点符号。汉字排版测试需要精确的宽度和换行位置。"
    static let breaks = "state-of-the-art tools at https://example.com/docs/getting-started?lang=en&page=2 and well-known co-operation"

    static func samples(_ measurer: TextMeasurer) -> [Sample] {
        var samples: [Sample] = []
        func add(_ label: String, _ runs: [TextRun], widths: [Double?]) {
            for width in widths { samples.append(Sample(text: StyledText(runs: runs), width: width, label: label)) }
        }
        /// Widths 1/64 px (still fits) and 2/64 px (breaks) below the boundary of each line.
        func addBoundaries(_ label: String, _ runs: [TextRun], width: Double) {
            for (line, boundary) in boundaries(measurer, runs: runs, width: width).prefix(3).enumerated() {
                add("\(label) boundary of line \(line + 1)", runs, widths: [boundary - 1.0 / 64, boundary - 2.0 / 64])
            }
        }
        let inter = FontSpec(size: 16)
        let singleLines = [
            "AVATAR Wave To Yo office affluent fjord", "Typography: fi fl ffi ffl — “quotes” … ‘single’",
            "0123456789 1,234.56 +41 (0)44 668 18 00", "Café naïve façade Ångström Øresund Über déjà vu",
            "한국어 텍스트를 측정합니다", "中文文本测量，标点符号。", "Mixed 한국어 and 中文 with Latin",
        ]
        for size in [16.0, 11.7, 13.3, 17.5, 24, 9.25, 32] {
            for line in singleLines { add("'\(line)' \(size)px", [TextRun(text: line, font: FontSpec(size: size))], widths: [nil]) }
        }
        for (weight, italic) in [(FontWeight.bold, false), (.semibold, false), (.regular, true), (.bold, true)] {
            for line in singleLines.prefix(4) {
                add("'\(line)' \(weight) italic \(italic)", [TextRun(text: line, font: FontSpec(size: 15, weight: weight, italic: italic))], widths: [nil])
            }
        }
        add("monospaced", [TextRun(text: "let x = [1, 2, 3].map { $0 * 2 }", font: FontSpec(size: 14, design: .monospaced))], widths: [nil, 120])

        // Paragraphs at many widths, then exactly at break boundaries.
        for size in [16.0, 13.3, 11.7] {
            let runs = [TextRun(text: paragraph, font: FontSpec(size: size))]
            add("paragraph \(size)px", runs, widths: stride(from: 90.0, through: 640, by: 55).map { $0 })
            for width in [111.0, 173.0, 240.0, 301.0, 388.0, 457.0, 530.0] {
                addBoundaries("paragraph \(size)px at \(width)", runs, width: width)
            }
            // Widths that are no multiple of 1/64 px, as stacks dividing space produce: just
            // above and below each boundary (the browser truncates them to layout units).
            for boundary in boundaries(measurer, runs: runs, width: 222).prefix(3) {
                add("paragraph \(size)px fractional", runs, widths: [boundary - 0.005, boundary - 1.0 / 64 - 0.003, boundary + 1.0 / 3])
            }
        }
        add("CJK", [TextRun(text: cjk, font: inter)], widths: [nil, 100, 173, 260, 333.5])
        add("hyphens and URLs", [TextRun(text: breaks, font: inter)], widths: [nil, 90, 150, 220, 300])

        // Words wider than their line, broken between characters: at many widths, and 1/64 px
        // (the prefix still fits) and 2/64 px (one character fewer) below a prefix's width.
        let token = "averyveryverylongsingletoken_abcdefghijklmnopqrstuvwxyz0123456789"
        for size in [16.0, 11.7, 24] {
            let runs = [TextRun(text: "Before " + token + " and after", font: FontSpec(size: size))]
            add("long word \(size)px", runs, widths: [0, 7, 40, 97.5, 150, 200, 333])
            for count in [9, 17, 30, 48] {
                let boundary = measurer.width(of: String(token.prefix(count)), font: FontSpec(size: size))
                add("long word \(size)px boundary of \(count) characters", runs, widths: [boundary - 1.0 / 64, boundary - 2.0 / 64])
            }
        }
        add("long rich word", InlineMarkdown.runs("**office**affluent*fjord*`code()`AVATAR" + token, font: inter), widths: [60, 123, 200])
        let title3 = Font(size: .style(.title3)).resolve(baseSize: 16)
        var boldTitle3 = title3
        boldTitle3.weight = .bold
        add("bold run against a regular one", [TextRun(text: token, font: boldTitle3), TextRun(text: token, font: title3)], widths: [nil, 700])
        var tabular = FontSpec(size: 17)
        tabular.features.insert(.tabularFigures)
        add("tabular figures beside letters", [TextRun(text: "1111.11 vs 8888.88", font: tabular)], widths: [nil])
        add("long word with marks", [TextRun(text: "Zürich-café-crème-brûlée-façade-Ørestad-ÅngströmØresund", font: inter)], widths: [50, 80, 120])

        // Rich text: bold, italic, code and link runs in one paragraph.
        let rich = InlineMarkdown.runs(
            "Plain **bold words** and *italic ones*, `code()` spans, a [link to docs](https://example.com) and ***both*** at once — " + paragraph,
            font: inter)
        add("rich text", rich, widths: [nil, 140, 210, 333, 480])
        for width in [150.0, 260.0, 370.0] { addBoundaries("rich text at \(width)", rich, width: width) }

        // Parts raised and lowered from the baseline (`Text + Text.baselineOffset`), drawn
        // with `vertical-align`: the line grows to hold them, the other runs keep the baseline.
        func shifted(_ text: String, _ font: FontSpec, _ offset: Double) -> TextRun {
            var run = TextRun(text: text, font: font)
            run.baselineOffset = offset
            return run
        }
        let small = FontSpec(size: 11)
        add("raised part", [TextRun(text: "Water is H", font: inter), shifted("2", small, 6), TextRun(text: "O, said the note beside it", font: inter)],
            widths: [nil, 90, 160])
        add("lowered part", [TextRun(text: "Footnote", font: inter), shifted("a", small, -5), TextRun(text: " then more words to wrap", font: inter)],
            widths: [nil, 120])
        add("part raised by a fraction", [TextRun(text: "x", font: inter), shifted("n+1", small, 3.3), TextRun(text: " over y", font: inter)],
            widths: [nil])
        add("large part raised", [TextRun(text: "Price ", font: inter), shifted("$", FontSpec(size: 24, weight: .bold), 9), TextRun(text: "12 each", font: inter)],
            widths: [nil, 70])

        // Every text style at a 16 px base.
        for style in TextStyle.allCases {
            let font = Font(size: .style(style)).resolve(baseSize: 16)
            add("style \(style)", [TextRun(text: "The \(style) style: office affluent AVATAR 1,234", font: font)], widths: [nil])
            add("style \(style) paragraph", [TextRun(text: paragraph, font: font)], widths: [310])
        }
        return samples
    }

    /// Widths at which each line of `runs` at `width` would just take the next word.
    static func boundaries(_ measurer: TextMeasurer, runs: [TextRun], width: Double) -> [Double] {
        let layout = measurer.layout(StyledText(runs: runs), proposal: ProposedViewSize(width: width, height: nil))
        let plain = Array(StyledText(runs: runs).plainText)
        var result: [Double] = []
        var lineStart = 0
        for line in layout.lines.dropLast() {
            var end = lineStart + line.fragments.map(\.text.count).reduce(0, +)
            while end < plain.count, plain[end] == " " { end += 1 }
            let nextLineStart = end
            while end < plain.count, plain[end] != " " { end += 1 }
            let candidate = StyledText(runs: slice(runs, range: lineStart..<end))
            let needed = measurer.layout(candidate, proposal: .unspecified).size.width
            if needed > line.width { result.append(needed) }
            lineStart = nextLineStart
        }
        return result
    }

    /// The characters `range` of `runs` (whitespace already single), keeping each run's font.
    private static func slice(_ runs: [TextRun], range: Range<Int>) -> [TextRun] {
        var offset = 0
        var result: [TextRun] = []
        for run in runs {
            let count = run.text.count
            let lower = max(range.lowerBound, offset) - offset
            let upper = min(range.upperBound, offset + count) - offset
            if lower < upper {
                result.append(TextRun(text: String(run.text.dropFirst(lower).prefix(upper - lower)), font: run.font, link: run.link))
            }
            offset += count
        }
        return result
    }
}
