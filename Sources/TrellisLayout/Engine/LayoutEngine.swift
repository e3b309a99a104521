/// Lays out one view tree: the entry point of the engine.
///
///     let engine = LayoutEngine(HStack { Text("Hi"); Spacer() }, textMeasurer: measurer)
///     let result = engine.layout(width: 640)   // propose (640, nil), centre at the top
///
/// The tree is compiled once; every `layout` call reuses the measurements earlier calls made
/// (they depend only on the proposal), so laying one block out at many widths is cheap.
/// An engine is not thread-safe: use one per thread (they are cheap to make).
public final class LayoutEngine {
    let tree: LayoutTree

    /// - Parameters:
    ///   - root: The view to lay out.
    ///   - textMeasurer: Measures `Text` views; without one, text measures empty and each
    ///     result carries a warning.
    public init(_ root: some View, textMeasurer: (any TextMeasuring)? = nil) {
        tree = LayoutTree(root: root.node, textMeasurer: textMeasurer)
    }

    /// The number of nodes in the compiled tree.
    public var nodeCount: Int { tree.count }

    /// The root's size under `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        tree.windowProposal = proposal.sanitized
        return tree.size(of: 0, proposal: proposal.sanitized)
    }

    /// Lays the root out under `proposal` with its top-left corner at `origin`.
    public func layout(_ proposal: ProposedViewSize, at origin: Point = .zero) -> LayoutResult {
        tree.sizeCache.forgetSpills()
        return place(proposal.sanitized, at: origin)
    }

    /// Lays the root out under a sanitised `proposal` (sizes already measured stay cached).
    private func place(_ proposal: ProposedViewSize, at origin: Point) -> LayoutResult {
        // The root's proposal is the window, the outermost container (`containerRelativeFrame`).
        tree.windowProposal = proposal
        let size = tree.size(of: 0, proposal: proposal)
        tree.trace?.isPlacing = true
        tree.isPlacing = true
        tree.placeSubtree(0, frame: Rect(origin: origin, size: size), proposal: proposal)
        tree.isPlacing = false
        tree.trace?.isPlacing = false
        return makeResult(rootSize: size)
    }

    /// ``layout(width:)``, recording every proposal and answer in `trace`. Measurements an
    /// earlier layout of this engine made show as answered from the cache: a fresh engine
    /// gives the whole conversation.
    public func layout(width: Double, trace: LayoutTrace) -> LayoutResult {
        tree.trace = trace
        defer { tree.trace = nil }
        return layout(width: width)
    }

    /// Lays the root out as a page block of `width` CSS px: proposes (width, nil) and centres
    /// the root horizontally at the top, as SwiftUI centres a root view in its window.
    public func layout(width: Double) -> LayoutResult {
        tree.sizeCache.forgetSpills()
        let width = width.sanitizedLength()
        let proposal = ProposedViewSize(width: width, height: nil)
        tree.windowProposal = proposal
        let size = tree.size(of: 0, proposal: proposal)
        let x = size.width.isFinite ? (width - size.width) / 2 : 0
        return place(proposal, at: Point(x: x.isFinite ? x : 0, y: 0))
    }

    private func makeResult(rootSize: Size) -> LayoutResult {
        var warnings = tree.warnings
        var nodes: [PlacedNode] = []
        nodes.reserveCapacity(tree.count)
        var visible = [Bool](repeating: true, count: tree.count)
        var nonFinite: Int?
        var unmeasuredText: Int?
        for index in 0..<tree.count {
            let parent = Int(tree.parents[index])
            let isVisible = !tree.hidden[index] && (parent < 0 || visible[parent])
            visible[index] = isVisible
            var frame = isVisible ? tree.frames[index] : .zero
            if !frame.isFinite {
                nonFinite = nonFinite ?? index
                frame = Rect(
                    x: frame.minX.isFinite ? frame.minX : 0, y: frame.minY.isFinite ? frame.minY : 0,
                    width: frame.width.isFinite ? frame.width : 0, height: frame.height.isFinite ? frame.height : 0)
            }
            var text: TextLayout?
            if isVisible, tree.leafHasText[index], let leaf = tree.leaves[index] {
                text = leaf.textLayout(tree.placedProposals[index], in: tree.leafContext(Int32(index)))
                if tree.textMeasurer == nil, leaf is Text { unmeasuredText = unmeasuredText ?? index }
                if let missing = text?.missingCharacters, !missing.isEmpty { warnings.append(Self.missingGlyphs(missing, nodeID: nearestID(index))) }
            }
            let proposal = tree.placedProposals[index]
            let sameLayoutWidths = isVisible ? tree.boxes[index]?.sameLayoutWidths(proposal, tree.subviews(of: Int32(index))) : nil
            nodes.append(PlacedNode(
                index: index, parent: parent < 0 ? nil : parent, depth: Int(tree.depths[index]), id: tree.ids[index],
                kind: tree.kinds[index], frame: frame, isVisible: isVisible,
                text: text, proposal: proposal, sources: tree.resultSources, sameLayoutWidths: sameLayoutWidths))
        }
        if let unmeasuredText {
            warnings.append(LayoutWarning("text was laid out without a text measurer and measured empty", nodeID: nearestID(unmeasuredText)))
        }
        if let nonFinite {
            warnings.append(LayoutWarning(
                "a view was given an infinite size (an infinite proposal reached a flexible view); its frame was zeroed",
                hint: "give the view a finite frame, or put it where its size is limited", nodeID: nearestID(nonFinite)))
        }
        let size = Size(width: rootSize.width.isFinite ? rootSize.width : 0, height: rootSize.height.isFinite ? rootSize.height : 0)
        return LayoutResult(size: size, nodes: nodes, warnings: warnings)
    }

    /// Text that no configured font draws: the browser would draw it in a font the layout
    /// did not measure, so the text's box would not fit its glyphs.
    private static func missingGlyphs(_ missing: [Character], nodeID: String?) -> LayoutWarning {
        let characters = missing.map { "“\($0)” (U+\(String($0.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)))" }
        return LayoutWarning(
            "no configured font draws \(characters.joined(separator: ", ")); the browser will fall back to a font the layout did not measure",
            hint: "add a font that has it to the site's fonts, or remove the character", nodeID: nodeID)
    }

    /// The author's id of node `index` or of its nearest ancestor that has one.
    private func nearestID(_ index: Int) -> String? {
        var current = index
        while current >= 0 {
            if let id = tree.ids[current] { return id }
            current = Int(tree.parents[current])
        }
        return nil
    }
}
