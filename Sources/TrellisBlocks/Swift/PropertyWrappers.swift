// The author's property wrappers (`@propertyWrapper struct TwelveOrLess`): storage, reads, writes and `$x`.

import SwiftSyntax

/// A property written `@W var x: T` with a `W` the code declares stores a `W` (its storage,
/// `_x`), and `x` reads and writes `_x.wrappedValue`; `$x` is `_x.projectedValue` (SE-0258,
/// The Swift Programming Language, "Property Wrappers"). How the storage is made:
/// - `@W var x: T = v` and `@W(a: 1) var x = v`: `W(wrappedValue: v, a: 1)`;
/// - `@W var x: T` and `@W(a: 1) var x: T`: `W()` / `W(a: 1)` when `W` has such an
///   initialiser, else the type's initialiser gives it (its first assignment to `x` makes it
///   with `W(wrappedValue:)`), as does the memberwise initialiser's `x:` argument.
enum PropertyWrappers {
    /// SwiftUI's wrappers that code makes by hand (`_count = State(initialValue: count)`).
    static let swiftUIWrappers = ["State", "StateObject", "ObservedObject", "FocusState", "GestureState"]

    /// Attributes of a property that are not property wrappers with a value of the app's:
    /// SwiftUI's and Combine's that need a value or a caller's, and the language's.
    static let languageAttributes: Set<String> = ["State", "Binding", "ViewBuilder", "MainActor", "Sendable", "Published", "ObservationIgnored"]

    /// Attributes of a stored property that are the language's, not a property wrapper's: a
    /// property under them keeps Swift's plain rules (``SwiftStruct/StoredProperty/isWrapped``).
    static let nonWrapperAttributes: Set<String> = ["ViewBuilder", "MainActor", "Sendable", "ObservationIgnored", "objc", "nonobjc",
                                                    "IBOutlet", "IBInspectable", "NSManaged", "available", "preconcurrency"]

    /// Whether SwiftUI's wrapper under `attribute` makes its property's storage when the
    /// declaration gives no value: from the attribute's arguments (`@Environment(\.colorScheme)`,
    /// `@FetchRequest(sortDescriptors: [])`, `@FocusedValue(\.note)`), or by the wrapper's
    /// `init()` (`@EnvironmentObject`, `@FocusState`, `@Namespace`, `@Query`; Apple documents
    /// each `init()`). Swift's memberwise initialiser may then leave the property out (SE-0258,
    /// "Memberwise initializers"), as `Row(title:)` of a view that reads `@Environment` is made.
    static func swiftUIMakesStorage(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        if case .argumentList(let arguments)? = attribute.arguments, !arguments.isEmpty {
            return ["Environment", "FetchRequest", "SectionedFetchRequest", "FocusedValue", "FocusedBinding", "FocusedObject", "Query"].contains(name)
        }
        return ["EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "Query", "FocusedObject"].contains(name)
    }

    /// Wrappers whose `wrappedValue` setter does not mutate the value holding the property, so
    /// a `let` of that value may set it: SwiftUI's (`nonmutating set` in Apple's declarations of
    /// `State`, `Binding`, `AppStorage`, `SceneStorage`), and AppIntents' `@Parameter`, whose
    /// storage is a class (Apple, "IntentParameter": `final class IntentParameter<Value>`).
    static let nonmutatingSetters: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage", "Parameter"]

    /// Whether SwiftUI's wrapper `name` projects a binding to its value (`$isOn` of `@State`,
    /// Apple: `State.projectedValue`, `AppStorage`, `SceneStorage`, `FocusState.Binding`...);
    /// `@Published`'s projects a publisher, `@StateObject`'s a wrapper of the object.
    static func projectsBinding(_ name: String) -> Bool {
        ["State", "AppStorage", "SceneStorage", "FocusState", "GestureState"].contains(name)
    }

    /// The wrapper type an attribute names, if the program declares it as one (a struct with
    /// a `wrappedValue`). SwiftUI's `@State` and the language's `@ViewBuilder` name no type
    /// of the code's, so they are never taken for one (unless the code declares its own, which
    /// shadows the library's as any type of its does).
    static func wrapperType(named name: String, in program: SwiftProgram) -> SwiftStruct? {
        guard let type = program.type(name), !type.isProtocol,
              type.propertyIndex("wrappedValue") != nil || type.methods["wrappedValue"]?.contains(where: \.isProperty) == true else { return nil }
        return type
    }

    /// The storage made for `property` of `wrapper`: around `wrappedValue` when given, else
    /// from the attribute's arguments alone; `nil` when no initialiser of the wrapper takes them.
    static func storage(_ wrapper: SwiftStruct, for property: SwiftStruct.StoredProperty, wrappedValue: SwiftValue?,
                        machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue? {
        var labels: [String?] = [], values: [SwiftValue] = []
        if let wrappedValue {
            labels.append("wrappedValue")
            values.append(wrappedValue)
        }
        for argument in property.wrapperArguments {
            labels.append(argument.label)
            values.append(try machine.call(argument.value, self: nil, arguments: [], captured: nil, at: spot).0)
        }
        return try construct(wrapper, labels: labels, values: values, machine: machine, at: spot)
    }

    /// `W(labels: values)` run as Swift runs it: one of the type's written initialisers, or its
    /// memberwise one; `nil` when none takes these labels.
    static func construct(_ type: SwiftStruct, labels: [String?], values: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue? {
        if !type.initializers.isEmpty {
            let arguments = zip(labels, values).map { label, value in
                CompiledArgument(label: label, value: { _, _ in value }, target: nil, isTrailingClosure: false)
            }
            guard let (initializer, sources) = SwiftCompiler.match(type.initializers, arguments) else { return nil }
            return try SwiftCompiler.initialize(type, with: initializer, sources: sources, values: values, machine: machine, at: spot)
        }
        guard let positions = try? type.memberwisePositions(labels) else { return nil }
        return try SwiftCompiler.memberwise(type, positions: positions, values: values, machine: machine, at: spot)
    }

    /// What reading the wrapped property gives: the storage's `wrappedValue`.
    static func wrappedValue(of storage: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        guard case .instance = storage else { return storage }
        return try SwiftBuiltins.member("wrappedValue", of: storage, machine: machine, at: spot)
    }

    /// The storage after `x = value`: its `wrappedValue` set (through its setter, if computed).
    static func setting(_ storage: SwiftValue, to value: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        var changed = storage
        try SwiftBuiltins.setMember("wrappedValue", of: &changed, to: value, observed: true, machine: machine, at: spot)
        return changed
    }
}
