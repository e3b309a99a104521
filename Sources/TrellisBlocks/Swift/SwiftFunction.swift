// A compiled function, method, computed property or closure, and the frames it runs in.

import TrellisMarkup

/// Compiled code: a tree of Swift closures, made once from the syntax and run many times.
///
/// Compiling to closures (rather than walking the syntax tree at every call) resolves every
/// name to a frame slot and every member to its implementation once, which is what makes a
/// layout call cheap enough to run hundreds of times per block.
typealias SwiftExpression = (SwiftMachine, SwiftFrame) throws -> SwiftValue
typealias SwiftStatement = (SwiftMachine, SwiftFrame) throws -> SwiftFlow

/// A compiled statement kept in a list. Swift stores a closure held by a generic container (an
/// array, a tuple inside one) in its most general calling convention, wrapping it in a
/// conversion thunk on the way in and another on the way out; code that passes closures
/// through arrays at every level of nesting ran through stacks of such thunks, each with its
/// own reference counting. A field of a non-generic struct keeps the closure as compiled.
struct CompiledStatement {
    let run: SwiftStatement
}

/// A compiled expression kept in a list (see `CompiledStatement`).
struct CompiledExpression {
    let run: SwiftExpression
}

/// How a statement ends.
enum SwiftFlow {
    case next
    case returned(SwiftValue)
    case breakLoop
    case continueLoop
    /// `break outer` / `continue outer`: leaves statements until the one labelled `outer`
    /// (The Swift Programming Language, "Control Flow": "Labeled Statements").
    case breakLabel(String)
    case continueLabel(String)
    /// `fallthrough`: the next `case` of the switch runs, without its pattern being matched.
    case fallThrough
}

/// A built-in of two values chosen when the code compiles (see `SwiftBuiltins.pairFunction`):
/// the result, or `nil` to take the general path.
struct SwiftPairFunction {
    let apply: (SwiftValue, SwiftValue) -> SwiftValue?
}

/// A function, a method, a computed property, an initialiser or a closure.
final class SwiftFunction: @unchecked Sendable {
    struct Parameter {
        /// The argument label callers write (`nil` for `_`).
        var label: String?
        var name: String
        var type: SwiftType?
        var isInout: Bool
        var defaultValue: SwiftExpression?
        /// `_ xs: Int...`: the parameter takes any number of arguments as one array
        /// (The Swift Programming Language, "Variadic Parameters"); `type` is the array's.
        var isVariadic = false
        /// `@ViewBuilder content: () -> Content`, `row: (Item) -> some View`: a closure given
        /// here is a view builder, its statements the views it gives (SwiftUI's result builder).
        var buildsViews = false
        /// `_ message: @autoclosure () -> String`: the argument's expression is wrapped in a
        /// closure the function calls when it wants the value (The Swift Programming Language,
        /// "Autoclosures"), so it may never run.
        var isAutoclosure = false
        /// The names of its attributes (`@ListBuilder _ content: () -> [String]`, `@escaping`):
        /// one of them may name the code's own result builder, which then transforms a closure
        /// given here (SE-0289), known once every type is declared (`declareArgumentTypes`).
        var attributes: Set<String> = []
    }

    let name: String
    // The fields a call reads are unchecked: they are written while the code compiles, and
    // the dynamic exclusivity check of each read of a class's property cost more than the read.
    @exclusivity(unchecked) var parameters: [Parameter] {
        didSet { readParameters() }
    }
    /// What a call needs of `parameters`, kept beside them (``readParameters()``) so that a
    /// call reads two numbers instead of the array and its elements' types: how many there
    /// are, and whether any has a declared type its arguments are converted to (a closure's
    /// `{ a, b in ... }` has none, and its arguments are passed as they are).
    @exclusivity(unchecked) private(set) var parameterCount = 0
    @exclusivity(unchecked) private(set) var convertsArguments = false
    @exclusivity(unchecked) var returnType: SwiftType? { didSet { returnsViews = Self.returnsViews(returnType) } }
    /// Whether the function returns views (`some View`, `Text`): each call's views are its
    /// own (``SwiftCompiler/placedAtCall(_:of:machine:at:)``). Known when the function is
    /// declared, as calls run on several threads at once.
    @exclusivity(unchecked) private(set) var returnsViews = false

