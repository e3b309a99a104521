// The interpreter's output: the views an author wrote, with resolved values.

import TrellisMarkup

/// One view of a layout block after interpretation, before it becomes an engine view.
///
/// Kept separate from the engine's tree so the language (names, labels, positions, ids) is
/// checked and tested on its own, and so one tree per state combination is cheap to build.
public struct BlockView: Hashable, Sendable {
    /// The view's name as written: `Text`, `HStack`, `Color`, a registered layout's name.
    public var kind: String
    /// The node id: the author's `.id("x")`, or generated from the source position and the
    /// enclosing `ForEach` elements, so it is the same in every state combination.
    public var id: String
    public var hasExplicitID: Bool
    /// Whether the author wrote it (false for the implicit stack around several root views).
    public var isAuthored: Bool
    public var arguments: [BlockArgument]
    public var children: [BlockView]
    /// Modifiers in source order (innermost first).
    public var modifiers: [BlockModifier]
    public var location: BlockLocation

    public init(
        kind: String, id: String, hasExplicitID: Bool = false, isAuthored: Bool = true,
        arguments: [BlockArgument] = [], children: [BlockView] = [], modifiers: [BlockModifier] = [],
        location: BlockLocation
    ) {
        self.kind = kind
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.isAuthored = isAuthored
        self.arguments = arguments
        self.children = children
        self.modifiers = modifiers
        self.location = location
    }

    /// Whether this is a `Text + Text` concatenation, whose parts are its children.
    public var isConcatenation: Bool { kind == "Text" && !children.isEmpty && modifiers.isEmpty && arguments.isEmpty }

    /// The argument labelled `label` (`nil` for the unlabelled one).
    public func argument(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    /// This view and all views below it (children and views inside modifiers), in source order.
    public var allViews: [BlockView] {
        var result: [BlockView] = []
        collect(into: &result)
        return result
    }

    private func collect(into result: inout [BlockView]) {
        result.append(self)
        for argument in arguments { argument.value.collectViews(into: &result) }
        for child in children { child.collect(into: &result) }
        for modifier in modifiers {
            for argument in modifier.arguments { argument.value.collectViews(into: &result) }
        }
    }
}

extension Value {
    fileprivate func collectViews(into result: inout [BlockView]) {
        switch self {
        case .view(let view): result += view.allViews
        case .views(let views): for view in views { result += view.allViews }
        default: break
        }
    }
}
