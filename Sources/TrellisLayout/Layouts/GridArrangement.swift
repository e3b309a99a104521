/// Column widths and row heights of a grid for one proposal: the sizing phase of
/// `GridLayout` (see there for the rules this implements).
struct GridArrangement {
    let proposal: ProposedViewSize
    var columnWidths: [Double]
    /// Each column's and row's start from the grid's top-left corner.
    var columnStarts: [Double]
    var rowHeights: [Double]
    var rowStarts: [Double]
    /// The height each row's cells are offered (`nil` when the grid was offered none).
    var rowOffers: [Double?]
    /// Where each row's vertical guide line sits below the row's top.
    var rowGuides: [Double]
    var size: Size

    init(_ structure: GridStructure, alignment: Alignment, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        self.proposal = proposal
        let sizer = GridSizer(structure: structure, alignment: alignment, subviews: subviews)
        columnWidths = sizer.columnWidths(proposal.width)
        columnStarts = GridSizer.starts(columnWidths, gaps: structure.columnGaps)
        let rows = sizer.rowHeights(proposal.height, columnWidths: columnWidths)
        rowHeights = rows.heights
        rowOffers = rows.offers
        rowGuides = rows.guides
        rowStarts = GridSizer.starts(rowHeights, gaps: structure.rowGaps)
        let width = columnWidths.reduce(0, +) + structure.columnGaps.reduce(0, +)
        let height = rowHeights.reduce(0, +) + structure.rowGaps.reduce(0, +)
        size = structure.cells.isEmpty ? .zero : Size(width: width, height: height)
    }

    /// The width a cell covers: its columns and the gaps between them.
    func cellWidth(_ cell: GridStructure.Cell, gaps: [Double]) -> Double {
        GridSizer.covered(cell, lengths: columnWidths, gaps: gaps)
    }
}

/// The measuring behind `GridArrangement`.
private struct GridSizer {
    let structure: GridStructure
    let alignment: Alignment
    let subviews: LayoutSubviews

    func subview(_ cell: GridStructure.Cell) -> LayoutSubview {
        subviews[subviews.startIndex + cell.subview]
    }

    static func starts(_ lengths: [Double], gaps: [Double]) -> [Double] {
        var position = 0.0
        return lengths.indices.map { index in
            if index > 0 { position += lengths[index - 1] + gaps[index - 1] }
            return position
        }
    }

    static func covered(_ cell: GridStructure.Cell, lengths: [Double], gaps: [Double]) -> Double {
        let end = min(cell.column + cell.span, lengths.count)
        guard cell.column < end else { return 0 }
        var total = 0.0
        for column in cell.column..<end {
            total += lengths[column]
            if column > cell.column { total += gaps[column - 1] }
        }
        return total
    }

    // MARK: - Columns

