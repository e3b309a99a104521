/// Subviews at their ideal sizes, left to right, wrapping onto a new line when the next one
/// would cross the proposed width (the SwiftUI Field Guide's flow layout, extended).
///
/// - Lines: a subview starts a new line when the line is not empty and the subview's trailing
///   edge (after the gap) would pass the proposed width; a `nil` width never wraps. A subview
///   wider than the width sits alone on its line and overflows.
/// - Spacing: `horizontalSpacing` between neighbours on a line and `verticalSpacing` between
///   lines; `nil` uses the views' preferred spacing (8 px between views that state none).
/// - Alignment: `alignment.horizontal` places each line in the layout's width (leading,
///   centre, trailing); `alignment.vertical` lines up the subviews of one line (top, centre,
///   bottom, baselines), and the line is as tall as its aligned subviews.
/// - Size: the widest line by the lines' total height, so the layout hugs its content.
///
/// The arrangement for the last proposal is kept in the cache, so placing reuses what
/// measuring computed. Subviews are measured at their ideal sizes whatever the proposal, so
/// the proposed width changes the arrangement only through the wrapping decisions: the widths
/// that decide each the same way keep every line, and the layout says which they are
/// (`sameLayoutWidths`), as a text says which widths keep its lines.
public struct FlowLayout: Layout, LayoutForeseeing {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    /// The Field Guide's form: one spacing both between neighbours and between lines.
    public init(alignment: Alignment = .topLeading, spacing: Double? = nil) {
        self.init(alignment: alignment, horizontalSpacing: spacing, verticalSpacing: spacing)
    }

    public init(alignment: Alignment = .topLeading, horizontalSpacing: Double?, verticalSpacing: Double?) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { $0.isFinite ? $0.sanitizedLength() : 0 }
        self.verticalSpacing = verticalSpacing.map { $0.isFinite ? $0.sanitizedLength() : 0 }
    }

    /// One line of the arrangement.
    public struct Line: Sendable {
        /// Positions in `subviews` (from 0) of the line's subviews.
        public var items: Range<Int>
        public var width: Double
        public var height: Double
        /// Where the line's vertical guide sits below its top.
        var guideOffset: Double
    }

    /// Where everything goes for one proposal.
    public struct Arrangement: Sendable {
        let proposal: ProposedViewSize
        public var lines: [Line]
        /// `x[i]`: subview `i`'s offset from its line's start; `gapsBefore[l]`: space above line `l`.
        var x: [Double]
        var guides: [Double]
        var gapsBefore: [Double]
        public var size: Size
        /// The proposed widths that make every wrapping decision as this proposal did, so the
        /// same lines; unbounded for an unlimited width.
        var sameLines: Range<Double>
    }

    public struct Cache {
        var last: Arrangement?
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache()
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        arrangement(proposal, subviews, &cache).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let arrangement = arrangement(proposal, subviews, &cache)
        let box = ViewDimensions(width: bounds.width, height: bounds.height)
        var top = bounds.minY
        for (number, line) in arrangement.lines.enumerated() {
            top += arrangement.gapsBefore[number]
            let lineBox = ViewDimensions(width: line.width, height: line.height)
            let start = bounds.minX + finite(box[alignment.horizontal] - lineBox[alignment.horizontal])
            for item in line.items {
                let y = top + line.guideOffset - arrangement.guides[item]
                subviews[subviews.startIndex + item].place(
                    at: Point(x: start + arrangement.x[item], y: y), anchor: .topLeading, proposal: .unspecified)
            }
            top += line.height
        }
    }

    /// The lines for `proposal`, from the cache when the proposal is the last one.
    public func arrangement(_ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Cache) -> Arrangement {
        if let last = cache.last, last.proposal == proposal { return last }
        let result = arrange(proposal, subviews)
        cache.last = result
        return result
    }

    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Arrangement {
        let limit = proposal.width ?? .infinity
        let count = subviews.count
        var lines: [Line] = []
        var x = [Double](repeating: 0, count: count)
        var guides = [Double](repeating: 0, count: count)
        var lineStart = 0
        var cursor = 0.0
        // Each decision wraps where the widths up to the subview's trailing edge pass the limit:
        // a width below every wrapping edge and at or above every other keeps them all.
        var widestKept = -Double.infinity, narrowestWrapped = Double.infinity
        for item in 0..<count {
            let subview = subviews[subviews.startIndex + item]
            let width = finite(subview.sizeThatFits(.unspecified).width)
            if item > lineStart {
                let gap = horizontalSpacing ?? subviews[subviews.startIndex + item - 1].spacing.distance(to: subview.spacing, along: .horizontal)
                let edge = cursor + gap + width - 1e-9
                if cursor + gap + width > limit + 1e-9 {
                    lines.append(line(lineStart..<item, width: cursor, subviews, &guides))
                    lineStart = item
                    cursor = 0
                    narrowestWrapped = min(narrowestWrapped, edge)
                } else {
                    cursor += gap
                    widestKept = max(widestKept, edge)
                }
            }
            x[item] = cursor
            cursor += width
        }
        if count > 0 {
            lines.append(line(lineStart..<count, width: cursor, subviews, &guides))
        }
        var gapsBefore = [Double](repeating: 0, count: lines.count)
        var height = 0.0
        var width = 0.0
        for (number, line) in lines.enumerated() {
            if number > 0 {
                gapsBefore[number] = verticalSpacing ?? lineSpacing(lines[number - 1], line, subviews)
            }
            height += gapsBefore[number] + line.height
            width = max(width, line.width)
        }
        return Arrangement(
            proposal: proposal, lines: lines, x: x, guides: guides, gapsBefore: gapsBefore, size: Size(width: width, height: height),
            sameLines: widestKept..<max(widestKept, narrowestWrapped))
    }

    func sameLayoutWidths(_ proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Range<Double>? {
        guard let width = proposal.width, width.isFinite else { return nil }
        return arrangement(proposal, subviews, &cache).sameLines
    }

    /// A line of `items`, as tall as its subviews aligned on `alignment.vertical`.
    private func line(_ items: Range<Int>, width: Double, _ subviews: Subviews, _ guides: inout [Double]) -> Line {
        var above = 0.0
        var below = 0.0
        for item in items {
            let dimensions = subviews[subviews.startIndex + item].dimensions(in: .unspecified)
            guides[item] = finite(dimensions[alignment.vertical])
            above = max(above, guides[item])
            below = max(below, finite(dimensions.height) - guides[item])
        }
        return Line(items: items, width: width, height: above + below, guideOffset: above)
    }

    /// The preferred distance between two lines: the larger preference of any subview of the
    /// upper line's bottom edges and the lower line's top edges.
    private func lineSpacing(_ upper: Line, _ lower: Line, _ subviews: Subviews) -> Double {
        var bottom = ViewSpacing()
        var top = ViewSpacing()
        for item in upper.items { bottom.formUnion(subviews[subviews.startIndex + item].spacing, edges: .bottom) }
        for item in lower.items { top.formUnion(subviews[subviews.startIndex + item].spacing, edges: .top) }
        return bottom.distance(to: top, along: .vertical)
    }
}
