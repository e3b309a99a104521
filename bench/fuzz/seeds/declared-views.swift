struct Badge: View {
    let title: String
    var count: Int = 0
    let label: Text
    @Default(.accent) var accent
    init(title: String, count: Int = 0) {
        self.title = title
        self.count = count
        label = Text(title).bold()
        func clamp(_ n: Int) -> Int { max(0, min(n, 99)) }
        self.count = clamp(count)
    }
    var body: some View {
        HStack(spacing: 4) {
            label
            if count > 0 { Text("\(count)").font(.caption).padding(4).background(Capsule().fill(Tint.warm.color)) }
        }
    }
}

enum Tint: String, CaseIterable {
    case warm, cool
    var color: Color { self == .warm ? .orange : Color(hex: "#33AAFF") }
    var name: String {
        switch self {
        case .warm: return "Warm"
        case .cool: return rawValue.capitalized
        }
    }
}

extension Color {
    init(hex: String) {
        let digits = Int(hex.dropFirst(), radix: 16) ?? 0
        self.init(red: Double((digits >> 16) & 0xFF) / 255, green: Double((digits >> 8) & 0xFF) / 255, blue: Double(digits & 0xFF) / 255)
    }
}

struct Grow: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).background(RoundedRectangle(cornerRadius: 6).fill(.blue.opacity(0.2)))
    }
}

struct Card: ViewModifier {
    var radius: CGFloat = 12
    func body(content: Content) -> some View {
        content.padding().background(.thinMaterial, in: .rect(cornerRadius: radius))
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

private let defaultSize = CGSize(width: 60, height: 60)

struct Row<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View { HStack { content() }.frame(minHeight: defaultSize.height) }
}

@State var picked: Tint = .warm
VStack {
    Badge(title: picked.name, count: 120)
    Row { ForEach(Tint.allCases, id: \.self) { tint in Text(tint.name).foregroundStyle(tint.color) } }
    Button("Go") { }.buttonStyle(Grow())
    Text("Card").card()
    Picker("Tint", selection: $picked) { ForEach(Tint.allCases, id: \.self) { Text($0.name).tag($0) } }
}
