struct Board {
    var cells = [0, 0, 0, 0]
    var moves = 0 { didSet { if moves > 9 { moves = 9 } } }
    var score: Int { get { cells.reduce(0, +) } set { cells[0] = newValue } }
    lazy var label: String = "board \(moves)"
    static var made = 0
    subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue; moves += 1 } }
    static func < (a: Board, b: Board) -> Bool { a.score < b.score }
}

enum Size: Comparable { case small, medium, large }

func scan(_ rows: [[Int?]]) -> Int {
    var found = 0
    outer: for row in rows {
        for case let value? in row {
            if value < 0 { continue outer }
            if value > 99 { break outer }
            found += value
        }
    }
    return found
}

var board = Board()
board[1] = 4
board.score += 2
Board.made += 1
print(scan([[1, nil, 3], [-1, 5]]), board.cells, [Size.large, .small].sorted(), (1, "a") < (1, "b"))
print(String(format: "%.1f|%03d", 2.25, 7), [[1], [2, 3]].joined().map(String.init), "abc".prefix(while: { $0 != "c" }))

ScrollView(.horizontal) {
    HStack(spacing: 10) {
        ForEach(0..<4) { index in
            Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                .frame(height: 30)
        }
    }
}
Color.red.containerRelativeFrame(.horizontal) { length, _ in min(length * 0.8, 300) }.frame(height: 10)
Canvas { context, size in }.frame(height: 40)
Stepper(value: .constant(2), in: 0...5, step: 1) { Text("Steps") }
