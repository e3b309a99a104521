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
    /// Whether it draws a stand-in (the app's view, or a value the block does not define):
    /// the preview marks it, so an author sees at once what is a placeholder.
    public var drawsStandIn = false
    /// Whether it is the app's own view, not pasted, drawn in its place (its name as text, an
    /// app colour as a colour): a modifier only shapes take then shows it to be a shape.
    public var isAppViewStandIn = false
    /// The views interpolated into its title key (`Button("\(Image(systemName: "plus")) Add")`),
    /// one U+FFFC each in the title's string, drawn in the title's line as a `Text`'s are.
    public var titleParts: [BlockView] = []

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

extension BlockView {
    /// This view with `suffix` after every generated id below it that lacks it: a view held
    /// in a property (`var onImage = Image(systemName: "star")`) and shown once per `ForEach`
    /// element is a view per element, as in SwiftUI, not one view placed several times.
    func placed(under suffix: String) -> BlockView {
        var copy = self
        // Views made in the element (also in a nested `ForEach`) already carry its key.
        if !hasExplicitID, !id.hasSuffix(suffix), !id.contains(suffix + "-") { copy.id += suffix }
        copy.arguments = arguments.map { $0.placed(under: suffix) }
        copy.children = children.map { $0.placed(under: suffix) }
        copy.modifiers = modifiers.map { modifier in
            var placed = modifier
            placed.arguments = modifier.arguments.map { $0.placed(under: suffix) }
            return placed
        }
        return copy
    }
}

extension BlockView {
    /// The view with `suffix` after every id the author gave (`.id("\(comment.id)-top")`) in
    /// it: a row of a stand-in collection repeats the app's value, so its ids would repeat the
    /// first row's, where the app's rows would differ.
    func explicitIDsMarked(_ suffix: String) -> BlockView {
        var copy = self
        if hasExplicitID { copy.id += suffix }
        copy.children = children.map { $0.explicitIDsMarked(suffix) }
        return copy
    }
}

extension BlockArgument {
    fileprivate func placed(under suffix: String) -> BlockArgument {
        var copy = self
        copy.value = value.placed(under: suffix)
        return copy
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

extension Value {
    /// The value with the ids of the views it holds made unique under `suffix`.
    func placed(under suffix: String) -> Value {
        switch self {
        case .view(let view): .view(view.placed(under: suffix))
        case .views(let views): .views(views.map { $0.placed(under: suffix) })
        default: self
        }
    }
}

extension BlockView {
    /// The view with a second view given an id the author already gave (`.id(sort)` of two
    /// menus whose selections start alike) renamed `id-2`, `id-3`...: SwiftUI asks an id to be
    /// `Hashable`, not unique (Apple, "id(_:)": a change of it resets the view's identity), and
    /// the page's elements need names of their own. The first keeps the author's id, so
    /// `scrollTo` and the page's anchors reach it. Views are renamed in `allViews` order.
    func explicitIDsUniqued() -> BlockView {
        var seen = Set(allViews.filter { !$0.hasExplicitID }.map(\.id))
        return uniquingExplicitIDs(&seen)
    }

    fileprivate func uniquingExplicitIDs(_ seen: inout Set<String>) -> BlockView {
        var copy = self
        if hasExplicitID {
            var number = 2
            while seen.contains(copy.id) {
                copy.id = id + "-\(number)"
                number += 1
            }
            seen.insert(copy.id)
        }
        copy.arguments = arguments.map { $0.uniquingExplicitIDs(&seen) }
        copy.children = children.map { $0.uniquingExplicitIDs(&seen) }
        copy.modifiers = modifiers.map { modifier in
            var renamed = modifier
            renamed.arguments = modifier.arguments.map { $0.uniquingExplicitIDs(&seen) }
            return renamed
        }
        return copy
    }
}

extension BlockArgument {
    fileprivate func uniquingExplicitIDs(_ seen: inout Set<String>) -> BlockArgument {
        var copy = self
        switch value {
        case .view(let view): copy.value = .view(view.uniquingExplicitIDs(&seen))
        case .views(let views): copy.value = .views(views.map { $0.uniquingExplicitIDs(&seen) })
        default: break
        }
        return copy
    }
}
