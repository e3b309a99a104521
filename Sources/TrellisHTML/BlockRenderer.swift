import Dispatch
import Foundation
import TrellisLayout

/// Writes one layout block as static HTML and CSS whose boxes land on the engine's frames at
/// every container width, in every state and at every precomputed text size.
///
/// ```swift
/// let block = BlockInput(id: "demo") { configuration, width in engine.layout(width: width) }
/// let rendered = BlockRenderer().render(block)
/// page.body += rendered.html; page.css += rendered.css
/// ```
///
/// How: each configuration is sampled across the width range and cut into linear pieces
/// (`PiecewiseSampler`); each piece becomes one `@container(width>lower)` rule with the
/// lengths that changed since the piece before, as `calc(A + B * 100cqw)` relative to the
/// parent element, so the browser interpolates exactly between breakpoints
/// (`BlockStyleWriter`). Values most configurations start with are written once as the base;
/// lengths a constant apart from another everywhere follow its variable, and lengths equal to
/// a variable in a run of pieces follow it there (`LinkedLengths`).
public struct BlockRenderer: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    public func render(_ input: BlockInput) -> RenderedBlock {
        let configurations = input.configurations
        let minWidth = options.minWidth
        let initial = configurations.map { input.layout($0, minWidth) }
        let plan = ElementPlan(results: initial)
        var warnings: [LayoutWarning] = []
        for result in initial { for warning in result.warnings where !warnings.contains(warning) { warnings.append(warning) } }
        for warning in Self.cutOffWarnings(initial) where !warnings.contains(warning) { warnings.append(warning) }

        let texts = plan.elements.map { element -> TextMarkup? in
            if case .leaf(let leaf) = element.node.content, let text = leaf as? Text { return TextMarkup(text.styled) }
            return nil
        }
        let pieces = samplePieces(input, configurations: configurations, plan: plan)

        // Every soft break a piece draws with the full text gets a `<br>` of its own (a piece
        // that shows a drawn version, `TextMarkup.truncationKeyword`, hides the full text).
        var markerClasses: [[Int: String]] = Array(repeating: [:], count: plan.elements.count)
        var markerCount = 0
        for (element, markup) in texts.enumerated() {
            guard let markup else { continue }
            var offsets = Set<Int>()
            for configuration in pieces {
                for piece in configuration where piece.keywords[3 * element + 2].isEmpty {
                    offsets.formUnion(Self.offsets(piece.keywords[3 * element + 1]))
                }
            }
            for offset in markup.softBreaks(offsets.sorted()) {
                markerClasses[element][offset] = "k\(markerCount)"
                markerCount += 1
            }
        }

