// Names SwiftUI's types know, for checking members and suggesting corrections.

/// SwiftUI's `DynamicTypeSize` case names, smallest first.
public enum DynamicTypeSizeName {
    public static let all = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}

/// The SwiftUI, Core Graphics and Swift types whose members the language reads as values
/// (`Font.title`, `Edge.Set.horizontal`, `CGFloat.infinity`); any other capitalised name
/// before a dot that the block does not declare is a type of the app (`Models.Visibility`)
/// or of the platform (`UIDevice.current`), whose members stand in.
enum SwiftUITypeName {
    static let values: Set<String> = [
        "CGFloat", "Double", "Int", "Float", "Bool", "String", "Edge", "EdgeInsets", "Font", "Color", "Alignment",
        "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Angle", "CGSize", "CGPoint", "CGRect", "Axis", "ContentMode",
        "Material", "ShapeStyle", "Gradient", "Date", "Text", "Image", "Binding", "Optional", "Array", "Set", "Dictionary",
        "DynamicTypeSize", "ColorScheme", "Visibility", "Calendar", "TimeInterval", "AnyTransition", "Animation", "RectangleCornerRadii",
        "ListItemTint", "ButtonBorderShape", "SymbolVariants",
    ]

    /// Whether the type path `base` (`Models.Visibility`, `UIDevice`) is the app's or the
    /// platform's rather than one the language reads.
    static func isForeign(_ base: String, viewNames: some Collection<String>) -> Bool {
        let root = String(base.prefix { $0 != "." })
        return root.first?.isUppercase == true && !values.contains(root) && !viewNames.contains(root)
    }

    /// Whether `base.member`, a static member read, is of the app's type: a foreign type's, or
    /// one of a type that takes a SwiftUI view's name (`enum Tab: CaseIterable` beside iOS 18's
    /// `Tab`), since SwiftUI's views declare no static properties but `Color`'s colours.
    static func isAppStatic(_ base: String, viewNames: some Collection<String>) -> Bool {
        isForeign(base, viewNames: viewNames) || withoutStaticProperties.contains(base)
            || (base != "Color" && !values.contains(base) && viewNames.contains(base))
    }

    /// SwiftUI's value types that declare no static property (Apple, "EdgeInsets",
    /// "RectangleCornerRadii": initialisers and instance properties only), so `EdgeInsets.edgePadding`
    /// is a constant the app's extension adds (Swiftfin's `CGFloat` paddings), not SwiftUI's.
    static let withoutStaticProperties: Set<String> = ["EdgeInsets", "RectangleCornerRadii"]

    /// SwiftUI's enums and guides, whose values no view modifier applies to (Apple, "ColorScheme",
    /// "Edge", "Axis"...: cases and a few properties), so `ColorScheme.background.ignoresSafeArea()`
    /// names the app's own type of that name, which hides SwiftUI's in the app.
    static let withoutViewModifiers: Set<String> = [
        "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "Axis", "ContentMode",
        "DynamicTypeSize", "ColorScheme", "Visibility",
    ]
}

/// Names SwiftUI's `Font` and `Color` know.
enum FontName {
    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]
    /// `Font`'s static members (Apple, "Font": the text styles, visionOS's extra large titles,
    /// `system(…)` and `custom(…)`); any other is an app's extension.
    static let staticMembers = textStyles + ["extraLargeTitle", "extraLargeTitle2", "system", "custom"]
    /// `Font`'s modifiers a font value keeps as arguments (`.title.bold()`, `.custom("A", size: 9).weight(.bold)`).
    static let refinements: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit"]
}

