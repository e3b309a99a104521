// Colour and blur effects (`blur`, `brightness`, `saturation`...) as typed drawing data.

/// A drawing effect on the view and its content, applied in modifier order.
public enum DrawingFilter: Hashable, Sendable {
    /// `.blur(radius:)`: a Gaussian blur with this standard deviation.
    case blur(radius: Double)
    /// `.brightness(_:)`: SwiftUI adds the amount to each component (0 unchanged, 1 white).
    case brightness(Double)
    /// `.contrast(_:)`: 1 unchanged.
    case contrast(Double)
    /// `.saturation(_:)`: 1 unchanged, 0 grey.
    case saturation(Double)
    /// `.grayscale(_:)`: 0 unchanged, 1 grey.
    case grayscale(Double)
    /// `.hueRotation(_:)`.
    case hueRotation(degrees: Double)
    /// `.colorInvert()`.
    case invert
}
