import TrellisLayout

/// Views that a state inserts or removes, as SwiftUI moves them in and out by their
/// `.transition` (``Transition``), and views of a `matchedGeometryEffect` group that travel
/// from one's frame to the other's.
///
/// How, in CSS alone, the same in every engine (Firefox 153 ESR parses
/// `transition-behavior: allow-discrete` but transitions no `display`, so an element cannot
/// stay drawn through a `display:none`, and `@starting-style` needs one):
/// - **Removal.** Where a view is absent, its element stays in the page, `visibility:hidden`
///   once the animation ends (it is seen through a transition that ends hidden: visibility
///   interpolates as visible between the two, CSS Transitions 1, and then no screen reader
///   reads it and no focus reaches it). Its frame holds (its transitions become `step-end`
///   through `--trellis-place`, which the elements inside inherit), so it stays at its old
///   frame, as SwiftUI keeps a removed view; then it and the elements inside go to `auto`
///   lengths, it to no size, clipping them, so that, unseen, it adds nothing to the block's
///   scrollable overflow (`removed`). It goes to the removal's look on the animation in
///   force.
/// - **Insertion.** `auto` interpolates with no length, and the present state allows no
///   discrete transition, so the element and those inside are at their new frames from the
///   start, seen at once (`--trellis-leave`). The looks are drawn from two registered numbers
///   that move one way on a removal and the other on an insertion (`look`): where it is
///   absent, once the removal has ended, it has the insertion's look, which it moves from.
///   A page's first rendering has no style before it, so nothing moves: the views of the
///   first state are drawn, not brought in.
/// - **Matched geometry.** Where a view is absent and another of its group is present (or,
///   for a text, the same text with other words: one view whose content changes, which
///   SwiftUI cross-fades as `.contentTransition(.opacity)` while it moves), its
///   element stays displayed but unseen (opacity 0, then `visibility:hidden`) at the other's
///   frame (`BlockRenderer.sample`): as one leaves and the other enters, each travels between
///   the two frames the engine computed while one fades out and the other in, as SwiftUI
///   morphs them.
/// - **Reduce Motion.** `--trellis-moves` is 0 under `prefers-reduced-motion: reduce`, where
///   the shared stylesheet drops `translate` and `scale` and jumps moves: a removal or
///   insertion fades whatever its transition (the cross-fade iOS uses with Reduce Motion on),
///   and a matched view fades out where it was (`--trellis-still`) while the other fades in.
enum TransitionCSS {
    /// A geometry transition that keeps the old value for the animation's length, then jumps.
    static let hold = "var(--trellis-duration) step-end var(--trellis-delay)"

    /// The numbers that draw a transition's looks (`look`), registered so that they
    /// interpolate (CSS Properties and Values API, `@property`), and `--trellis-fade`, the
    /// timing of `opacity` on an element whose opacity they draw, which its children do not
    /// inherit.
    static let registrations = #"@property --trellis-out{syntax:"<number>";inherits:false;initial-value:0}"#
        + #"@property --trellis-in{syntax:"<number>";inherits:false;initial-value:0}"#
        + #"@property --trellis-fade{syntax:"*";inherits:false}"#

