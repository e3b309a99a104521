// What a declared type does to a value: integer literals become CGFloat, `.zero` becomes a size.

import TrellisLayout

/// Swift infers a literal's type from where it goes (`var x: CGFloat = 0` is a CGFloat, and
/// `return .zero` in a function returning `CGSize` is `CGSize.zero`). The compiler's static
/// types are partial (an integer literal has none), so the declared type is also applied here
/// whenever a value is stored, passed or returned, which gives the same results for the code
/// layouts are written in.
enum SwiftConversion {
    /// `value` is consumed: where the type leaves it as it is (most stores), it is handed on
    /// without a copy.
    static func convert(_ value: __owned SwiftValue, to type: SwiftType?, at spot: SwiftSpot) throws -> SwiftValue {
        guard let type else { return value }
        switch value {
        case .double(let number):
            switch type {
            case .int, .optional(.int):
                throw spot.error("cannot use the CGFloat \(SwiftValue.shown(number)) as an `Int`", hint: "convert with `Int(x)`")
            default: return value
            }
        case .int(let number):
            switch type {
            case .floatingPoint, .optional(.floatingPoint): return .double(Double(number))
            default: return value
            }
        case .range(let lower, let end, _):
            // `let limits: ClosedRange<Double> = 1...4`: integer literals as Double bounds.
            guard case .named(let name) = type.unwrapped, let generic = name.firstIndex(of: "<"),
                  SwiftType(parsing: String(name[name.index(after: generic)...].dropLast())).isFloatingPoint else { return value }
            switch name[..<generic] {
            case "ClosedRange": return .floatingRange(FloatingRange(lower: Double(lower), upper: Double(end - 1), isClosed: true))
            case "Range": return .floatingRange(FloatingRange(lower: Double(lower), upper: Double(end), isClosed: false))
            default: return value
            }
        case .implicitMember(let member):
            let target = type.unwrapped
            // `BuiltInNames.staticMember` also knows `Alignment`'s members (`alignment: Alignment = .leading`).
            if let name = target.name, let resolved = BuiltInNames.staticMember(name, member) { return resolved }
            if target.isFloatingPoint, member == "zero" || member == "infinity" { return .double(member == "zero" ? 0 : .infinity) }
            return value
        case .array(let elements):
            if case .named(let name) = type.unwrapped, name == "Set" || name.hasPrefix("Set<") {
                // `var seen: Set<Point> = [a, a]`: a set holds each element once (kept as an
                // array in the order first seen, as `Set(_:)` makes one).
                return try SwiftBuiltins.distinct(elements, machine: nil, at: spot)
            }
            guard case .array(let element) = type.unwrapped, convertsElements(element) else { return value }
            // Most arrays already hold their declared type: copy only from the first element that changes.
            var converted: [SwiftValue]?
            for (index, original) in elements.enumerated() {
                let result = try convert(original, to: element, at: spot)
                if converted == nil, changed(original, to: result) { converted = Array(elements[..<index]) }
                converted?.append(result)
            }
            return converted.map(SwiftValue.array) ?? value
        case .dictionary(let dictionary):
            // `var widths: [Int: CGFloat] = [0: 1]`: the values take the declared value type.
            guard case .dictionary(_, let valueType) = type.unwrapped else { return value }
            return .dictionary(try dictionary.mapValues { try convert($0, to: valueType, at: spot) })
        case .record(let entries):
            // `CartItem(options: ["Sample": ["One"]])` made in view code, whose dictionary
            // literal is a record: a `[String: [String]]` property holds Swift's dictionary.
            guard case .dictionary(_, let valueType) = type.unwrapped else { return value }
            return .dictionary(try SwiftDictionary(record: entries).mapValues { try convert($0, to: valueType, at: spot) })
        case .tuple(var elements, let labels):
            // `-> (offsets: [CGPoint], size: CGSize)`: the declared labels and element types.
            guard case .tuple(let parts) = type.unwrapped, parts.count == elements.count else { return value }
            let wanted = parts.map(\.label)
            if labels != wanted, labels.allSatisfy({ $0 != nil }), Set(labels) == Set(wanted), Set(labels).count == labels.count {
                // `(hi: 2, lo: 1)` where `(lo: Int, hi: Int)` goes: Swift reorders by label.
                elements = wanted.map { label in elements[labels.firstIndex(of: label)!] }
            }
            return .tuple(try zip(elements, parts).map { try convert($0, to: $1.type, at: spot) }, labels: wanted)
        default:
            return value
        }
    }

