/// How content fills space while keeping its aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// As large as fits in the proposal.
    case fit
    /// As small as covers the proposal.
    case fill
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
///
/// Offers the content the largest (fit) or smallest (fill) size of the given ratio, or of
/// the content's ideal size's ratio when none is given, that fits or covers the proposal; a
/// `nil` dimension leaves that axis unconstrained, and a fully `nil` proposal passes
/// through. The view takes the content's answer and centres it. (OpenSwiftUI,
/// AspectRatioLayout.swift, audited complete.) A ratio that is not positive and finite
/// counts as `nil`. Trellis's choice: `.fill` with one axis unconstrained scales to the
/// constrained axis (SwiftUI would propose infinity, which a page cannot draw).
public struct AspectRatioLayout: ContentPlacingLayout {
    public let aspectRatio: Double?
    public let contentMode: ContentMode

    public init(_ aspectRatio: Double? = nil, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.contentMode = contentMode
    }

    private func contentProposal(_ proposal: ProposedViewSize, content: LayoutSubview) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var ratio = aspectRatio.map { Size(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
        if ratio.width == ratio.height { ratio = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ length: Double) -> Double {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let scaleX = scale(proposal.width, ratio.width)
        let scaleY = scale(proposal.height, ratio.height)
        var factor = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        // Fill with one axis unconstrained would be infinite: fall back to the constrained one.
        if factor.isInfinite, contentMode == .fill { factor = min(scaleX, scaleY) }
        if !factor.isFinite { return proposal }
        return ProposedViewSize(width: finite(ratio.width * factor), height: finite(ratio.height * factor))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard let content = subviews.first else { return .zero }
        return content.sizeThatFits(contentProposal(proposal, content: content))
    }

    public func contentPlacement(in size: Size, proposal: ProposedViewSize, content: LayoutSubview) -> (origin: Point, proposal: ProposedViewSize) {
        let childProposal = contentProposal(proposal, content: content)
        let child = content.sizeThatFits(childProposal)
        return (Point(x: finite((size.width - child.width) / 2), y: finite((size.height - child.height) / 2)), childProposal)
    }
}
