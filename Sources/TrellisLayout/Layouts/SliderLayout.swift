// Slider: a track across the offered width with the thumb at the value's fraction of it.

/// The layout of iOS's `Slider`: three subviews, the track, the filled part of the track
/// and the thumb.
///
/// - The slider is as wide as it is offered (`defaultWidth` when offered nothing) and
///   `height` tall: UIKit's slider is 30 pt tall (Interface Builder's default frame) with a
///   28-pt thumb.
/// - The thumb's centre travels from half a thumb in from the leading edge to half a thumb
///   in from the trailing edge: at `fraction` of the track it sits at
///   `fraction × (width − thumb)` from the leading edge.
/// - The track is 4 pt tall, centred; its filled part runs from the leading edge to the
///   thumb's centre.
public struct SliderLayout: Layout {
    /// The value's position between the bounds, in 0...1.
    public var fraction: Double

    public static let height = 30.0
    public static let thumbDiameter = 28.0
    public static let trackHeight = 4.0
    /// The width of a slider offered no width (it has no ideal width of its own).
    public static let defaultWidth = 100.0

    public init(fraction: Double) {
        self.fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: max(proposal.width ?? Self.defaultWidth, Self.thumbDiameter), height: Self.height)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let thumbX = fraction * (bounds.width - Self.thumbDiameter)
        let trackY = bounds.midY - Self.trackHeight / 2
        let pieces: [(Point, ProposedViewSize)] = [
            (Point(x: bounds.minX, y: trackY), ProposedViewSize(width: bounds.width, height: Self.trackHeight)),
            (Point(x: bounds.minX, y: trackY), ProposedViewSize(width: thumbX + Self.thumbDiameter / 2, height: Self.trackHeight)),
            (Point(x: bounds.minX + thumbX, y: bounds.midY - Self.thumbDiameter / 2),
             ProposedViewSize(width: Self.thumbDiameter, height: Self.thumbDiameter)),
        ]
        for (subview, (point, proposal)) in zip(subviews, pieces) {
            subview.place(at: point, anchor: .topLeading, proposal: proposal)
        }
    }
}
