// Session 51's seams: a literal typed by what is around it (`??`, `? :`, an array), an implicit
// member beside a number, `.init(...)` of a declared type, views' inits overloaded by type,
// SwiftUI values' fields read in a body, a helper and a GeometryReader, raw values with escapes.
import SwiftUI

enum Tip: String, CaseIterable { case first = "One\n\nTwo", second = "\u{41}\t\"B\"" }

struct Part {
    var price: Double
    var discount: Double? = nil
    var info: String?
    init(price: Double, discount: Double? = nil, name: String) {
        self.price = price
        self.discount = discount
        self.info = {
            if name == "rich" { return "syrup" }
            return nil
        }()
    }
}

struct Tag: View {
    let shown: String
    var anchor: UnitPoint = .init(x: 0, y: 1)
    var alignment: Alignment
    init(tint: Color, alignment: Alignment = .init(horizontal: .leading, vertical: .bottom)) { shown = "colour"; self.alignment = alignment }
    init(tint: Int, alignment: Alignment = Alignment(horizontal: .trailing, vertical: .top)) { shown = "number \(tint)"; self.alignment = alignment }
    var body: some View {
        Text(shown).scaleEffect(1.2, anchor: anchor).frame(width: 80, height: 30, alignment: alignment)
    }
}

let parts = [Part(price: 1.5, name: "rich"), Part(price: 3, discount: 0.5, name: "lime")]
let noPrice: Double? = nil
let inset = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
let corner: Alignment = .init(horizontal: .trailing, vertical: .bottom)

VStack(alignment: .leading) {
    Text(verbatim: "\(noPrice ?? 0) \(parts.map { $0.discount ?? 0 }) \([parts[0].price, 0])")
    Text(verbatim: "\(min(false ? 300.0 : .infinity, 2)) \(parts.map { $0.price > 2 ? $0.price : 0 })")
    Text(verbatim: "\(UnitPoint.bottom.y) \(inset.trailing) \(Tip.first.rawValue.count) \(parts[0].info ?? "-")")
    Tag(tint: .red)
    Tag(tint: 3, alignment: corner)
    GeometryReader { geo in
        let paper = CGSize(width: 0, height: 50)
        let scale = min(paper.width > 0 ? geo.size.width / paper.width : .infinity, geo.size.width / paper.height)
        Color.blue.frame(width: paper.height * scale * UnitPoint.trailing.x - inset.trailing, height: 6)
    }
    .frame(height: 6)
}
