// Seed: an optional's extension, closure result types from their context, elements at unknown indices.
extension Optional where Wrapped == Int {
    var shortText: String {
        guard let self else { return "-" }
        return self >= 1000 ? "\(self / 1000)k" : "\(self)"
    }
    func or(_ fallback: Int) -> Int { self ?? fallback }
}
extension Optional {
    var isMissing: Bool { self == nil }
}
struct Tile { var size: Int; init() { size = 1 }; init(size: Int) { self.size = size } }
struct Badge: View {
    let count: Int?
    let cells: [GridItem] = {
        var made: [GridItem] = [.init(.fixed(40))]
        made.append(.init(.flexible()))
        return made + [.init()]
    }()
    var body: some View {
        LazyVGrid(columns: cells) {
            Text(count.shortText)
            Circle().fill(tint(for: count.or(3)))
        }
    }
    private func tint(for seed: Int) -> Color {
        let palette: [Color] = [.red, .green, .blue]
        return palette[abs(seed) % palette.count]
    }
}
let written = { () -> Double in return 1 }
let tiles: [Tile] = { [.init(), .init(size: 4)] }()
VStack {
    Badge(count: nil)
    Badge(count: 4500)
    Text("\(written()) \(tiles.count) \(Optional<Int>.none.isMissing)")
}
