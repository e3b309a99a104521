// Session 49's seams: numeric literals in every base, an initialiser an extension adds to a
// number type, dates ordered against Date's implicit members, count(where:), a string's filter.
import SwiftUI

enum Gap { case tight, roomy; var points: Double { self == .tight ? 0b100 : 0o20 } }

extension CGFloat {
    init(_ gap: Gap) { self.init(gap.points) }
    init(twice gap: Gap) { self = gap == .tight ? 0x8 : 0x1p5 }
}

struct Ledger: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let wide = sizes.count(where: { $0.width > CGFloat(.tight) })
        let label = "w1d3".filter { $0.isNumber }
        let first = label.first.map(String.init) ?? ""
        let start = Date(timeIntervalSince1970: 1_000)
        let gap = start < .distantFuture ? CGFloat(twice: .roomy) : CGFloat(3)
        return CGSize(width: (sizes.map(\.width).max() ?? 0) + gap + CGFloat(first.count + wide),
                      height: sizes.map(\.height).reduce(0, +) + CGFloat(Gap.roomy))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.minX + 0x1p2, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + CGFloat(.tight)
        }
    }
}
