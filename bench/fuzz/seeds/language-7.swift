struct Tile: View {
    var title: String
    var onOpen: () async -> Void
    var onHold: (@MainActor (Int) -> Void)?
    var tint: Color { .harbourBlue }
    let shelf = ["oak", "ash", "elm"]
    var labels: [String] {
        var list: [String] = inventory.names.map { $0.lowercased() }
        list.append("spare")
        return list
    }
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text(shelf[safe: 4] ?? "none")
                RadialGradient(stops: [.init(color: tint, location: 0), .init(color: .clear, location: Spacing.fade)],
                               center: .center, startRadius: 0, endRadius: 30)
                    .frame(width: proxy.size.width * Ratios.wide, height: 20)
                Toggle("Lit", isOn: Binding<Bool>.init(get: { true }, set: { _ in }))
                Text("hold").hfill(.leading)
                ForEach(labels, id: \.self) { Text($0) }
            }
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

let aliases: [String: String] = ["oak": "Quercus"]
Tile(title: aliases["ash"] ?? "tile", onOpen: { await Task.yield() })

struct Badge<Label: View>: View {
    let label: Label
    init(@ViewBuilder label: () -> Label) { self.label = label() }
    var body: some View { label.padding(4) }
}

extension Badge<Text> {
    init(_ title: String) { self.label = Text(title) }
}

extension View {
    static func frostedPane() -> some View { Color.gray.opacity(0.25) }
}

struct Clock: View {
    var stamp: String {
        let formatter = DateFormatter()
        formatter.locale = Settings.shared.locale
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: 0))
    }
    var body: some View {
        ZStack {
            Capsule.frostedPane()
            Badge(String.clockTitle).font(.smCaption)
            Text(stamp).blur(radius: CGFloat.softRadius)
        }
    }
}
