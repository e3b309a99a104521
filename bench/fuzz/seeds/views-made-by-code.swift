struct Node: View {
    let depth: Int
    let child: (Int) -> Node
    var body: some View {
        if depth > 0 { child(depth - 1) } else { Text("leaf") }
    }
    func again() -> Node { Node(depth: depth, child: child) }
}
struct Loop: View {
    var body: some View { VStack { Text("a"); make() } }
    func make() -> Loop { Loop() }
}
func grow(_ n: Int) -> Node { Node(depth: n, child: grow) }
VStack {
    grow(3)
    Loop()
}
