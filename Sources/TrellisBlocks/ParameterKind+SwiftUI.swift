// SwiftUI's closed sets of members (alignments, weights, styles) as parameter kinds.

import TrellisLayout

extension ParameterKind {
    // The alignments and unit points are the lowering's own tables, named once.
    static let horizontalAlignment = ParameterKind.members("a horizontal alignment", BlockLowering.horizontalAlignmentNames.map(\.key))
    static let verticalAlignment = ParameterKind.members("a vertical alignment", BlockLowering.verticalAlignmentNames.map(\.key))
    static let alignment = ParameterKind.members("an alignment", BlockLowering.alignmentNames.map(\.key))
    static let unitPoint = ParameterKind.members("a unit point", SwiftConversion.unitPointNames.map(\.key))
    static let rgbColorSpace = ParameterKind.members("a colour space", BlockLowering.rgbColorSpaces)
    static let textAlignment = ParameterKind.members("a text alignment", ["leading", "center", "trailing"])
    static let truncationMode = ParameterKind.members("a truncation mode", ["head", "middle", "tail"])
    static let blendMode = ParameterKind.members("a blend mode", BlendMode.allCases.map(\.rawValue))
    static let textCase = ParameterKind.optional(.members("a text case", ["uppercase", "lowercase"]))
    static let fontWeight = ParameterKind.members("a font weight", [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ])
    static let fontDesign = ParameterKind.members("a font design", ["default", "serif", "rounded", "monospaced"])
    static let dynamicTypeSize = ParameterKind.members("a dynamic type size", DynamicTypeSizeName.all)
    /// The engine's styles, one list (`ButtonStyle`).
    static let buttonStyle = ParameterKind.members("a button style", ButtonStyle.allCases.map(\.rawValue))
    static let pickerStyle = ParameterKind.members(
        "a picker style", ["automatic", "segmented", "menu", "inline", "palette", "radioGroup", "wheel", "navigationLink"])
    static let listStyle = ParameterKind.members(
        "a list style", ["automatic", "plain", "grouped", "insetGrouped", "inset", "sidebar", "bordered", "carousel", "elliptical"])
    static let buttonRole = ParameterKind.members("a button role", ["destructive", "cancel", "close", "confirm"])
    static let visibility = ParameterKind.members("a visibility", ["automatic", "visible", "hidden"])
    static let navigationTitleMode = ParameterKind.members("a title display mode", ["automatic", "inline", "large"])
    /// iOS 17's `ToolbarTitleDisplayMode` (Apple): the navigation bar's modes and `.inlineLarge`,
    /// "the title as large inside the toolbar", laid out as `.inline` is (the content starts
    /// under the bar, with no large title below it).
    /// `Font.Width`'s members (Apple, "Font.Width"): a page measures them at the standard width.
    static let fontWidth = ParameterKind.members("a font width", ["compressed", "condensed", "standard", "expanded"])
    static let toolbarTitleMode = ParameterKind.members("a toolbar title display mode", ["automatic", "inline", "large", "inlineLarge"])
    static let contentMode = ParameterKind.members("a content mode", ["fit", "fill"])

    /// The SwiftUI type whose static members this kind takes, which an app extends with its
    /// own (`extension VerticalAlignment { static let midCap = ... }`): a member of it the page
    /// lacks is the app's, written qualified (`VerticalAlignment.midCap`) as implicitly.
    var extendedTypes: [String] {
        switch self {
        case .horizontalAlignment: ["HorizontalAlignment"]
        case .verticalAlignment: ["VerticalAlignment"]
        case .alignment: ["Alignment"]
        case .font, .optional(.font): ["Font"]
        // `extension Color { static func brand(_:) }`, `extension ShapeStyle where Self == Color`.
        case .style, .optional(.style): ["Color", "ShapeStyle"]
        default: []
        }
    }
}
