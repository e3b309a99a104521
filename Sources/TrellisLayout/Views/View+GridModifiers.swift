// The grid cell modifiers: layout values that `GridLayout` reads from its subviews, so they
// can be set on any view, through any other modifier.

extension View {
    /// Aligns every cell of this cell's column horizontally (set it on any one cell of the
    /// column; the first cell that sets it, in row order, wins).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ViewNode {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell by `anchor` within its cell instead of by the column and row
    /// alignment: `.topTrailing` puts its top-trailing corner in the cell's.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ViewNode {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Makes this cell span `count` columns (1 to `GridCellColumnsKey.maximum`, so a typo
    /// cannot make a grid of a billion columns). Outside a `GridRow` a view always spans the
    /// whole grid.
    public func gridCellColumns(_ count: Int) -> ViewNode {
        layoutValue(key: GridCellColumnsKey.self, value: GridCellColumnsKey.clamped(count))
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): it is
    /// offered the size the other cells give the column or row instead. A `Divider` between
    /// rows with `.horizontal` no longer widens the grid to the offered width.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ViewNode {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}

// MARK: - Keys

struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
    static let maximum = 1_000

    static func clamped(_ count: Int) -> Int {
        min(max(count, 1), maximum)
    }
}

struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}
