// Session 52's seams: a typed dictionary's literals and its `default:`, `Array(word)`, an enum's
// operator beside another enum's case of its name, a calendar in a time zone, a stand-in only
// a toggled state draws, the app's static shape, hidden control labels.
import SwiftUI

struct Fiat { let symbol: String }
enum Currency: Equatable {
    static func == (lhs: Currency, rhs: Currency) -> Bool { lhs.symbol == rhs.symbol }
    case fiat(Fiat)
    case coin
    var symbol: String {
        switch self {
        case .fiat(let money): return money.symbol
        case .coin: return "C"
        }
    }
}
enum Mode: Int { case fiat, coin }

struct Clock: View {
    let zone: TimeZone
    let prices: [String: Double] = ["USD": 2.5, "EUR": 3]
    @State private var details = false
    @State private var mode = Mode.fiat
    var hour: Int {
        var calendar = Calendar.current
        calendar.timeZone = zone
        return calendar.component(.hour, from: Date())
    }
    var body: some View {
        VStack(spacing: 4) {
            Toggle("Details", isOn: $details).labelsHidden()
            Text(zone.localizedName(for: .shortGeneric, locale: .current) ?? "-")
            Text("\(hour) \(prices["GBP", default: 1]) \(max(prices["USD"]! - 4, 0))")
            Text(Array(zone.identifier).first.map(String.init) ?? "")
            if details {
                RoundedRectangle.card.fill(mode == .fiat ? Color.blue : .gray).frame(height: 20)
                Stepper("Count", value: .constant(2)).labelsVisibility(.hidden)
            }
        }
    }
}

Clock(zone: TimeZone(identifier: "Asia/Tokyo")!)
