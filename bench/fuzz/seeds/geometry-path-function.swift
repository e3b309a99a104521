struct ArcGraph: View {
    var progress: Double
    var body: some View {
        GeometryReader { proxy in
            ZStack {
                arc(in: proxy.size)
                    .stroke(Color.gray, lineWidth: 2)
                arc(in: proxy.size)
                    .fill(LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom))
                Circle()
                    .fill(.orange)
                    .frame(width: 10, height: 10)
                    .position(x: proxy.size.width * progress, y: proxy.size.height / 2)
            }
        }
        .frame(height: 120)
    }
    func arc(in size: CGSize) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: size.height))
        path.addQuadCurve(to: CGPoint(x: size.width, y: size.height), control: CGPoint(x: size.width / 2, y: 0))
        return path
    }
}
ArcGraph(progress: 0.4)
