// Names in scope while a body compiles: each resolves to a frame slot once, at compile time.

/// The names visible in one function or closure body, innermost block last.
///
/// A closure's scope has its enclosing function's as `parent`; at run time its frame has
/// the enclosing frame as parent, so a name found `depth` scopes out is read `depth` frames
/// out.
final class CompileScope {
    let parent: CompileScope?
    let function: SwiftFunction
    /// The struct whose instance `self` is here (methods and closures inside them).
    let selfType: SwiftStruct?
    /// The struct whose static members are in scope (`Self.x`, unqualified in static code).
    var staticType: SwiftStruct?

    /// The concrete type `Self` names here (The Swift Programming Language, "Types": "Self
    /// Type"), in static and instance code alike; `nil` in a protocol's code, where it is the
    /// conforming type, known only when the code runs.
    var concreteSelfType: SwiftStruct? {
        guard let type = staticType ?? resolveSelf()?.type, !type.isProtocol else { return nil }
        return type
    }
    let positions: SourcePositions
    private var blocks: [[String: Slot]] = [[:]]
    /// The labels of the statements around the one being compiled (`outer: for ...`), innermost last.
    var statementLabels: [String] = []
    /// Whether this scope is a closure body whose parameters are `$0`...
    var isShorthandClosure = false
    /// Names the code captures from the view builder around it (an `alignmentGuide`
    /// closure's `let`s, `ForEach` items and page data), as constants.
    var captures: ((String) -> SwiftValue?)?
    /// Nesting of expressions being compiled (see `SwiftCompiler.maximumNesting`).
    var nesting = 0
    /// Static types for parameters the code does not declare (a collection method's closure
    /// takes its elements), given to them as they are declared; the values are not converted.
    var pendingTypes: [String: SwiftType] = [:]

    struct Slot {
        var index: Int
        var isConstant: Bool
        /// The variable's static type: declared, or that of its initial value; `nil` if unknown.
        var type: SwiftType?
        /// A computed local variable: the slot holds its getter, called on every read.
        var isComputed = false
        /// A local function's signature, whose parameter types give its arguments their
        /// context (`take(.origin)`).
        var function: SwiftFunction?
        /// A `let` holding a closure written in its own body (`let double = { $0 * 2 }`): stored
        /// without its frame, which each read gives it (`SwiftValue.over`).
        var holdsOwnClosure = false

        /// Whether a read gives the stored closure its frame back (local functions, closures).
        var storesClosureWithoutFrame: Bool { function != nil || holdsOwnClosure }
    }

    /// Marks `name`, declared in the innermost block, as a `let` of a closure written there.
    func markHoldsOwnClosure(_ name: String) {
        blocks[blocks.count - 1][name]?.holdsOwnClosure = true
    }

    init(parent: CompileScope?, function: SwiftFunction, selfType: SwiftStruct?, positions: SourcePositions) {
        self.parent = parent
        self.function = function
        self.selfType = selfType
        self.staticType = selfType ?? parent?.staticType
        self.positions = positions
    }

    /// Whether this is an `init` (or code inside one), where `let` properties are set.
    var isInitializer: Bool {
        (function.name == "init" && function.owner != nil) || (parent?.isInitializer ?? false)
    }

    /// Declares `self` (for methods) and the parameters, in the slots the machine fills.
    func declareSelfAndParameters() {
        if let owner = function.owner, !function.isStatic {
            // A view's `@State` properties change through nonmutating setters, so its methods may
            // assign them; a class's methods change the one shared instance.
            _ = declare("self", isConstant: !function.isMutating && owner.role != .view && !owner.isClass, type: owner.isProtocol ? nil : .named(owner.name))
        }
        // A closure's parameters may be `inout` (`reduce(into:)`'s accumulator) without saying so.
        let isClosure = function.owner == nil && parent != nil
        for parameter in function.parameters {
            _ = declare(parameter.name, isConstant: !parameter.isInout && !isClosure, type: parameter.type ?? pendingTypes[parameter.name])
        }
        // The body is a block of its own: `let proposal = ...` may shadow the parameter, as in Swift.
        pushBlock()
    }

    func declare(_ name: String, isConstant: Bool, type: SwiftType? = nil, computed: Bool = false, function local: SwiftFunction? = nil) -> Int {
        let index = function.slotCount
        function.slotCount += 1
        blocks[blocks.count - 1][name] = Slot(index: index, isConstant: isConstant, type: type, isComputed: computed, function: local)
        return index
    }

    /// The local functions of one name declared in one block, beyond the first (which the
    /// name itself holds), by the name's slot.
    private var overloads: [Int: [Slot]] = [:]

    /// Whether `name` is a local function of the innermost block.
    func localFunctionDeclaredHere(_ name: String) -> Bool {
        blocks.last?[name]?.function != nil
    }

    /// Declares another local function of `name` in the innermost block, in a slot of its own.
    func declareOverload(of name: String, function local: SwiftFunction) -> Int {
        guard let first = blocks.last?[name] else { return declare(name, isConstant: true, function: local) }
        let index = function.slotCount
        function.slotCount += 1
        overloads[first.index, default: [first]].append(Slot(index: index, isConstant: true, function: local))
        return index
    }

    /// The overloads `name` resolves to, when it names local functions declared more than
    /// once in one block: how many frames out, and their slots.
    func localOverloads(of name: String) -> (depth: Int, slots: [Slot])? {
        guard let (depth, slot) = resolve(name), slot.function != nil else { return nil }
        var scope: CompileScope = self
        for _ in 0..<depth { guard let parent = scope.parent else { return nil }; scope = parent }
        return scope.overloads[slot.index].map { (depth, $0) }
    }

    /// Whether `name` is declared in the innermost block (a second `let x` there is an error).
    func isDeclaredHere(_ name: String) -> Bool {
        blocks.last?[name] != nil
    }

    func pushBlock() { blocks.append([:]) }
    func popBlock() { blocks.removeLast() }

    /// Where `name` lives: how many frames out, and which slot.
    func resolve(_ name: String) -> (depth: Int, slot: Slot)? {
        var scope: CompileScope? = self
        var depth = 0
        while let current = scope {
            for block in current.blocks.reversed() {
                if let slot = block[name] { return (depth, slot) }
            }
            scope = current.parent
            depth += 1
        }
        return nil
    }

    /// The struct `self` is an instance of, and how many frames out `self` lives.
    func resolveSelf() -> (depth: Int, type: SwiftStruct)? {
        guard let type = innermostSelfType, let found = resolve("self") else { return nil }
        return (found.depth, type)
    }

    private var innermostSelfType: SwiftStruct? {
        selfType ?? parent?.innermostSelfType
    }

    /// A captured name's value, from the innermost scope that captures.
    func captured(_ name: String) -> SwiftValue? {
        captures?(name) ?? parent?.captured(name)
    }

    /// Every name in scope, for "did you mean" hints.
    var names: [String] {
        blocks.flatMap(\.keys) + (parent?.names ?? [])
    }
}
