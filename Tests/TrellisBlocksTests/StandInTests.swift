// Stand-ins: a body pasted without the app's values lays out, and says what stood in.

import Testing
@testable import TrellisBlocks
import TrellisMarkup

/// What each use of a name the block does not define draws (`Interpreter+StandIns.swift`),
/// and that a near miss of a name the block has is still an error.
struct StandInTests {
    private func parsed(_ code: String) throws -> ParsedBlock {
        try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
    }

    @Test func aBodyPastedWithoutItsViewLaysOutWithStandIns() throws {
        let block = try parsed(#"""
            VStack(alignment: .leading) {
                Text(landmark.name).font(.title).foregroundStyle(theme.accent)
                Text("Visited \(landmark.visits) times")
                if viewModel.isLoading {
                    ProgressView()
                } else {
                    ForEach(viewModel.items) { item in
                        Text(item.title)
                    }
                }
                if !viewModel.items.isEmpty { Text("has items") }
                Text(landmark.rating > 3 ? "loved" : "liked")
                Toggle("Favorite", isOn: $landmark.isFavorite)
                RowView(item: landmark)
                Text(self.subtitle).shimmering()
            }
            """#)
        #expect(texts(block.initialView) == [
            "landmark.name", "Visited landmark.visits times", "item.title", "item.title", "item.title", "has items", "liked",
            "RowView(…)", "subtitle",
        ])
        // The app's colour is left out: the text keeps SwiftUI's default.
        let title = try #require(block.initialView.allViews.first { $0.kind == "Text" })
        #expect(title.modifiers.map(\.name) == ["font", "foregroundStyle"] && title.modifiers.last?.arguments.isEmpty == true)
        // One warning, at the first stand-in, naming each in order of use.
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix(
            "`landmark`, `theme`, `viewModel`, `RowView(…)`, `subtitle`, `.shimmering()` are not defined in this block; drawn as stand-ins") == true,
                "\(warnings)")
        #expect(warnings.first?.line == 11 && warnings.first?.column == 10)
    }

    @Test func codeOverAStandInStandsIn() throws {
        let block = try parsed(#"""
            VStack {
                Text(store.items.filter { $0.done }.map(\.title).joined(separator: ", "))
                Text(String(format: "%.1f", Double(store.total)))
                Path { path in
                    path.addLines(store.points)
                }
                .stroke(.blue)
                Image(uiImage: store.photo).resizable()
                Text(price, format: .currency(code: "USD"))
            }
            """#)
        let found = texts(block.initialView)
        #expect(found.first == "store.items.filter(…).map(…).joined(…)")
        #expect(found.last == "price")
        // The app's image is drawn as the `photo` symbol.
        #expect(block.initialView.allViews.contains { $0.kind == "Image" && $0.argument("systemName") == .string("photo") })
    }

    @Test func theAppsOwnCollectionGivesRowsAndIsListed() throws {
        let block = try parsed("ForEach(AppTab.allCases) { tab in Text(tab.title) }")
        #expect(texts(block.initialView) == ["tab.title", "tab.title", "tab.title"])
        #expect(block.notes.contains { $0.severity == .warning && $0.message.hasPrefix("`AppTab.allCases` is not defined in this block") })
    }

    @Test func aNearMissOfANameTheBlockHasIsStillAnError() {
        #expect(message("let count = 3\nText(\"\\(cuont)\")").contains("unknown name `cuont`"))
        #expect(message("@State var flag = false\nToggle(\"T\", isOn: $flgg)").contains("`$flgg` needs a `@State var flgg`"))
        #expect(message("Text(\"a\").paddin()").contains("unknown modifier `paddin`"))
        #expect(message("Txt(\"a\")").contains("unknown view `Txt`"))
        #expect(message("Text(\"a\").font(.titel)").contains("`font` expects a font"))
        // A singular or plural of a name in scope is another name, the app's.
        #expect(message("ForEach([1, 2]) { tab in Text(tabs.first) }").isEmpty)
    }
}
