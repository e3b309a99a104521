// `.scaleEffect` and `.rotationEffect` as typed drawing data.

/// One drawn transform about an anchor in the view's frame; layout is unaffected (SwiftUI's
/// `scaleEffect` and `rotationEffect` change only how the view is drawn).
public enum DrawingTransform: Hashable, Sendable {
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(degrees: Double, anchor: UnitPoint)
}