    /// 1. Single-column cells size their column like children of an HStack: a `nil` width
    ///    gives every column its widest ideal width; a width is shared by `SpaceDistribution`
    ///    (fixed columns first, flexible ones split the rest), each column as wide as its
    ///    widest cell at its offer.
    /// 2. Before sharing, each spanning cell (narrowest span first) whose ideal width exceeds
    ///    its columns' ideal widths spreads the surplus evenly over them; those shares act as
    ///    a text of that ideal width in each column, so the spanning cell keeps its ideal
    ///    size whenever the columns can.
    /// 3. After sharing, each spanning cell (a view outside any `GridRow` spans all) is
    ///    offered its columns plus whatever of the proposal is still unused; what it takes
    ///    beyond its columns is spread evenly over them. So a flexible Divider between rows
    ///    widens the grid to the offered width, unless `gridCellUnsizedAxes(.horizontal)`.
    func columnWidths(_ width: Double?) -> [Double] {
        let count = structure.columnCount
        var members = [[GridStructure.Cell]](repeating: [], count: count)
        for cell in structure.cells where cell.span == 1 && cell.sizesWidth && cell.column < count {
            members[cell.column].append(cell)
        }
        func widest(_ column: Int, _ offer: Double?) -> Double {
            members[column].reduce(0) { max($0, subview($1).sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        let gaps = structure.columnGaps
        let spanning = structure.spanningCells()

        // Step 2: the spanning cells' ideal widths, as per-column floors.
        var floors = (0..<count).map { widest($0, nil) }
        for cell in spanning {
            let ideal = subview(cell).sizeThatFits(.unspecified).width
            let covered = Self.covered(cell, lengths: floors, gaps: gaps)
            guard ideal.isFinite, ideal > covered else { continue }
            let share = (ideal - covered) / Double(cell.span)
            for column in cell.column..<min(cell.column + cell.span, count) { floors[column] += share }
        }

        // Step 1: share the width.
        var widths: [Double]
        if let width {
            widths = SpaceDistribution.distribute(
                subtracting(gaps.reduce(0, +), from: width),
                minimums: (0..<count).map { widest($0, 0) },
                maximums: (0..<count).map { max(widest($0, .infinity), floors[$0]) },
                priorities: members.map { $0.reduce(0) { max($0, finite(subview($1).priority)) } }
            ) { column, offer in
                max(widest(column, offer), min(floors[column], offer))
            }.lengths
        } else {
            widths = floors
        }

        // Step 3: spanning cells take what they need of what is left.
        for cell in spanning {
            let covered = Self.covered(cell, lengths: widths, gaps: gaps)
            let offer = width.map { width -> Double in
                let used = widths.reduce(0, +) + gaps.reduce(0, +)
                return covered + max(subtracting(used, from: width), 0)
            }
            let taken = subview(cell).sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard taken > covered else { continue }
            let share = subtracting(covered, from: taken) / Double(cell.span)
            for column in cell.column..<min(cell.column + cell.span, count) { widths[column] += share }
        }
        return widths
    }

    // MARK: - Rows

    /// A row's height and guide line when its cells are offered `offer` in height.
    ///
    /// Cells line up on the row's vertical guide like the children of an HStack; anchored
    /// cells only need to fit; cells with `gridCellUnsizedAxes(.vertical)` do not count.
    func rowExtent(_ row: GridStructure.Row, offer: Double?, columnWidths: [Double]) -> (height: Double, guide: Double) {
        let guide = row.alignment ?? alignment.vertical
        var above = 0.0
        var below = 0.0
        var anchored = 0.0
        var infinite = false
        for cell in structure.cells[row.cells] where cell.sizesHeight {
            let proposal = ProposedViewSize(width: Self.covered(cell, lengths: columnWidths, gaps: structure.columnGaps), height: offer)
            let dimensions = subview(cell).dimensions(in: proposal)
            guard dimensions.height.isFinite else {
                infinite = true
                continue
            }
            if cell.anchor != nil {
                anchored = max(anchored, dimensions.height)
            } else {
                let value = finite(dimensions[guide])
                above = max(above, value)
                below = max(below, dimensions.height - value)
            }
        }
        return (infinite ? .infinity : max(above + below, anchored), above)
    }

    /// Rows are as tall as their tallest cell under a `nil` height; a height is shared among
    /// them by `SpaceDistribution`, as a VStack shares its height.
    func rowHeights(_ height: Double?, columnWidths: [Double]) -> (heights: [Double], offers: [Double?], guides: [Double]) {
        let rows = structure.rows
        let offers: [Double?]
        if let height {
            offers = SpaceDistribution.distribute(
                subtracting(structure.rowGaps.reduce(0, +), from: height),
                minimums: rows.map { rowExtent($0, offer: 0, columnWidths: columnWidths).height },
                maximums: rows.map { rowExtent($0, offer: .infinity, columnWidths: columnWidths).height },
                priorities: rows.map { row in
                    structure.cells[row.cells].reduce(0) { max($0, finite(subview($1).priority)) }
                }
            ) { index, offer in
                rowExtent(rows[index], offer: offer, columnWidths: columnWidths).height
            }.offers
        } else {
            offers = Array(repeating: nil, count: rows.count)
        }
        let extents = rows.indices.map { rowExtent(rows[$0], offer: offers[$0], columnWidths: columnWidths) }
        return (extents.map(\.height), offers, extents.map(\.guide))
    }
}
