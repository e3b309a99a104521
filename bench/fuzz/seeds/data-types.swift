struct Item: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var score: Double
    var tags: Set<String> = []
    static let samples: [Item] = [Item(name: "A", score: 2.5), Item(name: "B", score: 4)]
    var stars: String { String(repeating: "*", count: Int(score.rounded())) }
    mutating func bump(by amount: Double = 1) { score += amount }
}

enum Failure: Error { case empty, tooMany(Int) }

func check(_ items: [Item]) throws -> Int {
    guard !items.isEmpty else { throw Failure.empty }
    defer { _ = items.count }
    if items.count > 10 { throw Failure.tooMany(items.count) }
    return items.count
}

struct Flow: Layout {
    var spacing: CGFloat = 8
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var rows: [[CGSize]] = [[]]
        var x: CGFloat = 0
        for size in sizes {
            if x + size.width > (proposal.width ?? .infinity), !(rows.last?.isEmpty ?? true) { rows.append([]); x = 0 }
            rows[rows.count - 1].append(size)
            x += size.width + spacing
        }
        let height = rows.map { $0.map(\.height).max() ?? 0 }.reduce(0, +)
        return CGSize(width: proposal.width ?? x, height: height + CGFloat(max(rows.count - 1, 0)) * spacing)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if point.x + size.width > bounds.maxX { point = CGPoint(x: bounds.minX, y: point.y + size.height + spacing) }
            subview.place(at: point, proposal: ProposedViewSize(size))
            point.x += size.width + spacing
        }
    }
}

let counted = (try? check(Item.samples)) ?? 0
var tally: [String: Int] = [:]
Flow(spacing: CGFloat(counted) * 2) {
    ForEach(Item.samples) { item in
        Text("\(item.name) \(item.stars) \(item.score, specifier: "%.1f")")
    }
    switch counted {
    case 0: Text("none")
    case 1...3: Text("few")
    default: Text("many")
    }
}
