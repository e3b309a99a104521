@State var leader = 1
let names = ["Ada", "Grace", "Linus"]
VStack {
    ViewThatFits {
        MyEqualWidthHStack { ForEach(names, id: \.self) { Text($0).frame(maxWidth: .infinity) } }
        MyEqualWidthVStack { ForEach(names, id: \.self) { Text($0).frame(maxWidth: .infinity) } }
    }
    MyRadialLayout {
        Circle().frame(width: 30, height: 30).rank(leader)
        Circle().frame(width: 30, height: 30).rank(2)
        Circle().frame(width: 30, height: 30).rank(3)
    }
    .frame(height: 120)
    FlowLayout(spacing: 4) { ForEach(names, id: \.self) { Text($0) } }
}
