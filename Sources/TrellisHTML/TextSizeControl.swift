import TrellisLayout

/// The page's text-size control: one radio button per DynamicTypeSize step offered.
///
/// Blocks precompute their layout at each offered size and switch through
/// `:root:has([name=trellis-text-size][value=...]:checked)`, so the control can sit
/// anywhere on the page (the theme's header), and one control drives every block.
public enum TextSizeControl {
    /// `input[name]` of the control (the contract tools rely on).
    public static let inputName = "trellis-text-size"

    /// The control's HTML, `selected` checked (it must be the first size blocks were
    /// rendered with, which is their default).
    public static func html(sizes: [DynamicTypeSize], selected: DynamicTypeSize = .default) -> String {
        var out = "<fieldset class=\"trellis-picker trellis-text-size\"><legend>Text size</legend><span class=\"trellis-segments\">"
        for size in sizes {
            out += "<label title=\"\(label(size))\"><input type=\"radio\" name=\"\(inputName)\" value=\"\(size.rawValue)\"\(size == selected ? " checked" : "")>"
            out += "<span>\(shortLabel(size))</span></label>"
        }
        return out + "</span></fieldset>"
    }

    /// What each step is called in the Settings app, roughly.
    static func label(_ size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: "Extra small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Default"
        case .xLarge: "Large"
        case .xxLarge: "Extra large"
        case .xxxLarge: "Extra extra large"
        case .accessibility1: "Accessibility 1"
        case .accessibility2: "Accessibility 2"
        case .accessibility3: "Accessibility 3"
        case .accessibility4: "Accessibility 4"
        case .accessibility5: "Accessibility 5"
        }
    }

    static func shortLabel(_ size: DynamicTypeSize) -> String {
        switch size {
        case .xSmall: "XS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .xLarge: "XL"
        case .xxLarge: "XXL"
        case .xxxLarge: "XXXL"
        case .accessibility1: "A1"
        case .accessibility2: "A2"
        case .accessibility3: "A3"
        case .accessibility4: "A4"
        case .accessibility5: "A5"
        }
    }
}
