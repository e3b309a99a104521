// LazyVGrid and LazyHGrid: tracks sized from GridItems, then cells flowed into them in order.

/// The size of one `GridItem`: SwiftUI's `GridItem.Size`.
public enum GridItemSize: Hashable, Sendable {
    /// `.fixed(100)`: one track of exactly that length.
    case fixed(Double)
    /// `.flexible(minimum: 10, maximum: .infinity)`: one track sharing the space left.
    case flexible(minimum: Double, maximum: Double)
    /// `.adaptive(minimum: 80, maximum: .infinity)`: as many tracks as fit in its share,
    /// each at least `minimum` long.
    case adaptive(minimum: Double, maximum: Double)
}

/// One column (LazyVGrid) or row (LazyHGrid) description: SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    public var size: GridItemSize
    /// The gap after this track, towards the next one; `nil` is the default 8.
    public var spacing: Double?
    /// How a cell sits in its slot (default centred).
    public var alignment: Alignment

    public init(_ size: GridItemSize = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil, alignment: Alignment = .center) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// SwiftUI's `LazyVGrid` (`axis == .vertical`: items are columns, cells flow into rows that
/// grow downwards) and `LazyHGrid` (items are rows, cells flow into columns that grow to the
/// trailing side).
///
/// The algorithm, as SwiftUI's documentation of `GridItem` describes it and as objc.io's
/// re-implementation ("Swift Talk" 2020, *LazyVGrid*) and swiftui-lab's "Impossible Grids"
/// measured it:
/// 1. The tracks' lengths come first, from the grid's length across the flow (its proposed
///    width for a LazyVGrid) alone, never from the cells: fixed items take their length;
///    the space left after fixed items and the gaps is shared, in item order, by the
///    flexible and adaptive items, each taking `remaining / itemsLeft` clamped to its
///    bounds. An adaptive item turns its share into `max(1, ⌊(share + gap) / (min + gap)⌋)`
///    tracks of equal length (clamped to its maximum), separated by the item's gap.
/// 2. Cells are placed in order, one per track, wrapping to a new line when the tracks run
///    out. Each cell is offered its track's length across and nothing along the flow, and
///    a line is as long as its longest cell; cells sit in their slot by the item's alignment.
/// 3. Lines are `spacing` apart (default 8). The grid is as long across as it is offered (as
///    wide as its proposal for a LazyVGrid; the tracks' total when offered nothing) and the
///    tracks are placed in it by the grid's `alignment`.
public struct LazyGridLayout: Layout {
    public var axis: Axis
    public var items: [GridItem]
    /// The grid's alignment of its tracks across the flow (`LazyVGrid(alignment:)`).
    public var alignment: Alignment
    /// The gap between lines along the flow; `nil` is the default 8.
    public var spacing: Double?

    /// SwiftUI's default gap between tracks and between lines.
    public static let defaultSpacing: Double = 8

    /// The most tracks an adaptive item makes: more than any page is wide at a point each. A
    /// length past it (`.frame(width: 1e300)`) is bad input, laid out with this many rather than
    /// trapping on a count no `Int` holds or allocating one track per point.
    static let maximumAdaptiveTracks = 10_000

    public init(axis: Axis, items: [GridItem], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items.isEmpty ? [GridItem()] : items
        self.alignment = alignment
        self.spacing = spacing
    }

    /// One track: its length across the flow and the gap after it.
    struct Track: Equatable {
        var length: Double
        var gap: Double
        var alignment: Alignment
    }

