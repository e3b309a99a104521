import SwiftData
struct Tally {
    var counts: [String: Int]
    func total() -> Int {
        var sum = 0
        for (_, count) in counts { sum += count }
        return sum
    }
}
@Model final class Note {
    var title: String
    init(title: String) { self.title = title }
}
struct Row: View {
    #warning("rows are drawn without their details")
    let showsLabel: Bool
    let tint: Color
    var body: some View {
        List {
            NavigationLink(destination: Text("Next")) {
                if showsLabel { Text("Label") }
            }
            tint.onAppear { print("seen") }.frame(width: 10, height: 10)
            ForEach([Note(title: "a"), Note(title: "b")], id: \.persistentModelID) { note in Text(note.title) }
            Text("\(Tally(counts: ["a": 1, "b": 2]).total())")
        }
    }
}
Row(showsLabel: false, tint: .orange)
