// The WWDC22 session's code as written: the leaderboard, the vote buttons, the avatars.
//
// Their layouts are golden files (GoldenPageTests); these tests check what the language makes
// of the session's code before layout: data, ForEach, bindings, AnyLayout and ranks.

import Foundation
import Testing
import TrellisLayout
import TrellisMarkup
@testable import TrellisBlocks
import TrellisSite

@Suite struct SessionPagesTests {
    static let pages = ["leaderboard.md", "vote-buttons.md", "radial-avatars.md"]

    static func blocks(_ page: String) throws -> [ParsedBlock] {
        let markdown = try String(contentsOf: GoldenPageTests.pagesDirectory.appendingPathComponent(page), encoding: .utf8)
        let document = MarkdownDocument(text: markdown, file: "content/" + page)
        let data = ParsedBlock.names(data: [:], frontMatter: document.frontMatter)
        return try LayoutBlock.blocks(in: document, siteData: [:], data: [:]).map {
            try ParsedBlock(source: $0.source, data: data)
        }
    }

    @Test(arguments: pages)
    func theSessionsCodeIsAcceptedAsWritten(_ page: String) throws {
        #expect(try !Self.blocks(page).isEmpty)
    }

    @Test func theLeaderboardInterpretsItsData() throws {
        let grid = try #require(try Self.blocks("leaderboard.md").first).initialView
        #expect(grid.kind == "Grid")
        #expect(grid.children.map(\.kind) == ["GridRow", "Divider", "GridRow", "Divider", "GridRow", "Divider"])
        let row = grid.children[0]
        #expect(row.children.map(\.kind) == ["Text", "ProgressView", "Text"])
        #expect(row.children[1].argument("value") == .double(25))
        #expect(row.children[1].argument("total") == .double(50))
        #expect(row.children[2].argument(nil) == .string("25"))
        #expect(row.children[2].modifiers.map(\.name) == ["gridColumnAlignment"])
    }

    @Test func theAvatarsSwitchLayoutsKeepingTheirIDs() throws {
        let block = try #require(try Self.blocks("radial-avatars.md").first)
        #expect(block.combinations.count == 2)
        let radial = try block.view(for: [:])
        let tie = try block.view(for: ["isThreeWayTie": .bool(true)])
        let radialLayout = radial.children[0].modifiers[2].argument("content")
        let tieLayout = tie.children[0].modifiers[2].argument("content")
        guard case .views(let radialViews)? = radialLayout, case .views(let tieViews)? = tieLayout else {
            Issue.record("no overlay content")
            return
        }
        #expect(radialViews.map(\.kind) == ["MyRadialLayout"])
        #expect(tieViews.map(\.kind) == ["HStack"])
        #expect(radialViews[0].allViews.map(\.id) == tieViews[0].allViews.map(\.id))
        #expect(radialViews[0].children.map { $0.modifiers.last?.argument(nil) } == [.int(1), .int(3), .int(2)])
    }
}
