// A Path, or an author's Shape: a shape view whose outline is computed for the frame it fills.

/// SwiftUI's `Path` as a view, and a `struct X: Shape` the author declared.
///
/// Like every shape it takes the space it is offered (`nil` dimensions at 10); its outline is
/// `path(rect)` for the frame it is drawn in, origin at zero. A `Path { ... }` built from
/// points ignores the rect (`dependsOnFrame == false`): its coordinates are the view's own.
public struct PathShape: Shape {
    /// The view's name as written (`Path`, `Triangle`).
    public let name: String
    /// Whether the outline follows the frame (an author's `path(in:)`) or is fixed.
    public let dependsOnFrame: Bool
    /// The outline for a frame; `nil` when the author's code failed (the failure is reported).
    public let path: @Sendable (Rect) -> ShapePath?

    public init(name: String, dependsOnFrame: Bool, path: @escaping @Sendable (Rect) -> ShapePath?) {
        self.name = name
        self.dependsOnFrame = dependsOnFrame
        self.path = path
    }

    public var kind: ViewKind { .custom(name) }
}
