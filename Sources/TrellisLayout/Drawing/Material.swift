// SwiftUI's materials (`.ultraThinMaterial` ... `.bar`) as typed drawing data.

/// A translucent background that blurs what is behind it, from thinnest to thickest
/// (SwiftUI's `Material`: "a material isn't a view, but adds a translucent layer").
public enum Material: String, Hashable, Sendable, CaseIterable {
    case ultraThin = "ultraThinMaterial", thin = "thinMaterial", regular = "regularMaterial"
    case thick = "thickMaterial", ultraThick = "ultraThickMaterial", bar

    /// How much of the system background the layer lets through less of: thicker materials
    /// hide more of what is behind them.
    public var opacity: Double {
        switch self {
        case .ultraThin: 0.35
        case .thin: 0.55
        case .regular: 0.7
        case .thick: 0.82
        case .ultraThick: 0.92
        case .bar: 0.78
        }
    }
}
