// Compiled ports of the `Layout` types in Apple's sample apps, the yardstick for the interpreter.

import TrellisBlocks
import TrellisLayout

// Each port restates one of Apple's layouts on the engine's compiled `Layout` protocol, in
// this file's words, with the sample's arithmetic kept term for term: the same proposals
// to the same subviews in the same order, the same constants, no rounding (the samples
// round nothing) and no cache (every sample's is `Void`, so each call recomputes). Where a
// layout block's run of the sample's code lands a frame elsewhere, the difference is the
// interpreter's. The samples themselves stay outside the repository (see
// `AppleSampleLayoutVerbatimTests` for where the tests read them).

/// The percentage of the free width a row moves by, as Food Truck's `FlowLayout` reads
/// an alignment: leading 0, trailing 1, anything else half.
private func fraction(_ alignment: HorizontalAlignment) -> Double {
    alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
}

/// The same along y: top 0, bottom 1, anything else (centre, baselines) half.
private func fraction(_ alignment: VerticalAlignment) -> Double {
    alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
}

/// Food Truck's flow layout (apple/sample-food-truck, `App/General/FlowLayout.swift`,
/// commit 3954a769e99f3cc53297d94f2b960ceb2665b3d6): subviews at their ideal sizes in rows.
///
/// - Width: the proposal's, with a missing width read as 10
///   (`replacingUnspecifiedDimensions()`); a subview other than the first starts a new row
///   when its ideal width plus the gap before it exceeds what is left of the row.
/// - Gaps: `spacing`, or the two neighbours' preferred horizontal distance; between rows
///   `spacing` or the default distance of two empty `ViewSpacing`s. The first gap of a row is 0.
/// - Size: the widest row by the rows' heights plus `n - 1` row gaps for `n` rows (the
///   sample adds a gap with every row after the first).
/// - Placing: each row moves right by `(bounds.width - row width) × fraction(horizontal)`,
///   each subview down within its row by `(row height - its ideal height) ×
///   fraction(vertical)`, and is placed by its top-leading corner, proposed nothing.
struct FoodTruckFlowLayoutPort: Layout {
    var alignment: Alignment = .center
    var spacing: Double?

    /// One row: the subviews it holds, each one's offset from the row's start, its frame.
    struct Row {
        var members: Range<Int>
        var offsets: [Double]
        var frame: Rect
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        rows(width: proposal.replacingUnspecifiedDimensions().width, subviews).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in rows(width: proposal.replacingUnspecifiedDimensions().width, subviews).rows {
            let shift = (bounds.width - row.frame.width) * fraction(alignment.horizontal)
            for member in row.members {
                let x = shift + row.frame.minX + row.offsets[member - row.members.lowerBound] + bounds.minX
                let drop = (row.frame.height - subviews[member].sizeThatFits(.unspecified).height) * fraction(alignment.vertical)
                subviews[member].place(at: Point(x: x, y: row.frame.minY + drop + bounds.minY), anchor: .topLeading, proposal: .unspecified)
            }
        }
    }

    /// The rows for a row width of `width`, and the size they make.
    func rows(width: Double, _ subviews: Subviews) -> (rows: [Row], size: Size) {
        var rows: [Row] = []
        var size = Size.zero
        var count = 0
        var left = width.isFinite ? width : .greatestFiniteMagnitude
        var top = 0.0
        var height = 0.0
        var offsets: [Double] = []
        let rowGap = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)

        func gap(before member: Int) -> Double {
            count > 0 ? spacing ?? subviews[member - 1].spacing.distance(to: subviews[member].spacing, along: .horizontal) : 0
        }
        func close(last member: Int) {
            let used = width - left
            rows.append(Row(members: member - max(count - 1, 0) ..< member + 1, offsets: offsets,
                            frame: Rect(x: 0, y: top, width: used, height: height)))
            size.width = max(size.width, used)
            size.height += height + (rows.count > 1 ? rowGap : 0)
            top += height + rowGap
            count = 0
            height = 0
            offsets = []
            left = width
        }

