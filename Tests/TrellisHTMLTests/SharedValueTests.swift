// Values a block's CSS writes once: lengths that follow a frame variable piece by piece.
import Testing
@testable import TrellisHTML

/// A length equal to a frame variable in a run of pieces names the variable there, only where
/// that saves bytes, and no variable ever names itself (CSS Custom Properties 1, §2.3).
@Suite
struct SharedValueTests {
    /// Targets numbered 0, 1, 2 (`StyleTable`): a piece's declarations are a value per target.
    private static let targets = [
        StyleTarget(selector: ".r", property: "--w0"), StyleTarget(selector: ".r", property: "--w6"), StyleTarget(selector: ".n3", property: "left"),
    ]
    private static let w0 = 0, w6 = 1, left = 2

    @Test func aLengthFollowsAnEqualVariableWhileTheyStayEqual() {
        let pieces: [[String?]] = [
            ["232.1875px", "84.5313px", "8px"],
            ["272.0781px", "272.0781px", "8px"],
            ["272.8281px", "272.8281px", "8px"],
            ["280.25px", "272.8281px", "8px"],
        ]
        let followed = LinkedLengths.followingEqualVariables(pieces, targets: Self.targets)
        #expect(followed[0][Self.w6] == "84.5313px")
        // It changes to the variable where it is written anyway, and is not written again while equal.
        #expect(followed[1][Self.w6] == "var(--w0)")
        #expect(followed[2][Self.w6] == "var(--w0)")
        // Once they part, it is its own length again; the leader never names anything.
        #expect(followed[3][Self.w6] == "272.8281px")
        #expect(followed.allSatisfy { $0[Self.w0]?.contains("var(") == false })
        // A value shorter than the reference stays as it is.
        #expect(followed.allSatisfy { $0[Self.left] == "8px" })
    }

    @Test func aLengthUnchangedKeepsItsValueWhenAVariableComesToEqualIt() {
        let pieces: [[String?]] = [
            ["232.1875px", "272.0781px", nil],
            ["272.0781px", "272.0781px", nil],
        ]
        // Naming the variable here would write --w6 where nothing else does.
        #expect(LinkedLengths.followingEqualVariables(pieces, targets: Self.targets)[1][Self.w6] == "272.0781px")
    }

    @Test func everyVariableARenderedBlockNamesIsSetAndNoneNamesItself() throws {
        let code = """
            VStack(spacing: 8) {
                HStack { Text("A title that wraps when narrow"); Color.teal.frame(width: 40) }
                HStack { Text("Another line of words"); Color.pink.frame(width: 40) }
            }
            """
        guard let block = try RenderedSource.render(code, textSizes: [.large, .accessibility3]) else { return }
        let css = block.css
        let named = Set(css.matches(of: /var\((--[a-z0-9]+)\)/).map { String($0.output.1) })
        let set = Set(css.matches(of: /[{;](--[a-z0-9]+):/).map { String($0.output.1) })
        #expect(named.subtracting(set).filter { !$0.hasPrefix("--trellis") }.isEmpty, "named but never set: \(named.subtracting(set)) in \(css)")
        for declaration in css.matches(of: /(--[a-z0-9]+):var\((--[a-z0-9]+)\)/) {
            #expect(declaration.output.1 != declaration.output.2, "\(declaration.output.0) names itself")
        }
    }
}
