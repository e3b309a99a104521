// What a block's views need from the site to become engine views.

import TrellisLayout

/// Settings for turning block views into engine views: the site's, plus where the page's
/// images are.
public struct BlockRenderingOptions: Sendable {
    /// The CSS px size of body text; every text style keeps its ratio to it.
    public var baseFontSize: Double
    /// The reader's text size the page is laid out for (`--text-size`).
    public var dynamicTypeSize: DynamicTypeSize
    /// Finds the files named in `Image("name")` (size and URL); the site's resolves them
    /// relative to the page.
    public var images: any BlockImageResolving
    /// Custom layouts blocks may use by name.
    public var layouts: LayoutRegistry

    public init(
        baseFontSize: Double = 16, dynamicTypeSize: DynamicTypeSize = .default,
        images: any BlockImageResolving = NoBlockImages(), layouts: LayoutRegistry = .standard
    ) {
        self.baseFontSize = baseFontSize
        self.dynamicTypeSize = dynamicTypeSize
        self.images = images
        self.layouts = layouts
    }
}
