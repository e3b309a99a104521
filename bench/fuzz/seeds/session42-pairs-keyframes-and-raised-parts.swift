struct Pose { var scale = 1.0; var lift = 0.0 }
struct Switches: View {
    @State private var states: [String: Bool] = ["alpha": true, "beta": false, "gamma": true]
    let counts = ["b": 1, "a": 2, "c": 3]
    var body: some View {
        List {
            Section {
                ForEach(states.sorted(by: { $0.key < $1.key }).filter { $0.value }, id: \.key) { name, on in
                    Label(name, systemImage: on ? "checkmark" : "xmark").listItemTint(on ? .green : nil)
                }
            }
            .listSectionMargins(.top, 0)
            Section("Counts") {
                ForEach(Array(counts), id: \.key) { key, value in
                    Text("n") + Text("\(value)").font(.caption).baselineOffset(6) + Text(" \(key)")
                }
                Text(counts.map { $0.key }.sorted().joined(separator: ", "))
                    .keyframeAnimator(initialValue: Pose(scale: 1.5, lift: -4), trigger: counts.count) { content, pose in
                        content.scaleEffect(pose.scale).offset(y: pose.lift)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) { SpringKeyframe(1.0, duration: 0.3) }
                    }
            }
            .listSectionMargins(.horizontal, 24)
        }
    }
}
GeometryReader { proxy in
    LazyVGrid(columns: [GridItem(.adaptive(minimum: max(40, proxy.size.width / 4)))], spacing: proxy.size.width / 40) {
        ForEach(0..<6) { i in Color.teal.frame(height: 20) }
    }
}
Switches()
