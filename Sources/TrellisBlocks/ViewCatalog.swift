// Every view and modifier a layout block may use, with SwiftUI's signatures.

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