enum ColorName {
    static let colors = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]
    /// Shape styles that are not colours but resolve to one in the theme; `link` is iOS 17's
    /// `ShapeStyle.link` ("a style appropriate for links"), drawn as UIKit's link colour.
    static let styles = ["tint", "tertiary", "quaternary", "quinary", "background", "foreground", "separator", "fill", "link"]
    /// UIKit's semantic colours, as pasted code writes them: `Color(.systemGroupedBackground)`,
    /// `Color(uiColor: .secondaryLabel)`.
    static let uiKit = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown", "darkGray", "lightGray", "link",
    ] + appKit.keys.sorted()
    /// AppKit's semantic colours (Apple, NSColor, "UI Element Colors": `labelColor`, "the primary
    /// color to use for text labels"; `windowBackgroundColor`, "the color to use for the window
    /// background"...), as a Mac app's code writes them (`Color(nsColor: .controlBackgroundColor)`,
    /// `Color(.windowBackgroundColor)`, set AK's Nook: 20 bodies). A page is drawn as an iPhone
    /// draws it, so each is drawn as the UIKit colour of the same role.
    static let appKit: [String: String] = [
        "labelColor": "label", "secondaryLabelColor": "secondaryLabel", "tertiaryLabelColor": "tertiaryLabel",
        "quaternaryLabelColor": "quaternaryLabel", "textColor": "label", "headerTextColor": "label", "controlTextColor": "label",
        "selectedTextColor": "label", "windowFrameTextColor": "label", "disabledControlTextColor": "tertiaryLabel",
        "placeholderTextColor": "placeholderText", "textBackgroundColor": "systemBackground", "controlBackgroundColor": "systemBackground",
        "controlColor": "systemBackground", "windowBackgroundColor": "systemGroupedBackground", "underPageBackgroundColor": "systemGroupedBackground",
        "separatorColor": "separator", "gridColor": "separator", "linkColor": "link", "controlAccentColor": "systemBlue",
        "selectedContentBackgroundColor": "systemBlue", "keyboardFocusIndicatorColor": "systemBlue",
        "unemphasizedSelectedContentBackgroundColor": "systemGray5", "findHighlightColor": "systemYellow",
    ]
}

/// The style structs of SwiftUI's first releases (`.listStyle(GroupedListStyle())`), as the
/// style each one names (`.grouped`).
enum StyleStructName {
    static let members: [String: String] = [
        "DefaultListStyle": "automatic", "PlainListStyle": "plain", "GroupedListStyle": "grouped", "InsetGroupedListStyle": "insetGrouped",
        "InsetListStyle": "inset", "SidebarListStyle": "sidebar", "DefaultPickerStyle": "automatic", "SegmentedPickerStyle": "segmented",
        "MenuPickerStyle": "menu", "WheelPickerStyle": "wheel", "InlinePickerStyle": "inline", "DefaultButtonStyle": "automatic",
        "PlainButtonStyle": "plain", "BorderlessButtonStyle": "borderless", "BorderedButtonStyle": "bordered",
        "BorderedProminentButtonStyle": "borderedProminent", "GlassButtonStyle": "glass", "GlassProminentButtonStyle": "glassProminent", "DefaultTextFieldStyle": "automatic", "PlainTextFieldStyle": "plain",
        "RoundedBorderTextFieldStyle": "roundedBorder", "DefaultProgressViewStyle": "automatic", "LinearProgressViewStyle": "linear",
        "CircularProgressViewStyle": "circular", "DefaultLabelStyle": "automatic", "TitleOnlyLabelStyle": "titleOnly",
        "IconOnlyLabelStyle": "iconOnly", "TitleAndIconLabelStyle": "titleAndIcon", "PageTabViewStyle": "page", "PageIndexViewStyle": "page",
        "StackNavigationViewStyle": "stack", "DoubleColumnNavigationViewStyle": "columns",
        "DefaultToggleStyle": "automatic", "SwitchToggleStyle": "switch", "ButtonToggleStyle": "button", "CheckboxToggleStyle": "checkbox",
        "DefaultDatePickerStyle": "automatic", "CompactDatePickerStyle": "compact", "GraphicalDatePickerStyle": "graphical",
        "WheelDatePickerStyle": "wheel", "FieldDatePickerStyle": "field", "StepperFieldDatePickerStyle": "stepperField",
        "DefaultMenuStyle": "automatic", "ButtonMenuStyle": "button", "BorderlessButtonMenuStyle": "borderlessButton",
        "DefaultTabViewStyle": "automatic", "DefaultNavigationViewStyle": "automatic", "DefaultGroupBoxStyle": "automatic", "LinkButtonStyle": "link",
    ]
}
