// Which animation moves each element for each state a reader changes: `.animation(_:value:)` scoped to its value.

import TrellisLayout

/// SwiftUI animates a change only where it changes a watched value: `.animation(_:value:)`
/// "applies the given animation to this view when the specified value changes"
/// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)); a change of
/// another state takes no animation from it, and a change nothing animates jumps. The
/// innermost modifier whose value changed wins, and `.animation(nil, value:)` stops the
/// animation for the changes of its value. A binding's `.animation(_:)` ("specifies an
/// animation to perform when the binding value changes",
/// https://developer.apple.com/documentation/swiftui/binding/animation(_:)) animates every
/// change made through it, and a button's `withAnimation` the changes it makes, where no
/// `.animation(_:value:)` decides otherwise.
///
/// The animation is the one the new state gives: SwiftUI recomputes the body after the change
/// and reads its modifiers there, so `.animation(on ? .bouncy : .linear, value: on)` moves a
/// change into `on` on `.bouncy` and a change out of it on `.linear` (the transaction's
/// animation is set from the new body's modifier, Apple's "Transaction":
/// https://developer.apple.com/documentation/swiftui/transaction).
///
/// On the page, the change under way is told by the control that holds focus: a reader's
/// click or key press focuses the control it changes (radio, checkbox or `<select>`), and
/// the block's CSS reads it through `:has([name="<block>.<state>"]:focus)` to set the
/// inherited motion properties (``AnimationCSS``) of each element for a change of that
/// state, with the new value's `:checked` selector where the motion depends on where the
/// change lands. A transition runs on the properties of the style after the change, which
/// already has the focus and the new value, so the motion is in place when the frames change.
/// With no control of the block focused (a browser that does not focus a clicked checkbox,
/// a script), every element moves on its innermost `.animation` of the first state, whatever
/// changed.
///
/// Which changes fire a watched value is found by comparing it between configurations that
/// differ in one state. CSS sees the state a change lands in but not the one it left: for a
/// picker of more than two values whose watched value is not the state itself (`value:
/// choice == .c`), a change into a value fires where a change from any other value fires
/// it, and a warning says so where the values it comes from disagree.
struct AnimationScope {
    let plan: ElementPlan
    let states: [BlockState]
    let configurations: [BlockConfiguration]
    let results: [LayoutResult]
    /// Per state, per configuration: the other configurations alike but for that state's value.
    let siblings: [String: [[Int]]]
    /// Per element, its `.animation` modifiers (innermost first) as the first configuration
    /// that has the element holds them.
    let watchers: [[WatchedAnimation]]
    /// Whether the block says which changes animate (an `.animation`, a binding's animation
    /// or a button's `withAnimation`). If not, every change moves on `Animation.default`, as
    /// the page always drew a block without one; if so, a change that nothing animates
    /// jumps, as in SwiftUI.
    let isScoped: Bool

    /// A warning at each view whose watched value some changes into a value change and others
    /// do not (a picker of more than two values): the page animates them all.
    let warnings: [LayoutWarning]

    init(plan: ElementPlan, results: [LayoutResult], configurations: [BlockConfiguration], states: [BlockState]) {
        self.plan = plan
        self.states = states
        self.configurations = configurations
        self.results = results
        let watchers = plan.elements.map(\.node.drawing.animations)
        self.watchers = watchers
        var siblings: [String: [[Int]]] = [:]
        for state in states {
            var groups: [BlockConfiguration: [Int]] = [:]
            let rests = configurations.map { configuration in
                var rest = configuration
                rest.state[state.name] = nil
                return rest
            }
            for (index, rest) in rests.enumerated() { groups[rest, default: []].append(index) }
            siblings[state.name] = rests.indices.map { index in groups[rests[index], default: []].filter { $0 != index } }
        }
        self.siblings = siblings
        isScoped = watchers.contains { !$0.isEmpty } || states.contains { $0.changeAnimation != nil || !$0.valueAnimations.isEmpty }
        var warned: [Int] = []
        for element in plan.elements.indices where !watchers[element].isEmpty {
            let mixed = states.contains { state in
                configurations.indices.contains { index in
                    (0..<(Self.ownAnimations(element, in: index, plan: plan, results: results)?.count ?? 0)).contains { position in
                        Self.fires(element, position, changing: state.name, into: index, plan: plan, results: results, siblings: siblings).mixed
                    }
                }
            }
            if mixed { warned.append(element) }
        }
        warnings = warned.map { element in
            LayoutWarning("this view's `.animation(_:value:)` runs for some changes into a value and not for others (its value is not the state itself); the page animates every change into that value",
                          hint: "watch the state itself (`value: choice`), or a value that each change of it changes", nodeID: plan.elements[element].node.id)
        }
    }

