// MARK: - Axis sets

extension Axis {
    /// A set of axes, as `ViewThatFits(in:)` and `gridCellUnsizedAxes(_:)` take (SwiftUI's
    /// `Axis.Set`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public init(_ axis: Axis) {
            self = axis == .horizontal ? .horizontal : .vertical
        }

        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
        public static let all: Set = [.horizontal, .vertical]
    }
}
