// `.transition(...)` and `.matchedGeometryEffect(id:in:)`: their values as the layout module's Transition and groups.

import TrellisLayout
import TrellisMarkup

extension BlockLowering {
    /// What a transition value reads as, and each part the page draws differently, where it
    /// is written.
    struct ReadTransition {
        var transition: Transition
        var issues: [(message: String, hint: String?, location: BlockLocation)] = []
    }

    /// The transitions a page draws, for the hint of a warning.
    static let transitionNames = ["opacity", "identity", "scale", "scale(scale:anchor:)", "slide", "move(edge:)", "offset(x:y:)",
                                  "push(from:)", "asymmetric(insertion:removal:)", "combined(with:)"]

    /// `value` (the argument of `.transition`) as a ``Transition``. The interpreter keeps a
    /// refinement (`.combined(with:)`, `.animation(_:)`) as an argument labelled with its name
    /// after the call's own arguments (`Interpreter.method`), in the order written.
    static func transition(_ value: Value?, at location: BlockLocation) -> ReadTransition {
        guard case .member(let member)? = value else {
            return ReadTransition(transition: .opacity, issues: [(
                "`.transition` takes a transition such as `.slide` or `.move(edge: .top)`; the view fades in and out instead", nil, location)])
        }
        let arguments = member.arguments ?? []
        let firstRefinement = arguments.firstIndex { ["combined", "animation"].contains($0.label) } ?? arguments.count
        let own = MemberValue(base: member.base, name: member.name, arguments: member.arguments.map { _ in Array(arguments[..<firstRefinement]) })
        var read = base(own, at: location)
        for refinement in arguments[firstRefinement...] {
            switch refinement.label {
            case "combined":
                let other = transition(refinement.value, at: refinement.location)
                read.transition = read.transition.combined(with: other.transition)
                read.issues += other.issues
            default:
                read.issues.append((
                    "a transition's own animation is not drawn; it moves on the animation in force around the view", "write the animation on the change instead, `.animation(.easeIn, value: shown)`",
                    refinement.location))
            }
        }
        return read
    }

    /// A transition without refinements.
    private static func base(_ member: MemberValue, at location: BlockLocation) -> ReadTransition {
        func edge(_ label: String) -> Edge? {
            switch memberName(member.argument(label)) {
            case "top": .top
            case "leading": .leading
            case "bottom": .bottom
            case "trailing": .trailing
            default: nil
            }
        }
        func number(_ label: String?) -> Double? {
            guard let value = member.argument(label)?.number, value.isFinite else { return nil }
            return value
        }
        switch member.name {
        case "opacity": return ReadTransition(transition: .opacity)
        case "identity": return ReadTransition(transition: .identity)
        case "slide": return ReadTransition(transition: .slide)
        case "scale":
            // `.scale`, `.scale(scale: 0.5, anchor: .top)` (AnyTransition) and `.scale(0.5)` (Transition).
            let amount = number("scale") ?? number(nil) ?? 0
            return ReadTransition(transition: .scale(amount, anchor: unitPoint(member.argument("anchor"))))
        case "move", "push":
            let label = member.name == "move" ? "edge" : "from"
            guard let edge = edge(label) else {
                return ReadTransition(transition: .opacity, issues: [(
                    "`.\(member.name)(\(label):)` takes an edge, `.top`, `.leading`, `.bottom` or `.trailing`; the view fades in and out instead", nil, location)])
            }
            return ReadTransition(transition: member.name == "move" ? .move(edge: edge) : .push(from: edge))
        case "offset":
            if let size = BlockLowering.size(member.argument(nil)) {
                return ReadTransition(transition: .offset(x: size.width, y: size.height))
            }
            return ReadTransition(transition: .offset(x: number("x") ?? 0, y: number("y") ?? 0))
        case "asymmetric":
            let insertion = transition(member.argument("insertion"), at: location), removal = transition(member.argument("removal"), at: location)
            return ReadTransition(transition: .asymmetric(insertion: insertion.transition, removal: removal.transition),
                                  issues: insertion.issues + removal.issues)
        default:
            return ReadTransition(transition: .opacity, issues: [(
                "`.\(member.name)` is not a transition the page draws; the view fades in and out instead",
                "the page draws " + transitionNames.map { "`.\($0)`" }.joined(separator: ", "), location)])
        }
    }

    /// The matched-geometry group of `.matchedGeometryEffect(id:in:)`: the namespace as
    /// written and the id's value.
    static func matchedGeometryGroup(of modifier: BlockModifier) -> String {
        let namespace = modifier.argument("in")?.interpolated ?? ""
        return namespace + "\u{1}" + (modifier.argument("id")?.interpolated ?? "")
    }

    /// What the page draws differently from SwiftUI in `modifier`'s transition or content
    /// transition, where it is written.
    static func transitionWarnings(of modifier: BlockModifier, source: LayoutBlockSource) -> [Diagnostic] {
        let location = modifier.arguments.first?.location ?? modifier.location
        if modifier.name == "contentTransition" {
            // `.opacity` cross-fades the old words and the new as the text moves between their
            // frames, which is how the page draws every text whose words change; `.identity`
            // swaps them at once (https://developer.apple.com/documentation/swiftui/contenttransition).
            let name = memberName(modifier.argument(nil)) ?? modifier.argument(nil)?.interpolated ?? ""
            guard !["opacity", "identity"].contains(name) else { return [] }
            let what = name == "numericText" ? "digits that roll" : name == "interpolate" ? "glyphs that morph" : "`.\(name)`"
            return [source.diagnostic("a page cannot draw \(what) as the text changes; the old words cross-fade into the new (`.opacity`)",
                                      at: location, hint: "write `.contentTransition(.opacity)` to say so", severity: .warning)]
        }
        return transition(modifier.argument(nil), at: location).issues.map { issue in
            source.diagnostic(issue.message, at: issue.location, hint: issue.hint, severity: .warning)
        }
    }
}
