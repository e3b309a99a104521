// Every view and modifier a layout block may use, with SwiftUI's signatures.

/// How the interpreter treats a view's content.
public enum ViewRole: Hashable, Sendable {
    /// A view with no special handling.
    case plain
    /// `ForEach`: expands into its content once per element; not a node itself.
    case forEach
    /// `Picker`: its children's `.tag(...)` values are its selection's possible values.
    case picker
    /// `Toggle`: its `isOn` binding is a Bool with two values.
    case toggle
}

/// A view the language knows.
public struct ViewSpec: Hashable, Sendable {
    public var name: String
    public var signatures: [Signature]
    public var role: ViewRole

    public init(_ name: String, _ signatures: [Signature], role: ViewRole = .plain) {
        self.name = name
        self.signatures = signatures
        self.role = role
    }
}

/// A modifier the language knows.
public struct ModifierSpec: Hashable, Sendable {
    public var name: String
    public var signatures: [Signature]
    /// The view kinds it applies to (`fill` only to shapes); `nil` = every view.
    public var appliesTo: Set<String>?

    public init(_ name: String, _ signatures: [Signature], appliesTo: Set<String>? = nil) {
        self.name = name
        self.signatures = signatures
        self.appliesTo = appliesTo
    }
}

/// The vocabulary of layout blocks: built-in views and modifiers plus registered layouts.
public struct ViewCatalog: Sendable {
    public private(set) var views: [String: ViewSpec] = [:]
    public private(set) var modifiers: [String: ModifierSpec] = [:]
    /// Layout types usable as values (`HStackLayout()`), mapped to the view kind they lay out as.
    public private(set) var layoutTypes: [String: String] = [:]

    public init() {}

    /// SwiftUI's views and modifiers, plus the layouts every site has
    /// (`LayoutRegistry.standard`: the session's and the Field Guide's).
    public static let standard: ViewCatalog = LayoutRegistry.standard.catalog

    /// SwiftUI's views and modifiers alone.
    public static let builtIn: ViewCatalog = {
        var catalog = ViewCatalog()
        for view in ViewCatalog.builtInViews { catalog.add(view) }
        for modifier in ViewCatalog.builtInModifiers { catalog.add(modifier) }
        for (type, kind) in ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"] {
            catalog.layoutTypes[type] = kind
        }
        return catalog
    }()

    public mutating func add(_ view: ViewSpec) { views[view.name] = view }
    public mutating func add(_ modifier: ModifierSpec) { modifiers[modifier.name] = modifier }

    /// Adds a layout usable both as a container view (`Name { ... }`) and as a value
    /// (`AnyLayout(Name())`).
    public mutating func addLayout(named name: String, parameters: [Parameter]) {
        views[name] = ViewSpec(name, [Signature(parameters + [Parameter("content", .builder)])])
        layoutTypes[name] = name
    }

    /// Every name a view call may use, for "did you mean" hints.
    var viewNames: [String] { Array(views.keys) + Array(layoutTypes.keys) }
}

// MARK: - Shared member sets

extension ParameterKind {
    static let horizontalAlignment = ParameterKind.members("a horizontal alignment", ["leading", "center", "trailing"])
    static let verticalAlignment = ParameterKind.members(
        "a vertical alignment", ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"])
    static let alignment = ParameterKind.members("an alignment", [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
        "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline",
    ])
    static let unitPoint = ParameterKind.members("a unit point", [
        "zero", "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing",
        "bottomLeading", "bottomTrailing",
    ])
    static let textAlignment = ParameterKind.members("a text alignment", ["leading", "center", "trailing"])
    static let truncationMode = ParameterKind.members("a truncation mode", ["head", "middle", "tail"])
    static let fontWeight = ParameterKind.members("a font weight", [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ])
    static let fontDesign = ParameterKind.members("a font design", ["default", "serif", "rounded", "monospaced"])
    static let dynamicTypeSize = ParameterKind.members("a dynamic type size", DynamicTypeSizeName.all)
    static let buttonStyle = ParameterKind.members(
        "a button style", ["automatic", "bordered", "borderedProminent", "borderless", "plain"])
    static let pickerStyle = ParameterKind.members(
        "a picker style", ["automatic", "segmented", "menu", "inline", "palette", "radioGroup", "wheel"])
    static let textStyle = ParameterKind.members("a text style", FontName.textStyles)
    static let contentMode = ParameterKind.members("a content mode", ["fit", "fill"])
}

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
}

/// SwiftUI names that layout blocks deliberately do not support, with what to write instead:
/// a better answer than "unknown view" for an author who knows SwiftUI.
enum UnsupportedSwiftUI {
    static let views: [String: String] = [
        "ScrollView": "the page scrolls by itself; put the content in a VStack or HStack",
        "List": "use a VStack (with Divider() between rows) or a Grid",
        "LazyVStack": "a static page has no lazy loading; use VStack",
        "LazyHStack": "a static page has no lazy loading; use HStack",
        "LazyVGrid": "use Grid with GridRow, which sizes every cell",
        "LazyHGrid": "use Grid with GridRow, which sizes every cell",
        "GeometryReader": "use a custom Layout registered with the site, or frames and ViewThatFits",
        "NavigationStack": "a page is already a destination; link with Link(destination:)",
        "NavigationView": "a page is already a destination; link with Link(destination:)",
        "TabView": "use a Picker with state to switch content",
        "Form": "use VStack",
        "Label": "write HStack { Image(systemName:); Text(...) }",
        "TextField": "pages are static: there is nothing to type into",
        "Slider": "pages are static; a Picker with a few values can stand in",
        "Stepper": "pages are static; a Picker with a few values can stand in",
    ]
    static let modifiers: [String: String] = [
        "onTapGesture": "pages have no actions; state changes through Picker and Toggle",
        "onAppear": "pages have no actions",
        "navigationTitle": "the page's title comes from its front matter",
        "alignmentGuide": "alignment guides take closures, which blocks do not evaluate; use alignment: parameters",
        "shadow": "not drawn yet; use a background or border",
        "rotationEffect": "not drawn yet",
        "scaleEffect": "not drawn yet",
    ]
}