    private static func returnsViews(_ type: SwiftType?) -> Bool {
        type.map { SwiftCompiler.isViewType($0.description) } ?? false
    }
    /// The struct whose method this is (`self` is slot 0), or `nil` for free functions and
    /// closures.
    let owner: SwiftStruct?
    var isMutating = false
    /// The compile error of a class member's body, which throws it when run (``SwiftCompiler``'s
    /// `report(_:compiling:)`).
    var deferredError: Diagnostic?
    /// `func f<T: Numeric>(...)`: the names of its generic parameters, which take any type.
    var genericParameters: Set<String> = []
    /// `init?`: a `return nil` in it makes the whole construction nil.
    var isFailable = false
    /// An `init` or method written in an extension of its struct: such an `init` leaves the
    /// memberwise initialiser in place (The Swift Programming Language, "Initializer Delegation
    /// for Value Types").
    var isDeclaredInExtension = false
    /// For a property observer (`didSet`), the property it observes: assigning that property
    /// inside it does not run the observers again (The Swift Programming Language, "Property
    /// Observers").
    var observedProperty: String?
    /// For a static stored property's getter (`static var total = 0`), evaluated once per run
    /// and kept, as Swift's static stored properties are: whether it is one, and whether it
    /// is a `var` code may assign. A static computed property runs on every read instead.
    var isStoredStatic = false
    var isMutableStatic = false
    var isStatic = false {
        didSet { firstParameterSlot = owner != nil && !isStatic ? 1 : 0 }
    }
    /// The slot of the first parameter: 1 after `self` for methods (``parameterSlot(_:)``).
    @exclusivity(unchecked) private(set) var firstParameterSlot = 0
    /// A computed property: called without parentheses.
    var isProperty = false
    /// For code of the view builder's compiled to run once: the view code's variables it
    /// changes, each with the slot holding its final value (``SwiftCompiler/assignedNames(in:)``).
    var carriedVariables: [(name: String, slot: Int)] = []
    /// Declared `async`: kept for the `.task` and actions that call it (which a page does not
    /// run); a call from code that runs is an error there.
    var isAsync = false
    /// How many slots a frame of this function needs (self, parameters, then locals).
    @exclusivity(unchecked) var slotCount = 0
    @exclusivity(unchecked) var body: [CompiledStatement] = []
    /// For a closure written with `$0`, `$1`...: how many of them the body uses (its arity).
    @exclusivity(unchecked) var shorthandCount: Int?
    let location: BlockLocation
    let spot: SwiftSpot

    init(name: String, parameters: [Parameter], returnType: SwiftType?, owner: SwiftStruct?, spot: SwiftSpot) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        returnsViews = Self.returnsViews(returnType)
        self.owner = owner
        self.spot = spot
        self.location = spot.location
        firstParameterSlot = owner != nil ? 1 : 0
        readParameters()
    }

    private func readParameters() {
        parameterCount = parameters.count
        convertsArguments = parameters.contains { $0.type != nil }
    }

    /// The slot of parameter `index`: after `self` for methods.
    @inline(__always)
    func parameterSlot(_ index: Int) -> Int {
        firstParameterSlot + index
    }

    /// The method as a function value bound to `selfValue`: `Button(action: send)` or
    /// `[3].map(add)` inside the type, `self.send`, `model.refresh` (an unapplied instance
    /// method reference, The Swift Programming Language, "Methods": a method is a function, and
    /// `self` is implicit in its type's code). It runs on the value as it was when named.
    func bound(to selfValue: SwiftValue) -> SwiftValue {
        let method = self
        let function = SwiftFunction(name: name, parameters: parameters, returnType: returnType, owner: nil, spot: spot)
        function.slotCount = parameters.count
        function.isAsync = isAsync
        function.body = [CompiledStatement { machine, frame in
            let arguments = (0..<method.parameters.count).map { frame[$0] }
            return .returned(try machine.call(method, self: selfValue, arguments: arguments, captured: nil, at: method.spot).0)
        }]
        return .closure(SwiftClosure(function: function, captured: nil))
    }

    /// How callers spell it in messages: `spacing(subviews:)`.
    var signature: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// The variables of one running function or closure.
