/// A picture whose pixel size the caller knows (SwiftUI's `Image`).
///
/// The engine never opens files: whoever builds the tree reads the image's size. A plain
/// image is always its intrinsic size, whatever it is offered; `resizable()` makes it take
/// the proposal (intrinsic size for `nil` dimensions), and `aspectRatio`/`scaledToFit`
/// keep its proportions.
public struct Image: LeafView {
    public var kind: ViewKind { .image }

    /// Where the renderer finds the picture (a URL or a site path).
    public let source: String
    public let intrinsicSize: Size
    public let isResizable: Bool

    public init(_ source: String, size: Size, resizable: Bool = false) {
        self.source = source
        intrinsicSize = Size(width: finite(size.width).sanitizedLength(), height: finite(size.height).sanitizedLength())
        isResizable = resizable
    }

    /// The image, stretchable to any size.
    public func resizable() -> Image {
        Image(source, size: intrinsicSize, resizable: true)
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        guard isResizable else { return intrinsicSize }
        return proposal.replacingUnspecifiedDimensions(by: intrinsicSize)
    }
}
