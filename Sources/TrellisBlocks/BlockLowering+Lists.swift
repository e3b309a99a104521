// Lists, forms, sections, navigation and lazy containers, drawn as iOS draws them.

import TrellisLayout
import TrellisMarkup

/// iOS's list and navigation metrics (iPhone, iOS 17, the Large text size), in points.
///
/// Sources: UIKit's documented defaults (a table row is 44 pt, SwiftUI's
/// `defaultMinListRowHeight` is 44; a navigation bar is 44 pt and a large title adds 52 pt;
/// the Human Interface Guidelines' 10 pt corner of grouped sections), the layout margins of
/// a 390-pt-wide iPhone (16 pt) and Apple's system colours. The vertical row inset and the
/// gaps around headers are chosen so a Toggle row is 44 pt tall as in Settings and a
/// header sits over its rows as there; they were not measured on a device.
enum ListMetrics {
    static let rowMinHeight = 44.0
    /// Around a row's content: 20 pt to the sides, 6 pt above and below.
    static let rowInsets = EdgeInsets(top: 6, leading: 20, bottom: 6, trailing: 20)
    /// An inset grouped section's distance from the list's sides.
    static let sectionMargin = 16.0
    static let sectionCornerRadius = 10.0
    /// Between sections, and above the first and below the last.
    static let sectionSpacing = 35.0
    /// Above a section header (the header's own text makes up the rest of the gap).
    static let headerTopSpacing = 17.0
    /// Between a header and its rows, and between the rows and a footer.
    static let headerGap = 7.0
    static let separatorThickness = 0.5
    static let navigationBarHeight = 44.0
    /// A large title's insets: with its 41-pt line, the 52 pt below the bar.
    static let largeTitleInsets = EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16)
}

/// A list's look, from `.listStyle(...)` (and always `insetGrouped` for a `Form`).
enum ListLook: String {
    /// Sections as rounded cards inset from the sides, on a grey background (iOS's default).
    case insetGrouped
    /// Sections as full-width bands on a grey background.
    case grouped
    /// Rows edge to edge on the screen's background, no cards.
    case plain

    init(style: String) {
        switch style {
        case "plain", "inset": self = .plain
        case "grouped": self = .grouped
        default: self = .insetGrouped
        }
    }
}

extension BlockLowering {
    static let collectionViews: [String: ViewLowering] = [
        "List": { lowering, view, environment in try lowering.list(view, look: ListLook(style: environment.listStyle), in: environment) },
        "Form": { lowering, view, environment in try lowering.list(view, look: .insetGrouped, in: environment) },
        // An iPhone's table: its first column's cells as a plain list's rows (`Interpreter.table`).
        // Apple documents that a compact table shows its first column, not how it draws it:
        // rows edge to edge is this page's choice.
        "Table": { lowering, view, environment in try lowering.list(view, look: .plain, in: environment) },
        "Section": { lowering, view, environment in
            // Outside a list a section is its header, content and footer in the enclosing stack.
            let parts = try lowering.sectionParts(view, look: .plain, in: environment)
            return .group((parts.header.map { [$0] } ?? []) + parts.rows.map(\.node) + (parts.footer.map { [$0] } ?? []))
        },
        "NavigationStack": { lowering, view, environment in try lowering.navigationStack(view, in: environment) },
        "NavigationView": { lowering, view, environment in try lowering.navigationStack(view, in: environment) },
        "NavigationSplitView": { lowering, view, environment in
            // Collapsed on an iPhone it shows one column: the sidebar, or the column
            // `preferredCompactColumn` binds ("the column to show when the split view is
            // collapsed", Apple, `init(columnVisibility:preferredCompactColumn:sidebar:detail:)`).
            let column = Self.memberName(lowering.boundValue(view.argument("preferredCompactColumn")))
            if let column, column != "sidebar", case .views(let shown)? = view.argument(column) {
                var collapsed = view
                collapsed.children = shown
                return try lowering.navigationStack(collapsed, in: environment)
            }
            return try lowering.navigationStack(view, in: environment)
        },
        "NavigationLink": { lowering, view, environment in
            // Outside a list a navigation link is a button-like link in the tint colour.
            let label = try lowering.linkLabel(view, in: environment)
            return Button { label }.node
        },
        "LazyVStack": { lowering, view, environment in
            // A lazy stack takes the whole width it is offered (a VStack hugs its content)
            // and aligns its rows in it.
            let alignment = lowering.horizontalAlignment(view.argument("alignment"))
            return ViewNode(layout: try lowering.spacedLayout(view, environment) { VStackLayout(alignment: alignment, spacing: $0) },
                            kind: ViewKind(name: "LazyVStack"), children: try lowering.children(of: view, in: environment))
                .frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
        },
        "LazyHStack": { lowering, view, environment in
            let alignment = lowering.verticalAlignment(view.argument("alignment"))
            return ViewNode(layout: try lowering.spacedLayout(view, environment) { HStackLayout(alignment: alignment, spacing: $0) },
                            kind: ViewKind(name: "LazyHStack"), children: try lowering.children(of: view, in: environment))
                .frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
        },
        "LazyVGrid": { lowering, view, environment in try lowering.lazyGrid(view, axis: .vertical, in: environment) },
        "LazyHGrid": { lowering, view, environment in try lowering.lazyGrid(view, axis: .horizontal, in: environment) },
    ]

