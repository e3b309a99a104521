// One block laid out for one state combination: the engine's frames for the author's views.

import TrellisMarkup
import TrellisLayout

/// A layout block laid out at one width for one combination of its state values.
public struct BlockLayout: Sendable {
    /// The state values this layout is for.
    public var state: [String: Value]
    /// The interpreted views (ids, kinds, modifiers) the frames belong to.
    public var view: BlockView
    /// The engine's full answer, with modifier wrappers and text lines, for renderers.
    public var result: LayoutResult
    /// Every view the author wrote that is shown, in source order, with its frame relative
    /// to the block's top-left corner.
    public var nodes: [LayoutReport.Node]
    /// The block's height (the root view's).
    public var height: Double
    /// What laid out but will not look as written: characters no configured font draws,
    /// frames the engine had to zero.
    public var warnings: [Diagnostic]
}