    /// For each configuration, the rules (inside its scope) of the elements absent there; the
    /// rules, in every configuration, that draw the look of the elements a state inserts or
    /// removes from `--trellis-out` and `--trellis-in`; and a warning at each matched-geometry
    /// view that comes or goes inside a view that comes or goes (it moves in and out with that
    /// view, where SwiftUI would carry it to its match).
    static func rules(plan: ElementPlan) -> (configurations: [String], looks: String, warnings: [LayoutWarning]) {
        var insertable = Set<Int>()
        // Texts under `.contentTransition(.identity)` whose words change: swapped at once.
        let swapped = Set(plan.elements.indices.filter { index in
            plan.elements[index].node.drawing.replacesContentAtOnce
                && plan.elements.indices.contains { $0 != index && plan.elements[$0].key == plan.elements[index].key }
        })
        var warnings: [LayoutWarning] = []
        let configurations = plan.nodeIndices.map { indices -> String in
            var rules: [(selector: String, body: String)] = []
            for (index, element) in plan.elements.enumerated() where !ElementPlan.isPresent(index, in: indices) {
                if ElementPlan.isPresent(element.parent, in: indices) {
                    if plan.matchedPartner(of: index, in: indices) != nil {
                        rules.append((".n\(index)", "opacity:0;--trellis-still:\(hold)"))
                    } else {
                        let transition = swapped.contains(index) ? .identity : element.node.drawing.transition ?? .opacity
                        rules += removed(index, plan: plan, holding: !transition.removal.isIdentity,
                                         drawsLooks: !transition.removal.isIdentity || !transition.insertion.isIdentity)
                        insertable.insert(index)
                        // The words a screen reader reads for it (`ElementAccessibility`) go with it.
                        if element.node.drawing.accessibility.isOneElement { rules.append((".s\(index)", "display:none")) }
                    }
                } else if let parent = element.parent, plan.matchedPartner(of: parent, in: indices) != nil, !plan.fillsParent.contains(index) {
                    // Inside a matched view that travels: it keeps its place in it.
                    rules.append((".n\(index)", "--trellis-place:\(hold)"))
                } else if element.node.drawing.matchedGeometry != nil, plan.matchedPartners[index].contains(where: { ElementPlan.isPresent($0, in: indices) }) {
                    let warning = LayoutWarning(
                        "this matchedGeometryEffect view comes and goes with the view around it, which the page moves in and out by its transition; it does not travel to its match",
                        hint: "put `.matchedGeometryEffect` on the view that the state inserts or removes (the outermost view of the `if` branch)",
                        nodeID: element.node.id)
                    if !warnings.contains(warning) { warnings.append(warning) }
                }
            }
            // Views removed together share their rules.
            return BlockStyleWriter.grouped(rules)
        }
        var looks = ""
        for index in insertable.sorted() where plan.nodeIndices.contains(where: { ElementPlan.isPresent(index, in: $0) }) {
            let element = plan.elements[index]
            let transition = swapped.contains(index) ? .identity : element.node.drawing.transition ?? .opacity
            looks += ".n\(index){\((["--trellis-leave:0s"] + look(removal: transition.removal, insertion: transition.insertion, of: element.node)).joined(separator: ";"))}"
        }
        return (configurations, looks, warnings)
    }

    /// The rules of an element a state removes, `index`, and of the elements inside it: once
    /// the removal has ended (`holding`: at once), it is a box of no size at its static
    /// position that clips what is inside, so that, unseen, it adds nothing to the block's
    /// scrollable overflow; its frame and those inside are `auto`, which no length
    /// interpolates with, so that an insertion puts it at its new frame from the start (CSS
    /// Transitions 2, "transition-behavior": a discrete change transitions only where
    /// `allow-discrete` is in the after-change style, here the removal's).
    /// `--trellis-out` and `--trellis-in` go to 1 where its transition has a look (`drawsLooks`).
    static func removed(_ index: Int, plan: ElementPlan, holding: Bool, drawsLooks: Bool) -> [(selector: String, body: String)] {
        // Elements are in document order: the ones inside follow it. Those that fill their
        // parent keep filling it (100 %).
        var inside = [index], isInside: Set = [index]
        for element in plan.elements.indices.dropFirst(index + 1) {
            guard let parent = plan.elements[element].parent, isInside.contains(parent) else { continue }
            isInside.insert(element)
            if !plan.fillsParent.contains(element) { inside.append(element) }
        }
        let gone = "inset:auto;width:auto;height:auto;max-width:0;max-height:0;overflow:clip" + (holding ? ";transition-behavior:allow-discrete" : "")
        let own = (drawsLooks ? ["--trellis-out:1", "--trellis-in:1"] : []) + (holding ? ["--trellis-place:\(hold)"] : [])
        return (own.isEmpty ? [] : [(".n\(index)", own.joined(separator: ";"))]) + inside.map { (".n\($0)", gone) }
    }

