/// A type that identifies an alignment guide and computes its default position.
///
/// Mirrors SwiftUI: declare a type, implement `defaultValue(in:)`, and make a static
/// `HorizontalAlignment`/`VerticalAlignment` from it:
///
///     struct FirstThird: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> Double { d.height / 3 }
///     }
///     extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
public protocol AlignmentID {
    /// The guide's offset from the view's top-leading corner when no view sets it explicitly.
    static func defaultValue(in context: ViewDimensions) -> Double

    /// How a container merges the explicit values of its subviews (already in the container's
    /// coordinates) into its own explicit value. `n` is the number of values merged so far.
    ///
    /// The default averages them, as SwiftUI's does (OpenSwiftUI, AlignmentID.swift,
    /// audited complete). Text baselines take the top-most (first) or bottom-most (last) one.
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
        let previous = n == 0 ? childValue : (parentValue ?? childValue)
        parentValue = (previous * Double(n) + childValue) / Double(n + 1)
    }
}

/// Guides that describe a view's own frame (leading, center, trailing, top, bottom).
///
/// Containers never merge these: SwiftUI's `FrameAlignment` guides have an empty combine, so
/// an `alignmentGuide(.leading)` inside a stack does not move the stack's own leading guide.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {}
}

/// Built-in guides whose default is `fraction` of the view's length along the guide's axis.
protocol FractionalAlignmentID: AlignmentID {
    static var fraction: Double { get }
}
