struct Stamp: View {
    @State private var day: Date
    @State private var shade: Shade
    let handle: Handle
    init(seconds: Double, code: Int, handle: Handle) {
        _day = .init(initialValue: .init(timeIntervalSince1970: seconds))
        _shade = State(wrappedValue: Shade(rawValue: code) ?? .light)
        self.handle = handle
    }
    #if os(macOS)
    var body: some View { Text("mac") }
    #else
    var body: some View {
        VStack {
            DatePicker("Day", selection: $day, displayedComponents: [.date])
            Text(shade == .light ? "light" : "dark")
                .padding(handle.inset)
                .scaleEffect(1.5, anchor: handle.anchor)
            caption
            row(2)
            row(3)
            EllipticalGradient(colors: [.red, .blue], startRadiusFraction: 0.1)
                .frame(height: 20)
            Circle().fill(.ellipticalGradient(colors: [.green, .clear], center: .topLeading, endRadiusFraction: 1))
                .frame(width: 20, height: 20)
            Text("sunk").foregroundStyle(.primary.shadow(.inner(radius: 2)))
        }
    }
    #endif
}

enum Shade: Int { case light, dark }

enum Handle {
    case top, bottom
    #if os(iOS)
    var inset: CGFloat { self == .top ? 4 : 8 }
    #endif
    var anchor: UnitPoint { if self == .top { .top } else { .bottom } }
    var label: String {
        switch self {
        case .top: "top"
        case .bottom: "bottom"
        }
    }
}

extension Stamp {
    var caption: some View { Text(handle.label) }
    func row(_ n: Int) -> some View { Text("row \(n)") }
}

struct Pair<A: View, B: View>: View {
    var parts: (A, B)
    init(@ViewBuilder content: () -> TupleView<(A, B)>) { parts = content().value }
    var body: some View {
        VStack(alignment: .leading) { parts.1; Divider(); parts.0 }
    }
}

let sizes = [-3, 4, -5].map(abs)
VStack {
    Stamp(seconds: 1_700_000_000, code: 1, handle: .top)
    Pair {
        Text("one")
        Text("\(sizes[0])")
    }
    GeometryReader { proxy in
        let columns = Int(proxy.size.width / 100)
        if columns > 1, !proxy.size.width.isZero {
            Color.red.frame(height: 10)
        } else {
            Color.blue.frame(height: 10)
        }
    }
    .frame(height: 10)
}
