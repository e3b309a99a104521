/// A colour, which as a view fills the space it is offered (SwiftUI's `Color`).
///
/// Layout-wise a colour takes the proposal, with `nil` dimensions at 10 (SwiftUI's default
/// for views without an ideal size). Named colours are SwiftUI's light-mode system colours.
public struct Color: LeafView, Hashable {
    /// Components in 0...1 (sRGB).
    public let red: Double, green: Double, blue: Double, opacity: Double
    /// The SwiftUI name (`"red"`), if the colour is one of the named ones.
    public let name: String?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.opacity = unit(opacity)
        name = nil
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    private init(name: String, hex: UInt32, opacity: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.opacity = opacity
        self.name = name
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    }

    /// The colour as CSS (`rgb(255 59 48)` or `rgb(255 59 48 / 0.5)`).
    public var css: String {
        func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
        let rgb = "\(byte(red)) \(byte(green)) \(byte(blue))"
        return opacity >= 1 ? "rgb(\(rgb))" : "rgb(\(rgb) / \(opacity))"
    }

    public var kind: ViewKind { .color }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The named colours, looked up by SwiftUI name (for the layout-block interpreter).
    public static func named(_ name: String) -> Color? {
        allNamed.first { $0.name == name }
    }

    // MARK: - Named colours (SwiftUI light mode)

    public static let red = Color(name: "red", hex: 0xFF3B30)
    public static let orange = Color(name: "orange", hex: 0xFF9500)
    public static let yellow = Color(name: "yellow", hex: 0xFFCC00)
    public static let green = Color(name: "green", hex: 0x34C759)
    public static let mint = Color(name: "mint", hex: 0x00C7BE)
    public static let teal = Color(name: "teal", hex: 0x30B0C7)
    public static let cyan = Color(name: "cyan", hex: 0x32ADE6)
    public static let blue = Color(name: "blue", hex: 0x007AFF)
    public static let indigo = Color(name: "indigo", hex: 0x5856D6)
    public static let purple = Color(name: "purple", hex: 0xAF52DE)
    public static let pink = Color(name: "pink", hex: 0xFF2D55)
    public static let brown = Color(name: "brown", hex: 0xA2845E)
    public static let gray = Color(name: "gray", hex: 0x8E8E93)
    public static let black = Color(name: "black", hex: 0x000000)
    public static let white = Color(name: "white", hex: 0xFFFFFF)
    public static let clear = Color(name: "clear", hex: 0x000000, opacity: 0)
    public static let primary = Color(name: "primary", hex: 0x000000)
    public static let secondary = Color(name: "secondary", hex: 0x3C3C43, opacity: 0.6)
    /// `.tertiary` text and symbols (UIKit's `tertiaryLabel`): a list row's chevron, a
    /// text field's placeholder.
    public static let tertiaryLabel = Color(name: "tertiaryLabel", hex: 0x3C3C43, opacity: 0.3)
    public static let quaternaryLabel = Color(name: "quaternaryLabel", hex: 0x3C3C43, opacity: 0.18)
    /// The hairline between list rows (UIKit's `separator`).
    public static let separator = Color(name: "separator", hex: 0x3C3C43, opacity: 0.29)
    /// Backgrounds of iOS's screens and grouped lists (UIKit's system background colours),
    /// which follow dark mode on the page.
    public static let systemBackground = Color(name: "systemBackground", hex: 0xFFFFFF)
    public static let secondarySystemBackground = Color(name: "secondarySystemBackground", hex: 0xF2F2F7)
    public static let systemGroupedBackground = Color(name: "systemGroupedBackground", hex: 0xF2F2F7)
    public static let secondarySystemGroupedBackground = Color(name: "secondarySystemGroupedBackground", hex: 0xFFFFFF)
    /// UIKit's `systemFill`: a stepper's or slider's track.
    public static let systemFill = Color(name: "systemFill", hex: 0x787880, opacity: 0.2)

    public static let allNamed: [Color] = [
        red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white, clear,
        primary, secondary, tertiaryLabel, quaternaryLabel, separator, systemBackground, secondarySystemBackground,
        systemGroupedBackground, secondarySystemGroupedBackground, systemFill,
    ]
}
