/// The reader's preferred text size, as SwiftUI's `DynamicTypeSize`.
///
/// Sites pick one per build (or per page) to render larger or smaller text; every text style
/// scales by Apple's own table rather than by one factor, so titles grow less than body text.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's default.
    public static let `default`: DynamicTypeSize = .large

    /// True for the five accessibility sizes (SwiftUI's `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        let order = DynamicTypeSize.allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
