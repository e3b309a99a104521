// A declared view's `@Environment` properties read what the views around it set, else the page's values.

import Testing
import TrellisMarkup
@testable import TrellisBlocks
import TrellisLayout

/// Apple, "Environment": a view reads "environment values from a view's environment"; the
/// values come from `environment(_:_:)` and the modifiers that set a key "for this view and
/// the views it contains", else SwiftUI's defaults. They were stand-ins: a view that chose by
/// `colorScheme` or the text size drew its stand-in branch without a word that it was wrong
/// (set AX's MoodSnap badge, the usual adaptive stack of Apple's "Dynamic Type" guidance).
struct EnvironmentValueTests {
    private func block(_ code: String) throws -> ParsedBlock {
        try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
    }

    private let badge = """
        struct Badge: View {
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        """

    /// `.environment(\.colorScheme, .dark)`, `.colorScheme(.dark)` and `.preferredColorScheme(.dark)`
    /// set the scheme for the view and everything inside it, through containers; where nothing
    /// sets it the view reads the page's, so the block is made in the light scheme and again in
    /// the dark one (`readsColorScheme`), which the page shows where the reader's system is dark.
    @Test func theSchemeComesFromTheViewsAround() throws {
        let made = try block(badge + """

            VStack {
                Badge()
                Badge().environment(\\.colorScheme, .dark)
                VStack { HStack { Badge() } }.colorScheme(.dark)
                Badge().preferredColorScheme(.dark)
                Badge().environment(\\EnvironmentValues.colorScheme, .light)
            }
            """)
        #expect(texts(made.initialView) == ["light", "dark", "dark", "dark", "light"])
        #expect(made.readsColorScheme)
        #expect(texts(try made.view(for: [:], textSize: .default, colorScheme: .dark)) == ["dark", "dark", "dark", "dark", "light"])
        #expect(!made.notes.contains { $0.message.contains("colorScheme") }, "\(made.notes)")
        // Set everywhere it is read: made once.
        let set = try block(badge + "\nBadge().environment(\\.colorScheme, .dark)")
        #expect(texts(set.initialView) == ["dark"])
        #expect(!set.readsColorScheme)
        #expect(!set.notes.contains { $0.message.contains("colorScheme") || $0.message.contains("`@Environment`") }, "\(set.notes)")
    }

