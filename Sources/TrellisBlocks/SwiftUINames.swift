// Names SwiftUI's types know, for checking members and suggesting corrections.

/// SwiftUI's `DynamicTypeSize` case names, smallest first.
public enum DynamicTypeSizeName {
    public static let all = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}

/// Names SwiftUI's `Font` and `Color` know.
enum FontName {
    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]
}

enum ColorName {
    static let colors = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
        "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor",
    ]
    /// Shape styles that are not colours but resolve to one in the theme.
    static let styles = ["tint", "tertiary", "quaternary", "background", "foreground", "separator"]
    /// UIKit's semantic colours, as pasted code writes them: `Color(.systemGroupedBackground)`,
    /// `Color(uiColor: .secondaryLabel)`.
    static let uiKit = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "separator", "opaqueSeparator",
        "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
        "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill",
        "tertiarySystemFill", "quaternarySystemFill", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan",
        "systemBlue", "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    ]
}
