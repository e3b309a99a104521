// An SF Symbol (`Image(systemName:)`): a box from the font size and image scale, on the text's baseline.

/// `Image(systemName:)`: a square the size of its font's em, scaled by `imageScale`, whose
/// baselines sit so that the box is centred on the font's cap height.
///
/// Apple's `NSImage.SymbolScale` documentation gives the scales: `.small` is "approximately
/// 20% smaller" and `.large` "approximately 30% larger" than `.medium`, which "matches the
/// size of the text" (SwiftUI `Image.Scale`). Symbols are drawn to align with text: their
/// vertical centre is the middle of the cap height above the baseline (the SF Symbols
/// template's cap-height guides), so in `HStack(alignment: .firstTextBaseline)` a symbol
/// sits with text as in SwiftUI. The box is square: Apple's glyphs vary in width, and the
/// stand-in glyphs (Bootstrap Icons) are drawn on a square grid.
public struct SymbolImage: LeafView {
    public var kind: ViewKind { .image }

    /// The SF Symbol's name.
    public let name: String
    /// The font size the symbol is drawn at.
    public let fontSize: Double
    /// `imageScale`'s factor: 0.8 (`.small`), 1 (`.medium`), 1.3 (`.large`).
    public let scale: Double
    /// `resizable()`: the symbol takes the size it is offered, as any resizable image does
    /// (`Image(systemName: "person.circle.fill").resizable().frame(width: 40, height: 40)`).
    public let isResizable: Bool

    /// The cap height as a fraction of the font size (SF Pro's is 0.705 em, Inter's 0.727).
    public static let capHeight = 0.71

    public init(name: String, fontSize: Double, scale: Double = 1, resizable: Bool = false) {
        self.name = name
        self.fontSize = finite(fontSize).sanitizedLength()
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        isResizable = resizable
    }

    /// The side of the symbol's square box.
    public var side: Double { fontSize * scale }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        let square = Size(width: side, height: side)
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: square) : square
    }

    public var hasExplicitAlignment: Bool { true }

    /// Both baselines: half the box below the centre, which is half the cap height above the baseline.
    public func explicitAlignment(_ guide: AlignmentKey, size: Size, proposal: ProposedViewSize, in context: LeafContext) -> Double? {
        guard guide == VerticalAlignment.firstTextBaseline.key || guide == VerticalAlignment.lastTextBaseline.key else { return nil }
        return size.height / 2 + fontSize * Self.capHeight / 2
    }
}
