// Custom `Layout` types that Swift code registers under a name for layout blocks to use.

import TrellisLayout

/// The custom layouts a site offers its layout blocks, by name.
///
/// A Swift user (or the site's theme) registers a `Layout` under a name and the arguments
/// it takes; blocks then write `Name(arg: value) { ... }` or `AnyLayout(Name())` as in
/// SwiftUI. The parameters are checked like any view's, so a misspelt label is an error at
/// its position, not a crash in the layout.
///
///     var layouts = LayoutRegistry()
///     layouts.register("FlowLayout", parameters: [Parameter("spacing", .number)]) { arguments in
///         FlowLayout(spacing: arguments.number("spacing") ?? 8)
///     }
public struct LayoutRegistry: Sendable {
    /// Builds a layout from a block's checked arguments.
    public typealias Factory = @Sendable (LayoutArguments) throws -> any Layout

    struct Entry: Sendable {
        var parameters: [Parameter]
        var make: Factory
    }

    private(set) var entries: [String: Entry] = [:]

    public init() {}

    /// The layouts every site offers: the WWDC22 session's (under its names and without the
    /// `My` prefix) and the SwiftUI Field Guide's flow layout.
    public static let standard: LayoutRegistry = {
        var registry = LayoutRegistry()
        for name in ["EqualWidthHStack", "MyEqualWidthHStack"] { registry.register(name) { _ in EqualWidthHStack() } }
        for name in ["EqualWidthVStack", "MyEqualWidthVStack"] { registry.register(name) { _ in EqualWidthVStack() } }
        for name in ["RadialLayout", "MyRadialLayout"] { registry.register(name) { _ in RadialLayout() } }
        registry.register("FlowLayout", parameters: [
            Parameter("alignment", .alignment), Parameter("spacing", .optional(.number)),
            Parameter("horizontalSpacing", .optional(.number)), Parameter("verticalSpacing", .optional(.number)),
        ]) { arguments in
            let alignment = BlockLowering.alignments[arguments.member("alignment") ?? ""] ?? .topLeading
            if arguments.value("horizontalSpacing") != nil || arguments.value("verticalSpacing") != nil {
                return FlowLayout(alignment: alignment, horizontalSpacing: arguments.number("horizontalSpacing") ?? arguments.number("spacing"),
                                  verticalSpacing: arguments.number("verticalSpacing") ?? arguments.number("spacing"))
            }
            return FlowLayout(alignment: alignment, spacing: arguments.number("spacing"))
        }
        return registry
    }()

    /// Makes `name` usable in blocks as a container (`Name { ... }`) and a layout value.
    public mutating func register(_ name: String, parameters: [Parameter] = [], make: @escaping Factory) {
        entries[name] = Entry(parameters: parameters, make: make)
    }

    /// The names registered so far.
    public var names: [String] { entries.keys.sorted() }

    /// SwiftUI's vocabulary plus every registered layout.
    public var catalog: ViewCatalog {
        var catalog = ViewCatalog.builtIn
        for (name, entry) in entries { catalog.addLayout(named: name, parameters: entry.parameters) }
        return catalog
    }

    func layout(named name: String, arguments: [BlockArgument]) throws -> (any Layout)? {
        guard let entry = entries[name] else { return nil }
        return try entry.make(LayoutArguments(arguments))
    }
}
