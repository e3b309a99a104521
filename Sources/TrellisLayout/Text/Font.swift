/// SwiftUI's `Font` as the block language writes it: a text style or a fixed size, plus
/// weight, design and the `bold()` / `italic()` / `monospaced()` modifiers.
///
/// It stays unresolved until the site's base size and dynamic type size are known, because
/// `.title` means a different px size on a site whose body text is 18 px than on one at 16 px.
/// `resolve(baseSize:dynamicTypeSize:)` turns it into the `FontSpec` the measurer needs.
public struct Font: Hashable, Sendable {
    /// Where the size comes from.
    public enum Size: Hashable, Sendable {
        case style(TextStyle)
        /// `.system(size:)`: fixed CSS px, not scaled by dynamic type (as in SwiftUI).
        case fixed(Double)
        /// `.custom(_:size:)` and `.custom(_:size:relativeTo:)`: CSS px at the default dynamic
        /// type size, scaled as the text style is at the others (Apple, "custom(_:size:)":
        /// "scales with the body text style"; "custom(_:size:relativeTo:)": "scales relative to
        /// the given textStyle").
        case scaled(Double, relativeTo: TextStyle)
    }

    public var size: Size
    /// `nil` = the text style's own weight.
    public var weight: FontWeight?
    public var design: FontDesign
    public var isItalic: Bool
    public var features: FontFeatures

    public init(size: Size, weight: FontWeight? = nil, design: FontDesign = .default, isItalic: Bool = false, features: FontFeatures = .default) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.features = features
    }

    // MARK: - SwiftUI's constructors

    public static let largeTitle = Font(size: .style(.largeTitle))
    public static let title = Font(size: .style(.title))
    public static let title2 = Font(size: .style(.title2))
    public static let title3 = Font(size: .style(.title3))
    public static let headline = Font(size: .style(.headline))
    public static let subheadline = Font(size: .style(.subheadline))
    public static let body = Font(size: .style(.body))
    public static let callout = Font(size: .style(.callout))
    public static let footnote = Font(size: .style(.footnote))
    public static let caption = Font(size: .style(.caption))
    public static let caption2 = Font(size: .style(.caption2))

    /// `.system(size:weight:design:)`.
    public static func system(size: Double, weight: FontWeight? = nil, design: FontDesign? = nil) -> Font {
        Font(size: .fixed(size), weight: weight, design: design ?? .default)
    }

    /// `.system(_ style:design:weight:)`.
    public static func system(_ style: TextStyle, design: FontDesign? = nil, weight: FontWeight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design ?? .default)
    }

    // MARK: - Modifiers

    public func bold() -> Font { weight(.bold) }

    public func weight(_ weight: FontWeight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    // MARK: - Resolution

    /// The concrete font on a site whose body text is `baseSize` CSS px.
    public func resolve(baseSize: Double, dynamicTypeSize: DynamicTypeSize = .default) -> FontSpec {
        switch size {
        case .style(let style):
            return FontSpec(
                size: style.size(baseSize: baseSize, dynamicTypeSize: dynamicTypeSize), weight: weight ?? style.weight,
                italic: isItalic, design: design, features: features)
        case .fixed(let points):
            let px = points.isFinite && points > 0 ? FontSpec.pageSize(points) : baseSize
            return FontSpec(size: px, weight: weight ?? .regular, italic: isItalic, design: design, features: features)
        case .scaled(let points, let style):
            let scale = style.points(at: dynamicTypeSize) / style.points(at: .default)
            let px = points.isFinite && points > 0 ? FontSpec.pageSize(points * scale) : baseSize
            return FontSpec(size: px, weight: weight ?? .regular, italic: isItalic, design: design, features: features)
        }
    }
}
