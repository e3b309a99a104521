enum Mode { case list, grid(columns: Int), none }
extension StrokeStyle {
    static let hairline = StrokeStyle(lineWidth: 0.5, lineCap: .round, dash: [2, 1])
}
let mode = Mode.list
let empty: [String] = []
let picked: String? = nil
@State var on = false
NavigationStack {
    VStack {
        switch mode {
        case .list: Text("list").symbolVariant(.circle.fill)
        case .grid(let columns): Text("\(columns)").frme(width: 3)
        case .none: Txt("none")
        }
        if let picked { Text(picked).fontWeight(.ultraLight) } else if on { Image(systemName: "heart").symbolVariant(SymbolVariants.slash) } else { EmptyView() }
        ForEach(empty, id: \.self) { tag in Label(tga, systemImage: "tag").badge(3) }
        Capsule().stroke(style: .hairline).frame(width: 40, height: 10)
        Circle().trim(from: 0, to: 0.5).stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 2, dash: [3, 2], dashPhase: 1))
        Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 9, y: 9)) }.stroke(style: .routeListItemPath)
        Text("Serif").font(.system(.title, design: .serif)).fontDesign(.rounded)
        Toggle("On", isOn: $on).toggleStyle(.button).controlSize(.mini).redacted(reason: .placeholder).allowsTightening(true)
    }
    .toolbar { Button("Edit") {} }
    .searchable(text: .constant(""))
}
