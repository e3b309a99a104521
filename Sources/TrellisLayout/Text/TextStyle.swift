/// SwiftUI's text styles (`Font.TextStyle`), as pure data the block interpreter resolves
/// without opening a font.
///
/// Sizes follow Apple's Dynamic Type table (iOS points at each `DynamicTypeSize`); on the
/// page, `body` at the default size equals the site's base size and every other style keeps
/// its ratio to it (base 16 px: largeTitle 32, title 26.35, headline 16 semibold...).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The weight SwiftUI gives the style (headline is the only semibold one).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's size in points at `dynamicTypeSize` (Apple's table).
    public func points(at dynamicTypeSize: DynamicTypeSize = .default) -> Double {
        let row: [Double]
        switch dynamicTypeSize {
        //                  lT  t   t2  t3  hd  sub bd  cal fn  c1  c2
        case .xSmall: row = [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11]
        case .small: row = [32, 26, 20, 18, 15, 13, 15, 14, 12, 11, 11]
        case .medium: row = [33, 27, 21, 19, 16, 14, 16, 15, 12, 11, 11]
        case .large: row = [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]
        case .xLarge: row = [36, 30, 24, 22, 19, 17, 19, 18, 15, 14, 13]
        case .xxLarge: row = [38, 32, 26, 24, 21, 19, 21, 20, 17, 16, 15]
        case .xxxLarge: row = [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17]
        case .accessibility1: row = [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20]
        case .accessibility2: row = [48, 43, 39, 37, 33, 30, 33, 32, 27, 26, 24]
        case .accessibility3: row = [52, 48, 44, 43, 40, 36, 40, 38, 33, 32, 29]
        case .accessibility4: row = [56, 53, 50, 49, 47, 42, 47, 44, 38, 37, 34]
        case .accessibility5: row = [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40]
        }
        let column = TextStyle.allCases.firstIndex(of: self) ?? 0
        return row.indices.contains(column) ? row[column] : 17
    }

    /// The style's CSS px size for a site whose body text is `baseSize` px, as a page writes it
    /// (`FontSpec.pageSize`: two decimals, drawn alike by chromium and Firefox).
    public func size(baseSize: Double, dynamicTypeSize: DynamicTypeSize = .default) -> Double {
        let bodyPoints = TextStyle.body.points(at: .default)
        return FontSpec.pageSize(points(at: dynamicTypeSize) / bodyPoints * baseSize)
    }
}