    /// Element `element`'s `.animation` modifiers in configuration `index` (`nil` where it is not shown).
    private static func ownAnimations(_ element: Int, in index: Int, plan: ElementPlan, results: [LayoutResult]) -> [WatchedAnimation]? {
        guard plan.nodeIndices.indices.contains(index), let node = plan.nodeIndices[index][element],
              results.indices.contains(index), results[index].nodes.indices.contains(node) else { return nil }
        return results[index].nodes[node].drawing.animations
    }

    /// Whether a change of `state` that lands in configuration `index` changes the value the
    /// element's watcher at `position` watches; `mixed` where it does from some values of the
    /// state and not from others.
    private static func fires(_ element: Int, _ position: Int, changing state: String, into index: Int,
                              plan: ElementPlan, results: [LayoutResult], siblings: [String: [[Int]]]) -> (fires: Bool, mixed: Bool) {
        guard let own = ownAnimations(element, in: index, plan: plan, results: results), own.indices.contains(position) else { return (false, false) }
        guard let value = own[position].value else { return (true, false) }
        var changed = false, unchanged = false
        for from in siblings[state]?[index] ?? [] {
            guard let earlier = ownAnimations(element, in: from, plan: plan, results: results),
                  earlier.indices.contains(position), let before = earlier[position].value else { continue }
            if before != value { changed = true } else { unchanged = true }
        }
        return (changed, changed && unchanged)
    }

    // MARK: - Motion for a change

    /// A change of `state` that lands in configuration `index`.
    typealias Change = (state: String, index: Int)

    /// The animation element `element` sets itself for `change` (`nil`: no control focused):
    /// its innermost `.animation` that the change fires, as the new configuration has it.
    private func own(_ element: Int, for change: Change?) -> Animation? {
        guard let change else { return watchers[element].first?.animation }
        guard let own = Self.ownAnimations(element, in: change.index, plan: plan, results: results) else {
            // Not shown after the change: its animations as first seen.
            return watchers[element].first { $0.value == nil }?.animation
        }
        for position in own.indices
        where Self.fires(element, position, changing: change.state, into: change.index, plan: plan, results: results, siblings: siblings).fires {
            return own[position].animation
        }
        return nil
    }

    /// What moves where no `.animation` decides: the animation the change is made with (a
    /// binding's, or a button's `withAnimation`), or nothing in a block that says which
    /// changes animate, or `Animation.default`.
    private func fallback(for change: Change?) -> Animation {
        guard let change else { return .default }
        let state = states.first { $0.name == change.state }
        if let animation = state?.changeAnimation(into: configurations[change.index].state[change.state]) { return animation }
        return isScoped ? .none : .default
    }

    /// The animation in force on the block's frame and on each element, for `change`.
    func motions(for change: Change?) -> (frame: Animation, elements: [Animation]) {
        let around = fallback(for: change)
        let roots = plan.elements.indices.filter { plan.elements[$0].parent == nil }.map { own($0, for: change) ?? around }
        // The frame's height moves with the root views when they agree.
        let frame = roots.first.flatMap { first in roots.allSatisfy { $0 == first } ? first : nil } ?? around
        var elements: [Animation] = []
        for index in plan.elements.indices {
            // Elements are in document order: a parent's motion is known before its children's.
            let inherited = plan.elements[index].parent.map { elements[$0] } ?? frame
            elements.append(own(index, for: change) ?? inherited)
        }
        return (frame, elements)
    }

