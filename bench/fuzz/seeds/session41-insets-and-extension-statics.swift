extension Font {
    static func big(_ size: CGFloat) -> Font { .system(size: size) }
}
extension Color {
    static func brand(_ amount: Double) -> Color { Color.red.opacity(amount) }
}
struct Chip<Extra: View>: View {
    let title: String
    let tint: Color
    private let extra: AnyView?
    init(title: String = "Chip", tint: Color = brandInk, @ViewBuilder extra: () -> Extra) {
        self.title = title
        self.tint = tint
        let made = extra()
        self.extra = made is EmptyView ? nil : AnyView(made)
    }
    var body: some View {
        Text(title).font(Font.big(18)).foregroundStyle(.brand(0.4))
            .safeAreaInset(edge: .trailing, alignment: .top, spacing: 3) {
                if let extra { extra }
            }
    }
}
let cal = Calendar.current
let day = DateComponents(calendar: cal, year: 2024, month: 2, day: 29).date!
List {
    Chip { Text(cal.shortWeekdaySymbols[0]) }
    Chip(title: cal.isDateInWeekend(day) ? "Weekend" : "Weekday") { }
    Image(cal.firstWeekday > 1 ? .mondayIcon : .sundayIcon)
}
.safeAreaInset(edge: .bottom) {
    Button("Done") { }.frame(maxWidth: .infinity).padding()
}
