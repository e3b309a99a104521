// What a reader of the preview has chosen on an open page: its text size and each block's states.

/// The configuration a reader is looking at on one page of the preview: the text size the
/// theme's control shows, each layout block's state values and the width the page gives each
/// block, as the page's script reports them (`trellis serve`).
///
/// A block is written for every configuration at every width, and an edit lays all of them
/// out again; the reader sees one configuration at one width. With these choices the preview
/// lays out that one first and shows it (``LayoutBlockRendering/render(_:as:)``), then the rest.
public struct ReaderChoices: Sendable, Equatable, Codable {
    /// The text size's name (`xLarge`, a `DynamicTypeSize`'s raw value); nil: the page's default.
    public var textSize: String?
    /// Each block's state values: block id (`poll-4`), then state name, then value (the value
    /// of its control's input, as the block's CSS reads it).
    public var states: [String: [String: String]]
    /// Each block's width in px (its layout's container), by block id.
    public var widths: [String: Double]

    public init(textSize: String? = nil, states: [String: [String: String]] = [:], widths: [String: Double] = [:]) {
        self.textSize = textSize
        self.states = states
        self.widths = widths
    }
}

/// A renderer that draws every block as a reader who made `choices` sees it, for a page
/// rendered with them (``PageRenderer/init(updating:content:showing:)``).
struct ChosenConfigurationRenderer: LayoutBlockRendering {
    let inner: any LayoutBlockRendering
    let choices: ReaderChoices

    func render(_ block: LayoutBlock) -> RenderedLayoutBlock { inner.render(block, as: choices) }

    var themeContext: [String: String] { inner.themeContext }
}
