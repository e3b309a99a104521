Stepper {
    Text("a")
    Text("b")
    Text("c")
}

struct Stepper: Layout {
    var rise: CGFloat = 6
    struct Cache { var widths: [CGFloat] = [] }
    func makeCache(subviews: Subviews) -> Cache {
        var cache = Cache()
        for subview in subviews { cache.widths.append(subview.sizeThatFits(.unspecified).width) }
        return cache
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let total = cache.widths.reduce(into: 0.0) { $0 += $1 }
        var height: CGFloat = 0
        var i = 0
        while i < subviews.count { height += 20 + rise; i += 1 }
        switch subviews.count {
        case 0: return .zero
        case 1...3: return CGSize(width: total, height: height)
        default: return CGSize(width: min(total, proposal.width ?? total), height: height)
        }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var point = CGPoint(x: bounds.minX, y: bounds.maxY)
        for (index, subview) in subviews.enumerated() where index >= 0 {
            guard let width = cache.widths.first else { break }
            subview.place(at: point, anchor: .bottomLeading, proposal: ProposedViewSize(width: width, height: nil))
            point.x += cache.widths[index]
            point.y -= rise + (index.isMultiple(of: 2) ? 1 : 0)
        }
    }
}
