private let defaultSize = CGSize(width: 60, height: 24)

@propertyWrapper struct Clamped {
    var value: Int
    var wrappedValue: Int { get { value } set { value = min(max(newValue, 0), 9) } }
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 9) }
}

extension Color {
    init(level: Int) {
        let shade = Double(level) / 10
        self.init(red: shade, green: 0.4, blue: 1 - shade)
    }
}

enum Mood: String, CaseIterable, Identifiable {
    case calm, busy, late
    var id: String { rawValue }
    var tint: Color {
        switch self {
        case .calm: return .green
        case .busy: return .orange
        case .late: return .red
        }
    }
}

struct Grow: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(configuration.isPressed ? Color.gray : Color.blue)
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
    }
}

struct Card: ViewModifier {
    var radius: CGFloat = 8
    func body(content: Content) -> some View {
        content.padding(6).background(.quaternary, in: RoundedRectangle(cornerRadius: radius))
    }
}

extension View {
    func card() -> some View { modifier(Card()) }
}

struct Badge<Content: View>: View {
    let title: String
    let badge: Text
    @ViewBuilder var content: () -> Content
    @Clamped var level = 12

    init(title: String, @ViewBuilder content: @escaping () -> Content) {
        self.title = title
        self.badge = Text(title).bold()
        self.content = content
        let start = steps(3)
        level = start
        func steps(_ n: Int) -> Int { n * 2 }
    }

    var body: some View {
        let columns: Int
        if title.count > 4 { columns = 2 } else { columns = 1 }
        return VStack(alignment: .leading) {
            badge
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: columns)) {
                content()
            }
            Color(level: level).frame(width: defaultSize.width, height: defaultSize.height)
        }
        .card()
    }
}

struct Row: View {
    @Binding var on: Bool
    let mood: Mood
    init(on: Binding<Bool>, mood: Mood) {
        self._on = on
        self.mood = mood
        if self.on { print("on") }
    }
    var body: some View {
        Toggle(mood.rawValue.capitalized, isOn: $on).tint(mood.tint)
    }
}

@State var on = false
let when = Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 25))

Badge(title: "Moods") {
    ForEach(Mood.allCases) { mood in
        Row(on: $on, mood: mood)
    }
}
Button("Grow") { on.toggle() }.buttonStyle(Grow())
Text(when ?? .now, style: .date).onAppear { _ = [1, 2].map { _ in 0 } }
