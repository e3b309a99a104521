// SwiftUI's environment as lowering sees it: what outer modifiers hand down to inner views.

import TrellisLayout

/// Inherited settings: `.font(.title)` on a stack reaches every `Text` inside it.
struct LoweringEnvironment {
    var font: Font = .body
    var bold = false
    var italic = false
    var weight: FontWeight?
    var design: FontDesign?
    /// `.monospacedDigit()`: digits in tabular figures.
    var monospacedDigit = false
    var lineLimit: Int?
    /// `lineLimit(3, reservesSpace: true)`, `lineLimit(2...4)`: `StyledText.reservedLines`.
    var reservedLines = 0
    var alignment: TextAlignment = .leading
    var truncationMode: TruncationMode = .tail
    /// `.minimumScaleFactor(0.5)`: how far the texts inside may shrink to fit.
    var minimumScaleFactor = 1.0
    var lineSpacing: Double = 0
    /// `.textCase(.uppercase)`: texts inside are drawn (and measured) in that case.
    var textCase: String?
    /// `.pickerStyle(...)`: how a `Picker` inside draws (`PickerDrawing`).
    var pickerStyle = "automatic"
    /// `.horizontalRadioGroupLayout()`: a radio group picker inside lists its options in a row.
    var radioGroupIsHorizontal = false
    /// `.listStyle(...)`: how a `List` inside draws (`ListLook`).
    var listStyle = "automatic"
    /// `.navigationLinkIndicatorVisibility(.hidden)`: the navigation links inside show no
    /// disclosure chevron in a list's rows (Apple, "navigationLinkIndicatorVisibility(_:)").
    var hidesLinkIndicators = false
    /// `.labelsHidden()`, `.labelsVisibility(.hidden)`: the controls inside (`Toggle`,
    /// `Stepper`, `ColorPicker`, `DatePicker`) draw no label, only the control (Apple,
    /// "labelsHidden()": "Hides the labels of any controls contained within this view"); the
    /// label stays the control's accessibility label.
    var labelsHidden = false
    /// `.symbolVariant(.fill)`: the variants the SF Symbols inside are drawn in
    /// (`SymbolCatalog.name(_:in:)`; Apple, "symbolVariant(_:)": "applies the specified symbol
    /// variant or variants to itself and its child views").
    var symbolVariants: Set<String> = []
    /// `.labelStyle(...)`: whether a `Label` shows its title, its icon or both.
    var labelStyle = "automatic"
    /// `.environment(\.defaultMinListRowHeight, 1)`: the least height of a list's rows.
    var listRowMinHeight = ListMetrics.rowMinHeight
    /// `.environment(\.defaultMinListHeaderHeight, 40)`: the least height of a list's section
    /// headers (Apple, "EnvironmentValues.defaultMinListHeaderHeight"); `nil`, the headers' own.
    var listHeaderMinHeight: Double?
    /// `.listRowSpacing(10)`: points between a list's adjacent rows; `nil`, none.
    var listRowSpacing: Double?
    /// `.listSectionMargins(.top, 0)`: the margins of a list's sections on the edges written,
    /// `nil` on the others (the list style's own).
    var listSectionMargins = ListSectionMargins()
    /// Inside a list row, where a `Label`'s icon is drawn in the tint (``ViewDrawing/takesTint``).
    var tintsLabelIcons = false
    /// `.tracking(2)` or `.kerning(2)`: px after every character of the texts inside.
    var tracking: Double = 0
    /// `.underline()`, `.strikethrough()` and, on a part of `Text + Text`, its own colour:
    /// how the texts inside draw their runs.
    var runLook = TextRunLook()
    /// `.contentMargins(.horizontal, 20)`: what the scroll views inside add around their
    /// content (Apple, "contentMargins(_:_:for:)"; the `.scrollIndicators` placement moves
    /// only indicators, which a page does not draw).
    var scrollContentMargins = EdgeInsets()
    /// `.defaultScrollAnchor(.bottom)`: where scroll views inside align content smaller than them.
    var scrollAnchor: UnitPoint?
    /// `.progressViewStyle(...)`: `circular` draws a spinner even for a value.
    var progressViewStyle = "automatic"
    /// `.textFieldStyle(...)`: `roundedBorder` draws a field's box.
    var textFieldStyle = "automatic"
    var dynamicTypeSize: DynamicTypeSize
    /// `.backgroundStyle(...)`: what `.background()` with no argument draws.
    var backgroundStyle: Value?
    /// `.imageScale(...)`: the factor SF Symbols inside are drawn at (`SymbolImage.scale`).
    var imageScale: Double = 1
    /// The size of the innermost enclosing `GeometryReader`, at layout time.
    var geometry: GeometryBox?

    /// The concrete font for a `Text` here.
    func fontSpec(baseSize: Double) -> FontSpec {
        var font = self.font
        if let weight { font = font.weight(weight) }
        if bold { font = font.bold() }
        if italic { font = font.italic() }
        if let design { font.design = design }
        if monospacedDigit { font.features.insert(.tabularFigures) }
        var spec = font.resolve(baseSize: baseSize, dynamicTypeSize: dynamicTypeSize)
        if tracking != 0 {
            spec.tracking = tracking
            // Spaced characters are not joined: Core Text's tracking "disables nonessential
            // ligatures", and the page says `font-variant-ligatures: none` so the browser does
            // the same (it would also drop them for any nonzero `letter-spacing`).
            spec.features.remove(.ligatures)
        }
        return spec
    }
}

/// A list section's margins that `.listSectionMargins(_:_:)` sets (Apple: "A view in which the
/// margins of list sections are set to the specified amount on the specified edges"; "Margins
/// for the other edges remain unchanged"): `nil` where the list style's default holds, the space
/// above a section (above its header, or its rows without one), below it, and beside it.
struct ListSectionMargins: Hashable {
    var top: Double?
    var leading: Double?
    var bottom: Double?
    var trailing: Double?
}
