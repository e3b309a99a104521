/// A guide along the horizontal axis: where a view lines up with its siblings in a VStack
/// or a ZStack.
public struct HorizontalAlignment: Hashable, Sendable, CustomStringConvertible {
    public let key: AlignmentKey

    /// A custom guide identified by a type, as in SwiftUI.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    /// A custom guide identified by name, for guides declared by interpreted layout blocks,
    /// which cannot declare Swift types. Two guides with the same name are the same guide.
    public init(named name: String, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        key = AlignmentKey(name: name, axis: .horizontal, defaultValue: defaultValue)
    }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    public var description: String { key.name }

    // MARK: - Built-in guide identifiers

    private enum Leading: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 0
        static func defaultValue(in context: ViewDimensions) -> Double { 0 }
    }

    private enum Center: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 0.5
        static func defaultValue(in context: ViewDimensions) -> Double { context.width / 2 }
    }

    private enum Trailing: FrameAlignmentID, FractionalAlignmentID {
        static let fraction: Double = 1
        static func defaultValue(in context: ViewDimensions) -> Double { context.width }
    }
}
