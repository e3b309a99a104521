/// A two-dimensional table of views whose columns and rows size to their content (SwiftUI's
/// `Grid`); see `GridLayout` for the rules.
///
///     Grid(alignment: .leading) {
///         ForEach(pets) { pet in
///             GridRow {
///                 Text(pet.type)
///                 ProgressView(value: Double(pet.votes), total: Double(totalVotes))
///                 Text("\(pet.votes)").gridColumnAlignment(.trailing)
///             }
///             Divider()
///         }
///     }
public struct Grid: View {
    public let layout: GridLayout
    public let content: [ViewNode]

    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @ViewBuilder content: () -> [ViewNode]
    ) {
        layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    public var node: ViewNode { ViewNode(layout: layout, kind: .grid, children: content) }
}

/// One row of a `Grid`: each of its views is a cell, in column order (SwiftUI's `GridRow`).
///
/// Like SwiftUI's, a row is not a view of its own: its cells become the grid's subviews,
/// marked with the row they belong to (a layout value), so the grid, which sees only its
/// subviews, can rebuild the rows. The mark goes on each cell when the row is built, so
/// modifiers applied to the row (which apply to each cell, as on a `Group`) keep it. For the
/// same reason an `.id` belongs on the cells: on a row it would name every cell alike.
public struct GridRow: View {
    public let alignment: VerticalAlignment?
    public let content: [ViewNode]

    /// - Parameter alignment: How the row's cells line up vertically; `nil` uses the grid's.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.content = content()
    }

    public var node: ViewNode {
        var cells: [ViewNode] = []
        ViewNode.appendFlattened(content, to: &cells)
        for index in cells.indices {
            cells[index] = cells[index].layoutValue(
                key: GridRowMembership.self, value: GridRowMembership(alignment: alignment, startsRow: index == 0))
        }
        var row = ViewNode.group(cells)
        row.kind = .gridRow
        return row
    }
}

/// Which grid row a cell belongs to: the mark `GridRow` puts on its cells.
struct GridRowMembership: LayoutValueKey, Sendable {
    static let defaultValue: GridRowMembership? = nil

    /// The row's vertical alignment, `nil` for the grid's.
    var alignment: VerticalAlignment?
    /// Whether the cell is its row's first: consecutive rows stay apart.
    var startsRow: Bool
}

extension ViewNode {
    /// `nodes` with groups (ForEach, Group) replaced by their views, recursively.
    static func appendFlattened(_ nodes: [ViewNode], to result: inout [ViewNode]) {
        for node in nodes {
            if case .group(let children) = node.content {
                appendFlattened(children, to: &result)
            } else {
                result.append(node)
            }
        }
    }
}
