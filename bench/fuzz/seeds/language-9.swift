import Combine
@propertyWrapper struct Stored<T> {
    var wrappedValue: T
    init(_ key: String, fallback: T) { wrappedValue = fallback }
}
class Bulb { var on = false }
class Meter: ObservableObject {
    @Published var level = 2
    @Published var caption = "low"
    let bulb = Bulb()
    init() {
        $level.map { "\($0) bars" }.assign(to: &$caption)
        let light = { [weak bulb, twice = level * 2] in
            bulb?.on = twice > 3
        }
        light()
    }
}
struct Toggler {
    @Binding var flag: Bool
    func flip() { flag = !flag }
}
struct Person: Identifiable {
    let id: Int
    let name: String
    let note: String?
}
struct Roster: View {
    @Stored("tint", fallback: 4) var shade: Int
    @StateObject var meter = Meter()
    let people = [Person(id: 1, name: "Ada", note: nil), Person(id: 2, name: "Alan", note: "tea")]
    var badge: Image { shade > 3 ? Icons.full : Icons.empty }
    var body: some View {
        let tile = Color.mint
        let row = HStack { tile; tile }
        VStack {
            row
            row
            Table(people) {
                TableColumn("Name") { person in
                    HStack {
                        Text(person.name)
                        person.note.map { Text($0).font(.caption) }
                    }
                }
                TableColumn("Id", value: \.name)
            }
            .tableStyle(.inset)
            GroupBox(label: shade > 9 ? Text("Big") : nil) { Text(meter.caption) }
            List {
                NavigationLink("Next", value: 1).navigationLinkIndicatorVisibility(.hidden)
            }
            HStack(alignment: VerticalAlignment.firstRowCenter) { Text(Image.chevronGlyph) }
            badge.resizable().frame(width: 20, height: 20)
            mygrid()
            Button { Toggler(flag: .constant(true)).flip() } label: { Text("Flip") }
        }
        .environment(\.controlActiveState, .key)
    }
}
Roster()
func parsed(_ n: Int) throws -> Int {
    struct Invalid: Error { let code: Int }
    if n < 0 { throw Invalid(code: n) }
    return n
}
struct Palette: View {
    @State private var tint = Color.teal
    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint)
            Text("\([String: Person].self) \((try? parsed(2)) ?? 0)")
            Text(String(format: "used", 1, 2))
            Image(systemName: "star").alignmentGuide(.firstTextBaseline, computeValue: \.height)
            Label("Split", image: .splitRight)
        }
    }
}
Palette()