    /// A `LazyVGrid` (columns) or `LazyHGrid` (rows). Tracks or spacing computed from a
    /// GeometryReader's size (`GridItem(.adaptive(minimum: proxy.size.width / 3))`) are
    /// made again for each size the reader has, as SwiftUI reads them at each layout.
    func lazyGrid(_ view: BlockView, axis: Axis, in environment: LoweringEnvironment) throws -> ViewNode {
        let tracks = view.argument(axis == .vertical ? "columns" : "rows")
        let spacing = view.argument("spacing")
        let alignment = axis == .vertical
            ? Alignment(horizontal: horizontalAlignment(view.argument("alignment")), vertical: .center)
            : Alignment(horizontal: .center, vertical: verticalAlignment(view.argument("alignment")))
        let location = view.location
        let this = self
        @Sendable func layout(_ tracks: Value?, _ spacing: Value?) throws -> LazyGridLayout {
            LazyGridLayout(axis: axis, items: try this.gridItems(tracks, at: location), alignment: alignment, spacing: this.number(spacing))
        }
        let kind = ViewKind(name: axis == .vertical ? "LazyVGrid" : "LazyHGrid")
        let children = try children(of: view, in: environment)
        guard tracks?.readsGeometry == true || spacing?.readsGeometry == true else {
            return ViewNode(layout: try layout(tracks, spacing), kind: kind, children: children)
        }
        guard let box = environment.geometry else {
            throw error("this value needs the size of a `GeometryReader` around it", at: location)
        }
        // What does not depend on the size is checked now, once, at a reader of size zero.
        let atZero = try layout(tracks?.resolvingGeometry(in: .zero), spacing?.resolvingGeometry(in: .zero))
        return ViewNode(layout: GeometryDependentLayout(box: box) { size in
            (try? layout(tracks?.resolvingGeometry(in: size), spacing?.resolvingGeometry(in: size))) ?? atZero
        }, kind: kind, children: children)
    }

    // MARK: - Lists and forms

