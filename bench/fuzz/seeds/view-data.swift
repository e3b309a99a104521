@State var wide = false
let scores = [4, 9, 2, 7]
let names = ["Ada", "Grace", "Linus"]
VStack(alignment: .leading) {
    ForEach(names.filter { $0.count > 3 }.sorted { $0 > $1 }, id: \.self) { name in
        Text(name.uppercased().prefix(3) + "\(scores.reduce(0, +))")
            .alignmentGuide(.leading) { d in
                let half = d.width / 2
                guard half > 4 else { return 0 }
                return wide ? half : d[explicit: .leading] ?? 0
            }
    }
    GeometryReader { proxy in
        let side = min(proxy.size.width, 240)
        HStack(spacing: 0) {
            ForEach(Array(zip(names, scores)), id: \.0) { pair in
                Color.blue.frame(width: side / CGFloat(names.count), height: proxy.size.width > 300 ? CGFloat(pair.1) * 3 : 8)
            }
            Path { path in path.addRect(CGRect(x: 0, y: 0, width: side / 4, height: 6)) }
        }
        .offset(x: [proxy.frame(in: .local).midX / 4, 10].max() ?? 0)
    }
    .frame(height: 50)
    Toggle("Wide", isOn: $wide)
}
