import PropertyBased
import Testing
@testable import TrellisLayout

/// Turns a list of numbers into a view tree and a proposal, so PropertyBased can generate and
/// shrink trees as plain integer arrays. Every view and modifier of the engine appears,
/// with values that include negatives, zero, NaN and infinity.
struct TreeRecipe {
    private var numbers: [Int]
    private var position = 0

    init(_ numbers: [Int]) {
        self.numbers = numbers
    }

    private mutating func next() -> Int {
        defer { position += 1 }
        return numbers.isEmpty ? 0 : numbers[position % numbers.count] &+ position / max(numbers.count, 1)
    }

    private var exhausted: Bool { position >= numbers.count }

    /// A length, sometimes nonsense.
    private mutating func length() -> Double {
        let n = next()
        switch n % 23 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -Double(n % 50)
        case 3: return 0
        default: return Double(n % 300)
        }
    }

    private mutating func optionalLength() -> Double? {
        next() % 3 == 0 ? nil : length()
    }

    mutating func proposal() -> ProposedViewSize {
        func dimension(_ n: Int) -> Double? {
            switch n % 5 {
            case 0: nil
            case 1: 0
            case 2: .infinity
            default: Double(n % 600)
            }
        }
        return ProposedViewSize(width: dimension(next()), height: dimension(next()))
    }

    mutating func view(depth: Int = 0) -> ViewNode {
        let op = next() % 19
        if depth > 6 || (exhausted && op > 3) {
            return Color.red.node
        }
        switch op {
        case 0: return Color.blue.node
        case 1: return Text(String(repeating: "word ", count: next() % 5), font: FontSpec(size: 16)).node
        case 2: return Spacer(minLength: optionalLength()).node
        case 3: return Divider().node
        case 4, 5, 6:
            let count = next() % 4
            var children: [ViewNode] = []
            for _ in 0..<count { children.append(view(depth: depth + 1)) }
            let spacing = optionalLength()
            switch op {
            case 4: return HStack(alignment: next() % 2 == 0 ? .center : .firstTextBaseline, spacing: spacing) { children }.node
            case 5: return VStack(alignment: next() % 2 == 0 ? .leading : .trailing, spacing: spacing) { children }.node
            default: return ZStack(alignment: next() % 2 == 0 ? .center : .bottomTrailing) { children }.node
            }
        case 7: return view(depth: depth + 1).frame(width: optionalLength(), height: optionalLength())
        case 8:
            return view(depth: depth + 1).frame(
                minWidth: optionalLength(), idealWidth: optionalLength(), maxWidth: optionalLength(),
                minHeight: optionalLength(), maxHeight: optionalLength(), alignment: .topLeading)
        case 9: return view(depth: depth + 1).padding(length())
        case 10: return view(depth: depth + 1).fixedSize(horizontal: next() % 2 == 0, vertical: next() % 2 == 0)
        case 11: return view(depth: depth + 1).layoutPriority(length())
        case 12: return view(depth: depth + 1).offset(x: length(), y: length())
        case 13: return view(depth: depth + 1).aspectRatio(optionalLength(), contentMode: next() % 2 == 0 ? .fit : .fill)
        case 14: return view(depth: depth + 1).background(view(depth: depth + 1))
        case 15:
            let value = length()
            return view(depth: depth + 1).alignmentGuide(.leading) { d in d.width / 2 + value }
        case 16: return Group { view(depth: depth + 1); view(depth: depth + 1) }.node
        case 17: return Image("i", size: Size(width: length(), height: length())).resizable().node
        default: return RoundedRectangle(cornerRadius: 4).node
        }
    }
}

/// The engine's invariants over random trees (the property tests).
@Suite("Properties")
struct PropertyTests {
    static let recipes = Gen.int(in: 0...10_000).array(of: 1...60)

    private func make(_ numbers: [Int]) -> (ViewNode, ProposedViewSize) {
        var recipe = TreeRecipe(numbers)
        let proposal = recipe.proposal()
        return (recipe.view(), proposal)
    }

    private func engine(_ view: ViewNode) -> LayoutEngine {
        LayoutEngine(view, textMeasurer: FixedAdvanceTextMeasurer())
    }

    @Test func framesAreAlwaysFinite() async {
        await propertyCheck(count: 300, input: Self.recipes) { numbers in
            let (view, proposal) = make(numbers)
            let result = engine(view).layout(proposal)
            #expect(result.nodes.allSatisfy { $0.frame.isFinite })
            #expect(result.size.isFinite)
            // Only an infinite proposal may make a view infinitely large (then zeroed and reported).
            if proposal.width?.isInfinite != true, proposal.height?.isInfinite != true {
                #expect(!result.warnings.contains { $0.message.contains("infinite size") })
            }
        }
    }

    @Test func layoutIsDeterministic() async {
        await propertyCheck(count: 200, input: Self.recipes) { numbers in
            let (view, proposal) = make(numbers)
            let first = engine(view).layout(proposal)
            let reused = engine(view)
            _ = reused.layout(ProposedViewSize(width: 123, height: nil))
            let second = reused.layout(proposal)
            #expect(first.nodes.map(\.frame) == second.nodes.map(\.frame))
            #expect(first.nodes.map(\.kind) == second.nodes.map(\.kind))
        }
    }

    @Test func stackChildrenNeverOverlapAlongTheAxis() async {
        await propertyCheck(count: 300, input: Self.recipes) { numbers in
            let (view, proposal) = make(numbers)
            let engine = engine(view)
            let result = engine.layout(proposal)
            // Only an infinite proposal can make frames infinite (the result zeroes them).
            for stack in result.nodes where (stack.kind == .hStack || stack.kind == .vStack) && stack.isVisible {
                let children = result.children(of: stack)
                for (a, b) in zip(children, children.dropFirst()) where engine.tree.frames[a.index].isFinite && engine.tree.frames[b.index].isFinite {
                    if stack.kind == .hStack {
                        #expect(b.frame.minX >= a.frame.maxX - 1e-9)
                    } else {
                        #expect(b.frame.minY >= a.frame.maxY - 1e-9)
                    }
                }
            }
        }
    }

    @Test func placementUsesTheSizesMeasuring() async {
        await propertyCheck(count: 300, input: Self.recipes) { numbers in
            let (view, proposal) = make(numbers)
            let engine = engine(view)
            let result = engine.layout(proposal)
            let tree = engine.tree
            #expect(result.size == Size(width: finite(engine.sizeThatFits(proposal).width), height: finite(engine.sizeThatFits(proposal).height)))
            for node in result.nodes where node.isVisible && node.frame.isFinite && tree.frames[node.index].isFinite {
                let measured = tree.size(of: Int32(node.index), proposal: tree.placedProposals[node.index])
                #expect(node.frame.size == measured)
            }
        }
    }
}
