struct Person: Hashable {
    var id: Int
    var name: String
    static func == (a: Person, b: Person) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
struct Code: RawRepresentable, Hashable {
    var rawValue: String
    var note = ""
    init(rawValue: String) { self.rawValue = rawValue }
}
enum Kind: String { case summary, upcoming }
struct Intent: WidgetConfigurationIntent {
    @Parameter(title: "Kind", default: .summary)
    var kind: Kind
}
extension Intent {
    static var upcoming: Intent { let intent = Intent(); intent.kind = .upcoming; return intent }
}
let people = [Person(id: 1, name: "A"), Person(id: 1, name: "B")]
let marks: [Date: String] = [Date(timeIntervalSince1970: 0): "first"]
let grouped = ["b": [3, 1, 2]].map { ($0.key, $0.value.sorted { $0 > $1 }) }
let interval = Calendar.current.dateInterval(of: .month, for: Date(timeIntervalSince1970: 0))!
VStack {
    Text("\(Set(people).count) \(people.contains(Person(id: 1, name: "Z"))) \(Code(rawValue: "x") == Code(rawValue: "x"))")
    Text(marks[Date(timeIntervalSince1970: 0)] ?? "none")
    Text("\(unsafe grouped.count) \(interval.duration) \(DateFormatter().monthSymbols[0]) \(Intent.upcoming.kind.rawValue)")
    artworkView.frame(width: 30, height: 30)
    Circle().fill(Palette().opacity(0.2)).frame(width: 10, height: 10)
    Color.blue.frame(width: 40, height: 40).clipShape(.rect(corners: .concentric(minimum: 12)))
    ConcentricRectangle(uniformTopCorners: .fixed(6), bottomLeadingCorner: 3).fill(.red).frame(width: 20, height: 20)
}