    /// Whether `value` is of `type` at run time, for `is`, `as?`, `as!` and the `is`/`as`
    /// patterns (The Swift Programming Language, "Type Casting"): its built-in kind, the
    /// author's struct or enum (or a protocol it conforms to), element by element for arrays,
    /// dictionaries and tuples. `Any` holds everything. `nil` where the type is one the
    /// evaluator cannot tell (SwiftUI's own), so that the cast is refused rather than guessed.
    static func isOfType(_ value: SwiftValue, _ type: SwiftType, program: SwiftProgram) -> Bool? {
        switch (type, value) {
        case (.int, .int), (.floatingPoint, .double), (.string, .string), (.bool, .bool): return true
        case (.int, _), (.floatingPoint, _), (.string, _), (.bool, _): return false
        case (.optional(let wrapped), _): if case .none = value { return true } else { return isOfType(value, wrapped, program: program) }
        case (.array(let element), .array(let elements)):
            for item in elements { guard isOfType(item, element, program: program) == true else { return false } }
            return true
        case (.dictionary(let key, let valueType), .dictionary(let dictionary)):
            for (k, v) in zip(dictionary.keys, dictionary.values) {
                guard isOfType(k, key, program: program) == true, isOfType(v, valueType, program: program) == true else { return false }
            }
            return true
        case (.tuple(let parts), .tuple(let values, _)):
            guard parts.count == values.count else { return false }
            return zip(values, parts).allSatisfy { isOfType($0, $1.type, program: program) == true }
        case (.array, _), (.dictionary, _), (.tuple, _): return false
        case (.named(let name), _):
            if name == "Any" { return true }
            if case .instance(let instance) = value {
                return instance.type.name == name || instance.type.conformances.contains(name)
            }
            if let caseName = value.enumCaseName, let declared = program.type(name) {
                return declared.caseNames.contains(caseName) || (declared.isProtocol && program.types.values.contains {
                    $0.caseNames.contains(caseName) && $0.conformances.contains(name)
                })
            }
            if program.type(name) != nil { return false }
            if case .swiftUI(let made) = value, ViewCatalog.standard.views[name] != nil {
                // `made is EmptyView` of what a `@ViewBuilder` closure built: the view's kind, and
                // a builder that built nothing is `EmptyView` (SE-0289's `buildBlock()`).
                switch made {
                case .view(let view): return view.kind == name
                case .views(let views): return views.count == 1 ? views[0].kind == name : views.isEmpty && name == "EmptyView"
                default: return nil
                }
            }
            switch name {
            case "CGSize": if case .size = value { return true }; return false
            case "CGPoint": if case .point = value { return true }; return false
            case "CGRect": if case .rect = value { return true }; return false
            case "Float", "CGFloat", "Double": if case .double = value { return true }; return false
            default: return nil
            }
        }
    }

    /// Whether an array's elements take its declared element type: numbers and the
    /// CoreGraphics values, which integer literals and `.zero` stand for.
    private static func convertsElements(_ element: SwiftType) -> Bool {
        if element.isFloatingPoint { return true }
        // `[(label: String, animation: Animation)]`: each tuple takes the declared labels.
        if case .tuple = element { return true }
        if case .named(let name) = element { return name.hasPrefix("CG") }
        return false
    }

    /// Whether converting an element changed it (only literals and implicit members change).
    private static func changed(_ original: SwiftValue, to result: SwiftValue) -> Bool {
        switch (original, result) {
        case (.int, .int), (.implicitMember, .implicitMember): false
        case (.int, _), (.implicitMember, _), (.tuple, .tuple): true
        default: false
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

    /// SwiftUI's named unit points: the one table views and Swift code both read.
    static let unitPointNames: KeyValuePairs<String, UnitPoint> = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
    static let unitPoints = Dictionary(uniqueKeysWithValues: unitPointNames.map { ($0.key, $0.value) })
    static let axes: [String: Axis] = ["horizontal": .horizontal, "vertical": .vertical]
}
