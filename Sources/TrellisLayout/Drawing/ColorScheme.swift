// The appearance a view is made for: SwiftUI's `ColorScheme`, as the page's reader chooses it.

/// Light or dark (Apple, "ColorScheme": "the possible color schemes, corresponding to the light
/// and dark appearances"). A block whose views read `@Environment(\.colorScheme)` is made in
/// each, and the page shows the dark one where the reader's system asks for dark, as an app
/// follows the device's appearance.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