    /// The animations the block's base rule sets (no control focused): the frame's, where it
    /// differs from `Animation.default` the block inherits, and each element's where it
    /// differs from what it inherits.
    func baseDeclarations() -> (frame: Animation?, elements: [Animation?]) {
        let motion = motions(for: nil)
        let elements = plan.elements.indices.map { index -> Animation? in
            let inherited = plan.elements[index].parent.map { motion.elements[$0] } ?? motion.frame
            return motion.elements[index] == inherited ? nil : motion.elements[index]
        }
        return (motion.frame == .default ? nil : motion.frame, elements)
    }

    /// The rules of each state whose change moves some element differently from the base
    /// rule: under `:has(<the state's control>:focus)`, the motion of the frame and of each
    /// element whose own or inherited motion differs. One rule for the state where every
    /// change of it moves alike; else one per value it lands in, or per state combination
    /// (and text size) where that is what the motion depends on.
    func focusedRules(writer: BlockStyleWriter, block: String) -> String {
        guard isScoped else { return "" }
        let base = baseDeclarations()
        var css = ""
        for state in states {
            let bodies = configurations.indices.map { index -> String in
                let motion = motions(for: (state.name, index))
                var rules: [String] = []
                // Without a rule here, the frame keeps its base value, or inherits the default.
                if motion.frame != (base.frame ?? .default) { rules.append(".r{\(AnimationCSS.declarations(motion.frame).joined(separator: ";"))}") }
                for element in plan.elements.indices {
                    let inherited = plan.elements[element].parent.map { motion.elements[$0] } ?? motion.frame
                    if motion.elements[element] != (base.elements[element] ?? inherited) {
                        rules.append(".n\(element){\(AnimationCSS.declarations(motion.elements[element]).joined(separator: ";"))}")
                    }
                }
                return rules.joined()
            }
            // The coarsest grouping of configurations within which every change moves alike.
            let groupings: [(BlockConfiguration) -> BlockConfiguration] = [
                { _ in BlockConfiguration(state: [:], textSize: .default) },
                { BlockConfiguration(state: [state.name: $0.state[state.name] ?? ""], textSize: .default) },
                { BlockConfiguration(state: $0.state, textSize: .default) },
                { $0 },
            ]
            let control = "[name=\(HTML.cssString(StateControls.inputName(block: block, state: state.name)))]:focus"
            for (level, group) in groupings.enumerated() {
                var byGroup: [BlockConfiguration: String] = [:]
                var order: [BlockConfiguration] = []
                let uniform = configurations.indices.allSatisfy { index in
                    let key = group(configurations[index])
                    if let seen = byGroup[key] { return seen == bodies[index] }
                    byGroup[key] = bodies[index]
                    order.append(key)
                    return true
                }
                guard uniform || level == groupings.count - 1 else { continue }
                // Groups that move alike share one rule (a selector list).
                var selectors: [String: [String]] = [:]
                var distinct: [String] = []
                for key in order where !byGroup[key, default: ""].isEmpty {
                    let body = byGroup[key]!
                    let selector = level == 0 ? BlockStyleWriter.figureSelector(block) : writer.scope(key, anyTextSize: level < 3)
                    if level == groupings.count - 1, writer.colorSchemes.count > 1 {
                        // One configuration's, in a block made in both schemes: under its scheme's query.
                        css += writer.wrapped(key.colorScheme, "\(selector):has(\(control)){\(body)}") + "\n"
                        continue
                    }
                    if selectors[body] == nil { distinct.append(body) }
                    selectors[body, default: []].append("\(selector):has(\(control))")
                }
                for body in distinct { css += "\(selectors[body]!.joined(separator: ",")){\(body)}\n" }
                break
            }
        }
        return css
    }
}
