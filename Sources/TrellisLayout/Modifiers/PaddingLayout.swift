/// `padding`: insets the content.
///
/// The content is offered the proposal minus the insets (never below 0; `nil` stays `nil`)
/// and the padded view is the content's size plus the insets. Negative or NaN insets count
/// as 0 (SwiftUI draws negative padding as overlap; Trellis treats it as bad input), and so
/// do infinite ones, which would make the view infinitely large.
public struct PaddingLayout: ContentPlacingLayout {
    public let insets: EdgeInsets

    public init(_ insets: EdgeInsets) {
        func valid(_ inset: Double) -> Double { finite(inset).sanitizedLength() }
        self.insets = EdgeInsets(
            top: valid(insets.top), leading: valid(insets.leading), bottom: valid(insets.bottom), trailing: valid(insets.trailing))
    }

    /// SwiftUI's default padding, 16 px on every edge (iOS and macOS).
    public static let defaultLength: Double = 16

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets[.horizontal], 0) },
            height: proposal.height.map { max($0 - insets[.vertical], 0) })
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return Size(width: content.width + insets[.horizontal], height: content.height + insets[.vertical])
    }

    /// The content's spacing, reset on every padded edge (SwiftUI's `_PaddingLayout.spacing`,
    /// per OpenSwiftUI): the content no longer touches its neighbours there, so a padded
    /// text is spaced like any other view on those edges.
    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = subviews.first?.spacing ?? ViewSpacing()
        var padded = Edge.Set()
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        spacing.reset(padded)
        return spacing
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        (Point(x: insets.leading, y: insets.top), contentProposal(proposal))
    }
}
