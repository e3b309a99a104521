struct Counter {
    var start: Int
    func shift(_ by: Int) -> Int { start + by }
    func all() -> [Int] {
        let step = shift
        return [1, 2, 3].map(shift) + [step(10), self.shift(20)]
    }
}
struct Chip: View {
    let label: String
    var shade: (String) -> Color
    var body: some View { Text(label).padding(6).background(shade(label)) }
}
struct Shelf: View {
    let count: Int
    let caption: (Int) -> String
    let make: (Int) -> Chip
    @State private var opened = false
    var body: some View {
        VStack {
            Text(caption(count))
            make(count)
            Button(action: open) { Text("Open") }
            HStack { [count] in Text("\(count)") }
        }
    }
    func open() { opened.toggle() }
}
enum Window: String, CaseIterable {
    case hour, day
    var rule: Predicate<Int> { let limit = rawValue.count; return #Predicate<Int> { n in n > limit } }
}
var running = 0
let sums = ["a", "bb", "ccc"].map { word -> Int in
    running += word.count
    return running
}
VStack {
    Shelf(count: Counter(start: 2).all().count, caption: { "\($0) items" }) { Chip(label: "n\($0)") { _ in .mint } }
    ForEach(sums, id: \.self) { Text("\($0)") }
    ForEach(Array(stride(from: 0, to: Catalog.total, by: 2)), id: \.self) { Text("\($0)") }
    Text(Strings.Shelf.title)
    Text("\(Window.allCases.filter { (try? $0.rule.evaluate(5)) == true }.count)")
    VSplitView { Text("top"); Text("end") }
}