        for member in 0..<subviews.count {
            let ideal = subviews[member].sizeThatFits(.unspecified)
            if member != 0, ideal.width + gap(before: member) > left {
                close(last: max(member - 1, 0))
            }
            let before = gap(before: member)
            offsets.append(width - left + before)
            left -= ideal.width + before
            height = max(height, ideal.height)
            count += 1
            if member == subviews.count - 1 { close(last: member) }
        }
        return (rows, size)
    }
}

/// Food Truck's stack of up to three donuts (apple/sample-food-truck,
/// `FoodTruckKit/Sources/Donut/DiagonalDonutStackLayout.swift`, commit 3954a769): a square as
/// long as the proposal's shorter side (60 for a missing one) holding one, two or three views
/// on its diagonal.
///
/// - The square sits in the bounds' bottom-trailing corner; every view is placed by its
///   centre, from the square's centre.
/// - One view: at the centre, proposed the square. Two: 0.15 and 0.20 of the side towards
///   the top-leading (first) and bottom-trailing (second), proposed 0.7 of the side. Three:
///   the middle one at the centre proposed 0.65 of the side; the others 0.15 and 0.23 of the
///   side out, proposed 0.7 wide by 0.65 tall.
/// - Views after the third are not placed (the engine then centres them in the bounds at the
///   layout's proposal, as SwiftUI documents for unplaced subviews).
struct DiagonalDonutStackLayoutPort: Layout {
    static let missingSide = Size(width: 60, height: 60)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let offered = proposal.replacingUnspecifiedDimensions(by: Self.missingSide)
        let side = min(offered.width, offered.height)
        return Size(width: side, height: side)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offered = proposal.replacingUnspecifiedDimensions(by: Self.missingSide)
        let side = min(offered.width, offered.height)
        let square = Rect(x: bounds.minX + bounds.width - side, y: bounds.minY + bounds.height - side, width: side, height: side)
        let centre = Point(x: square.midX, y: square.midY)
        let shown = min(subviews.count, 3)
        for member in 0..<shown {
            let outwards = member == 0 ? -1.0 : 1.0
            let point: Point
            let offer: Size
            switch (member, shown) {
            case (_, 1):
                (point, offer) = (centre, Size(width: side, height: side))
            case (_, 2):
                point = Point(x: centre.x + side * outwards * 0.15, y: centre.y + side * outwards * 0.20)
                offer = Size(width: side * 0.7, height: side * 0.7)
            case (1, 3):
                (point, offer) = (centre, Size(width: side * 0.65, height: side * 0.65))
            default:
                point = Point(x: centre.x + side * outwards * 0.15, y: centre.y + side * outwards * 0.23)
                offer = Size(width: side * 0.7, height: side * 0.65)
            }
            subviews[member].place(at: point, anchor: .center, proposal: ProposedViewSize(offer))
        }
    }
}

/// Food Truck's donut lattice (apple/sample-food-truck, `App/Truck/Cards/TruckDonutsCard.swift`,
/// `TruckDonutsCard.DonutLatticeLayout`, commit 3954a769): square cells in rows that
/// alternate `columns` and `columns - 1` cells, the shorter rows shifted by half a cell.
///
/// - Cell side: the smaller of the proposal's width over `columns` and height over `rows`,
///   a missing dimension read as `CGFloat.greatestFiniteMagnitude` (so a missing height
///   leaves the width to decide). Size: `columns` by `rows` cells.
/// - Placing: the lattice sits in the bounds' bottom-trailing corner; cells fill row by row,
///   subview `i` in cell `i`, each inset by half of `spacing` on every side, placed by its
///   top-leading corner and proposed the inset cell. Subviews past the last cell are not
///   placed. (A cell smaller than `spacing` would make Core Graphics' `insetBy` answer the
///   null rectangle; the tests' sizes never come near it.)
struct DonutLatticeLayoutPort: Layout {
    var columns = 5
    var rows = 3
    var spacing = 10.0

