private struct AccentKey: EnvironmentKey { static let defaultValue: Color = .orange }
extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
    @Entry var gap: CGFloat = 12
    @Entry var caption: String?
}

struct Row: View {
    @Environment(\.dynamicTypeSize) private var size
    @Environment(\.colorScheme) private var scheme
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.accent) private var accent
    @Environment(\.gap) private var gap
    let title: String
    var stacked: Bool { size >= .accessibility1 || size.isAccessibilitySize }
    var body: some View {
        let layout = stacked ? AnyLayout(VStackLayout(alignment: .leading, spacing: gap)) : AnyLayout(HStackLayout(spacing: gap))
        layout {
            Circle().fill(scheme == .dark ? accent : .gray).frame(width: 12, height: 12)
            Text(isEnabled ? title : "off")
        }
    }
}

struct Meter: View {
    let level: Double
    func section(_ name: String) -> some View {
        let upper = name.uppercased()
        return Section(header: Text(upper)) { ForEach(["a", "b"], id: \.self) { Text($0) } }
    }
    var body: some View {
        let clamped = min(max(level, 0), 1)
        let angle: Double = -.pi / 2
        let first = section("one")
        return VStack {
            GeometryReader { proxy in
                Capsule().frame(width: proxy.size.width * clamped).rotationEffect(.radians(angle + .pi / 2))
            }
            .frame(height: 8)
            List { first; self.section("two") }
                .padding(EdgeInsets(top: .zero, leading: 4, bottom: .zero, trailing: 8))
        }
    }
}

struct Card<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content.environment(\.colorScheme, .dark).clipShape(.panel) }
}

VStack {
    Row(title: "Default")
    Row(title: "Large").dynamicTypeSize(...DynamicTypeSize.xxLarge).environment(\.accent, .blue)
    Row(title: "Off").disabled(true).preferredColorScheme(.dark)
    Card { Row(title: "Card") }
    Meter(level: 0.4)
    Text("x").foregroundColor(Palette.light | Palette.dark)
}
