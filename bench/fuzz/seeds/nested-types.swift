struct Item { let name: String }

struct Catalog: View {
    struct Item: Identifiable { let id: Int; let title: String }
    enum Mode { case grid, list }
    let items = [Item(id: 1, title: "A"), Item(id: 2, title: "B")]
    var mode: Mode = .list
    var body: some View {
        VStack {
            ForEach(items) { item in Text(item.title) }
            Text(mode == .list ? "list" : "grid")
            row(Item(id: 3, title: "C"))
        }
    }
    func row(_ item: Item) -> some View { Text(item.title) }
}

struct Shelf: Layout {
    struct Cache { var widths: [CGFloat] = [] }
    enum Mode { case packed, spread }
    var mode = Mode.packed
    func makeCache(subviews: Subviews) -> Cache { Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width }) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += cache.widths[index] + (mode == .spread ? 8 : 0)
        }
    }
}

extension Catalog.Item { var label: String { "\(id): \(title)" } }

VStack {
    Catalog()
    Shelf(mode: .spread) { Text(Item(name: "top").name); Text(Catalog.Item(id: 9, title: "z").label) }
}
