import TrellisLayout

/// Views that a state inserts or removes, as SwiftUI moves them in and out by their
/// `.transition` (``Transition``), and views of a `matchedGeometryEffect` group that travel
/// from one's frame to the other's.
///
/// How, in CSS alone:
/// - **Removal.** Where a view is absent, its element is `display:none`, and the shared
///   stylesheet's `display … allow-discrete` transition keeps it drawn for the animation's
///   length. Its frame holds (its geometry transitions become `step-end` through
///   `--trellis-place`, which the elements inside inherit), so it stays at its old frame, as
///   SwiftUI keeps a removed view; it goes to the removal's look (opacity, `translate`,
///   `scale`) on the animation in force.
/// - **Insertion.** An element leaving `display:none` has no style before the change, so
///   nothing of it transitions: it sits at its new frame from the start. `@starting-style`
///   gives it the insertion's look to move from. A page's first rendering has no style
///   before it either, so the starting style applies only while the reader is at the block
///   (`:hover`, `:focus-within` on its figure): the views of the first state are drawn, not
///   brought in.
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

    /// For each configuration, the rules (inside its scope) of the elements absent there; the
    /// `@starting-style` rules of the elements a state can insert; and a warning at each
    /// matched-geometry view that comes or goes inside a view that comes or goes (it moves in
    /// and out with that view, where SwiftUI would carry it to its match).
    static func rules(plan: ElementPlan, figure: String?) -> (configurations: [String], startingStyles: String, warnings: [LayoutWarning]) {
        var insertable = Set<Int>()
        // Texts under `.contentTransition(.identity)` whose words change: swapped at once.
        let swapped = Set(plan.elements.indices.filter { index in
            plan.elements[index].node.drawing.replacesContentAtOnce
                && plan.elements.indices.contains { $0 != index && plan.elements[$0].key == plan.elements[index].key }
        })
        var warnings: [LayoutWarning] = []
        let configurations = plan.nodeIndices.map { indices -> String in
            var css = ""
            for (index, element) in plan.elements.enumerated() where !ElementPlan.isPresent(index, in: indices) {
                var declarations: [String] = []
                if ElementPlan.isPresent(element.parent, in: indices) {
                    if plan.matchedPartner(of: index, in: indices) != nil {
                        declarations = ["opacity:0", "--trellis-still:\(hold)"]
                    } else {
                        let removal = swapped.contains(index) ? .identity : (element.node.drawing.transition ?? .opacity).removal
                        declarations = ["display:none"]
                        declarations += removal.isIdentity ? ["--trellis-leave:0s"] : ["--trellis-place:\(hold)"] + look(removal, of: element.node)
                        insertable.insert(index)
                    }
                } else if let parent = element.parent, plan.matchedPartner(of: parent, in: indices) != nil, !plan.fillsParent.contains(index) {
                    // Inside a matched view that travels: it keeps its place in it.
                    declarations = ["--trellis-place:\(hold)"]
                } else if element.node.drawing.matchedGeometry != nil, plan.matchedPartners[index].contains(where: { ElementPlan.isPresent($0, in: indices) }) {
                    let warning = LayoutWarning(
                        "this matchedGeometryEffect view comes and goes with the view around it, which the page moves in and out by its transition; it does not travel to its match",
                        hint: "put `.matchedGeometryEffect` on the view that the state inserts or removes (the outermost view of the `if` branch)",
                        nodeID: element.node.id)
                    if !warnings.contains(warning) { warnings.append(warning) }
                }
                if !declarations.isEmpty { css += ".n\(index){\(declarations.joined(separator: ";"))}" }
                // The words a screen reader reads for it (`ElementAccessibility`) go with it.
                if declarations.first == "display:none", element.node.drawing.accessibility.isOneElement { css += ".s\(index){display:none}" }
            }
            return css
        }
        var startingStyles = ""
        if let figure {
            for index in insertable.sorted() {
                let element = plan.elements[index]
                let insertion = swapped.contains(index) ? .identity : (element.node.drawing.transition ?? .opacity).insertion
                // Present somewhere, and the insertion changes something.
                guard !insertion.isIdentity, plan.nodeIndices.contains(where: { ElementPlan.isPresent(index, in: $0) }) else { continue }
                startingStyles += "\(figure):is(:hover,:focus-within) .n\(index){\(look(insertion, of: element.node).joined(separator: ";"))}"
            }
        }
        return (configurations, startingStyles.isEmpty ? "" : "@starting-style{\(startingStyles)}\n", warnings)
    }

    /// The declarations that draw `effect` on an element: its opacity times the effect's
    /// (0 under Reduce Motion), and the move and scale as `translate` and `scale`, which
    /// compose with the element's own `transform` outside it, as SwiftUI's transition
    /// modifiers wrap the view.
    static func look(_ effect: Transition.Effect, of node: PlacedNode) -> [String] {
        var declarations: [String] = []
        let opacity = min(max(node.drawing.opacity ?? 1, 0), 1) * min(max(effect.opacity, 0), 1)
        declarations.append(opacity == 0 ? "opacity:0" : "opacity:calc(\(HTML.number(opacity, decimals: 4))*var(--trellis-moves))")
        // `scale` turns about `transform-origin`: the element's centre, or its corner when it
        // has transforms of its own (`ElementVisuals`). A translate of (anchor − origin) ×
        // (1 − scale) of its size keeps the anchor in place instead.
        let origin = node.drawing.transforms.isEmpty ? UnitPoint.center : UnitPoint.topLeading
        let scale = effect.scale.isFinite ? max(effect.scale, 0) : 1
        let x = length(points: effect.offset.x, percent: (effect.travel.x + (effect.anchor.x - origin.x) * (1 - scale)) * 100)
        let y = length(points: effect.offset.y, percent: (effect.travel.y + (effect.anchor.y - origin.y) * (1 - scale)) * 100)
        if x != "0" || y != "0" { declarations.append("translate:\(x) \(y)") }
        if scale != 1 { declarations.append("scale:\(HTML.number(scale, decimals: 4))") }
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
