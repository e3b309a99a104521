typealias Amount = Double
typealias Span = (lo: Int, hi: Int)

enum LoadError: Error, LocalizedError {
    case offline, missing(String)
    var errorDescription: String? { self == .offline ? "Offline" : "Missing" }
}

protocol Tinted { var tone: String { get } }
extension Tinted { var tone: String { "plain" }; func label() -> String { "tone " + tone } }
struct Warm: Tinted { var tone: String { "warm" } }

func total(_ values: Amount..., scale: Amount = 1) -> Amount { values.reduce(0, +) * scale }
func widen(_ span: Span) -> Span { (span.lo - 1, span.hi + 1) }

extension Color {
    init(hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let r, g, b: UInt64
        switch hex.count {
        case 3: (r, g, b) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        default: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
        }
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }
}

struct Ledger: View {
    @State private var rows = ["rent", "food", "fun"]
    @State private var picked: Int? = 1
    static let stamp: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
    var outcome: Result<Int, LoadError> = .success(3)
    var summary: String {
        switch outcome {
        case .success(let count) where count > 2: return "\(count) rows"
        case .success: return "few"
        case .failure(let error): return error.localizedDescription
        }
    }
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(rows.indices, id: \.self) { index in
                Text("\u{2022} \(rows[index])").baselineOffset(index == 0 ? 4 : 0)
            }
            Text(summary)
            Text(Warm().label() + " " + String(total(1, 2, 3.5, scale: 2)))
            Text(Self.stamp.string(from: Date(timeIntervalSince1970: 86_400)))
            Color(hex: "#0A8").frame(height: 4)
            Text(#"raw \n"# + String(UInt8(clamping: 300)) + "\(widen((lo: 1, hi: 2)).hi)")
        }
    }
    mutating func tidy() {
        picked? += 1
        rows.remove(atOffsets: IndexSet([0]))
        rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
    }
}
