// Equatable and Hashable as the code's own types give them: their `==` and `hash(into:)`, or RawRepresentable's by raw value.

/// What makes two instances of the code's types equal, and what keys one in a `Set` or a
/// dictionary, where the type says so itself:
/// - a `static func ==` it declares (in the type or an extension) is its `Equatable`, which
///   the standard library's algorithms call: `contains(_:)`, `firstIndex(of:)`, `==` of two
///   arrays or optionals, not only `a == b` written out;
/// - a `func hash(into:)` it declares is its `Hashable`: a `Set` or a dictionary keys the
///   instance by what that method combines, so two values it hashes alike are one key;
/// - a type conforming to `RawRepresentable` (or `OptionSet`, which refines it) that declares
///   neither compares and hashes by its `rawValue`, as the standard library's defaults for
///   `RawRepresentable` do (checked with swiftc 6.3.1: a struct with a `rawValue` and a second
///   stored property compares equal, and is one element of a `Set`, when only the second differs).
///
/// Otherwise an instance is equal and hashed by its stored properties, as Swift synthesises
/// `Equatable` and `Hashable` for a struct (`SwiftOperators.equal`, `SwiftKey`).
extension SwiftMachine {
    /// `a == b` by the type's own `==` or raw value, or `nil` when the type declares neither.
    func declaredEquality(_ a: SwiftInstance, _ b: SwiftInstance, at spot: SwiftSpot) throws -> Bool? {
        if let equals = Self.declaredEquals(of: a.type) {
            let result = try call(equals, self: nil, arguments: [.instance(a), .instance(b)], captured: nil, at: spot).0
            guard case .bool(let flag) = result else { throw spot.error("`==` of `\(a.type.name)` must return a Bool, found \(result.described)") }
            return flag
        }
        guard Self.isRawRepresentable(a.type), let left = try rawValue(of: a, at: spot), let right = try rawValue(of: b, at: spot) else { return nil }
        return try SwiftOperators.equal(left, right, machine: self, at: spot)
    }

    /// The key of an instance whose type declares `hash(into:)` or is `RawRepresentable`,
    /// or `nil` for the stored properties' key.
    func declaredKey(_ instance: SwiftInstance, at spot: SwiftSpot) throws -> SwiftKey? {
        if let hash = instance.type.methods["hash"]?.first(where: { $0.parameters.count == 1 && $0.parameters[0].label == "into" }) {
            let (_, frame) = try call(hash, self: .instance(instance), arguments: [.hasher(SwiftHasher())], captured: nil, at: spot)
            guard case .hasher(let hasher) = frame[hash.parameterSlot(0)] else { return nil }
            return .composite(instance.type.name + ".hash(into:)", [.int(hasher.finalized)])
        }
        // A type that writes its own `==` but not `hash(into:)` keeps the synthesised hash of
        // its stored properties, as Swift gives it.
        guard Self.declaredEquals(of: instance.type) == nil, Self.isRawRepresentable(instance.type),
              let raw = try rawValue(of: instance, at: spot) else { return nil }
        return .composite(instance.type.name + ".rawValue", [try SwiftKey(raw, machine: self, at: spot)])
    }

    private static func declaredEquals(of type: SwiftStruct) -> SwiftFunction? {
        type.staticMethods["=="]?.first { $0.parameters.count == 2 }
    }

    private static func isRawRepresentable(_ type: SwiftStruct) -> Bool {
        type.conformances.contains("RawRepresentable") || type.conformances.contains("OptionSet")
    }

    /// The instance's `rawValue`, stored or computed.
    private func rawValue(of instance: SwiftInstance, at spot: SwiftSpot) throws -> SwiftValue? {
        if let index = instance.type.propertyIndex("rawValue") { return instance.fields[index] }
        guard let getter = instance.type.methods["rawValue"]?.first(where: \.isProperty) else { return nil }
        return try call(getter, self: .instance(instance), arguments: [], captured: nil, at: spot).0
    }
}