    /// `@Environment(\.dynamicTypeSize)` (and iOS 13's `\.sizeCategory`) reads the text size of
    /// the configuration being laid out: a block whose views read it is made again for each text
    /// size, so the usual "stack vertically at accessibility sizes" switches where SwiftUI's
    /// does; `.dynamicTypeSize(_:)` sets it, a range clamps it. `isAccessibilitySize`,
    /// `isAccessibilityCategory` and `<` between sizes are SwiftUI's, in view code and in Swift code.
    @Test func theTextSizeIsTheConfigurations() throws {
        let made = try block("""
            struct Row: View {
                @Environment(\\.dynamicTypeSize) private var size
                @Environment(\\.sizeCategory) private var category
                var stacked: Bool { size >= .accessibility1 }
                var body: some View {
                    if stacked {
                        VStack { Text(size.isAccessibilitySize ? "big" : "?"); Text(category.isAccessibilityCategory ? "big" : "?") }
                    } else {
                        HStack { Text(category < .accessibilityMedium ? "small" : "?"); Text(size == .large ? "large" : size == .xSmall ? "xSmall" : size == .xxxLarge ? "xxxLarge" : "other") }
                    }
                }
            }
            VStack {
                Row()
                Row().dynamicTypeSize(.accessibility2)
                Row().dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            """)
        #expect(made.readsTextSize)
        #expect(texts(made.initialView) == ["small", "large", "big", "big", "small", "large"])
        let accessibility3 = try made.view(for: [:], textSize: .accessibility3)
        #expect(texts(accessibility3) == ["big", "big", "big", "big", "small", "xxxLarge"])
        #expect(texts(try made.view(for: [:], textSize: .xSmall)) == ["small", "xSmall", "big", "big", "small", "xSmall"])
        // The production path: the layouter makes the views for the size it lays out at.
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        let (view, _) = try layouter.engineTree(made, state: [:], dynamicTypeSize: .accessibility3)
        #expect(view.allViews.filter { $0.kind == "VStack" }.count == 3, "\(view.allViews.map(\.kind))")
        #expect(try layouter.engineTree(made, state: [:], dynamicTypeSize: .large).view.allViews.filter { $0.kind == "VStack" }.count == 2)
        // Declared beside the block's own views, as at the top of a body.
        let top = try block("""
            @Environment(\\.dynamicTypeSize) var size
            if size.isAccessibilitySize { VStack { Text("a") } } else { HStack { Text("a") } }
            """)
        #expect(top.readsTextSize && top.initialView.kind == "HStack")
        #expect(try top.view(for: [:], textSize: .accessibility1).kind == "VStack")
        // A block that reads no text size is made once for all of them.
        #expect(try !block(badge + "\nBadge()").readsTextSize)
        #expect(try !block("""
            struct Row: View {
                @Environment(\\.dynamicTypeSize) private var size
                var body: some View { Text(size.isAccessibilitySize ? "big" : "small") }
            }
            Row().dynamicTypeSize(.xLarge)
            """).readsTextSize)
    }

    /// `@ScaledMetric` is the number as written at the default text size and scales at every
    /// other as its text style's font does (Apple, "ScaledMetric", "init(wrappedValue:relativeTo:)";
    /// UIKit, "UIFontMetrics.scaledValue(for:)"): body 17 pt at large, 23 at xxxLarge, 53 at
    /// accessibility5; title 28 and 34. It was an app-provided value: dropped with a note that it
    /// "has no effect on a static page", its reads drawn as stand-ins (a Fruta-style nutrition
    /// row written here, `@ScaledMetric private var barHeight: CGFloat = 6`).
    @Test func aScaledMetricScalesWithTheTextSize() throws {
        let made = try block("""
            @ScaledMetric(relativeTo: .title) var gap = 14.0
            struct Swatch: View {
                @ScaledMetric private var side: CGFloat = 17
                var body: some View {
                    HStack(spacing: gap) { Color.red.frame(width: side, height: side).id("red"); wide().id("blue") }
                }
                func wide() -> some View { Color.blue.frame(width: side * 2, height: 4) }
            }
            VStack {
                Swatch().id("page")
                Swatch().dynamicTypeSize(.accessibility5).id("set")
            }
            """)
        #expect(made.readsTextSize)
        #expect(!made.notes.contains { $0.id == .standIn || $0.message.contains("ScaledMetric") }, "\(made.notes)")
        let layouter = BlockLayouter(measurer: FixedAdvanceTextMeasurer())
        func sides(_ size: DynamicTypeSize) throws -> [Double] {
            let nodes = try layouter.layout(made, width: 400, dynamicTypeSize: size).nodes.filter { $0.kind == "Color" }
            return nodes.flatMap { [$0.width, $0.height] }
        }
        #expect(try sides(.large) == [17, 17, 34, 4, 53, 53, 106, 4])
        #expect(try sides(.xxxLarge) == [23, 23, 46, 4, 53, 53, 106, 4])
        let swatch = try layouter.layout(made, width: 400, dynamicTypeSize: .xxxLarge).nodes.filter { $0.kind == "Color" }
        // The block's own metric at xxxLarge: 14 × 34 / 28 = 17 between the two colours.
        #expect(abs(swatch[1].x - (swatch[0].x + swatch[0].width) - 17) < 1e-9, "\(swatch)")
    }

    /// `.disabled(true)` turns `\.isEnabled` off for the views inside (its default is `true`),
    /// and `disabled(false)` inside cannot turn it back on (Apple, "disabled(_:)": "The higher
    /// views in a view hierarchy can override the value you set on this view").
    @Test func disabledSetsIsEnabled() throws {
        let made = try block("""
            struct Tag: View {
                @Environment(\\.isEnabled) var isEnabled
                var body: some View { Text(isEnabled ? "on" : "off") }
            }
            VStack {
                Tag()
                Tag().disabled(true)
                HStack { Tag().disabled(false) }.disabled(true)
                Tag().disabled(false)
            }
            """)
        #expect(texts(made.initialView) == ["on", "off", "off", "on"])
    }

    /// A key the page has no value of its own for (`\.dismiss`, a size class) is the app's and
    /// stands in, as before, with the note that the wrapper has no effect; set by a modifier
    /// around the view, it reads what was set.
    @Test func otherKeysStandInUnlessSet() throws {
        let made = try block("""
            struct Cell: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View { Text(sizeClass == .regular ? "wide" : "narrow") }
            }
            VStack {
                Cell()
                Cell().environment(\\.horizontalSizeClass, .regular)
            }
            """)
        #expect(texts(made.initialView) == ["narrow", "wide"])
        #expect(made.notes.contains { $0.message.contains("`@Environment`") })
    }

    /// The app's own keys, pasted with the views: `@Entry var name: Type = value` (iOS 18,
    /// Apple, "Entry()"), or a property over a key type's storage (`self[Key.self]`, Apple,
    /// "EnvironmentKey": `defaultValue`). A view reads the default where nothing sets the key,
    /// and what `.environment(\.key, value)` sets where something does, without the note that
    /// the modifier has no effect. `extension EnvironmentValues` was refused ("extensions of
    /// `EnvironmentValues` are not supported"), failing the whole block.
    @Test func theAppsOwnKeysHaveTheirDefaults() throws {
        let made = try block("""
            private struct GreetingKey: EnvironmentKey { static let defaultValue = "hello" }
            private struct NameKey: EnvironmentKey { static var defaultValue: String { "Ann" } }
            extension EnvironmentValues {
                var greeting: String {
                    get { self[GreetingKey.self] }
                    set { self[GreetingKey.self] = newValue }
                }
                var name: String { return self[NameKey.self] }
                var missing: String { self[NotPastedKey.self] }
                @Entry var count: Int = 2
                @Entry var note: String?
            }
            struct Card: View {
                @Environment(\\.greeting) private var greeting
                @Environment(\\.name) private var name
                @Environment(\\.count) private var count
                @Environment(\\.note) private var note
                var body: some View { Text("\\(greeting) \\(name) \\(count) \\(note ?? "-")") }
            }
            VStack {
                Card()
                Card().environment(\\.greeting, "hi").environment(\\.count, 5).environment(\\.note, "n")
            }
            """)
        #expect(texts(made.initialView) == ["hello Ann 2 -", "hi Ann 5 n"])
        #expect(!made.notes.contains { $0.message.contains("have no effect") || $0.message.contains("has no effect") }, "\(made.notes)")
        // A key type that was not pasted is the app's: its value stands in.
        let missing = try block("""
            extension EnvironmentValues { var theme: String { self[ThemeKey.self] } }
            struct Card: View {
                @Environment(\\.theme) private var theme
                var body: some View { Text(theme) }
            }
            Card()
            """)
        #expect(texts(missing.initialView) == ["theme"])
        #expect(missing.notes.contains { $0.message.hasPrefix("`theme` is not defined in this block; drawn as stand-ins") }, "\(missing.notes)")
        // Anything else in the extension is refused where it is written.
        let refused = diagnostics("""
            extension EnvironmentValues { func twice() -> Int { 2 } }
            Text("a")
            """)
        #expect(refused.count == 1 && refused.first?.line == 10 && refused.first?.message == "this member of `EnvironmentValues` is not supported", "\(refused)")
        let computed = diagnostics("""
            extension EnvironmentValues { var twice: Int { 2 } }
            Text("a")
            """)
        #expect(computed.first?.message == "`EnvironmentValues.twice` does not read a key", "\(computed)")
    }

    /// A container that sets a key on content it was given (`content.environment(\.colorScheme,
    /// .dark)` in its body) sets it on views the page made where the container was written
    /// (a page makes a body when its view is made, SwiftUI when it draws it): they read the
    /// value around that call, and a warning at `content` says so, unless the value there is
    /// the one set.
    @Test func contentMadeBeforeAContainersEnvironmentIsSaid() throws {
        let card = """
            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { content.environment(\\.colorScheme, .dark).padding() }
            }
            """
        let made = try block(badge + "\n" + card + "\nCard { Badge() }")
        #expect(texts(made.initialView) == ["light"])
        let said = made.notes.filter { $0.message.hasPrefix("the views in `content` were made before this `.environment`") }
        #expect(said.count == 1 && said.first?.line == 16, "\(made.notes)")
        let around = try block(badge + "\n" + card + "\nCard { Badge() }.environment(\\.colorScheme, .dark)")
        #expect(texts(around.initialView) == ["dark"])
        #expect(!around.notes.contains { $0.message.contains("were made before") }, "\(around.notes)")
    }

    /// An observable object handed down with `.environment(_:)` (`@Observable`, read by
    /// `@Environment(Store.self)`) or `.environmentObject(_:)` (`ObservableObject`, read by
    /// `@EnvironmentObject`) is the one the views inside read, through containers and declared
    /// views (Apple, "Environment": "Read an observable object ... by calling the
    /// `Environment` property wrapper with the object's type"; "EnvironmentObject": supplied by
    /// "a parent or ancestor view"). It stood in as the app's model, a build error, even where
    /// the block made and handed it, as a `#Preview` does. Where nothing hands it, it is the
    /// app's, and stands in as before.
    @Test func anObservableObjectHandedDownIsTheOneRead() throws {
        let code = """
            @Observable final class Store {
                var items = ["Apples", "Pears"]
            }
            final class Settings: ObservableObject {
                @Published var title = "Fruit"
            }
            struct Shelf: View {
                @Environment(Store.self) private var store
                @EnvironmentObject var settings: Settings
                var body: some View {
                    VStack {
                        Text(settings.title)
                        ForEach(store.items, id: \\.self) { Text($0) }
                        Count()
                    }
                }
            }
            struct Count: View {
                @Environment(Store.self) var store
                var body: some View {
                    let count = store.items.count
                    return Text("\\(count) kinds")
                }
            }
            """
        let made = try block(code + """

            VStack { Shelf() }
                .environment(Store())
                .environmentObject(Settings())
            """)
        #expect(texts(made.initialView) == ["Fruit", "Apples", "Pears", "2 kinds"])
        #expect(made.notes.allSatisfy { $0.severity == .note && !$0.message.contains("environment") }, "\(made.notes)")
        let alone = try block(code + "\nShelf()")
        #expect(alone.notes.contains { $0.id == .standIn && $0.message.contains("`store") }, "\(alone.notes)")
        #expect(alone.notes.contains { $0.message.contains("`@Environment`") }, "\(alone.notes)")
    }
}
