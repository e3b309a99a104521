// A problem the engine or a renderer met that did not stop the layout.

/// A problem that did not stop a layout: an over-deep tree, text laid out without a
/// measurer, a non-finite frame that was zeroed, text no font draws.
///
/// It names the node it concerns by the author's id (the nearest node that has one), so the
/// stage that knows the source can point at the view's line.
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// What the author can do about it.
    public var hint: String?
    /// The id of the view concerned (or of its nearest ancestor with one); `nil` for the block.
    public var nodeID: String?

    public init(_ message: String, hint: String? = nil, nodeID: String? = nil) {
        self.message = message
        self.hint = hint
        self.nodeID = nodeID
    }

    public var description: String { message }
}