    /// The declarations that draw a transition's `removal` and `insertion` on an element, in
    /// every configuration, from two numbers the shared stylesheet registers: `--trellis-out`
    /// is 1 where the view is absent and moves on the animation in force both ways;
    /// `--trellis-in` is 1 where it is absent but holds 0 through a removal. A removal draws
    /// `out − in` of the removal's look, up to all of it; then both are 1 and the view, unseen,
    /// takes the insertion's look, from which an insertion brings it back as both fall to 0.
    /// The look: its opacity times the effect's (0 under Reduce Motion), and the move and scale
    /// as `translate` and `scale`, which compose with the element's own `transform` outside it,
    /// as SwiftUI's transition modifiers wrap the view. `opacity` follows the numbers at once
    /// (`--trellis-fade`), instead of transitioning on its own.
    static func look(removal: Transition.Effect, insertion: Transition.Effect, of node: PlacedNode) -> [String] {
        let effects = [(removal, "(var(--trellis-out) - var(--trellis-in))"), (insertion, "var(--trellis-in)")].filter { !$0.0.isIdentity }
        guard !effects.isEmpty else { return [] }
        var declarations = ["--trellis-fade:0s"]
        let own = min(max(node.drawing.opacity ?? 1, 0), 1)
        let fades = effects.map { effect, amount in
            let opacity = min(max(effect.opacity, 0), 1)
            let kept = opacity == 1 ? "var(--trellis-moves)" : "\(HTML.number(opacity, decimals: 4))*var(--trellis-moves)"
            return opacity == 0 ? "(1 - \(amount))" : "(1 - \(amount)*(1 - \(kept)))"
        }
        declarations.append("opacity:calc(\(own == 1 ? "" : HTML.number(own, decimals: 4) + "*")\(fades.joined(separator: "*")))")
        // `scale` turns about `transform-origin`: the element's centre, or its corner when it
        // has transforms of its own (`ElementVisuals`). A translate of (anchor − origin) ×
        // (1 − scale) of its size keeps the anchor in place instead.
        let origin = node.drawing.transforms.isEmpty ? UnitPoint.center : UnitPoint.topLeading
        var x: [String] = [], y: [String] = [], scales: [String] = []
        for (effect, amount) in effects {
            let scale = effect.scale.isFinite ? max(effect.scale, 0) : 1
            let dx = length(points: effect.offset.x, percent: (effect.travel.x + (effect.anchor.x - origin.x) * (1 - scale)) * 100)
            let dy = length(points: effect.offset.y, percent: (effect.travel.y + (effect.anchor.y - origin.y) * (1 - scale)) * 100)
            if dx != "0" { x.append("\(amount)*\(dx)") }
            if dy != "0" { y.append("\(amount)*\(dy)") }
            if scale != 1 { scales.append("\(amount)*\(HTML.number(scale - 1, decimals: 4))") }
        }
        func sum(_ terms: [String]) -> String { terms.isEmpty ? "0" : "calc(\(terms.joined(separator: " + ")))" }
        if !x.isEmpty || !y.isEmpty { declarations.append("translate:\(sum(x)) \(sum(y))") }
        if !scales.isEmpty { declarations.append("scale:calc(1 + \(scales.joined(separator: " + ")))") }
        return declarations
    }

    /// `points` px plus `percent` % of the element's own size.
    static func length(points: Double, percent: Double) -> String {
        let px = points.isFinite ? HTML.number(points, decimals: 3) : "0", pc = percent.isFinite ? HTML.number(percent, decimals: 4) : "0"
        switch (px == "0", pc == "0") {
        case (true, true): return "0"
        case (false, true): return px + "px"
        case (true, false): return pc + "%"
        case (false, false): return "calc(\(px)px + \(pc)%)"
        }
    }
}
