final class Feed: ObservableObject {
    @Published var heading = "Waiting"
    @Published var loads = 0
    init() {
        let finish = { [weak self] in
            guard let self = self else { return }
            self.heading = "Ready"
            loads += 1
        }
        finish()
    }
}

struct Sky: View {
    @StateObject var feed = Feed()
    var tint: Color? = nil
    let note = "**Bright** stars, *faint* `dust`, [map](https://example.org)"
    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading) {
                Text(feed.heading)
                if proxy.size.width > 240 {
                    star(size: 8)
                    star(8, glow: true)
                } else if proxy.size.width > 120 {
                    star(6, glow: false)
                }
                Text((try? AttributedString(markdown: note, options: .init(interpretedSyntax: .inlineOnly))) ?? AttributedString(note))
                Circle()
                    .fill(tint ?? Color.nightSky)
                    .frame(width: CGFloat.maximum(proxy.size.width / 8, 4), height: 4)
                    .position(x: CGFloat.random(in: 0...proxy.size.width), y: .random(in: 10...20))
                Text("a@b@c".split(separator: "@", maxSplits: 1).last.map(String.init) ?? "")
                    .hide(if: note.count < Limits.longest)
            }
        }
    }
    func star(size: CGFloat) -> some View { Circle().frame(width: size, height: size) }
    func star(_ size: CGFloat, glow: Bool) -> some View { star(size: glow ? size * 2 : size) }
}
