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
        case layout, layoutValueKey, view, viewModifier, shape, alignmentID, plain
        /// A `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle` or `ToggleStyle`: its
        /// `makeBody(configuration:)` draws the controls it is applied to.
        case style
        /// A `UIViewRepresentable` and its kin: a UIKit or AppKit view, which a page lays out
        /// as SwiftUI offers it space and draws as a placeholder.
        case representable
    }

    /// The protocols that wrap a UIKit or AppKit view or view controller for SwiftUI.
    static let representableProtocols: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    let name: String
    /// What the type is to SwiftUI; an extension may add a conformance (`extension Badge: View`).
    private(set) var role: Role
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
    /// Setters of computed properties (`var area: Double { get {...} set {...} }`), by name:
    /// mutating methods taking the new value.
    var setters: [String: SwiftFunction] = [:]
    /// Static methods (`static func defaultValue(in:)` of an `AlignmentID`).
    var staticMethods: [String: [SwiftFunction]] = [:]
    /// Explicit `init`s; without any, Swift's memberwise initialiser.
    var initializers: [SwiftFunction] = []

    /// Whether Swift's memberwise initialiser is there beside the written ones: a struct whose
    /// every `init` is written in an extension keeps it ("if you want your custom value type to
    /// be initializable with the default initializer and memberwise initializer, and also with
    /// your own custom initializers, write your custom initializers in an extension", The Swift
    /// Programming Language, "Initializer Delegation for Value Types").
    var keepsMemberwise: Bool {
        !isClass && initializers.allSatisfy(\.isDeclaredInExtension)
    }

    /// Whether a call with `arguments` (their labels and shapes) is to Swift's memberwise
    /// initialiser: no `init` is written, or they are all an extension's (``keepsMemberwise``)
    /// and none takes the call.
    func madeMemberwise(by arguments: [CompiledArgument]) -> Bool {
        initializers.isEmpty || keepsMemberwise && SwiftCompiler.match(initializers, arguments) == nil
    }
    /// Whether this holds the members of `extension LayoutSubview` (or another built-in type,
    /// `name` being the type's): `self` is then a built-in value, not an instance.
    var isBuiltInExtension = false
    /// Whether this is a `protocol` of the author's: its extension's methods are defaults that
    /// conforming types receive, and their `self` is whichever type that is.
    var isProtocol = false
    /// Whether this is a `class` (a reference type, ``SwiftInstance``): it has no memberwise
    /// initialiser, its methods change `self` without being `mutating`, and a `let` holding
    /// one may have its `var` properties set.
    var isClass = false
    /// A protocol's requirements by name (`var name: String { get }`, `func area() -> Double`):
    /// a call of one from the protocol's extension runs the conforming type's own member where
    /// it has one, the extension's default otherwise (dynamic dispatch); a member only the
    /// extension declares is dispatched statically, as in Swift.
    var requirements: Set<String> = []
    /// An enum's case names. Its values (`.b`, `.circle(2)`) do not carry their type, so a
    /// member read off one is looked up in the enums that have its case
    /// (``SwiftProgram/enumTypes(declaring:properties:)``).
    var caseNames: Set<String> = []
    /// The same cases in the order declared: the order a `Comparable` enum without a raw
    /// value compares by (SE-0266).
    var caseOrder: [String] = []
    /// What the declaration conforms to as written (`Layout`, `Spaced`), to hand protocol
    /// defaults on.
    var conformances: [String] = []
    /// Whether this is a SwiftData model (`@Model final class Trip`): the macro makes it a
    /// `PersistentModel`, whose `persistentModelID` is each instance's own (Apple, "Model()").
    var isPersistentModel: Bool { conformances.contains("PersistentModel") }

    /// Whether `self` in this type's code is known only when it runs (a built-in type's
    /// extension, a protocol's default method), so names it does not declare are looked up
    /// on the value then.
    var hasDynamicSelf: Bool { isBuiltInExtension || isProtocol }
    /// The type this one is declared in (`Metrics` of `enum Metrics { enum Rule { ... } }`),
    /// whose static members its code names unqualified, as Swift's lexical scope gives them.
    weak var enclosing: SwiftStruct?
    /// The syntax of a `View`'s declaration, which the view builder interprets.
    var viewDeclaration: StructDeclSyntax?
    /// A struct's declaration, whatever its role: what makes it a view when an extension adds
    /// the conformance (``conformsToView()``).
    var structDeclaration: StructDeclSyntax?
    /// A `var body` an extension declares (`extension Row { var body: some View { ... } }`),
    /// with where its code is: Swift meets a protocol's requirement with an extension's member.
    var extensionBody: (statements: CodeBlockItemListSyntax, positions: SourcePositions)?

    /// `extension Badge: View` of a plain struct: the type is a view from now on, as in Swift,
    /// where an extension may add a protocol conformance (The Swift Programming Language,
    /// "Extensions": "Adding Protocol Conformance with an Extension").
    func conformsToView() {
        guard role == .plain, let structDeclaration else { return }
        role = .view
        viewDeclaration = structDeclaration
    }
    /// Static properties holding SwiftUI values (`static let symbolColor = Color(red: ...)`),
    /// which the view builder evaluates, as it does instance properties of those types.
    var viewStatics: [String: ExprSyntax] = [:]

    /// Whether the type declares a static property `name` (of SwiftUI's values or of Swift's).
    func declaresStatic(_ name: String) -> Bool {
        statics[name] != nil || viewStatics[name] != nil
    }

    /// Whether the type declares a static property or a static method of this name.
    func declaresStaticMember(_ name: String) -> Bool {
        declaresStatic(name) || staticMethods[name] != nil
    }

    /// Where the declaration's code is (the block or a `layouts/` file), for a `View`'s body.
    var positions: SourcePositions?
    /// The nested types that code inside this type names by their simple name though another
    /// type of the program has it too (`Item` meaning `Shelf.Item` inside `Shelf`), with those
    /// of the types around it: ``SwiftCompiler/qualifyNestedTypes(_:)``.
    var scopedTypeNames: [String: SwiftType] = [:]

    /// The name Swift prints for the type and its values: the last part of a nested type's
    /// qualified name (`print(Shelf.Item(title: "A"))` prints `Item(title: "A")`).
    var printedName: Substring {
        name.split(separator: ".").last ?? Substring(name)
    }

    init(name: String, role: Role, location: BlockLocation) {
        self.name = name
        self.role = role
        self.location = location
    }

    /// Every stored property's and method's name, which a slip of a member is told by.
    var memberNames: [String] {
        properties.map(\.name) + Array(methods.keys)
    }

    func propertyIndex(_ name: String) -> Int? {
        properties.firstIndex { $0.name == name }
    }

    /// Whether it has an instance property `name`, stored or computed.
    func hasProperty(_ name: String) -> Bool {
        propertyIndex(name) != nil || methods[name]?.contains(where: \.isProperty) == true
    }

    /// The declared type of instance property `name`, stored or computed.
    func propertyType(_ name: String) -> SwiftType? {
        if let index = propertyIndex(name) { return properties[index].type }
        return methods[name]?.first(where: \.isProperty)?.returnType
    }

    /// Why arguments do not fit the memberwise initialiser.
    enum MemberwiseMismatch: Error {
        /// A property without a value that no argument sets.
        case missing(String)
        /// An argument with this label (`nil`: unlabelled), at this position, that no property takes here.
        case extra(String?, at: Int)
    }

    /// Which argument sets each stored property under Swift's memberwise initialiser: every
    /// parameter (``StoredProperty/isMemberwiseParameter``) in order, labelled with its name;
    /// those with a value (or optional) may be left out. `nil` where the default stays.
    /// `trailing`: the arguments written as unlabelled trailing closures, each of which goes to
    /// the next parameter that takes a closure, as SE-0286's forward scan gives it
    /// (`Container(base: 1) { $0 * 2 }` of `var content: (Int) -> Int`), skipping one that may
    /// be left out when a later one must be given and takes a closure (SE-0286, "the heuristic").
    /// `standingIn`: properties the app provides (a view's `@EnvironmentObject`), which may be
    /// left out as if they had a value. The one rule for every memberwise call, from Swift code
    /// and from a view's, so both make a type alike.
    func memberwisePositions(_ labels: [String?], trailing: Set<Int> = [], standingIn: Set<String> = []) throws(MemberwiseMismatch) -> [Int?] {
        var positions: [Int?] = Array(repeating: nil, count: properties.count)
        // The Swift Programming Language, "Memberwise Initializers for Structure Types": "unlike
        // structures, class instances don't receive a default memberwise initializer"; a class
        // whose properties all have values gets `init()` alone ("Default Initializers").
        if isClass {
            if let label = labels.first { throw .extra(label, at: 0) }
            if let missing = properties.first(where: { !$0.mayBeLeftOut }) { throw .missing(missing.name) }
            return positions
        }
        let parameters = properties.indices.filter { properties[$0].isMemberwiseParameter }
        let names = Set(parameters.map { properties[$0].name })
        let optional = { (property: StoredProperty) in property.mayBeLeftOut || standingIn.contains(property.name) }
        var next = 0
        for (order, index) in parameters.enumerated() {
            let property = properties[index]
            var takesTrailing = false
            if next < labels.count, labels[next] == nil, trailing.contains(next), property.takesClosure {
                takesTrailing = !optional(property)
                    || !parameters[(order + 1)...].contains { !optional(properties[$0]) && properties[$0].takesClosure }
            }
            if next < labels.count, labels[next] == property.name || takesTrailing {
                positions[index] = next
                next += 1
            } else if !optional(property) {
                // An argument no property takes is the mistake to name, not the property after it.
                if next < labels.count, !(labels[next].map(names.contains) ?? false) { throw .extra(labels[next], at: next) }
                throw .missing(property.name)
            }
        }
        guard next == labels.count else { throw .extra(labels[next], at: next) }
        return positions
    }

    /// The hint that spells the memberwise initialiser: its memberwise initialiser is `Badge(title:count:)`, in that order.
    var memberwiseHint: String {
        if isClass { return "a class has no memberwise initialiser: write an `init`, or give every stored property a value and call `\(name)()`" }
        return "its memberwise initialiser is `\(name)(" + properties.filter(\.isMemberwiseParameter).map { $0.name + ":" }.joined() + ")`, in that order"
    }

    /// A stored property: its declared type (`CGFloat`, `[Int]`) and its default value.
    struct StoredProperty {
        var name: String
        var type: SwiftType?
        var isConstant: Bool
        /// Compiled default value (`var spacing: CGFloat = 8`), evaluated per instance.
        var initialValue: SwiftFunction?
        /// Whether the declaration gives a value (a `View`'s is evaluated by the view builder).
        var hasDefault = false
        /// Property observers: mutating methods run before (given the new value) and after
        /// (given the old one) an assignment outside the type's own initialisers.
        var willSet: SwiftFunction?
        var didSet: SwiftFunction?
        /// A `lazy var`'s initial value: a computed property of the instance (it may read
        /// `self`), run when the property is first read. Until then the field holds `.void`.
        var lazyValue: SwiftFunction?
        /// Whether it is declared `@Binding`: its field holds the binding (what `_name`
        /// stores), and reading `name` gives the binding's value, as Swift's wrapper does.
        var isBinding = false
        /// `@TwelveOrLess var height: Int`: the property's attribute, which may name a wrapper
        /// of the author's (see ``PropertyWrappers``); once the program's types are known, the
        /// wrapper type and the attribute's arguments (`@Clamped(to: 0...9)`, each a function
        /// run when storage is made). SwiftUI's attributes (`@State`) resolve to no wrapper,
        /// and their arguments are never compiled.
        var attribute: AttributeSyntax?
        var wrapper: SwiftStruct?
        /// `@ListBuilder let sections: (Int) -> [String]`: an attribute naming the code's own
        /// result builder, which transforms a closure the memberwise initialiser is given (SE-0289).
        var resultBuilder: String?

        /// The memberwise initialiser's parameter for it, as a call's arguments are matched to it.
        var memberwiseParameter: SwiftFunction.Parameter {
            SwiftFunction.Parameter(label: name, name: name, type: type, isInout: false, defaultValue: nil, attributes: Set([resultBuilder].compactMap { $0 }))
        }
        var wrapperArguments: [(label: String?, value: SwiftFunction)] = []

        /// `@Default("accent", fallback: 3) var accent: Int`: a wrapped property without a value
        /// whose storage its attribute makes (`W(...)` or `W()`, found by `resolveWrappers`), so
        /// the memberwise initialiser may leave it out (SE-0258, "Memberwise initializers").
        var isMadeByItsAttribute: Bool { wrapper != nil && initialValue == nil && hasDefault }
        /// Whether it is declared `private` or `fileprivate`.
        var isPrivate = false
        /// Whether a closure given for it in a view's memberwise call is views the caller builds
        /// (`@ViewBuilder let content: Content`, `let footer: () -> some View`, `let content:
        /// Content` of `<Content: View>`, ``SwiftCompiler/closureBuildsViews(_:marked:viewGenerics:)``).
        var holdsViews = false

        /// Whether Swift's memberwise initialiser has a parameter for it: not a `let` with a
        /// value, nor a wrapped `private` or `fileprivate` property with a value, whose storage
        /// `_x` is private (`struct Row { let title: String; @State private var isOpen = false }`
        /// is made `Row(title:)`, and `Row(title:isOpen:)` is "extra argument 'isOpen'"; a plain
        /// `private var` with a value stays a parameter, and makes the initialiser private:
        /// swift 6.3.1, checked in `SwiftScriptTests`).
        var isMemberwiseParameter: Bool {
            if isConstant && hasDefault { return false }
            return !(isPrivate && hasDefault && isWrapped)
        }

        /// Whether its attribute is a property wrapper's (`@State`, `@Clamped`), not the
        /// language's (`@ViewBuilder`, `@MainActor`).
        var isWrapped: Bool {
            guard let name = attribute?.attributeName.trimmedDescription else { return false }
            return !PropertyWrappers.nonWrapperAttributes.contains(name)
        }

        /// Whether a memberwise call may leave it out: it has a value, or is optional (`nil`).
        var mayBeLeftOut: Bool { hasDefault || type?.isOptional == true }

        /// Whether an unlabelled trailing closure may fill it: it is of a function type, or holds views.
        var takesClosure: Bool { holdsViews || takesFunction }
        /// Whether it is of a function type (`let footer: () -> some View`): it holds the closure itself.
        var takesFunction: Bool { type.map { "\($0)".contains("->") } ?? false }
    }

    /// `_height`, the storage of a property a wrapper wraps (`@TwelveOrLess var height`, or a
    /// `@Binding`): the index of that property.
    func storageIndex(_ name: String) -> Int? {
        guard name.hasPrefix("_"), let index = propertyIndex(String(name.dropFirst())) else { return nil }
        return properties[index].wrapper != nil || properties[index].isBinding ? index : nil
    }

    /// `$height`: the property whose wrapper projects it.
    func projectionIndex(_ name: String) -> Int? {
        guard name.hasPrefix("$"), let index = propertyIndex(String(name.dropFirst())), properties[index].wrapper != nil else { return nil }
        return index
    }

    /// `$count` of `@Published var count`: the property whose wrapper, SwiftUI's or Combine's
    /// (not the code's own, not `@Binding`, not one that projects a binding such as `@State`),
    /// projects a publisher, which a page never subscribes to (Apple, "Published": "the
    /// projected value is a publisher"): it stands in wherever it is read or written.
    func publisherProjectionIndex(_ name: String) -> Int? {
        guard name.hasPrefix("$"), let index = propertyIndex(String(name.dropFirst())) else { return nil }
        let property = properties[index]
        guard property.wrapper == nil, !property.isBinding, let attribute = property.attribute?.attributeName.trimmedDescription,
              !PropertyWrappers.projectsBinding(attribute) else { return nil }
        return index
    }
}
