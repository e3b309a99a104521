// A value a GeometryReader's content computes from the reader's size, evaluated at layout time.

import TrellisLayout

/// `proxy.size.width / 2`, `min(geometry.size.height, 200)`: arithmetic over the size of the
/// enclosing `GeometryReader`, kept as an expression because the size is known only when
/// the engine lays the reader out (at every width the page samples).
public indirect enum GeometryExpression: Hashable, Sendable {
    /// The proxy itself (`proxy`), its size (`proxy.size`) and its local frame
    /// (`proxy.frame(in: .local)`): not numbers yet; members make them numbers.
    case proxy, size, frame
    case width, height
    case constant(Double)
    case negate(GeometryExpression)
    case binary(String, GeometryExpression, GeometryExpression)
    case function(String, [GeometryExpression])

    /// Whether the expression is a number (not the proxy, its size or its frame).
    var isNumber: Bool {
        switch self {
        case .proxy, .size, .frame: false
        default: true
        }
    }

    /// `member` of a proxy, size or frame; `nil` when it has none.
    func member(_ name: String) -> GeometryExpression? {
        switch (self, name) {
        case (.proxy, "size"): .size
        case (.size, "width"), (.frame, "width"), (.frame, "maxX"): .width
        case (.size, "height"), (.frame, "height"), (.frame, "maxY"): .height
        case (.frame, "minX"), (.frame, "minY"): .constant(0)
        case (.frame, "midX"): .binary("/", .width, .constant(2))
        case (.frame, "midY"): .binary("/", .height, .constant(2))
        case (.frame, "size"): .size
        default: nil
        }
    }

    /// The number for a reader of `size`.
    public func value(in size: Size) -> Double {
        switch self {
        case .proxy, .size, .frame: return 0
        case .width: return size.width
        case .height: return size.height
        case .constant(let number): return number
        case .negate(let operand): return -operand.value(in: size)
        case .binary(let symbol, let left, let right):
            let a = left.value(in: size), b = right.value(in: size)
            switch symbol {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return a / b
            default: return .nan
            }
        case .function(let name, let arguments):
            let numbers = arguments.map { $0.value(in: size) }
            switch name {
            case "min": return numbers.min() ?? .nan
            case "max": return numbers.max() ?? .nan
            case "abs": return abs(numbers.first ?? .nan)
            default: return numbers.first ?? .nan
            }
        }
    }
}
