// The Swift declarations a block can use: its own and the site's `layouts/` folder's.

import SwiftSyntax
import TrellisMarkup

/// The compiled declarations of one block (or of the site's `layouts/` folder, which every
/// block's program sees as its `library`).
///
/// Compiled once per block, before any layout runs, so that every unknown name and every
/// construct the interpreter does not support is reported with the block's other errors.
/// Immutable once compiled, hence safe to share between the threads that lay pages out.
public final class SwiftProgram: @unchecked Sendable {
    /// The declarations every block sees (the site's `layouts/*.swift`), if any.
    let library: SwiftProgram?
    var types: [String: SwiftStruct] = [:]
    /// The types declared `@resultBuilder` (SE-0289): their static `build...` methods make the
    /// value of every body their attribute marks (`@ListBuilder func menu() -> [String]`).
    var resultBuilders: Set<String> = []
    /// `typealias Row = Expense`, `typealias Span = (lo: Int, hi: Int)`: what each name stands for.
    var typeAliases: [String: SwiftType] = [:]
    var functions: [String: [SwiftFunction]] = [:]
    /// Members added to built-in types (`extension LayoutSubview { ... }`), by the type's name
    /// as `SwiftValue.extensionNames` spells it.
    var extensions: [String: SwiftStruct] = [:]
    /// The makers of enum cases with associated values, by case name, for `.fixed(12)`
    /// written without its type.
    var enumCaseMakers: [String: [SwiftFunction]] = [:]
    /// `extension View { func rank(_ value: Int) -> some View { ... } }`: modifiers the view
    /// builder expands, with the positions of the code they were written in.
    var viewModifiers: [String: (declaration: FunctionDeclSyntax, positions: SourcePositions)] = [:]
    /// `extension HorizontalAlignment { static let myGuide = HorizontalAlignment(MyGuide.self) }`.
    /// The app's classes and actors pasted with the views, left out (see `SwiftCompiler.declare`).
    var appTypes: Set<String> = []
    /// Constants declared at the top of a block or a `layouts/` file (`private let
    /// defaultSize = CGSize(width: 60, height: 60)`), as getters: Swift code anywhere in the
    /// program reads them, as Swift's globals.
    var globals: [String: SwiftFunction] = [:]
    /// Those of ``globals`` declared with `var`, which code may assign.
    var variableGlobals: Set<String> = []
    /// Those of ``globals`` holding an object (a Foundation class), whose properties code may
    /// set though the global is a `let`.
    var objectGlobals: Set<String> = []
    /// The app's environment keys (`extension EnvironmentValues`), by name: the default a view's
    /// `@Environment(\.name)` reads where no modifier sets the key.
    var environmentDefaults: [String: EnvironmentDefault] = [:]
    enum EnvironmentDefault {
        /// `@Entry var name: Type = value`: the value, computed by this getter.
        case value(SwiftFunction)
        /// `var name: Type { self[Key.self] }`: `Key.defaultValue`.
        case key(String)
        /// `@Entry var name: Type?` without a value: nil.
        case none
    }
    /// The app's environment key `name`, declared here or in the library.
    func environmentDefault(_ name: String) -> EnvironmentDefault? {
        environmentDefaults[name] ?? library?.environmentDefault(name)
    }
    var horizontalGuides: [String: SwiftValue] = [:]
    var verticalGuides: [String: SwiftValue] = [:]
    /// Errors raised while this program's code ran inside the engine, which cannot throw;
    /// the pipeline reports them after laying the block out.
    let failures = SwiftFailureLog()
    /// The SwiftUI code its compiled code hands the library, and whether a run reached it.
    let librarySites = LibrarySites()
    /// The token whose holders can still run this program's code (``ProgramLifetime``);
    /// `nil` for a program no one tears down (``empty``, a script's).
    weak var lifetime: ProgramLifetime?

    init(library: SwiftProgram?) {
        self.library = library
    }

    /// An empty program: a block that declares nothing, on a site without `layouts/`.
    public static let empty = SwiftProgram(library: nil)

    /// Whether a nested type here is declared by its qualified name (`Shelf.Item`), so that a
    /// simple name may mean it in the code around it (``SwiftStruct/scopedTypeNames``).
    var hasScopedTypes = false

    /// The type `name` means where it is read: inside a type whose nested type has that name
    /// (the scope ``SwiftType/aliases`` holds while its code compiles or its view is built),
    /// that one, as Swift's unqualified lookup looks in the enclosing type before the file.
    func type(_ name: String) -> SwiftStruct? {
        if hasScopedTypes || library?.hasScopedTypes == true, case .named(let scoped)? = SwiftType.aliases[name], scoped != name,
           let found = types[scoped] ?? library?.types[scoped] {
            return found
        }
        if let found = types[name] { return found }
        if case .named(let target)? = typeAliases[name], target != name { return type(target) }
        return library?.type(name)
    }

    /// Every alias this program and its library declare.
    var allTypeAliases: [String: SwiftType] {
        (library?.allTypeAliases ?? [:]).merging(typeAliases) { _, own in own }
    }