    /// A `List` or `Form`: its sections (loose rows between sections form sections of their
    /// own, as in SwiftUI), stacked in a vertical scroll region on the list's background.
    func list(_ view: BlockView, look: ListLook, in environment: LoweringEnvironment) throws -> ViewNode {
        var sections: [ViewNode] = []
        var loose: [BlockView] = []
        func flush() throws {
            guard !loose.isEmpty else { return }
            sections.append(try section(rows: loose, header: nil, footer: nil, look: look, in: environment))
            loose = []
        }
        for child in Self.flattenedGroups(view.children) {
            if child.kind == "Section" {
                try flush()
                // The section's own environment modifiers (`.listSectionMargins(.top, 0)`,
                // `.listRowSpacing(4)`) apply to it alone, the innermost winning.
                let sectionEnvironment = try ownEnvironment(of: child, in: environment)
                let parts = try sectionParts(child, look: look, in: sectionEnvironment)
                sections.append(section(parts, look: look, in: sectionEnvironment).withID(child))
            } else {
                loose.append(child)
            }
        }
        try flush()
        let spacing = look == .plain ? 0 : ListMetrics.sectionSpacing
        let stack = ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), kind: .vStack, children: sections)
            .padding(EdgeInsets(top: 0, leading: 0, bottom: spacing, trailing: 0))
        // `.scrollContentBackground(.hidden)` leaves the list clear, for a background of the author's.
        let hidesBackground = view.modifiers.contains { $0.name == "scrollContentBackground" && Self.memberName($0.argument(nil)) == "hidden" }
        let background: Color? = hidesBackground ? nil : look == .plain ? .systemBackground : .systemGroupedBackground
        return ViewNode(layout: ScrollViewLayout(axes: .vertical), kind: ViewKind(name: view.kind), children: [stack])
            .drawing {
                $0.background = background
                $0.scrollAxes = .vertical
            }
    }

    /// `Group { ... }` inside a list is its views, so sections inside one are found.
    private static func flattenedGroups(_ views: [BlockView]) -> [BlockView] {
        views.flatMap { $0.kind == "Group" && $0.modifiers.isEmpty ? flattenedGroups($0.children) : [$0] }
    }

    /// A section's header and footer (drawn in the list's header style) and its rows.
    struct SectionParts {
        var header: ViewNode?
        var rows: [ListRow]
        var footer: ViewNode?
    }

    /// A row of a list: its node, and whether a hairline separates it from the next one.
    struct ListRow {
        var node: ViewNode
        var separatorInset: Double?
        /// `.listRowSeparatorTint(.red)` (Apple, "listRowSeparatorTint(_:edges:)"): the
        /// separator's colour, else the system's.
        var separatorColor: Color?
    }

    func sectionParts(_ view: BlockView, look: ListLook, in environment: LoweringEnvironment) throws -> SectionParts {
        var headerEnvironment = environment
        var footerEnvironment = environment
        footerEnvironment.font = .footnote
        switch look {
        case .plain:
            headerEnvironment.font = .headline
        case .grouped, .insetGrouped:
            // Grouped lists draw headers in capitals: SwiftUI applies `.textCase(.uppercase)`
            // to them (authors write `.textCase(nil)` to keep their case).
            headerEnvironment.font = .footnote
            headerEnvironment.textCase = "uppercase"
        }
        func slot(_ label: String?, in slotEnvironment: LoweringEnvironment) throws -> ViewNode? {
            let views: [BlockView]
            switch view.argument(label) {
            case .view(let one)?: views = [one]
            case .views(let many)?: views = many
            case .string(let title)?: views = [syntheticText(title, at: view.location)]
            default: return nil
            }
            let nodes = try views.map { try lower($0, in: slotEnvironment) }
            return nodes.count == 1 ? nodes[0] : ViewNode(layout: VStackLayout(alignment: .leading), kind: .vStack, children: nodes)
        }
        // `Section("Pets")` titles its header; `header:` is a view or a builder.
        let header = try (slot(nil, in: headerEnvironment) ?? slot("header", in: headerEnvironment))
            .map { look == .plain ? $0 : $0.drawing { $0.foreground = .secondary } }
        let footer = try slot("footer", in: footerEnvironment)?.drawing { $0.foreground = .secondary }
        // `Section("Shelf", isExpanded: $open)`: its rows only while expanded.
        let isCollapsed = boundValue(view.argument("isExpanded")) == .bool(false)
        let rows = isCollapsed ? [] : try Self.flattenedGroups(view.children).map { try row($0, look: look, in: environment) }
        return SectionParts(header: header, rows: rows, footer: footer)
    }

    /// Loose rows as a section of their own.
    private func section(rows: [BlockView], header: ViewNode?, footer: ViewNode?, look: ListLook, in environment: LoweringEnvironment) throws -> ViewNode {
        section(SectionParts(header: header, rows: try rows.map { try row($0, look: look, in: environment) }, footer: footer), look: look, in: environment)
    }

    /// A section: its header over its rows (a card in grouped looks, separated by hairlines
    /// inset to the content's leading edge), its footer below. Rows `.listRowSpacing(_:)` sets
    /// apart are each a card of their own, the gap between them in place of the hairline.
    private func section(_ parts: SectionParts, look: ListLook, in environment: LoweringEnvironment) -> ViewNode {
        var rows = parts.rows.map(\.node)
        let rowSpacing = environment.listRowSpacing ?? 0
        if rowSpacing > 0, look != .plain {
            let cards = rows.map { row in
                row.drawing {
                    $0.background = $0.background ?? .secondarySystemGroupedBackground
                    if look == .insetGrouped { $0.cornerRadius = ListMetrics.sectionCornerRadius }
                }
            }
            return section(parts, cards: ViewNode(layout: VStackLayout(alignment: .leading, spacing: rowSpacing), kind: ViewKind(name: "Section"),
                                                  children: cards), look: look, in: environment)
        }
        for index in rows.indices.dropLast() {
            guard let inset = parts.rows[index].separatorInset else { continue }
            let color = parts.rows[index].separatorColor ?? .separator
            rows[index] = rows[index].overlay(alignment: .bottom) {
                color.frame(height: ListMetrics.separatorThickness)
                    .padding(EdgeInsets(top: 0, leading: inset, bottom: 0, trailing: 0))
            }
        }
        var card = ViewNode(layout: VStackLayout(alignment: .leading, spacing: rowSpacing), kind: ViewKind(name: "Section"), children: rows)
        if look != .plain {
            card = card.drawing {
                $0.background = .secondarySystemGroupedBackground
                if look == .insetGrouped { $0.cornerRadius = ListMetrics.sectionCornerRadius }
            }
        }
        return section(parts, cards: card, look: look, in: environment)
    }

    /// A section's header, its rows' `cards` and its footer, stacked with the look's spacing and margins.
    private func section(_ parts: SectionParts, cards card: ViewNode, look: ListLook, in environment: LoweringEnvironment) -> ViewNode {
        let side = ListMetrics.rowInsets.leading
        let margins = environment.listSectionMargins
        var stacked: [ViewNode] = []
        if var header = parts.header {
            let above = margins.top ?? (look == .plain ? 8 : ListMetrics.headerTopSpacing), below = look == .plain ? 8 : ListMetrics.headerGap
            // A header shorter than the least height is that tall, its text at the bottom, over its rows.
            if let least = environment.listHeaderMinHeight { header = header.frame(minHeight: least, alignment: .bottomLeading) }
            stacked.append(header.padding(EdgeInsets(top: above, leading: side, bottom: below, trailing: side)))
            stacked.append(card)
        } else {
            stacked.append(card.padding(EdgeInsets(top: margins.top ?? (look == .plain ? 0 : ListMetrics.sectionSpacing), leading: 0, bottom: 0, trailing: 0)))
        }
        if let footer = parts.footer {
            stacked.append(footer.padding(EdgeInsets(top: ListMetrics.headerGap, leading: side, bottom: 0, trailing: side)))
        }
        let margin = look == .insetGrouped ? ListMetrics.sectionMargin : 0
        return ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), kind: .vStack, children: stacked)
            .padding(EdgeInsets(top: 0, leading: margins.leading ?? margin, bottom: margins.bottom ?? 0, trailing: margins.trailing ?? margin))
    }

    /// One row: its content at the row's insets (`.listRowInsets(...)`, else 20 × 6 pt),
    /// leading-aligned in the row's full width, at least 44 pt tall, on its
    /// `.listRowBackground(...)` if it has one; a hairline below it unless
    /// `.listRowSeparator(.hidden)`. A `NavigationLink` row ends in a chevron; a menu
    /// `Picker` row shows its title before the current value, as a `Form` does.
    private func row(_ view: BlockView, look: ListLook, in environment: LoweringEnvironment) throws -> ListRow {
        var insets = ListMetrics.rowInsets
        if let written = view.modifiers.last(where: { $0.name == "listRowInsets" }) {
            if case .member(let given)? = written.argument(nil) {
                func length(_ edge: String) -> Double { given.argument(edge)?.number ?? 0 }
                insets = EdgeInsets(top: length("top"), leading: length("leading"), bottom: length("bottom"), trailing: length("trailing"))
            } else if written.arguments.count == 2, let length = written.arguments[1].value.number {
                // `.listRowInsets(.vertical, 0)`: those edges at the length, the others the row's own.
                let edges = self.edges(written.arguments[0].value)
                if edges.contains(.top) { insets.top = length }
                if edges.contains(.leading) { insets.leading = length }
                if edges.contains(.bottom) { insets.bottom = length }
                if edges.contains(.trailing) { insets.trailing = length }
            }
        }
        let hidesSeparator = view.modifiers.contains { $0.name == "listRowSeparator" && Self.memberName($0.argument(nil)) == "hidden" }
        let content = try rowContent(view, look: look, in: environment)
        // iOS starts a row's separator under its text (`listRowSeparatorLeading`), so after
        // a label's icon: the symbol's square and the label's spacing.
        let textOffset = Self.labelIconWidth(content).map { $0 + ControlMetrics.labelSpacing } ?? 0
        var node = content
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: environment.listRowMinHeight, alignment: .leading)
        if let written = view.modifiers.last(where: { $0.name == "listRowBackground" }), case .view(let background)? = written.argument(nil) {
            let drawn = try lower(background, in: environment)
            node = node.background { drawn }
        }
        var tint: Color?
        if let written = view.modifiers.last(where: { $0.name == "listRowSeparatorTint" }), let value = written.argument(nil) {
            tint = try color(value, at: written.location)
        }
        return ListRow(node: node, separatorInset: hidesSeparator ? nil : insets.leading + textOffset, separatorColor: tint)
    }

    /// The width of the symbol a row opens with when it is a `Label` (also a toggle's or a
    /// link's label): `nil` for rows that start with text or anything else.
    static func labelIconWidth(_ node: ViewNode) -> Double? {
        func subviews(_ node: ViewNode) -> [ViewNode] {
            switch node.content {
            case .layout(_, let children), .group(let children): children
            case .leaf: []
            }
        }
        var current = node
        for _ in 0..<3 {
            let children = subviews(current)
            if current.kind == ViewKind(name: "Label") {
                guard children.count > 1, case .leaf(let leaf)? = children.first?.content, let symbol = leaf as? SymbolImage else { return nil }
                return symbol.side
            }
            guard let first = children.first else { return nil }
            current = first
        }
        return nil
    }

    private func rowContent(_ view: BlockView, look: ListLook, in rowEnvironment: LoweringEnvironment) throws -> ViewNode {
        var environment = rowEnvironment
        environment.tintsLabelIcons = true
        var content: ViewNode
        switch view.kind {
        case "NavigationLink":
            var label = try linkLabel(view, in: environment)
            if label.count > 1 { label = [ViewNode(layout: HStackLayout(), kind: .hStack, children: label)] }
            // Hidden for the links inside `.navigationLinkIndicatorVisibility(.hidden)`, or for this
            // link when the modifier is its own (Apple, "navigationLinkIndicatorVisibility(_:)").
            let own = view.modifiers.last { $0.name == "navigationLinkIndicatorVisibility" }.map { Self.memberName($0.argument(nil)) == "hidden" }
            let chevron = own ?? environment.hidesLinkIndicators ? [] : [try disclosureChevron(at: view.location, in: environment)]
            // A label that draws nothing (`if activity.isVisit { ... }` where it is not): the row
            // holds the chevron alone.
            content = ViewNode(layout: HStackLayout(spacing: 12), kind: ViewKind(name: "NavigationLink"), children: [
                (label.first ?? .empty).frame(maxWidth: .infinity, alignment: .leading),
            ] + chevron)
            if view.isAuthored { content.id = view.id }
        case "Picker" where Self.pickerDrawing(view.modifiers.last { $0.name == "pickerStyle" }
                                                .flatMap { Self.memberName($0.argument(nil)) } ?? environment.pickerStyle) == "menu":
            // Its title before the choice, unless its labels are hidden (`.labelsHidden()`, its
            // own or around it).
            guard try !ownEnvironment(of: view, in: environment).labelsHidden, let title = try pickerTitle(view, in: environment) else { fallthrough }
            content = ViewNode(layout: HStackLayout(), kind: .hStack, children: [title, Spacer().node, try lower(view, in: environment)])
        default:
            content = try lower(view, in: environment)
        }
        return content
    }

    /// What a menu picker's row shows before the choice: its title, or its `label:` view(s).
    private func pickerTitle(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode? {
        if case .string(let title)? = view.argument(nil), case .string(let symbol)? = view.argument("systemImage") {
            // Apple, "init(_:systemImage:selection:content:)": the title "and the image resource for
            // the picker's label", drawn as a `Label` is.
            return try label(title: title, symbol: symbol, at: view.location, in: environment)
        }
        switch view.argument(nil) ?? view.argument("label") {
        case .string(let text)?: return plainText(text, in: environment)
        case .view(let label)?: return try lower(label, in: environment)
        case .views(let labels)? where labels.count == 1: return try lower(labels[0], in: environment)
        case .views(let labels)? where labels.count > 1:
            return ViewNode(layout: HStackLayout(), kind: .hStack, children: try labels.map { try lower($0, in: environment) })
        default: return nil
        }
    }

    /// The label of a `NavigationLink`: its title or its label views.
    func linkLabel(_ view: BlockView, in environment: LoweringEnvironment) throws -> [ViewNode] {
        if case .string(let title)? = view.argument(nil) { return [try lower(syntheticText(title, at: view.location), in: environment)] }
        return try children(of: view, in: environment)
    }

    /// The chevron at a navigation row's end: `chevron.right`, semibold footnote, tertiary.
    func disclosureChevron(at location: BlockLocation, in environment: LoweringEnvironment) throws -> ViewNode {
        var chevronEnvironment = environment
        chevronEnvironment.font = .footnote
        chevronEnvironment.weight = .semibold
        return try lower(syntheticSymbol("chevron.right", at: location), in: chevronEnvironment).drawing { $0.foreground = .tertiaryLabel }
    }

    /// A `Text` the author did not write (a section's title), lowered like one they did; `parts`
    /// are the views interpolated into a title key (``BlockView/titleParts``), one U+FFFC each.
    func syntheticText(_ string: String, at location: BlockLocation, parts: [BlockView] = []) -> BlockView {
        BlockView(kind: "Text", id: "", isAuthored: false, arguments: [BlockArgument(label: "verbatim", value: .string(string), location: location)],
                  children: parts, location: location)
    }

    /// An `Image(systemName:)` the author did not write (a chevron, a stepper's signs).
    func syntheticSymbol(_ name: String, at location: BlockLocation) -> BlockView {
        BlockView(kind: "Image", id: "", isAuthored: false, arguments: [BlockArgument(label: "systemName", value: .string(name), location: location)],
                  location: location)
    }

    // MARK: - Navigation

    /// A `NavigationStack` (or `NavigationView`) as the top of an iPhone screen: the 44-pt
    /// bar, the large title under it unless the title is inline, then the root view filling
    /// the rest, centred as SwiftUI centres it. The title is the first
    /// `.navigationTitle(...)` inside the stack (not inside a nested stack).
    func navigationStack(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let (title, mode) = Self.navigationTitle(in: view.children)
        var parts: [ViewNode] = []
        if let title, mode != "inline" {
            var large = environment
            large.font = Font.largeTitle.bold()
            parts.append(Color.clear.frame(height: ListMetrics.navigationBarHeight))
            parts.append(try lower(syntheticText(title, at: view.location), in: large)
                .frame(maxWidth: .infinity, alignment: .leading).padding(ListMetrics.largeTitleInsets))
        } else {
            var bar: [ViewNode] = []
            if let title {
                var inline = environment
                inline.font = .headline
                bar = [try lower(syntheticText(title, at: view.location), in: inline)]
            }
            parts.append(ViewNode(layout: ZStackLayout(), kind: .zStack, children: bar)
                .frame(maxWidth: .infinity).frame(height: ListMetrics.navigationBarHeight))
        }
        var content = try children(of: view, in: environment)
        if content.count > 1 { content = [ViewNode(layout: VStackLayout(), kind: .vStack, children: content)] }
        parts.append((content.first ?? .empty).frame(maxWidth: .infinity, maxHeight: .infinity))
        let grouped = view.children.first.map { ["List", "Form"].contains($0.kind) } ?? false
        let stack = ViewNode(layout: VStackLayout(alignment: .leading, spacing: 0), kind: ViewKind(name: view.kind), children: parts)
        if let background = Self.contentModifiers(in: view.children).first(where: { $0.name == "containerBackground" && Self.memberName($0.argument("for")) == "navigation" }) {
            // `.containerBackground(.blue.gradient, for: .navigation)` on its content (Apple,
            // "containerBackground(_:for:)", iOS 18): the stack's background, in place of the system's.
            let layered = BlockModifier(name: "background", arguments: background.arguments.filter { $0.label != "for" }, location: background.location)
            return try layer(stack, layered, environment, overlay: false)
        }
        return stack.drawing { $0.background = grouped ? .systemGroupedBackground : .systemBackground }
    }

    /// The modifiers of a stack's content, in source order, not inside a nested stack: where
    /// its title (``navigationTitle(in:)``) and its `containerBackground(_:for: .navigation)`
    /// are asked for.
    static func contentModifiers(in views: [BlockView]) -> [BlockModifier] {
        views.flatMap { view in
            ["NavigationStack", "NavigationView", "NavigationSplitView"].contains(view.kind) ? [] : view.modifiers + contentModifiers(in: view.children)
        }
    }

    /// The title and display mode a stack's content asks for, the first title in source order.
    static func navigationTitle(in views: [BlockView]) -> (title: String?, mode: String) {
        var title: String?
        var mode = "automatic"
        for modifier in contentModifiers(in: views) {
            switch modifier.name {
            case "navigationTitle", "navigationBarTitle":
                guard title == nil else { continue }
                switch modifier.arguments.first?.value {
                case .string(let text)?: title = text
                case .view(let text)?: if case .string(let string)? = text.argument(nil) ?? text.argument("verbatim") { title = string }
                // The builder's views: the first text among them, a `Label`'s title or a `Text`.
                case .views(let views)?:
                    title = views.lazy.flatMap(\.allViews).compactMap { view -> String? in
                        guard view.kind == "Text" || view.kind == "Label", case .string(let string)? = view.argument(nil) else { return nil }
                        return string
                    }.first
                default: break
                }
                if let displayMode = memberName(modifier.argument("displayMode")) { mode = displayMode }
            case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode":
                mode = memberName(modifier.argument(nil)).map { $0 == "inlineLarge" ? "inline" : $0 } ?? mode
            default: break
            }
        }
        return (title, mode)
    }

    // MARK: - Grids

    /// `[GridItem(.flexible()), GridItem(.fixed(80), spacing: 4)]`, or
    /// `Array(repeating: GridItem(...), count: 3)`, as the engine's grid items.
    func gridItems(_ value: Value?, at location: BlockLocation) throws -> [GridItem] {
        if case .string? = value {
            // The app's columns (`columns: viewModel.columns`), given as the stand-in's text: as
            // many flexible tracks as a stand-in collection has elements.
            return Array(repeating: GridItem(.flexible(minimum: 10, maximum: .infinity)), count: Interpreter.standInElements)
        }
        guard case .array(let elements)? = value else {
            throw error("a lazy grid's tracks are an array of `GridItem`s", at: location,
                        hint: "for example `[GridItem(.flexible()), GridItem(.flexible())]`")
        }
        return try elements.map { element in
            // The app's columns (`columns: viewModel.columns`), standing in: flexible tracks.
            if element.isStandIn { return GridItem(.flexible(minimum: 10, maximum: .infinity)) }
            // `GridItem(.flexible())`, or `.init(spacing: 10)` with the type left to Swift.
            guard case .member(let item) = element, item.base == "GridItem" || (item.base == nil && item.name == "init") else {
                throw error("a lazy grid's tracks are `GridItem`s, found \(element.typeName)", at: location)
            }
            var size = GridItemSize.flexible(minimum: 10, maximum: .infinity)
            if case .member(let kind)? = item.argument(nil) {
                func bound(_ label: String, _ fallback: Double) -> Double {
                    // `.adaptive(minimum: 80)`, also written `.adaptive(80)` in older code.
                    let number = kind.argument(label)?.number ?? (label == "minimum" ? kind.argument(nil)?.number : nil) ?? fallback
                    return number.isNaN ? fallback : max(number, 0)
                }
                switch kind.name {
                case "fixed": size = .fixed(max(kind.argument(nil)?.number ?? 0, 0))
                case "flexible": size = .flexible(minimum: bound("minimum", 10), maximum: bound("maximum", .infinity))
                case "adaptive": size = .adaptive(minimum: bound("minimum", 10), maximum: bound("maximum", .infinity))
                default:
                    throw error("unknown grid item size `.\(kind.name)`", at: location, hint: "use `.fixed(_:)`, `.flexible()` or `.adaptive(minimum:)`", id: .unknownMember)
                }
            }
            return GridItem(size, spacing: item.argument("spacing")?.number, alignment: alignment(item.argument("alignment")))
        }
    }
}