        let truncations = TextMarkup.truncationClasses(plan.elements.indices.map { element in
            pieces.flatMap { $0.map { $0.keywords[3 * element + 2] } }
        })
        // Which animation moves each element for a change of each state (`AnimationScope`).
        let scope = AnimationScope(plan: plan, results: initial, configurations: configurations, states: input.states)
        let visuals = ElementVisuals(plan: plan, results: initial, texts: texts, motions: scope.baseDeclarations(), fontFamily: options.fontFamily)
        let fontSizes = visuals.fontSizes(plan: plan, results: initial)
        let slots = Self.linkableSlots(plan), placements = Self.placements(plan)
        let links = pieces.map { LinkedLengths(pieces: $0, slots: slots, placements: placements) }
        // An element shown in every piece of every configuration, as are its parent elements,
        // inherits `visible` from the frame: no rule needs to say so.
        var alwaysShown = Set<Int>()
        for (element, planned) in plan.elements.enumerated()
        where planned.parent.map(alwaysShown.contains) ?? true && pieces.allSatisfy({ $0.allSatisfy { $0.keywords[3 * element] == "visible" } }) {
            alwaysShown.insert(element)
        }
        var table = StyleTable()
        let targets = PieceTargets(plan: plan, markers: markerClasses, truncations: truncations, alwaysShown: alwaysShown, table: &table)
        let declared = configurations.indices.map { configurationIndex in
            let variables = links[configurationIndex].leaders.map { (leader: $0, target: table.number(".r", LinkedLengths.variable($0))) }
            // Each element length's CSS where it is linked or placed: the same in every piece.
            let linked = (0..<(1 + 4 * plan.elements.count)).map { links[configurationIndex].value(of: $0) }
            // Font sizes and looks that differ between configurations, the same in every piece
            // (ordered, so that targets are numbered alike in every run).
            let fonts = (fontSizes[configurationIndex].merging(visuals.configurationLooks[configurationIndex]) { $1 }).sorted { $0.key < $1.key }
                .map { (target: table.number($0.key), value: $0.value) }
            return pieces[configurationIndex].map { piece in
                var values = Self.declarations(
                    piece, plan: plan, targets: targets, links: links[configurationIndex], linked: linked, variables: variables, count: table.targets.count)
                for (target, value) in fonts { values[target] = value }
                return values
            }
        }
        // The preview's first look draws its one configuration whatever the reader's scheme.
        let schemes = input.onlyConfiguration == nil ? input.colorSchemes : [.light]
        var writer = BlockStyleWriter(blockID: input.id, states: input.states, textSizes: input.textSizes, colorSchemes: schemes, targets: table.targets)
        for (configurationIndex, configuration) in configurations.enumerated() {
            let declarations = LinkedLengths.followingEqualVariables(declared[configurationIndex].map { $0.padded(to: table.targets.count) }, targets: table.targets)
            writer.add(configuration: configuration, pieces: zip(pieces[configurationIndex], declarations).map { ($0.boundaryKey, $0.upper, $1) })
        }
        var css = writer.css(staticRules: visuals.rules)
        // Views a state inserts or removes, and matched-geometry views (`TransitionCSS`).
        let transitions = TransitionCSS.rules(plan: plan)
        // What a state removes rarely depends on the text size: such rules are written once per state.
        var written: Set<BlockConfiguration> = []
        for (configuration, rules) in zip(configurations, transitions.configurations) where !rules.isEmpty {
            let sameState = zip(configurations, transitions.configurations).filter {
                $0.0.state == configuration.state && $0.0.colorScheme == configuration.colorScheme
            }
            if sameState.allSatisfy({ $0.1 == rules }) {
                let key = BlockConfiguration(state: configuration.state, colorScheme: configuration.colorScheme)
                if written.insert(key).inserted {
                    css += writer.wrapped(configuration.colorScheme, "\(writer.scope(configuration, anyTextSize: true)){\(rules)}") + "\n"
                }
            } else {
                css += writer.wrapped(configuration.colorScheme, "\(writer.scope(configuration)){\(rules)}") + "\n"
            }
        }
        if !transitions.looks.isEmpty { css += "\(BlockStyleWriter.blockSelector(input.id)){\(transitions.looks)}\n" }
        if !input.states.isEmpty { css += scope.focusedRules(writer: writer, block: input.id) }
        for warning in transitions.warnings + scope.warnings where !warnings.contains(warning) { warnings.append(warning) }
        let (html, spoken) = BlockHTMLWriter(input: input, plan: plan, texts: texts, markers: markerClasses, truncations: truncations, visuals: visuals).written
        for warning in spoken where !warnings.contains(warning) { warnings.append(warning) }
        return RenderedBlock(
            html: html, css: css, pieceCount: pieces.reduce(0) { $0 + $1.count }, configurationCount: configurations.count,
            breakpoints: Set(pieces.flatMap { $0.dropFirst().map { Double($0.lower) / Double(PiecewiseSampler.unitsPerPixel) } }).sorted(),
            warnings: warnings)
    }

    /// Views drawn above or below the layout's frame, or left of it, at the narrowest width,
    /// each outermost one once. The block is a scroll container (its resize handle needs one,
    /// and a layout wider than the column scrolls inside it), so the page cuts off what SwiftUI
    /// would draw over its neighbours: never silently. A root wider than the width offered is
    /// not cut off: the frame moves right by its overhang (`SharedStylesheet`). `trellis layout`
    /// reports the same warnings as the build (`PreparedBlock.report`).
    public static func cutOffWarnings(_ input: BlockInput, options: RenderOptions = RenderOptions()) -> [LayoutWarning] {
        cutOffWarnings(input.configurations.map { input.layout($0, options.minWidth) })
    }

    static func cutOffWarnings(_ results: [LayoutResult]) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        for result in results { for warning in cutOffWarnings(result) where !warnings.contains(warning) { warnings.append(warning) } }
        return warnings
    }

    static func cutOffWarnings(_ result: LayoutResult) -> [LayoutWarning] {
        let tolerance = 0.5
        let leftEdge = min(0, result.nodes.filter { $0.parent == nil }.map(\.frame.minX).min() ?? 0)
        func isOutside(_ frame: Rect) -> Bool {
            frame.minX < leftEdge - tolerance || frame.minY < -tolerance || frame.maxY > result.size.height + tolerance
        }
        // Inside a clip shape or a ScrollView, the view is cut off where SwiftUI cuts it off.
        func isClippedByAncestor(_ node: PlacedNode) -> Bool {
            var parent = node.parent
            while let index = parent, result.nodes.indices.contains(index) {
                let drawing = result.nodes[index].drawing
                if drawing.clipShape != nil || drawing.scrollAxes != nil { return true }
                parent = result.nodes[index].parent
            }
            return false
        }
        var warnings: [LayoutWarning] = []
        for node in result.nodes where node.isVisible && node.frame.width > 0 && node.frame.height > 0 && isOutside(node.frame) {
            if let parent = node.parent, result.nodes.indices.contains(parent), isOutside(result.nodes[parent].frame) { continue }
            if isClippedByAncestor(node) { continue }
            let warning = LayoutWarning(
                "this view is drawn outside its layout's frame, and the page cuts it off at the block's edge, where SwiftUI would draw it over what is around",
                hint: "give the layout room for it (`.padding()` on the outermost view), or keep the view inside its parent", nodeID: node.id)
            if !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    // MARK: - Sampling

    /// Each configuration's linear pieces over the options' width range.
    ///
    /// Configurations are sampled in parallel: `BlockInput.layout` must be safe to call for
    /// different configurations at once (an engine per configuration).
    func samplePieces(_ input: BlockInput, configurations: [BlockConfiguration], plan: ElementPlan) -> [[LinearPiece]] {
        let results = PieceResults(count: configurations.count)
        let options = options
        DispatchQueue.concurrentPerform(iterations: configurations.count) { configurationIndex in
            let keywords = TextKeywords(count: plan.elements.count)
            var sampler = PiecewiseSampler(minWidth: options.minWidth, maxWidth: options.maxWidth, stepPixels: options.sampleStep) { units in
                let result = input.layout(configurations[configurationIndex], Double(units) / Double(PiecewiseSampler.unitsPerPixel))
                return Self.sample(result, plan: plan, configuration: configurationIndex, keywords: keywords)
            }
            sampler.sampleAtPixels = { width in
                Self.sample(input.layout(configurations[configurationIndex], width), plan: plan, configuration: configurationIndex, keywords: keywords)
            }
            let pieces = sampler.pieces()
            results.set(configurationIndex, pieces)
        }
        return results.all
    }

    /// The lengths and choices CSS sets for one layout: the block's height, then each element's
    /// offset from its parent element and size; each element's visibility, line breaks and
    /// truncated drawing. Then, for each text that may shrink (`plan.shrinkingTexts`), its
    /// words' box at full size and its drawn width (lengths), and whether it is shrunk.
    ///
    /// A shrunk text is drawn as SwiftUI scales it: its words at full size, with the engine's
    /// breaks, in a box the size of its full-size layout, scaled by `s = drawn / full width`
    /// about the top-left corner. `s` is a quotient of two lengths that are linear in the
    /// width, which no CSS `scale()` can take; `perspective(d) translateZ(d - full)` with
    /// `d = drawn` scales by exactly `d / full` and is written with lengths alone.
    ///
    /// `keywords` keeps each text's last keywords, for a sampler's layouts of one configuration.
    static func sample(_ result: LayoutResult, plan: ElementPlan, configuration: Int, keywords textKeywords: TextKeywords? = nil) -> LayoutSample {
        let count = plan.elements.count
        var lengths = [Double](repeating: 0, count: 1 + 4 * count + 3 * plan.shrinkingTexts.count)
        var keywords = [String](repeating: "", count: 3 * count + plan.shrinkingTexts.count)
        var proposals = [LayoutSample.Proposal?](repeating: nil, count: count)
        lengths[0] = result.size.height
        let indices = plan.nodeIndices[configuration]
        for element in plan.elements.indices {
            // The element's parent alone: copying each element (its node, its strings) was a
            // tenth of sampling.
            let parent = plan.elements[element].parent
            guard let index = indices[element], result.nodes.indices.contains(index) else {
                keywords[3 * element] = "hidden"
                // A matched-geometry view absent here stands, unseen, at the frame of the one
                // of its group that is here: it travels to it as it leaves, and from it as it
                // enters (`TransitionCSS`).
                if let partner = plan.matchedPartner(of: element, in: indices), let partnerIndex = indices[partner],
                   result.nodes.indices.contains(partnerIndex) {
                    let frame = result.nodes[partnerIndex].frame
                    let origin = parent.flatMap { indices[$0] }.map { result.nodes[$0].frame.origin } ?? .zero
                    lengths[1 + 4 * element] = frame.minX - origin.x
                    lengths[2 + 4 * element] = frame.minY - origin.y
                    lengths[3 + 4 * element] = frame.width
                    lengths[4 + 4 * element] = frame.height
                }
                continue
            }
            var origin = Point.zero
            var parentVisible = true
            if let parent {
                if let parentIndex = indices[parent], result.nodes.indices.contains(parentIndex) {
                    origin = result.nodes[parentIndex].frame.origin
                    parentVisible = result.nodes[parentIndex].isVisible
                } else {
                    parentVisible = false
                }
            }
            guard result.nodes[index].isVisible, parentVisible else {
                keywords[3 * element] = "hidden"
                continue
            }
            let frame = result.nodes[index].frame
            lengths[1 + 4 * element] = frame.minX - origin.x
            lengths[2 + 4 * element] = frame.minY - origin.y
            lengths[3 + 4 * element] = frame.width
            lengths[4 + 4 * element] = frame.height
            keywords[3 * element] = "visible"
            let text = result.nodes[index].text
            if let text {
                let written = textKeywords?.keywords(of: text, element: element) ?? TextKeywords.write(text)
                keywords[3 * element + 1] = written.breaks
                keywords[3 * element + 2] = written.drawing
            }
            if let proposed = result.nodes[index].proposal.width, proposed.isFinite, let same = text?.sameLayoutWidths ?? result.nodes[index].sameLayoutWidths {
                proposals[element] = LayoutSample.Proposal(proposed: proposed, sameLayout: same)
            }
        }
        for (position, element) in plan.shrinkingTexts.enumerated() {
            guard let index = plan.nodeIndices[configuration][element], result.nodes.indices.contains(index),
                  let text = result.nodes[index].text, text.scale > 0 else { continue }
            let slot = 1 + 4 * count + 3 * position
            lengths[slot] = text.size.width / text.scale
            lengths[slot + 1] = text.size.height / text.scale
            lengths[slot + 2] = text.size.width
            keywords[3 * count + position] = text.scale < 1 ? "scaled" : ""
        }
        return LayoutSample(lengths: lengths, keywords: keywords, proposals: proposals)
    }

    static func offsets(_ keyword: String) -> [Int] {
        keyword.split(separator: ",").compactMap { Int($0) }
    }

    /// The element whose left is the frame's `--x` (see `declarations`).
    static func rootElement(_ plan: ElementPlan) -> Int? {
        plan.elements.indices.first { plan.elements[$0].parent == nil && !plan.fillsParent.contains($0) }
    }

    /// The lengths `LinkedLengths` may link: every element's offset and size, but the root's
    /// left (the frame's `--x`) and the lengths of elements that fill their parent; then the
    /// block's height, last, so that it follows an element's (the root's, with its padding)
    /// and never leads: it has no variable of its own.
    static func linkableSlots(_ plan: ElementPlan) -> [Int] {
        let root = rootElement(plan)
        return plan.elements.indices.filter { !plan.fillsParent.contains($0) }.flatMap { element in
            (element == root ? 1..<4 : 0..<4).map { 1 + 4 * element + $0 }
        } + [0]
    }

    /// Where each linkable element's left and top may follow from (`LinkedLengths`): centred
    /// in its parent element, or after one of the two siblings before it; the root's left
    /// centred in the width offered.
    static func placements(_ plan: ElementPlan) -> [LinkedLengths.Placement] {
        let linkable = Set(linkableSlots(plan))
        let root = rootElement(plan)
        var siblings: [Int?: [Int]] = [:]
        var placements: [LinkedLengths.Placement] = []
        for element in plan.elements.indices where !plan.fillsParent.contains(element) {
            let parent = plan.elements[element].parent
            defer { siblings[parent, default: []].append(element) }
            if element == root { placements.append(.init(offset: 1 + 4 * element, size: 3 + 4 * element, centredIn: .some(nil))) }
            guard let parent else { continue }
            for axis in 0..<2 where linkable.contains(1 + 4 * element + axis) {
                let size = 3 + 4 * element + axis
                let before = siblings[parent, default: []].suffix(2).reversed().map { (offset: 1 + 4 * $0 + axis, size: 3 + 4 * $0 + axis) }
                placements.append(.init(
                    offset: 1 + 4 * element + axis, size: size, centredIn: linkable.contains(3 + 4 * parent + axis) ? .some(3 + 4 * parent + axis) : nil,
                    after: before.filter { linkable.contains($0.offset) && linkable.contains($0.size) }))
            }
        }
        return placements
    }

    /// The targets `declarations` sets, numbered once per block: the frame's height and `--x`,
    /// each element's box, visibility, line breaks and cut versions, and each shrinking text's
    /// scaled words.
    struct PieceTargets {
        struct Element {
            var left: Int, top: Int, width: Int, height: Int
            /// Nil for an element always shown (`visible` is inherited from the frame).
            var visibility: Int?
            var markers: [(offset: Int, target: Int)]
            var truncations: [(keyword: String, target: Int)]
            /// The full text's `clip-path`, for a text with cut versions.
            var fullText: Int?
        }

        var height: Int
        var x: Int
        var elements: [Element]
        var shrinking: [(width: Int, height: Int, transform: Int)]

        init(plan: ElementPlan, markers: [[Int: String]], truncations: [[String: String]], alwaysShown: Set<Int>, table: inout StyleTable) {
            height = table.number(".r", "height")
            x = table.number(".r", "--x")
            elements = plan.elements.indices.map { element in
                let selector = ".n\(element)"
                let words = plan.shrinkingTexts.contains(element) ? selector + ">.trellis-scaled" : selector
                return Element(
                    left: table.number(selector, "left"), top: table.number(selector, "top"),
                    width: table.number(selector, "width"), height: table.number(selector, "height"),
                    visibility: alwaysShown.contains(element) ? nil : table.number(selector, "visibility"),
                    markers: markers[element].map { (offset: $0.key, target: table.number("." + $0.value, "display")) },
                    truncations: truncations[element].map { (keyword: $0.key, target: table.number("." + $0.value, "display")) },
                    fullText: truncations[element].isEmpty ? nil : table.number(words + ">.trellis-full", "clip-path"))
            }
            shrinking = plan.shrinkingTexts.map { element in
                let selector = ".n\(element)>.trellis-scaled"
                return (table.number(selector, "width"), table.number(selector, "height"), table.number(selector, "transform"))
            }
        }
    }

    /// The CSS one piece sets: a value per target of the block's table (`StyleTable`), `count`
    /// of them, nil where the piece sets none. `variables` are the configuration's leaders
    /// (`links`) and their targets on the frame; `linked`, each element length's value where
    /// `links` gives it one (`LinkedLengths.value(of:)`, made once per configuration).
    static func declarations(
        _ piece: LinearPiece, plan: ElementPlan, targets: PieceTargets, links: LinkedLengths, linked: [String?],
        variables: [(leader: Int, target: Int)], count: Int
    ) -> [String?] {
        var result = [String?](repeating: nil, count: count)
        func length(_ slot: Int) -> String { CSSLength.linear(intercept: piece.intercepts[slot], slope: piece.slopes[slot]) }
        // A linked length is its leader's variable plus a constant, the same in every piece.
        func elementLength(_ slot: Int) -> String { linked[slot] ?? length(slot) }
        result[targets.height] = linked[0] ?? length(0)
        for (leader, target) in variables { result[target] = links.variableValue(leader, in: piece) }
        // The root element's left is the frame's `--x` (short: it changes in most pieces, and a
        // rule on the frame is one the block's height already opens): a root wider than the width
        // offered is centred on it, as SwiftUI centres a root view larger than its window, and
        // the shared stylesheet moves the frame right by its overhang, so the leading part is
        // not left of the block where no scrolling reaches (`SharedStylesheet`).
        let root = rootElement(plan)
        for (element, target) in targets.elements.enumerated() {
            let fills = plan.fillsParent.contains(element)
            if element == root {
                result[target.left] = "var(--x)"
                result[targets.x] = elementLength(1 + 4 * element)
            } else {
                result[target.left] = fills ? "0" : elementLength(1 + 4 * element)
            }
            result[target.top] = fills ? "0" : elementLength(2 + 4 * element)
            result[target.width] = fills ? "100%" : elementLength(3 + 4 * element)
            result[target.height] = fills ? "100%" : elementLength(4 + 4 * element)
            if let visibility = target.visibility { result[visibility] = piece.keywords[3 * element] }
            if !target.markers.isEmpty {
                let shown = Set(offsets(piece.keywords[3 * element + 1]))
                for (offset, marker) in target.markers { result[marker] = shown.contains(offset) ? "inline" : "none" }
            }
            if let fullText = target.fullText {
                let shown = piece.keywords[3 * element + 2]
                for (keyword, cut) in target.truncations { result[cut] = keyword == shown ? "inline" : "none" }
                // The full text stays for readers and copy, visually hidden while a cut version shows.
                result[fullText] = shown.isEmpty ? "none" : "inset(50%)"
            }
        }
        for (position, scaled) in targets.shrinking.enumerated() {
            let slot = 1 + 4 * plan.elements.count + 3 * position
            result[scaled.width] = length(slot)
            result[scaled.height] = length(slot + 1)
            // `perspective(drawn) translateZ(drawn - full)` scales by drawn / full (see `sample`).
            let depth = CSSLength.linear(
                intercept: piece.intercepts[slot + 2] - piece.intercepts[slot], slope: piece.slopes[slot + 2] - piece.slopes[slot])
            result[scaled.transform] = piece.keywords[3 * plan.elements.count + position] == "scaled"
                ? "perspective(\(length(slot + 2))) translateZ(\(depth))" : "none"
        }
        return result
    }
}

/// A text's keywords (`BlockRenderer.sample`): its line breaks and its cut drawing, kept per
/// element for the layout they were written for. A text keeps its layout over most of a
/// sampler's widths, and an engine gives it the same layout again (`TextLayoutMemo`), whose
/// lines compare equal at once (the same storage); writing them out anew at each width was a
/// sixth of sampling. One configuration's sampler uses it, on one thread.
final class TextKeywords {
    private var last: [(layout: TextLayout, breaks: String, drawing: String)?]

    init(count: Int) { last = Array(repeating: nil, count: count) }

    func keywords(of text: TextLayout, element: Int) -> (breaks: String, drawing: String) {
        if let kept = last[element], kept.layout == text { return (kept.breaks, kept.drawing) }
        let written = Self.write(text)
        last[element] = (text, written.breaks, written.drawing)
        return written
    }

    static func write(_ text: TextLayout) -> (breaks: String, drawing: String) {
        (TextMarkup.breakOffsets(text).map(String.init).joined(separator: ","), TextMarkup.truncationKeyword(text))
    }
}

/// Per-configuration results written by parallel workers.
private final class PieceResults: @unchecked Sendable {
    private var pieces: [[LinearPiece]]
    private let lock = NSLock()

    init(count: Int) { pieces = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [LinearPiece]) { lock.withLock { pieces[index] = value } }

    var all: [[LinearPiece]] { lock.withLock { pieces } }
}