    /// Step 1: the tracks for a length across the flow (`nil`: offered nothing, where shared
    /// space is 0 and every flexible item takes its minimum).
    ///
    /// Offered infinite space (a stack's probe of how far the grid grows), flexible tracks are
    /// infinite and an adaptive item makes one track per cell, `cells` of them: as many as fit,
    /// where every cell fits on one line.
    func tracks(across available: Double?, cells: Int) -> [Track] {
        let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        var remaining = (available ?? 0) - gaps
        var sized: [[Track]] = Array(repeating: [], count: items.count)
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                sized[index] = [Track(length: max(length, 0), gap: item.spacing ?? Self.defaultSpacing, alignment: item.alignment)]
                remaining -= max(length, 0)
            }
        }
        var itemsLeft = items.filter { if case .fixed = $0.size { false } else { true } }.count
        for (index, item) in items.enumerated() {
            let gap = item.spacing ?? Self.defaultSpacing
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum):
                let share = max(remaining, 0) / Double(itemsLeft)
                let length = min(max(share, minimum), max(maximum, minimum))
                sized[index] = [Track(length: length, gap: gap, alignment: item.alignment)]
                if remaining.isFinite { remaining -= length }
            case .adaptive(let minimum, let maximum):
                let share = max(remaining, 0) / Double(itemsLeft)
                let least = max(minimum, 1)
                let fitting = ((share + gap) / (least + gap)).rounded(.down)
                let count = fitting.isFinite ? max(1, Int(min(fitting, Double(Self.maximumAdaptiveTracks)))) : max(1, cells)
                let length = min(max((share - gap * Double(count - 1)) / Double(count), least), max(maximum, least))
                sized[index] = Array(repeating: Track(length: length, gap: gap, alignment: item.alignment), count: count)
                if remaining.isFinite { remaining -= length * Double(count) + gap * Double(count - 1) }
            }
            itemsLeft -= 1
        }
        var result = sized.flatMap { $0 }
        if !result.isEmpty { result[result.count - 1].gap = 0 }
        return result
    }

    private func across(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func along(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }

    private func cellProposal(_ length: Double) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length)
    }

    /// Steps 2 and 3: the cells' sizes by line, and each line's length along the flow.
    private func lines(_ tracks: [Track], _ subviews: Subviews) -> (sizes: [Size], lineLengths: [Double]) {
        var sizes: [Size] = []
        var lineLengths: [Double] = []
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(cellProposal(tracks[index % tracks.count].length))
            sizes.append(size)
            if index % tracks.count == 0 { lineLengths.append(0) }
            lineLengths[lineLengths.count - 1] = max(lineLengths[lineLengths.count - 1], along(size))
        }
        return (sizes, lineLengths)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let offered = axis == .vertical ? proposal.width : proposal.height
        let tracks = tracks(across: offered, cells: subviews.count)
        let (_, lineLengths) = lines(tracks, subviews)
        let gap = spacing ?? Self.defaultSpacing
        let alongTotal = lineLengths.reduce(0, +) + gap * Double(max(lineLengths.count - 1, 0))
        let acrossTotal = offered ?? tracks.reduce(0) { $0 + $1.length + $1.gap }
        return axis == .vertical ? Size(width: acrossTotal, height: alongTotal) : Size(width: alongTotal, height: acrossTotal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tracks = tracks(across: across(bounds.size), cells: subviews.count)
        let (sizes, lineLengths) = lines(tracks, subviews)
        let gap = spacing ?? Self.defaultSpacing
        let used = tracks.reduce(0) { $0 + $1.length + $1.gap }
        // The tracks as a block, placed across by the grid's alignment.
        let free = across(bounds.size) - used
        let fraction = axis == .vertical ? alignment.horizontal.key.frameFraction : alignment.vertical.key.frameFraction
        var starts: [Double] = []
        var position = free * (fraction ?? 0.5)
        for track in tracks {
            starts.append(position)
            position += track.length + track.gap
        }
        var lineStart = 0.0
        for (index, subview) in subviews.enumerated() {
            let trackIndex = index % tracks.count, line = index / tracks.count
            if trackIndex == 0, line > 0 { lineStart += lineLengths[line - 1] + gap }
            let track = tracks[trackIndex]
            let size = sizes[index]
            let slotAcross = track.length, slotAlong = lineLengths[line]
            let acrossFraction = (axis == .vertical ? track.alignment.horizontal.key.frameFraction : track.alignment.vertical.key.frameFraction) ?? 0.5
            let alongFraction = (axis == .vertical ? track.alignment.vertical.key.frameFraction : track.alignment.horizontal.key.frameFraction) ?? 0.5
            let acrossOffset = starts[trackIndex] + (slotAcross - across(size)) * acrossFraction
            let alongOffset = lineStart + (slotAlong - along(size)) * alongFraction
            let point = axis == .vertical
                ? Point(x: bounds.minX + acrossOffset, y: bounds.minY + alongOffset)
                : Point(x: bounds.minX + alongOffset, y: bounds.minY + acrossOffset)
            subview.place(at: point, anchor: .topLeading, proposal: cellProposal(track.length))
        }
    }
}