extension ViewNode {
    /// The node named by the author's view, when it was theirs.
    fileprivate func withID(_ view: BlockView) -> ViewNode {
        guard view.isAuthored else { return self }
        var node = self
        node.id = view.id
        return node
    }
}

// MARK: - Tabs

extension BlockLowering {
    /// iOS's tab bar: 49 pt tall, each item an icon over a 10-pt medium title, the chosen one
    /// in the tint colour and the others grey.
    static let tabBarHeight = 49.0

    static let tabViews: [String: ViewLowering] = [
        "TabView": { lowering, view, environment in try lowering.tabView(view, in: environment) },
        // A `Tab` shows its content; the `TabView` around it draws its title and icon.
        "Tab": { lowering, view, environment in .group(try lowering.children(of: view, in: environment)) },
    ]

    /// A tab's title: `Tab("Home", ...)`'s, or the text of its `.tabItem { Label("Home", ...) }`.
    static func tabTitle(_ tab: BlockView) -> String? {
        if tab.kind == "Tab", case .string(let title)? = tab.argument(nil) { return title }
        let label = tab.modifiers.last { $0.name == "tabItem" }.flatMap { modifier -> [BlockView]? in
            if case .views(let views)? = modifier.argument("content") { return views }
            return nil
        } ?? []
        for view in label.flatMap(\.allViews) {
            if case .string(let title)? = view.argument(nil) ?? view.argument("verbatim"), ["Label", "Text"].contains(view.kind) { return title }
        }
        return nil
    }

