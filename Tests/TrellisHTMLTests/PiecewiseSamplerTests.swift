// The sampler finds a layout's pieces exactly, and reuses the probes its bisections made past each end.
import Testing
@testable import TrellisHTML

@Suite
struct PiecewiseSamplerTests {
    /// Piece lengths (1/64 px) of a squeezed HStack of names broken between characters
    /// (poll-4 of the bundled docs at the large text size, 240 px on): short and uneven.
    static let squeezedLengths = [
        3, 67, 400, 105, 67, 557, 490, 67, 344, 10, 31, 105, 4, 63, 73, 114, 1, 5, 58, 1, 10, 23, 87, 34, 1, 5, 58, 1, 10,
        23, 227, 30, 1, 1, 10, 23, 227, 50, 148, 85, 71, 1, 6, 12, 26, 131, 155, 16, 84, 6, 24, 150, 3, 6, 24, 7, 1, 155,
        29, 31, 56, 3, 6, 24, 7, 1, 155, 29, 39, 16, 48, 16, 84, 6, 24, 155, 50, 28, 146, 125, 17, 155, 50, 28, 146, 5, 2,
    ]

    /// Counts the layouts asked for, per width.
    final class Layouts {
        var asked: [Int: Int] = [:]
    }

    /// A layout made of `lengths` pieces from 240 px, then one piece to 1600 px: in piece `i`
    /// a keyword says which, one length is constant and one grows with the width (a text's
    /// width and the space left beside it).
    ///
    /// `foresight` adds a text proposed `width - 100` px whose lines hold over the proposals of
    /// its piece, moved by that many 1/64 px (0: exactly where the piece ends).
    func sampler(_ lengths: [Int], layouts: Layouts, foresight: ((Int) -> Int)? = nil) -> (PiecewiseSampler, starts: [Int]) {
        var starts = [240 * 64]
        for length in lengths { starts.append(starts[starts.count - 1] + length) }
        let sampler = PiecewiseSampler(minWidth: 240, maxWidth: 1600, stepPixels: 16) { units in
            layouts.asked[units, default: 0] += 1
            let index = starts.lastIndex { $0 <= units } ?? 0
            let width = Double(units) / 64
            var sample = LayoutSample(lengths: [Double(index % 7) * 3, width / 2 - Double(index)], keywords: ["\(index)"])
            if let foresight {
                let end = index + 1 < starts.count ? Double(starts[index + 1] + foresight(index)) / 64 - 100 : .infinity
                let start = Double(starts[index]) / 64 - 100
                let text = LayoutSample.Proposal(proposed: width - 100, sameLayout: start..<max(start, end))
                sample.proposals = [nil, text]
            }
            return sample
        }
        return (sampler, starts)
    }

    @Test func findsUnevenShortPiecesExactly() {
        let layouts = Layouts()
        let (sampler, starts) = sampler(Self.squeezedLengths, layouts: layouts)
        let pieces = sampler.pieces()
        #expect(pieces.map(\.lower) == starts)
        #expect(pieces.last?.upper == 1600 * 64)
        for (index, piece) in pieces.enumerated() {
            #expect(piece.keywords == ["\(index)"])
            // The piece's line gives the layout's lengths at both ends.
            for units in [piece.lower, piece.upper] {
                let width = Double(units) / 64
                let modelled = zip(piece.intercepts, piece.slopes).map { $0 + $1 * width }
                let expected = [Double(index % 7) * 3, width / 2 - Double(index)]
                #expect(zip(modelled, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "piece \(index) at \(width): \(modelled)")
            }
        }
    }

    /// A bisection's probes past the end of its piece lie on the next pieces or bracket their
    /// ends, so the next pieces start from them: no width is laid out twice, and these 88
    /// pieces take under 7 layouts each (608) where keeping only the nearest probe took 826,
    /// several widths of them twice.
    @Test func reusesTheProbesPastEachPiece() {
        let layouts = Layouts()
        let (sampler, _) = sampler(Self.squeezedLengths, layouts: layouts)
        _ = sampler.pieces()
        let total = layouts.asked.values.reduce(0, +)
        let twice = layouts.asked.filter { $0.value > 1 }.keys.sorted()
        #expect(twice.isEmpty, "laid out more than once: \(twice)")
        print("PiecewiseSampler: \(total) layouts for \(Self.squeezedLengths.count + 1) pieces")
        #expect(total < 7 * (Self.squeezedLengths.count + 1))
    }

    /// Where the texts say a piece ends, the sampler confirms it with the width before and
    /// the width after: the same pieces in under 4 layouts each (the probes at most 16 px
    /// apart on the long last piece included), where bisecting took about 7.
    @Test func foreseesWhereTextsChange() {
        let plain = sampler(Self.squeezedLengths, layouts: Layouts()).0.pieces()
        let layouts = Layouts()
        let pieces = sampler(Self.squeezedLengths, layouts: layouts, foresight: { _ in 0 }).0.pieces()
        #expect(pieces == plain)
        let total = layouts.asked.values.reduce(0, +)
        print("PiecewiseSampler with foresight: \(total) layouts for \(pieces.count) pieces")
        #expect(total < 4 * pieces.count)
    }

