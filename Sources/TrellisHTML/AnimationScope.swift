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
/// change made through it, where no `.animation(_:value:)` decides otherwise.
///
/// On the page, the change under way is told by the control that holds focus: a reader's
/// click or key press focuses the control it changes (radio, checkbox or `<select>`), and
/// the block's CSS reads it through `:has([name="<block>.<state>"]:focus)` to set the
/// inherited motion properties (``AnimationCSS``) of each element for a change of that
/// state. A transition runs on the properties of the style after the change, which already
/// has the focus, so the motion is in place when the frames change. With no control of the
/// block focused (a browser that does not focus a clicked checkbox, a script), every
/// element moves on its innermost `.animation`, whatever changed.
///
/// Which states change a watched value is found by comparing it between configurations that
/// differ in one state: for a Bool state that is exact; for a picker of more values, every
/// change of the state animates where some change of it changes the value.
struct AnimationScope {
    let plan: ElementPlan
    let states: [BlockState]
    /// Per element, its `.animation` modifiers (innermost first) as the first configuration
    /// that has the element holds them.
    let watchers: [[WatchedAnimation]]
    /// Per element and watcher, the states whose change changes its value; `nil` for
    /// `.animation(_:)`, which takes every change.
    let watchedStates: [[Set<String>?]]
    /// Whether the block says which changes animate (an `.animation` or a binding's
    /// animation). If not, every change moves on `Animation.default`, as the page always drew
    /// a block without one; if so, a change that nothing animates jumps, as in SwiftUI.
    let isScoped: Bool

    /// A warning at each view whose animation differs between states
    /// (`.animation(on ? .bouncy : .linear, value: on)`): the page moves it on the first
    /// state's, where SwiftUI takes the new state's.
    let warnings: [LayoutWarning]

    init(plan: ElementPlan, results: [LayoutResult], configurations: [BlockConfiguration], states: [BlockState]) {
        self.plan = plan
        self.states = states
        let watchers = plan.elements.map(\.node.drawing.animations)
        self.watchers = watchers
        warnings = plan.elements.indices.compactMap { element -> LayoutWarning? in
            let differs = results.indices.contains { index in
                guard plan.nodeIndices.indices.contains(index), let node = plan.nodeIndices[index][element],
                      results[index].nodes.indices.contains(node) else { return false }
                return results[index].nodes[node].drawing.animations.map(\.animation) != watchers[element].map(\.animation)
            }
            guard differs else { return nil }
            return LayoutWarning("this view's animation differs between states; the page moves it on the first state's in every change, where SwiftUI takes the new state's",
                                 hint: "write one animation, and make the state change what moves", nodeID: plan.elements[element].node.id)
        }
        isScoped = watchers.contains { !$0.isEmpty } || states.contains { $0.changeAnimation != nil }
        watchedStates = plan.elements.indices.map { element in
            watchers[element].indices.map { position -> Set<String>? in
                guard watchers[element][position].value != nil else { return nil }
                var watched = Set<String>()
                for state in states {
                    // Configurations alike but for `state`: if the value differs among them, a
                    // change of `state` changes it.
                    var seen: [BlockConfiguration: String] = [:]
                    for (index, configuration) in configurations.enumerated() {
                        guard plan.nodeIndices.indices.contains(index), let node = plan.nodeIndices[index][element],
                              results[index].nodes.indices.contains(node) else { continue }
                        let own = results[index].nodes[node].drawing.animations
                        guard own.indices.contains(position), let value = own[position].value else { continue }
                        var others = configuration
                        others.state[state.name] = nil
                        if let earlier = seen[others], earlier != value {
                            watched.insert(state.name)
                            break
                        }
                        seen[others] = value
                    }
                }
                return watched
            }
        }
    }

    // MARK: - Motion for a change

    /// The animation element `element` sets itself for a change of `state` (`nil`: no control
    /// focused): its innermost `.animation` that the change fires.
    private func own(_ element: Int, for state: String?) -> Animation? {
        for (position, watcher) in watchers[element].enumerated() {
            guard let state, let watched = watchedStates[element][position] else { return watcher.animation }
            if watched.contains(state) { return watcher.animation }
        }
        return nil
    }

    /// What moves where no `.animation` decides: the binding's animation of the state that
    /// changed, or nothing in a block that says which changes animate, or `Animation.default`.
    private func fallback(for state: String?) -> Animation {
        guard let state else { return .default }
        if let animation = states.first(where: { $0.name == state })?.changeAnimation { return animation }
        return isScoped ? .none : .default
    }

    /// The animation in force on the block's frame and on each element, for a change of `state`.
    func motions(for state: String?) -> (frame: Animation, elements: [Animation]) {
        let around = fallback(for: state)
        let roots = plan.elements.indices.filter { plan.elements[$0].parent == nil }.map { own($0, for: state) ?? around }
        // The frame's height moves with the root views when they agree.
        let frame = roots.first.flatMap { first in roots.allSatisfy { $0 == first } ? first : nil } ?? around
        var elements: [Animation] = []
        for index in plan.elements.indices {
            // Elements are in document order: a parent's motion is known before its children's.
            let inherited = plan.elements[index].parent.map { elements[$0] } ?? frame
            elements.append(own(index, for: state) ?? inherited)
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

    /// One rule per state whose change moves some element differently from the base rule:
    /// under `:has(<the state's control>:focus)`, the motion of the frame and of each element
    /// whose own or inherited motion differs.
    func focusedRules(figure: String, block: String) -> String {
        guard isScoped else { return "" }
        let base = baseDeclarations()
        var css = ""
        for state in states {
            let motion = motions(for: state.name)
            var rules: [String] = []
            // Without a rule here, the frame keeps its base value, or inherits the default.
            if motion.frame != (base.frame ?? .default) { rules.append(".r{\(AnimationCSS.declarations(motion.frame).joined(separator: ";"))}") }
            for index in plan.elements.indices {
                let inherited = plan.elements[index].parent.map { motion.elements[$0] } ?? motion.frame
                if motion.elements[index] != (base.elements[index] ?? inherited) {
                    rules.append(".n\(index){\(AnimationCSS.declarations(motion.elements[index]).joined(separator: ";"))}")
                }
            }
            guard !rules.isEmpty else { continue }
            let control = "[name=\(HTML.cssString(StateControls.inputName(block: block, state: state.name)))]:focus"
            css += "\(figure):has(\(control)){\(rules.joined())}\n"
        }
        return css
    }
}