    static let missing = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    func cellSide(_ proposal: ProposedViewSize) -> Double {
        let offered = proposal.replacingUnspecifiedDimensions(by: Self.missing)
        return min(offered.width / Double(columns), offered.height / Double(rows))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let side = cellSide(proposal)
        return Size(width: side * Double(columns), height: side * Double(rows))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let side = cellSide(proposal)
        let left = bounds.minX + (bounds.width - side * Double(columns))
        let top = bounds.minY + (bounds.height - side * Double(rows))
        var member = 0
        for row in 0..<rows {
            let odd = !row.isMultiple(of: 2)
            for column in 0..<(odd ? columns - 1 : columns) {
                guard member < subviews.count else { break }
                let x = left + side * Double(column) + (odd ? side * 0.5 : 0)
                let y = top + side * Double(row)
                let inset = spacing * 0.5
                subviews[member].place(at: Point(x: x + inset, y: y + inset),
                                       proposal: ProposedViewSize(width: side - 2 * inset, height: side - 2 * inset))
                member += 1
            }
        }
    }
}

/// Food Truck's orders tiling (apple/sample-food-truck, `App/Truck/Cards/TruckOrdersCard.swift`,
/// `HeroSquareTilingLayout`, commit 3954a769): a large square beside four small ones.
///
/// - Size: a hero side of `min((width - spacing) / 2, height)` from the proposal (100 by 100
///   where it says nothing), twice that plus `spacing` wide and one side tall.
/// - Placing, from the bounds (not the proposal): the hero and the square of tiles beside it
///   are centred as a pair; subview 0 is the hero, placed by its top-leading corner and
///   proposed the hero square. Subview `i > 0` is tile `i - 1`: columns alternate left and
///   right, the first two tiles on top and every later one below, each placed by the corner
///   of the tile square it belongs to (`UnitPoint(x: column, y: row)`) and proposed
///   `(hero - 10) / 2` square; the sample's 10 here is a constant, not `spacing`.
struct HeroSquareTilingLayoutPort: Layout {
    var spacing = 10.0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let offered = proposal.replacingUnspecifiedDimensions(by: Size(width: 100, height: 100))
        let hero = min((offered.width - spacing) * 0.5, offered.height)
        return Size(width: hero * 2 + spacing, height: hero)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let hero = min((bounds.width - spacing) * 0.5, bounds.height)
        let heroCorner = Point(x: bounds.origin.x + (bounds.width - (hero * 2 + spacing)) * 0.5,
                               y: bounds.origin.y + (bounds.height - hero) * 0.5)
        let tile = (hero - 10) * 0.5
        let tiles = Rect(x: heroCorner.x + hero + spacing, y: heroCorner.y, width: hero, height: hero)
        for member in 0..<subviews.count {
            if member == 0 {
                subviews[member].place(at: heroCorner, anchor: .topLeading, proposal: ProposedViewSize(width: hero, height: hero))
                continue
            }
            let column: Double = (member - 1) % 2 == 0 ? 0 : 1
            let row: Double = member - 1 < 2 ? 0 : 1
            subviews[member].place(at: Point(x: tiles.minX + column * tiles.width, y: tiles.minY + row * tiles.height),
                                   anchor: UnitPoint(x: column, y: row), proposal: ProposedViewSize(width: tile, height: tile))
        }
    }
}

/// Backyard Birds' viewport (apple/sample-backyard-birds,
/// `BackyardBirdsUI/Backyard/BackyardViewportLayout.swift`, commit
/// 1843d5655bf884b501e2889ad9862ec58978fdbe): a scene of a fountain, a bird, plants on either
/// side, a floor and a silhouette, each subview placed by the part its
/// `BackyardViewportContentKey` value names (a fountain when it names none).
///
/// - Size: the proposed width (0 when missing) by a height in steps of the width: 0, 50
///   below 150, 120 below 300, 180 below 600, else 240.
/// - Parts, all from the proposed width, each placed by its top-leading corner at the
///   bounds' origin plus the part's origin and proposed the part's size: the bird
///   `clamp(0.45 height, 70, 120)` square, `0.3` of its side from the top, centred; the
///   fountain twice the bird, centred, its bottom `0.66` of its side below the bird's; the
///   ground `0.45` of the fountain below the bird, the horizon `0.4` of the height above
///   the ground; the floor from the horizon down to the height, as wide as the layout; the
///   silhouette half the fountain tall, at least two fountains wide, centred, its top `0.95`
///   of its height above the horizon; the `i`th plant on a side 1.5 birds wide and 3 tall,
///   half a fountain plus `i × 0.35` plants out from the centre, raised `0.12 × (i - 1)`
///   heights and `0.06` plants. A `birdNaturalScale` below 1 shrinks the bird by
///   `(1 - scale)` of its side, moving it right by half and down by 0.84 of what it loses.
/// - Subviews whose part is a horizon are not placed (the sample places none).
struct BackyardViewportLayoutPort: Layout {
    var birdNaturalScale = 1.0