    /// A flow layout says which widths keep its lines, as a text does
    /// (`PlacedNode.sameLayoutWidths`): on the layout switcher's flow of names (the bundled
    /// docs' poll-4), every wrap is foreseen, and the pieces are those of sampling without
    /// foresight and of probing every pixel, in far fewer layouts than bisecting each wrap took.
    @Test func foreseesWhereAFlowLayoutWraps() throws {
        let code = """
            let layout = AnyLayout(FlowLayout(spacing: 8))
            layout {
                ForEach(["Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances"], id: \\.self) { name in
                    Text(name).padding(.horizontal, 8).padding(.vertical, 4)
                }
            }
            """
        guard let input = try RenderedSource.input(code) else { return }
        let configuration = input.configurations[0]
        let plan = ElementPlan(results: [input.layout(configuration, 240)])
        func pieces(step: Double, foreseeing: Bool) -> (pieces: [LinearPiece], layouts: Int) {
            let layouts = Layouts()
            let sampler = PiecewiseSampler(minWidth: 240, maxWidth: 1600, stepPixels: step) { units in
                layouts.asked[units, default: 0] += 1
                var sample = BlockRenderer.sample(input.layout(configuration, Double(units) / 64), plan: plan, configuration: 0)
                if !foreseeing { sample.proposals = [] }
                return sample
            }
            return (sampler.pieces(), layouts.asked.values.reduce(0, +))
        }
        let foreseen = pieces(step: 16, foreseeing: true), blind = pieces(step: 16, foreseeing: false)
        #expect(foreseen.pieces.count > 3, "the names wrap at several widths")
        #expect(foreseen.pieces == blind.pieces)
        #expect(foreseen.pieces.map(\.lower) == pieces(step: 1, foreseeing: true).pieces.map(\.lower))
        print("PiecewiseSampler on a flow layout: \(foreseen.layouts) layouts foreseeing its wraps, \(blind.layouts) bisecting them")
        #expect(foreseen.layouts + 4 * (foreseen.pieces.count - 1) <= blind.layouts)
    }

    /// A foresight too early, too late or wrong in turns changes no piece.
    @Test func aWrongForesightChangesNoPiece() {
        let plain = sampler(Self.squeezedLengths, layouts: Layouts()).0.pieces()
        for shift in [-40, -1, 1, 3, 700] {
            let pieces = sampler(Self.squeezedLengths, layouts: Layouts(), foresight: { $0 % 2 == 0 ? shift : 0 }).0.pieces()
            #expect(pieces == plain, "foreseen \(shift) units off")
        }
    }

    /// Firefox lays blocks out in 1/60 px: where a layout changes at an exact width between two
    /// 1/64 px units, the boundary written there sits on the side of the 1/60 px width between
    /// them that the layout at that width calls for, so both grids read it as the engine does:
    /// every 1/64 and 1/60 px width above the boundary has the new layout, every one below the
    /// old (it was the middle of the units, which Firefox could read wrongly).
    @Test func boundariesAreExactOnBothGrids() throws {
        // Changes between unit 21851 (341.421875 px) and 21852 (341.4375 px); 341.4333 px (20486/60) lies between.
        for change in [341.425, 341.435] {
            let layout = { (width: Double) in LayoutSample(lengths: [width], keywords: [width >= change ? "new" : "old"]) }
            var sampler = PiecewiseSampler(minWidth: 340, maxWidth: 343, stepPixels: 1) { layout(Double($0) / 64) }
            sampler.sampleAtPixels = layout
            let pieces = sampler.pieces()
            #expect(pieces.count == 2 && pieces[1].lower == 21852, "\(pieces.map(\.lower))")
            let written = CSSLength.boundary(key: pieces[1].boundaryKey)
            let boundary = try #require(Double(written.dropLast(2)))
            for width in [21851.0 / 64, 21852.0 / 64, 20486.0 / 60, 20485.0 / 60, 20487.0 / 60] {
                #expect((width > boundary) == (width >= change), "change at \(change): \(width) px against @container(width>\(written))")
            }
        }
        #expect(CSSLength.boundary(afterUnit: 300 * 64) == "300.01px", "a boundary with no 1/60 px width between its units is as before")
    }

    /// A layout of one unit (a squeezed text re-wraps at 341.42 px and again at 341.435): its
    /// CSS is a constant, so no line says whether the 1/60 px width after it (341.4333) is its;
    /// the engine's layout there is, with lengths within a unit, and both grids read each width
    /// as the engine does (judged by a line, 341.4333 px was given the next piece's layout).
    @Test func aOneUnitPieceKeepsTheSixtiethAfterIt() throws {
        let layout = { (width: Double) in
            LayoutSample(lengths: [width / 2], keywords: [width < 341.42 ? "44 lines" : width < 341.435 ? "43 lines" : "42 lines"])
        }
        var sampler = PiecewiseSampler(minWidth: 340, maxWidth: 343, stepPixels: 1) { layout(Double($0) / 64) }
        sampler.sampleAtPixels = layout
        let pieces = sampler.pieces()
        #expect(pieces.map(\.lower) == [340 * 64, 21851, 21852] && pieces[1].upper == 21851, "\(pieces.map { ($0.lower, $0.upper) })")
        let boundaries = try pieces.dropFirst().map { try #require(Double(CSSLength.boundary(key: $0.boundaryKey).dropLast(2))) }
        for width in [21850.0 / 64, 21851.0 / 64, 21852.0 / 64, 20485.0 / 60, 20486.0 / 60, 20487.0 / 60] {
            let shown = pieces[boundaries.lastIndex { width > $0 }.map { $0 + 1 } ?? 0]
            #expect(shown.keywords == layout(width).keywords, "\(width) px shows \(shown.keywords), the engine \(layout(width).keywords)")
        }
    }
}

