struct Tag: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    var name: String
    init(stringLiteral value: String) { name = value }
    init(integerLiteral value: Int) { name = "#\(value)" }
}

typealias Meters = Double

extension Date {
    var dayNumber: Int { Calendar.current.component(.day, from: self) }
    func shifted(days: Int) -> Date { addingTimeInterval(Double(days) * 86_400) }
}

extension Color {
    static var black40: Color { Color(red: 0.4, green: 0.4, blue: 0.4) }
}

enum Muted { case tag(String, Int), user(String) }

final class Settings: ObservableObject {
    @Setting(key: "wallet", fallback: "system") var wallet: String
    var name = "Main"
}

struct Notice: View {
    static var shared = Notice(count: 1)
    let count: Int
    var message: AttributedString {
        var text: AttributedString = "Sync " + "paused"
        text.underlineStyle = .single
        guard let range = text.range(of: "paused") else { return text }
        text[range].kern = 2
        text[range].strikethroughStyle = .single
        text.append(AttributedString(" \(count)"))
        return text
    }
    var label: String {
        let s = "\(count)"
        return .init(repeating: "0", count: max(0, 3 - s.count)) + s
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text(message)
            Text(label).foregroundColor(.black40)
            Text("\(Date().shifted(days: count).dayNumber)")
            Text("\(Int64(count * 1_048_576), format: .byteCount(style: .file))")
            if [.user("a"), .tag("b", 1)].contains(where: { if case .tag = $0 { true } else { false } }) {
                Text("tagged").frame(width: CGFloat(CFloat(Meters(count) * 20)))
            }
        }
    }
}

let tag: Tag = "swift"
let items: [Muted] = [.tag("swift", 1), .user("a")]
GeometryReader { proxy in
    var half: Double { proxy.size.width / 2 }
    VStack {
        Notice(count: 3)
        ForEach(0..<items.count, id: \.self) { i in
            if case let Muted.tag(name, _) = items[i] { Text(tag.name + name).frame(width: half) }
        }
        Button(role: nil) { } label: { Text(Settings().name) }
    }
}
