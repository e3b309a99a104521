/// The rows, columns and cells of a grid, rebuilt from its subviews' layout values: the
/// first phase of `GridLayout`, computed once per container (it depends on the subviews,
/// not on the proposal).
struct GridStructure {
    struct Cell {
        /// Position in the grid's subviews (from `startIndex`).
        let subview: Int
        let row: Int
        let column: Int
        /// Columns covered (at least 1; the whole grid for a view outside a `GridRow`).
        let span: Int
        /// Whether the cell sizes its column(s) and its row (`gridCellUnsizedAxes`).
        let sizesWidth: Bool
        let sizesHeight: Bool
        let anchor: UnitPoint?
        /// The view is outside a `GridRow`.
        let isFullWidth: Bool
    }

    struct Row {
        /// Positions in `cells`.
        var cells: Range<Int>
        /// `GridRow(alignment:)`, `nil` for the grid's.
        var alignment: VerticalAlignment?
    }

    var cells: [Cell] = []
    var rows: [Row] = []
    var columnCount = 0
    /// `gridColumnAlignment` per column, from the first cell in row order that sets it.
    var columnAlignments: [HorizontalAlignment?] = []
    /// Space between column `c` and `c + 1`, and between row `r` and `r + 1`.
    var columnGaps: [Double] = []
    var rowGaps: [Double] = []

    init(subviews: LayoutSubviews, horizontalSpacing: Double?, verticalSpacing: Double?) {
        // Pass 1: rows and column positions. A view without a row mark is a row of its own.
        struct PendingCell { let subview: Int, column: Int, span: Int, fullWidth: Bool }
        var pending: [[PendingCell]] = []
        var alignments: [VerticalAlignment?] = []
        var inRow = false
        var column = 0
        for (position, index) in subviews.indices.enumerated() {
            let subview = subviews[index]
            guard let membership = subview[GridRowMembership.self] else {
                pending.append([PendingCell(subview: position, column: 0, span: 1, fullWidth: true)])
                alignments.append(nil)
                inRow = false
                continue
            }
            if membership.startsRow || !inRow {
                pending.append([])
                alignments.append(membership.alignment)
                inRow = true
                column = 0
            }
            let span = GridCellColumnsKey.clamped(subview[GridCellColumnsKey.self])
            pending[pending.count - 1].append(PendingCell(subview: position, column: column, span: span, fullWidth: false))
            column += span
            columnCount = max(columnCount, column)
        }
        columnCount = max(columnCount, pending.isEmpty ? 0 : 1)

        // Pass 2: cells with their traits; full-width views span every column.
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (rowIndex, rowCells) in pending.enumerated() {
            let start = cells.count
            for item in rowCells {
                let subview = subviews[subviews.startIndex + item.subview]
                let unsized = subview[GridCellUnsizedAxesKey.self]
                cells.append(Cell(
                    subview: item.subview, row: rowIndex, column: item.column,
                    span: item.fullWidth ? columnCount : item.span,
                    sizesWidth: !unsized.contains(.horizontal), sizesHeight: !unsized.contains(.vertical),
                    anchor: subview[GridCellAnchorKey.self], isFullWidth: item.fullWidth))
                if !item.fullWidth, columnAlignments[item.column] == nil {
                    columnAlignments[item.column] = subview[GridColumnAlignmentKey.self]
                }
            }
            rows.append(Row(cells: start..<cells.count, alignment: alignments[rowIndex]))
        }

        columnGaps = gaps(count: columnCount, fixed: horizontalSpacing, subviews: subviews, axis: .horizontal)
        rowGaps = gaps(count: rows.count, fixed: verticalSpacing, subviews: subviews, axis: .vertical)
    }

    /// The cells that cover more than one column and size their columns (not
    /// `gridCellUnsizedAxes(.horizontal)`), narrowest span first.
    func spanningCells() -> [Cell] {
        cells.filter { $0.span > 1 && $0.sizesWidth }.sorted { $0.span < $1.span }
    }

    /// The gaps between `count` tracks along `axis`: the fixed spacing, or the larger of the
    /// preferences on the shared edge of any cell ending at one track and any cell starting
    /// at the next (8 px when none states one).
    private func gaps(count: Int, fixed: Double?, subviews: LayoutSubviews, axis: Axis) -> [Double] {
        guard count > 1 else { return [] }
        if let fixed {
            let gap = fixed.isFinite ? fixed.sanitizedLength() : 0
            return Array(repeating: gap, count: count - 1)
        }
        var ends = [ViewSpacing](repeating: ViewSpacing(), count: count)
        var starts = [ViewSpacing](repeating: ViewSpacing(), count: count)
        for cell in cells {
            let spacing = subviews[subviews.startIndex + cell.subview].spacing
            if axis == .horizontal {
                guard !cell.isFullWidth else { continue }
                starts[cell.column].formUnion(spacing, edges: .leading)
                ends[min(cell.column + cell.span, count) - 1].formUnion(spacing, edges: .trailing)
            } else {
                starts[cell.row].formUnion(spacing, edges: .top)
                ends[cell.row].formUnion(spacing, edges: .bottom)
            }
        }
        return (0..<(count - 1)).map { ends[$0].distance(to: starts[$0 + 1], along: axis) }
    }
}
