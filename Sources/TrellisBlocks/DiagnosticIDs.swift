// The kinds of layout-block diagnostic that code decides on, by id (never by their words).

import TrellisMarkup

extension DiagnosticID {
    private static func blocks(_ id: String) -> DiagnosticID { DiagnosticID(domain: "TrellisBlocks", id: id) }

    /// A name nothing in scope declares (`unknown name `x``): the app's, taken for a stand-in
    /// unless it is a near miss of one the block has.
    static let unknownName = blocks("unknown-name")
    /// A member a known type lacks (`Color.teel`, `.fixedd` as a grid item size, a date style).
    static let unknownMember = blocks("unknown-member")
    /// A function, or an assigned variable, that layout code does not declare.
    static let unknownFunction = blocks("unknown-function")
    /// A freestanding macro the page has no expansion of (`#localize("title")` of the app's
    /// macro package): where a view reads it, its value stands in as the app's names do.
    static let unknownMacro = blocks("unknown-macro")
    static let unknownView = blocks("unknown-view")
    static let unknownModifier = blocks("unknown-modifier")
    /// Names a block reads and does not define, drawn as stand-ins: a warning while an author
    /// works, an error in `trellis build` unless the block or the site publishes them.
    public static let standIn = blocks("stand-in")
    /// A modifier that changes only the look (`.mask` of a view, `.visualEffect`), which the
    /// page draws without: the layout is exact, the drawing lacks it.
    public static let undrawnModifier = blocks("undrawn-modifier")
    /// A font named by `.custom(_:size:)`, drawn in the site's text font at the size given.
    public static let substitutedFont = blocks("substituted-font")
    /// A view whose drawing a page cannot run (`Canvas`, `Chart`, `Map`...): laid out at the
    /// size SwiftUI gives it, drawn as a placeholder, and a stand-in.
    public static let undrawnView = blocks("undrawn-view")

    /// A value of the right type that means nothing to the API (`.currency(code: "Sample")`, no
    /// ISO 4217 code): drawn as the app would show it (Foundation writes the bare number), said.
    public static let meaninglessValue = blocks("meaningless-value")

    /// `fatalError(...)` reached: a trap the app's author wrote, which a body reaches when the
    /// app's value (a stand-in) chose its branch, and then is read again with stand-ins holding.
    static let trap = blocks("trap")

    /// The ids of a name the block cannot resolve: a modifier that takes the app's values
    /// (`UnsupportedSwiftUI.lenientModifiers`) is kept without effect when its argument fails so.
    static let unresolvedNames: Set<DiagnosticID> = [.unknownName, .unknownMember, .unknownFunction, .unknownView, .unknownModifier]
}

extension Diagnostic {
    /// `self` marked with `id`, about `subject` (the name it concerns).
    func identified(_ id: DiagnosticID, subject: String? = nil) -> Diagnostic {
        var marked = self
        marked.id = id
        marked.subject = subject
        return marked
    }
}
