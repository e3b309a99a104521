/// A layout that may leave its own view out of a layout call: SwiftUI's `if` without `else`.

/// A view built by `ViewBuilder.buildIf(_:)` is "optional content … only included when the
/// condition evaluates to true" (Apple, "buildIf(_:)"): when the condition fails there is no
/// subview at all, so a stack gives it neither space nor the spacing on either side. A
/// condition known when the tree is built is left out by the builder; a layout conforming
/// here decides at layout time (an `if` on a GeometryReader's size), and the containers that
/// space their subviews (`StackLayout`) ask `LayoutSubview.isPresent`.
///
/// Not in SwiftUI's public API, as `LayoutSubview.hide()` is not: such a view is written on
/// the same protocol as every other layout. A view left out should answer a zero size.
public protocol PresenceDeciding: Layout {
    func isPresent(subviews: Subviews) -> Bool
}