///
/// A class, because closures capture their surrounding frame and see (and change) its
/// variables later, as Swift's closures capture variables, not values. The slots are
/// allocated with the object (`ManagedBuffer`), so a call makes one allocation, not two.
final class SwiftFrame: ManagedBuffer<SwiftFrame.Header, SwiftValue> {
    struct Header {
        var count: Int
        /// Set again when the machine reuses the frame (``SwiftMachine``'s spare frame).
        var parent: SwiftFrame?
    }

    /// The frame a parameter's default value is evaluated in: it reads no variables, and
    /// nothing writes a frame of no slots, so one serves every call.
    nonisolated(unsafe) static let empty = make(slotCount: 0, parent: nil)

    static func make(slotCount: Int, parent: SwiftFrame?) -> SwiftFrame {
        let buffer = SwiftFrame.create(minimumCapacity: slotCount) { _ in Header(count: slotCount, parent: parent) }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: slotCount) }
        // `create` is declared on ManagedBuffer; the object is a SwiftFrame.
        return unsafeDowncast(buffer, to: SwiftFrame.self)
    }

    deinit {
        _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
    }

    // The header is read through its pointer: `ManagedBuffer.header` is a class's stored
    // property, whose every access was checked for exclusivity at run time.
    var parent: SwiftFrame? {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.parent } }
    }

    var slotCount: Int {
        @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    }

    /// Takes `parent`, for the machine to use an emptied frame for another call.
    @inline(__always)
    func adopt(parent: SwiftFrame?) {
        withUnsafeMutablePointerToHeader { $0.pointee.parent = parent }
    }

    /// Empties the slots and takes `parent`, for the machine to use the frame for another call.
    func reset(parent: SwiftFrame?) {
        withUnsafeMutablePointers { header, elements in
            let count = header.pointee.count
            elements.update(repeating: .void, count: count)
            header.pointee.parent = parent
        }
    }

    /// Slot `index`; indices come from the compiler, which sized the frame for them.
    subscript(index: Int) -> SwiftValue {
        // Unchecked in release builds (a layout call reads slots thousands of times); `enter`
        // refuses a function whose frame could not hold its parameters.
        @inline(__always) get { assert(index < slotCount, "slot \(index) of \(slotCount)"); return withUnsafeMutablePointerToElements { $0[index] } }
        @inline(__always) set { assert(index < slotCount, "slot \(index) of \(slotCount)"); withUnsafeMutablePointerToElements { $0[index] = newValue } }
    }

    /// Changes slot `index` where it is (see `SwiftLValue.modify`).
    @inline(__always)
    func modify(_ index: Int, _ change: (inout SwiftValue) throws -> Void) rethrows {
        assert(index < slotCount, "slot \(index) of \(slotCount)")
        try withUnsafeMutablePointerToElements { try change(&$0[index]) }
    }

    /// The frame `depth` levels out (0 is this one).
    @inline(__always)
    func outer(_ depth: Int) -> SwiftFrame {
        var frame = self
        for _ in 0..<depth { frame = frame.parent! }
        return frame
    }
}

/// A place in the code, for errors raised while it runs.
///
/// A class so that compiled closures capture one pointer, not the source lines.
final class SwiftSpot: @unchecked Sendable {
    let source: LayoutBlockSource
    let location: BlockLocation

    init(source: LayoutBlockSource, location: BlockLocation) {
        self.source = source
        self.location = location
    }

    func error(_ message: String, hint: String? = nil) -> SwiftRuntimeError {
        SwiftRuntimeError(diagnostic: source.diagnostic(message, at: location, hint: hint))
    }
}

/// A failure while interpreted code runs: an index out of range, a `nil` unwrapped, the
/// step budget spent. It carries the author's position and is reported like any build error.
struct SwiftRuntimeError: Error {
    var diagnostic: Diagnostic
    /// The value of a Swift `throw`, which a `do`/`catch`, `try?` or `try!` handles; a thrown
    /// error nothing catches fails the run as any runtime error does.
    var thrown: SwiftValue? = nil
}
