import Testing
@testable import TrellisHTML
import TrellisLayout

/// A text is one element at every text size the reader can choose, so it moves with the
/// others when the size changes, and each size draws it in that size's fonts.
@Suite
struct TextSizeTests {
    @Test func aTextIsOneElementDrawnInEachTextSizesFont() throws {
        let code = """
            VStack { Text("Hello **bold** world").font(.title); Color.red.frame(height: 10) }
            """
        let sizes: [DynamicTypeSize] = [.large, .xxxLarge, .accessibility2]
        guard let input = try RenderedSource.input(code, textSizes: sizes),
              let block = try RenderedSource.render(code, textSizes: sizes) else { return }
        #expect(block.html.components(separatedBy: "Hello").count == 2, "one text element: \(block.html)")

        // The engine's sizes for the text and its bold run, per configuration.
        var strutSizes: [Double] = []
        var runSizes: [Double] = []
        for configuration in input.configurations {
            let result = input.layout(configuration, 400)
            let text = try #require(result.nodes.compactMap { node -> Text? in
                if case .leaf(let leaf) = node.content { return leaf as? Text }
                return nil
            }.first)
            strutSizes.append(try #require(text.styled.strutFont?.size))
            runSizes.append(try #require(text.styled.runs.first { $0.text == "bold" }?.font.size))
        }
        #expect(Set(strutSizes).count == sizes.count, "the sizes differ: \(strutSizes)")
        // Each size is written for the element and for the run's span, in its configuration's
        // scope (the rest of the size's line: its rules nested in the size's selector, or one
        // rule after it), unless it is the block's base value (the most common one).
        let base = try #require(block.css.split(separator: "\n").first)
        for (index, size) in sizes.enumerated() {
            let scope = index == 0 ? ":root:not(:has(" : "[value=\(size.rawValue)]:checked)"
            let start = try #require(block.css.range(of: scope), "a rule for \(size): \(block.css)")
            let rule = block.css[start.upperBound...].prefix { $0 != "\n" }
            for expected in [strutSizes[index], runSizes[index]] {
                let declaration = "font-size:\(HTML.number(expected, decimals: 2))px"
                #expect(rule.contains(declaration) || base.contains(declaration), "\(size) needs \(declaration): \(rule)")
            }
        }
    }
}
