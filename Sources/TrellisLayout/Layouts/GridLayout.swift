/// A table whose columns are as wide as their widest cell and whose rows are as tall as
/// their tallest cell: the layout behind `Grid` (SwiftUI's `Grid` and `GridLayout`).
///
/// Structure (`GridStructure`): the views of each `GridRow` are the cells of one row, in
/// column order; the longest row sets the column count and shorter rows end in empty cells.
/// A view outside any `GridRow` (a `Divider` between rows) is a row of its own spanning
/// every column. `gridCellColumns(n)` makes a cell span n columns.
///
/// Sizing (`GridArrangement`):
/// - Columns share the proposed width like the children of an HStack: columns of fixed
///   cells (text) get their widest cell's width, columns with flexible cells (ProgressView,
///   Color, Divider) split what is left equally. A `nil` width gives every column its widest
///   cell's ideal width.
/// - Spanning cells (not documented by Apple; Trellis's rule): every cell keeps its ideal
///   size whenever the width allows it, and a spanning cell that needs more than its columns
///   spreads the surplus evenly over them. A flexible view outside a `GridRow` thus widens
///   the grid to the offered width, unless `gridCellUnsizedAxes(.horizontal)`.
/// - Rows: each row is as tall as its cells lined up on the row's vertical alignment; a
///   proposed height is shared among rows like a VStack's.
/// - Spacing: `horizontalSpacing`/`verticalSpacing` between every pair of columns/rows;
///   `nil` takes the larger preference of the cells on either side (8 px by default).
///
/// Alignment: a cell is placed in its cell rectangle by `gridCellAnchor` if it has one, else
/// horizontally by its column's `gridColumnAlignment` (set on any one cell of the column;
/// spanning cells use the grid's) or the grid's, and vertically by its row's
/// `GridRow(alignment:)` or the grid's. Cells are offered their cell's width and their row's
/// height offer; `gridCellUnsizedAxes` cells are offered the final cell size instead.
public struct GridLayout: Layout {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's structure, built once, and the arrangement for the last proposal.
    public struct Cache {
        var structure: GridStructure
        var last: GridArrangement?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(structure: GridStructure(subviews: subviews, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrangement(proposal, subviews, &cache)
        let structure = cache.structure
        for cell in structure.cells {
            let subview = subviews[subviews.startIndex + cell.subview]
            let width = arrangement.cellWidth(cell, gaps: structure.columnGaps)
            let height = arrangement.rowHeights[cell.row]
            let origin = Point(x: bounds.minX + arrangement.columnStarts[cell.column], y: bounds.minY + arrangement.rowStarts[cell.row])
            let childProposal = ProposedViewSize(width: width, height: cell.sizesHeight ? arrangement.rowOffers[cell.row] : height)
            let dimensions = subview.dimensions(in: childProposal)
            var x = origin.x
            var y = origin.y
            if let anchor = cell.anchor {
                x += finite(anchor.x * (width - dimensions.width))
                y += finite(anchor.y * (height - dimensions.height))
            } else {
                let box = ViewDimensions(width: width, height: height)
                let columnGuide = cell.span == 1 && !cell.isFullWidth ? structure.columnAlignments[cell.column] : nil
                let horizontal = columnGuide ?? alignment.horizontal
                let vertical = structure.rows[cell.row].alignment ?? alignment.vertical
                x += finite(box[horizontal] - dimensions[horizontal])
                if cell.sizesHeight {
                    y += finite(arrangement.rowGuides[cell.row] - dimensions[vertical])
                } else {
                    y += finite(box[vertical] - dimensions[vertical])
                }
            }
            subview.place(at: Point(x: x, y: y), anchor: .topLeading, proposal: childProposal)
        }
    }

    private func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> GridArrangement {
        if let last = cache.last, last.proposal == proposal { return last }
        let result = GridArrangement(cache.structure, alignment: alignment, proposal: proposal, subviews: subviews)
        cache.last = result
        return result
    }
}
