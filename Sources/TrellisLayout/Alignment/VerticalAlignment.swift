/// A guide along the vertical axis: where a view lines up with its siblings in an HStack
/// or a ZStack.
public struct VerticalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    /// A custom guide identified by a type, as in SwiftUI.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    /// A custom guide identified by name, for guides declared by interpreted layout blocks,
    /// which cannot declare Swift types. Two guides with the same name are the same guide.
    public init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        key = AlignmentKey(name: name, axis: .vertical, defaultValue: defaultValue)
    }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the top-most line of text in the view; the bottom edge for a view
    /// without text (SwiftUI's documented fallback).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the bottom-most line of text in the view; the bottom edge without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    public var description: String { key.name }

    // MARK: - Built-in guide identifiers

    private enum Top: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 0
        static func defaultValue(in context: ViewDimensions) -> Double { 0 }
    }

    private enum Center: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 0.5
        static func defaultValue(in context: ViewDimensions) -> Double { context.height / 2 }
    }

    private enum Bottom: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 1
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }
    }

    private enum FirstTextBaseline: AlignmentID, FractionalAlignmentID {
        static let fraction: Double = 1
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }

        /// A container's first baseline is its top-most child baseline.
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = min(childValue, parentValue ?? .infinity)
        }
    }

    private enum LastTextBaseline: AlignmentID, FractionalAlignmentID {
        static let fraction: Double = 1
        static func defaultValue(in context: ViewDimensions) -> Double { context.height }

        /// A container's last baseline is its bottom-most child baseline.
        static func _combineExplicit(childValue: Double, _ n: Int, into parentValue: inout Double?) {
            parentValue = max(childValue, parentValue ?? -.infinity)
        }
    }
}