    /// `Outer.Inner`: a type declared inside another. Nested types are declared by their own
    /// names (as ``SwiftCompiler/typeName(_:)`` reads `Outer.Inner` in a type), so the
    /// qualified name is the nested one, unless `Outer` has a static member of that name.
    func nestedTypeName(_ outer: String, _ member: String) -> String? {
        if let qualified = qualifiedTypeName(outer, member) { return qualified }
        // `Strings.Welcome.title` of the app's `Strings` (not pasted) beside the block's own view
        // `Welcome`: a type nested in the app's is the app's too.
        // A type of any name nested in a declared type (`Metrics.axis` of `enum axis`: Swift's
        // type names need no capital, set AK's GlucoseDirect); in the app's, a capitalised one.
        guard type(member) != nil, type(outer) != nil || (member.first?.isUppercase == true && extensionType(outer) != nil) else { return nil }
        if let outerType = type(outer), outerType.declaresStaticMember(member) {
            return nil
        }
        return member
    }

    /// `Outer.Inner` of a nested type declared by its qualified name (one whose simple name
    /// another type has too), with `Outer` read in the current scope.
    func qualifiedTypeName(_ outer: String, _ member: String) -> String? {
        let key = (type(outer)?.name ?? outer) + "." + member
        return types[key] != nil || library?.types[key] != nil ? key : nil
    }

    func extensionType(_ name: String) -> SwiftStruct? {
        extensions[name] ?? library?.extensionType(name)
    }

    /// The built-in types' extension members named `name` (methods, or computed properties
    /// when `properties`), with the type each belongs to; empty for most names, so code
    /// calling a built-in method pays nothing for extensions it does not use.
    func extensionMembers(_ name: String, properties: Bool) -> [(type: String, functions: [SwiftFunction])] {
        var found: [(type: String, functions: [SwiftFunction])] = []
        for (typeName, type) in extensions {
            let functions = type.methods[name]?.filter { $0.isProperty == properties } ?? []
            if !functions.isEmpty { found.append((typeName, functions)) }
        }
        return found + (library?.extensionMembers(name, properties: properties) ?? [])
    }

    /// The enums that declare the computed property (or, unless `properties`, the method)
    /// `member`: where a member of an enum value is looked for, by the value's case.
    func enumTypes(declaring member: String, properties: Bool) -> [SwiftStruct] {
        types.values.filter { !$0.caseNames.isEmpty && $0.methods[member]?.contains { $0.isProperty == properties } == true }
            + (library?.enumTypes(declaring: member, properties: properties) ?? [])
    }

    /// The enums that declare the case `name`: where a case value's type is found (enum
    /// values do not carry it), the library's included.
    func enumTypes(withCase name: String) -> [SwiftStruct] {
        types.values.filter { $0.caseNames.contains(name) } + (library?.enumTypes(withCase: name) ?? [])
    }

    func enumCaseMakers(_ name: String) -> [SwiftFunction] {
        (enumCaseMakers[name] ?? []) + (library?.enumCaseMakers(name) ?? [])
    }

    func isResultBuilder(_ name: String) -> Bool {
        resultBuilders.contains(name) || library?.isResultBuilder(name) == true
    }

    func global(_ name: String) -> SwiftFunction? {
        globals[name] ?? library?.global(name)
    }

    func functions(_ name: String) -> [SwiftFunction]? {
        functions[name] ?? library?.functions(name)
    }

    /// The operators the program declares a function of (`static func < (a: Level, b: Level)`,
    /// a file-scope `func +`), as the compiler declares them: most programs declare none, and a
    /// comparison the standard library makes (`max`'s, `sorted`'s, once per element in a
    /// layout) then looks no further than this (``DeclaredOperators``).
    private(set) var operatorSymbols: Set<String> = []

    /// Notes `function` among the program's operators if its name is one.
    func noteOperator(_ function: SwiftFunction) {
        guard let first = function.name.unicodeScalars.first, !first.properties.isXIDStart, first != "_" else { return }
        operatorSymbols.insert(function.name)
    }

    /// Whether the program or its site library declares a function of operator `symbol`.
    func declaresOperator(_ symbol: String) -> Bool {
        (!operatorSymbols.isEmpty && operatorSymbols.contains(symbol)) || library?.declaresOperator(symbol) == true
    }

    func viewModifier(_ name: String) -> (declaration: FunctionDeclSyntax, positions: SourcePositions)? {
        viewModifiers[name] ?? library?.viewModifier(name)
    }

    func guide(_ name: String, horizontal: Bool) -> SwiftValue? {
        (horizontal ? horizontalGuides[name] : verticalGuides[name]) ?? library?.guide(name, horizontal: horizontal)
    }

    /// Whether some declared type, or an extension (`extension Int { mutating func square() }`),
    /// has a mutating method `name`, the library's included: then `x.name()` may change `x`.
    func declaresMutatingMethod(_ name: String) -> Bool {
        types.values.contains { $0.methods[name]?.contains(where: \.isMutating) == true }
            || extensions.values.contains { $0.methods[name]?.contains(where: \.isMutating) == true }
            || library?.declaresMutatingMethod(name) == true
    }

    /// Every declared type, the library's included.
    var allTypes: [SwiftStruct] {
        Array(types.values) + (library?.allTypes ?? [])
    }

    /// Every declared type's name, the library's included (for hints).
    var typeNames: [String] {
        Array(types.keys) + (library?.typeNames ?? [])
    }

    /// The layouts declared, the library's included.
    var layoutNames: [String] {
        types.values.filter { $0.role == .layout }.map(\.name) + (library?.layoutNames ?? [])
    }

    /// Whether nothing is declared here or in the library.
    var isEmpty: Bool {
        types.isEmpty && functions.isEmpty && extensions.isEmpty && viewModifiers.isEmpty && horizontalGuides.isEmpty
            && verticalGuides.isEmpty && (library?.isEmpty ?? true)
    }
}