    /// The part of the scene a subview is: `BackyardViewportContent` of the sample.
    enum Part: Hashable {
        case silhouette, floor, fountain, bird
        case horizon(leading: Bool)
        case plant(leading: Bool)
    }

    /// Reads a subview's part: the block's `.layoutValue(key: BackyardViewportContentKey.self, value: ...)`,
    /// which the interpreter hands over as the case it made.
    let part: @Sendable (LayoutSubview) -> Part

    /// The scene's sizes for a width, each computed as the sample's `LayoutResult` does.
    struct Scene {
        var width: Double
        var height: Double { width <= 0 ? 0 : width < 150 ? 50 : width < 300 ? 120 : width < 600 ? 180 : 240 }
        var bird: Double { min(max(height * 0.45, 70), 120) }
        var fountain: Double { bird * 2 }
        var plant: Double { bird * 1.5 }
        var birdRect: Rect { Rect(x: width * 0.5 - bird * 0.5, y: bird * 0.3, width: bird, height: bird) }
        var ground: Double { birdRect.maxY + fountain * 0.45 }
        var horizon: Double { ground - height * 0.4 }
        var fountainRect: Rect {
            Rect(x: width * 0.5 - fountain * 0.5, y: birdRect.maxY + fountain * 0.66 - fountain, width: fountain, height: fountain)
        }
        var silhouetteRect: Rect {
            let tall = fountain * 0.5
            let wide = max(width, fountain * 2)
            return Rect(x: (width - wide) * 0.5, y: horizon - tall * 0.95, width: wide, height: tall)
        }
        func plantRect(leading: Bool, index: Int) -> Rect {
            let out = fountain * 0.5 + Double(index) * (plant * 0.35)
            let x = width * 0.5 - plant * 0.5 + out * (leading ? -1 : 1)
            let y = ground - plant * 2 + Double(1 - index) * height * -0.12 + plant * -0.06
            return Rect(x: x, y: y, width: plant, height: plant * 2)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        let scene = Scene(width: proposal.width ?? 0)
        return Size(width: scene.width, height: scene.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let scene = Scene(width: proposal.width ?? 0)
        var byPart: [Part: [LayoutSubview]] = [:]
        for subview in subviews { byPart[part(subview), default: []].append(subview) }
        func put(_ part: Part, in rect: Rect) {
            for subview in byPart[part, default: []] {
                subview.place(at: Point(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(rect.size))
            }
        }
        put(.silhouette, in: scene.silhouetteRect)
        put(.floor, in: Rect(x: 0, y: scene.horizon, width: scene.width, height: scene.height - scene.horizon))
        for leading in [true, false] {
            for (index, subview) in byPart[.plant(leading: leading), default: []].enumerated() {
                let rect = scene.plantRect(leading: leading, index: index)
                subview.place(at: Point(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), anchor: .topLeading,
                              proposal: ProposedViewSize(rect.size))
            }
        }
        put(.fountain, in: scene.fountainRect)
        let shrink = scene.birdRect.width * (1 - birdNaturalScale)
        let bird = scene.birdRect
        put(.bird, in: Rect(x: bird.minX + shrink * 0.5, y: bird.minY + shrink * 0.84, width: bird.width - shrink, height: bird.height - shrink))
    }
}
