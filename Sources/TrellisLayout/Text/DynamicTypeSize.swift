/// The reader's preferred text size, as SwiftUI's `DynamicTypeSize`.
///
/// Sites pick one per build (or per page) to render larger or smaller text; every text style
/// scales by Apple's own table rather than by one factor, so titles grow less than body text.
public enum DynamicTypeSize: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's default.
    public static let `default`: DynamicTypeSize = .large

    /// The size a `ContentSizeCategory` case names (`\.sizeCategory`, iOS 13's name for the
    /// text size): Apple, "ContentSizeCategory" lists the same twelve sizes in the same order,
    /// and `DynamicTypeSize.init(_:)` makes one from the other.
    public init?(contentSizeCategory name: String) {
        guard let index = Self.contentSizeCategories.firstIndex(of: name) else { return nil }
        self = Self.allCases[index]
    }

    /// The `ContentSizeCategory` case naming this size (`.large` is `large`, `.accessibility1`
    /// is `accessibilityMedium`), as `\.sizeCategory` reads it.
    public var contentSizeCategory: String {
        Self.contentSizeCategories[Self.allCases.firstIndex(of: self)!]
    }

    /// `ContentSizeCategory`'s cases, in the order of ``allCases``.
    private static let contentSizeCategories = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
        "accessibilityExtraExtraExtraLarge",
    ]

    /// True for the five accessibility sizes (SwiftUI's `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        let order = DynamicTypeSize.allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