    /// A `TabView`: the chosen tab (its `selection`'s, else the first) filling the screen
    /// above the tab bar. `.tabViewStyle(.page)` has no bar.
    func tabView(_ view: BlockView, in environment: LoweringEnvironment) throws -> ViewNode {
        let tabs = view.children
        let current = boundValue(view.argument("selection"))
        let chosen = tabs.firstIndex { tab in
            current != nil && (tab.modifiers.last { $0.name == "tag" }?.argument(nil) ?? tab.argument("value")) == current
        } ?? 0
        var content = ViewNode.empty
        if tabs.indices.contains(chosen) { content = try lower(tabs[chosen], in: environment) }
        let screen = content.frame(maxWidth: .infinity, maxHeight: .infinity)
        let isPaged = view.modifiers.contains { $0.name == "tabViewStyle" && Self.memberName($0.argument(nil)) == "page" }
        guard !isPaged else { return ViewNode(layout: VStackLayout(spacing: 0), kind: ViewKind(name: "TabView"), children: [screen]) }
        var itemEnvironment = environment
        itemEnvironment.font = Font.system(size: 10, weight: .medium)
        var symbolEnvironment = environment
        symbolEnvironment.font = .title2
        let items = try tabs.enumerated().map { index, tab -> ViewNode in
            var parts: [ViewNode] = []
            if let symbol = Self.tabSymbol(tab) { parts.append(try lower(syntheticSymbol(symbol, at: tab.location), in: symbolEnvironment)) }
            if let title = Self.tabTitle(tab) { parts.append(try lower(syntheticText(title, at: tab.location), in: itemEnvironment)) }
            return ViewNode(layout: VStackLayout(spacing: 2), kind: .vStack, children: parts)
                .frame(maxWidth: .infinity)
                .drawing { $0.foreground = index == chosen ? .blue : .gray }
        }
        let bar = ViewNode(layout: HStackLayout(alignment: .center, spacing: 0), kind: .hStack, children: items)
            .frame(height: Self.tabBarHeight)
            .overlay(alignment: .top) { Color.separator.frame(height: ListMetrics.separatorThickness) }
            .drawing { $0.background = .systemBackground }
        return ViewNode(layout: VStackLayout(spacing: 0), kind: ViewKind(name: "TabView"), children: [screen, bar])
    }

    /// A tab's SF Symbol: `Tab(..., systemImage:)`'s or its tab item label's.
    static func tabSymbol(_ tab: BlockView) -> String? {
        if tab.kind == "Tab", case .string(let symbol)? = tab.argument("systemImage") { return symbol }
        guard let item = tab.modifiers.last(where: { $0.name == "tabItem" }), case .views(let views)? = item.argument("content") else { return nil }
        for view in views.flatMap(\.allViews) {
            if view.kind == "Label", case .string(let symbol)? = view.argument("systemImage") { return symbol }
            if view.kind == "Image", case .string(let symbol)? = view.argument("systemName") { return symbol }
        }
        return nil
    }
}
