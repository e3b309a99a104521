// What a declared type does to a value: integer literals become CGFloat, `.zero` becomes a size.

import Foundation
import TrellisLayout

/// Swift infers a literal's type from where it goes (`var x: CGFloat = 0` is a CGFloat, and
/// `return .zero` in a function returning `CGSize` is `CGSize.zero`). The interpreter has no
/// type inference; it applies the declared type when a value is stored, passed or returned,
/// which gives the same results for the code layouts are written in.
enum SwiftConversion {
    static func convert(_ value: SwiftValue, to type: String?, at spot: SwiftSpot) throws -> SwiftValue {
        guard let type else { return value }
        switch value {
        case .int, .implicitMember, .array, .none, .double: break
        case .dictionary(let dictionary):
            // `var widths: [Int: CGFloat] = [0: 1]`: the values take the declared value type.
            guard let (_, valueType) = dictionaryTypes(type) else { return value }
            return .dictionary(try dictionary.mapValues { try convert($0, to: valueType, at: spot) })
        case .tuple(let elements, _) where type.hasPrefix("("):
            // `-> (offsets: [CGPoint], size: CGSize)`: the declared labels and element types.
            let parts = tupleElements(type)
            guard parts.count == elements.count else { return value }
            return .tuple(try zip(elements, parts).map { try convert($0, to: $1.type, at: spot) }, labels: parts.map(\.label))
        default: return value
        }
        var name = type
        if name.hasSuffix("?") || name.hasSuffix("!") {
            if case .none = value { return value }
            name.removeLast()
        }
        switch (name, value) {
        case ("CGFloat", .int(let number)), ("Double", .int(let number)), ("Float", .int(let number)):
            return .double(Double(number))
        case ("Int", .double(let number)):
            throw spot.error("cannot use the CGFloat \(SwiftValue.shown(number)) as an `Int`", hint: "convert with `Int(x)`")
        case (_, .implicitMember(let member)):
            if let resolved = implicitMember(member, of: name) { return resolved }
            if member == "zero" || member == "infinity", ["CGFloat", "Double", "Float"].contains(name) {
                return .double(member == "zero" ? 0 : .infinity)
            }
            return value
        case (_, .array(let elements)) where name.hasPrefix("[") && name.hasSuffix("]") && !name.contains(":"):
            let element = String(name.dropFirst().dropLast())
            guard ["CGFloat", "Double", "Float"].contains(element) || element.hasPrefix("CG") else { return value }
            return .array(try elements.map { try convert($0, to: element, at: spot) })
        default:
            return value
        }
    }

    /// `[Int: CGFloat]` -> (`Int`, `CGFloat`); `nil` for any other type.
    static func dictionaryTypes(_ type: String) -> (key: String, value: String)? {
        var name = Substring(type)
        if name.hasSuffix("?") { name = name.dropLast() }
        guard name.hasPrefix("["), name.hasSuffix("]") else { return nil }
        let inner = name.dropFirst().dropLast()
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case ":" where depth == 0:
                return (inner[..<index].trimmingCharacters(in: .whitespaces), inner[inner.index(after: index)...].trimmingCharacters(in: .whitespaces))
            default: break
            }
        }
        return nil
    }

    /// The elements of a tuple type as written: `(offsets: [CGPoint], size: CGSize)`.
    static func tupleElements(_ type: String) -> [(label: String?, type: String)] {
        var inner = type.dropFirst()
        if inner.hasSuffix("?") { inner = inner.dropLast() }
        if inner.hasSuffix(")") { inner = inner.dropLast() }
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in inner {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts.map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains("[") {
                return (String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces), String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
            }
            return (nil, trimmed)
        }
    }

    /// `.zero`, `.center`, `.unspecified`... as a member of `type`, or `nil` if it has none.
    static func implicitMember(_ member: String, of type: String) -> SwiftValue? {
        switch type {
        case "CGSize": return member == "zero" ? .size(.zero) : nil
        case "CGPoint": return member == "zero" ? .point(.zero) : nil
        case "CGRect": return member == "zero" ? .rect(.zero) : nil
        case "ProposedViewSize":
            switch member {
            case "zero": return .proposal(.zero)
            case "unspecified": return .proposal(.unspecified)
            case "infinity": return .proposal(.infinity)
            default: return nil
            }
        case "ViewSpacing": return member == "zero" ? .spacing(.zero) : nil
        case "UnitPoint": return unitPoints[member].map(SwiftValue.unitPoint)
        case "Axis": return axes[member].map(SwiftValue.axis)
        case "HorizontalAlignment": return BlockLowering.horizontalAlignments[member].map(SwiftValue.horizontalAlignment)
        case "VerticalAlignment": return BlockLowering.verticalAlignments[member].map(SwiftValue.verticalAlignment)
        case "Angle": return member == "zero" ? .angle(radians: 0) : nil
        case "CGAffineTransform": return member == "identity" ? .transform(AffineTransform()) : nil
        default: return nil
        }
    }

    static let unitPoints: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    static let axes: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]
}
