// A struct the author declared, compiled: its stored properties, methods and static members.

import SwiftSyntax
import TrellisMarkup

/// One `struct` (or `enum` used as a namespace) from a block or from `layouts/`.
///
/// A class so that values, closures and layouts can point at their type; it is filled once
/// by the compiler and never changes afterwards, which is why sharing it between the threads
/// that lay pages out is safe.
final class SwiftStruct: @unchecked Sendable {
    /// What the struct conforms to, as far as Trellis cares.
    enum Role {
        case layout, layoutValueKey, view, alignmentID, plain
    }

    let name: String
    let role: Role
    /// Where the declaration starts (for errors that concern the whole type).
    let location: BlockLocation
    /// Stored properties in declaration order: the memberwise initialiser's order.
    var properties: [StoredProperty] = []
    /// Instance methods and computed properties (a computed property is a method without
    /// parameters, flagged `isProperty`).
    var methods: [String: [SwiftFunction]] = [:]
    /// Static properties (`static let defaultValue = 1`, `static var layoutProperties`), as
    /// functions without parameters evaluated on use.
    var statics: [String: SwiftFunction] = [:]
    /// Static methods (`static func defaultValue(in:)` of an `AlignmentID`).
    var staticMethods: [String: [SwiftFunction]] = [:]
    /// Explicit `init`s; without any, Swift's memberwise initialiser.
    var initializers: [SwiftFunction] = []
    /// The syntax of a `View`'s declaration, which the view builder interprets.
    var viewDeclaration: StructDeclSyntax?
    /// Where the declaration's code is (the block or a `layouts/` file), for a `View`'s body.
    var positions: SourcePositions?

    init(name: String, role: Role, location: BlockLocation) {
        self.name = name
        self.role = role
        self.location = location
    }

    func propertyIndex(_ name: String) -> Int? {
        properties.firstIndex { $0.name == name }
    }

    /// A stored property: its declared type (`CGFloat`, `[Int]`) and its default value.
    struct StoredProperty {
        var name: String
        var type: String?
        var isConstant: Bool
        /// Compiled default value (`var spacing: CGFloat = 8`), evaluated per instance.
        var initialValue: SwiftFunction?
        /// Whether the declaration gives a value (a `View`'s is evaluated by the view builder).
        var hasDefault = false
    }
}
