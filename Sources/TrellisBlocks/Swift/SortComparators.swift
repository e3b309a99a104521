// Foundation's sort comparators: `KeyPathComparator` and `SortDescriptor`, and `sorted(using:)`.

/// `KeyPathComparator(\.amount, order: .reverse)`, `SortDescriptor(\.name)`: an order of values
/// by what a key path reads of them, forward (ascending) or reverse (Apple, "KeyPathComparator":
/// "A comparator that uses another sort comparator to provide the comparison of values at a key
/// path"; "SortDescriptor"; "SortOrder": `forward`, `reverse`). The key path reads with the
/// value's own `<`, as the standard comparator of a `Comparable` value does.
struct SortComparator {
    /// The key path, compiled as a function of the root (``SwiftCompiler``'s key paths).
    let keyPath: SwiftValue
    let reverse: Bool
    /// `KeyPathComparator` or `SortDescriptor`, as the code wrote it.
    let typeName: String

    /// `KeyPathComparator(_:order:)` and `SortDescriptor(_:order:)`.
    static func make(_ typeName: String, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        guard labels.first == .some(nil), case .closure = arguments.first, labels.dropFirst().allSatisfy({ $0 == "order" }), labels.count <= 2 else {
            throw spot.error("`\(typeName)` takes a key path and, optionally, `order:`", hint: "e.g. `\(typeName)(\\.name, order: .reverse)`")
        }
        var reverse = false
        if arguments.count == 2 {
            switch arguments[1] {
            case .implicitMember("forward"): reverse = false
            case .implicitMember("reverse"): reverse = true
            default: throw spot.error("`order:` takes `.forward` or `.reverse`")
            }
        }
        return .foundation(.sortComparator(SortComparator(keyPath: arguments[0], reverse: reverse, typeName: typeName)))
    }

    /// The comparators `sorted(using:)` was given: one, or an array of them, the first deciding
    /// and the next breaking its ties (Apple, "sorted(using:)").
    static func comparators(_ argument: SwiftValue, at spot: SwiftSpot) throws -> [SortComparator] {
        func one(_ value: SwiftValue) -> SortComparator? {
            if case .foundation(.sortComparator(let comparator)) = value { comparator } else { nil }
        }
        if let comparator = one(argument) { return [comparator] }
        if case .array(let elements) = argument {
            let found = elements.compactMap(one)
            if found.count == elements.count { return found }
        }
        throw spot.error("`sorted(using:)` takes a `KeyPathComparator` or `SortDescriptor`, or an array of them")
    }

    /// Whether `a` goes before `b` by `comparators`; `keyOf` reads a key path of a value and
    /// `less` is the values' `<`.
    static func areInIncreasingOrder(_ a: SwiftValue, _ b: SwiftValue, by comparators: [SortComparator],
                                     keyOf: (SwiftValue, SwiftValue) throws -> SwiftValue,
                                     less: (SwiftValue, SwiftValue) throws -> Bool) throws -> Bool {
        for comparator in comparators {
            let first = try keyOf(comparator.keyPath, a), second = try keyOf(comparator.keyPath, b)
            if try less(first, second) { return !comparator.reverse }
            if try less(second, first) { return comparator.reverse }
        }
        return false
    }
}
