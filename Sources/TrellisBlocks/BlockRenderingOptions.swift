// What a block's views need from the site to become engine views.

import TrellisLayout

/// Site-wide settings for turning block views into engine views.
public struct BlockRenderingOptions: Sendable {
    /// The CSS px size of body text; every text style keeps its ratio to it.
    public var baseFontSize: Double
    /// The reader's text size the page is laid out for (`--text-size`).
    public var dynamicTypeSize: DynamicTypeSize
    /// The size of an image file named in `Image("name")`, or `nil` if there is none.
    public var imageSize: @Sendable (String) -> Size?
    /// Custom layouts blocks may use by name.
    public var layouts: LayoutRegistry

    public init(
        baseFontSize: Double = 16, dynamicTypeSize: DynamicTypeSize = .default,
        imageSize: @escaping @Sendable (String) -> Size? = { _ in nil }, layouts: LayoutRegistry = .standard
    ) {
        self.baseFontSize = baseFontSize
        self.dynamicTypeSize = dynamicTypeSize
        self.imageSize = imageSize
        self.layouts = layouts
    }
}
