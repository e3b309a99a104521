// Runs compiled Swift: calls, the step budget and the call depth.

/// The state of one run of interpreted code (one layout call, one key's default value).
///
/// Every loop iteration and every call spends a step; a run that spends its whole budget is
/// stopped with an error at the loop or call that was running, so a layout that never ends
/// fails the build instead of hanging it. Nothing here can reach files, the network or the
/// clock: interpreted code sees only the values it is handed.
final class SwiftMachine {
    /// Steps one run may take: far more than any layout of a page's subviews needs (the
    /// talk's layouts take a few hundred), few enough to stop a runaway loop in well under a
    /// second.
    static let defaultBudget = 2_000_000
    /// How deep calls may nest: recursion deeper than this is a mistake in layout code, and
    /// the interpreter runs on the site's worker threads, whose stacks are small.
    static let maximumCallDepth = 48

    // Unchecked: every call and loop iteration changes these, and the dynamic exclusivity
    // check of a class's stored property cost more than the change; nothing holds an access
    // to them across a call.
    @exclusivity(unchecked) var remainingSteps: Int
    @exclusivity(unchecked) var callDepth = 0
    let budget: Int
    /// What makes SwiftUI's values for the code (the view builder, while a block is read);
    /// `nil` while the engine lays out.
    let library: (any SwiftUILibrary)?
    /// Where `print` writes: `nil` in a build, where output has nowhere to go and prints are
    /// dropped; a script's text when ``SwiftScript`` runs a file.
    var output: String?
    /// The file-scope variables' values in this run, by their getter: computed on first read
    /// (Swift initialises a global lazily, once) and changed by assignment.
    private var globalValues: [ObjectIdentifier: SwiftValue] = [:]

    init(budget: Int = SwiftMachine.defaultBudget, library: (any SwiftUILibrary)? = nil) {
        self.budget = budget
        self.library = library
        program = library?.program
        remainingSteps = budget
    }

    /// The program whose enums a value's `description` is looked for in (enum values carry no
    /// type); a struct's own is found without it.
    var program: SwiftProgram?

    /// A value as `print` and string interpolation write it: its type's own `description`
    /// where it declares one (`CustomStringConvertible`), else as Swift describes it.
    func text(of value: SwiftValue, at spot: SwiftSpot) throws -> String {
        if let text = try declaredText(of: value, "description", at: spot) { return text }
        switch value {
        case .array, .tuple, .dictionary: return try elementText(of: value, at: spot)
        default: return SwiftOperators.text(value)
        }
    }

    /// An optional as `print` and interpolation write it: `Optional(30)`, `Optional("Ada")`, `nil`.
    func optionalText(of value: SwiftValue, at spot: SwiftSpot) throws -> String {
        if case .none = value { return "nil" }
        return "Optional(" + (try elementText(of: value, at: spot)) + ")"
    }

    /// A value as a collection or tuple prints it (`String(reflecting:)`): its type's own
    /// `debugDescription`, else its `description` (`[(0, 0), (1, 2)]` for points that
    /// describe themselves), else as Swift describes it, strings quoted.
    func elementText(of value: SwiftValue, at spot: SwiftSpot) throws -> String {
        if let text = try declaredText(of: value, "debugDescription", at: spot) ?? declaredText(of: value, "description", at: spot) { return text }
        switch value {
        case .array(let values): return "[" + (try values.map { try elementText(of: $0, at: spot) }).joined(separator: ", ") + "]"
        case .tuple(let values, let labels):
            return "(" + (try zip(values, labels).map { value, label in (label.map { "\($0): " } ?? "") + (try elementText(of: value, at: spot)) })
                .joined(separator: ", ") + ")"
        case .dictionary(let dictionary) where dictionary.count > 0:
            return "[" + (try zip(dictionary.keys, dictionary.values).map { try elementText(of: $0, at: spot) + ": " + elementText(of: $1, at: spot) })
                .joined(separator: ", ") + "]"
        default: return SwiftOperators.element(value)
        }
    }

    /// What the author's `description` (or `debugDescription`) of the value's type gives, if it declares one.
    private func declaredText(of value: SwiftValue, _ name: String, at spot: SwiftSpot) throws -> String? {
        var getter: SwiftFunction?
        if case .instance(let instance) = value {
            getter = instance.type.methods[name]?.first(where: \.isProperty)
        } else if let caseName = value.enumCaseName, let program {
            getter = program.enumTypes(declaring: name, properties: true).first { $0.caseNames.contains(caseName) }?
                .methods[name]?.first(where: \.isProperty)
        }
        guard let getter, case .string(let text) = try call(getter, self: value, arguments: [], captured: nil, at: spot).0 else { return nil }
        return text
    }

    /// A file-scope constant's or variable's value (`getter` computes its initial value).
    func global(_ getter: SwiftFunction, at spot: SwiftSpot) throws -> SwiftValue {
        if let value = globalValues[ObjectIdentifier(getter)] { return value }
        let value = try call(getter, self: nil, arguments: [], captured: nil, at: spot).0
        globalValues[ObjectIdentifier(getter)] = value
        return value
    }

    /// A static property's value: a stored one once per run, kept like a global (and
    /// assignable through ``setGlobal(_:to:)``), a computed one on every read.
    func staticValue(_ getter: SwiftFunction, at spot: SwiftSpot) throws -> SwiftValue {
        if getter.isStoredStatic { return try global(getter, at: spot) }
        return try call(getter, self: nil, arguments: [], captured: nil, at: spot).0
    }

    func setGlobal(_ getter: SwiftFunction, to value: SwiftValue) {
        globalValues[ObjectIdentifier(getter)] = value
    }

    /// Spends one step, failing at `spot` when the budget is gone.
    @inline(__always)
    func step(_ spot: SwiftSpot) throws {
        remainingSteps -= 1
        if remainingSteps < 0 {
            throw spot.error(
                "this code ran more than \(budget) steps without finishing",
                hint: "a loop that never ends? layout code runs with a step budget so the build cannot hang")
        }
    }

    /// Calls `function` with `arguments` (one per parameter, defaults already filled) and,
    /// for methods, `selfValue`. Returns the result and the frame, whose slots hold the final
    /// values of `inout` parameters and of a mutating method's `self`.
    func call(_ function: SwiftFunction, self selfValue: SwiftValue?, arguments: [SwiftValue], captured: SwiftFrame?, at spot: SwiftSpot) throws -> (SwiftValue, SwiftFrame) {
        guard arguments.count <= function.parameters.count else { throw Self.arityError(function, given: arguments.count, at: spot) }
        let frame = try enter(function, captured: captured, at: spot)
        defer { callDepth -= 1 }
        if let selfValue { frame[0] = selfValue }
        let firstSlot = function.parameterSlot(0)
        // A protocol extension's function on a conforming type's value: `Self` is that type.
        let conformer: String? = if function.owner?.isProtocol == true, case .instance(let instance)? = selfValue { instance.type.name } else { nil }
        for (index, argument) in arguments.enumerated() {
            guard let declared = function.parameters[index].type else {
                frame[firstSlot + index] = argument
                continue
            }
            if let conformer {
                let type = declared.replacingSelf(with: conformer)
                frame[firstSlot + index] = try SwiftConversion.convert(try conformerStatics(argument, of: type, at: spot), to: type, at: spot)
            } else if case .array = argument, case .named = declared.unwrapped {
                // `has([.read, .write])` of `func has(_ p: Perms)`: an option set's array literal.
                frame[firstSlot + index] = try SwiftConversion.convert(try conformerStatics(argument, of: declared, at: spot), to: declared, at: spot)
            } else {
                frame[firstSlot + index] = try SwiftConversion.convert(argument, to: declared, at: spot)
            }
        }
        return (try run(function, in: frame, at: spot), frame)
    }

    /// `.cheese` (or `[.cheese, .basil]`) given where a conforming type's value goes: its
    /// static of that name (`Toppings.cheese`), as Swift reads an implicit member by the
    /// parameter's type, here known only once `Self` is.
    private func conformerStatics(_ value: SwiftValue, of type: SwiftType, at spot: SwiftSpot) throws -> SwiftValue {
        switch (value, type.unwrapped) {
        case (.implicitMember(let name), .named(let typeName)):
            guard let getter = program?.type(typeName)?.statics[name] else { return value }
            return try staticValue(getter, at: spot)
        case (.array(let elements), .array(let element)):
            return .array(try elements.map { try conformerStatics($0, of: element, at: spot) })
        case (.array(let elements), .named(let typeName)):
            // `[.cheese, .basil]` where an `OptionSet` goes: its array literal, the set of them.
            guard let type = program?.type(typeName), type.conformances.contains("OptionSet") else { return value }
            let options = SwiftValue.array(try elements.map { try conformerStatics($0, of: .named(typeName), at: spot) })
            return try SwiftCompiler.conformerInit(of: try SwiftCompiler.blankInstance(type, machine: self, at: spot),
                                                   [CompiledArgument(label: nil, value: { _, _ in .void }, target: nil, isTrailingClosure: false)],
                                                   values: [options], machine: self, at: spot)
        default: return value
        }
    }

    /// Calls a closure or free function of one parameter (`map`'s, `filter`'s): the same as
    /// `call` with one argument, without an array to carry it.
    func call(_ function: SwiftFunction, _ argument: SwiftValue, captured: SwiftFrame?, at spot: SwiftSpot) throws -> SwiftValue {
        guard function.parameterCount >= 1 else { throw Self.arityError(function, given: 1, at: spot) }
        var frame = try enter(function, captured: captured, at: spot)
        defer { callDepth -= 1 }
        frame[function.parameterSlot(0)] = function.convertsArguments
            ? try SwiftConversion.convert(argument, to: function.parameters[0].type, at: spot) : argument
        let result = try run(function, in: frame, at: spot)
        release(&frame)
        return result
    }

    /// Calls a closure or free function of two parameters (`reduce`'s, `sorted`'s).
    func call(_ function: SwiftFunction, _ first: SwiftValue, _ second: SwiftValue, captured: SwiftFrame?, at spot: SwiftSpot) throws -> SwiftValue {
        guard function.parameterCount >= 2 else { throw Self.arityError(function, given: 2, at: spot) }
        var frame = try enter(function, captured: captured, at: spot)
        defer { callDepth -= 1 }
        let slot = function.parameterSlot(0)
        if function.convertsArguments {
            frame[slot] = try SwiftConversion.convert(first, to: function.parameters[0].type, at: spot)
            frame[slot + 1] = try SwiftConversion.convert(second, to: function.parameters[1].type, at: spot)
        } else {
            frame[slot] = first
            frame[slot + 1] = second
        }
        let result = try run(function, in: frame, at: spot)
        release(&frame)
        return result
    }

    /// A frame a finished call left to no one (no closure captured it), kept for the next
    /// call that needs as many slots: a closure called once per element (`map`'s, `reduce`'s)
    /// or a helper called in a loop runs in the same frame each time, where making and freeing
    /// one was a large share of such a call.
    private var spareFrame: SwiftFrame?

    /// Keeps `frame` as the spare when nothing else holds it; its values are let go now.
    @inline(__always)
    func release(_ frame: inout SwiftFrame) {
        guard isKnownUniquelyReferenced(&frame) else { return }
        frame.reset(parent: nil)
        spareFrame = frame
    }

    /// A closure or function handed more arguments than it has parameters (`Path { Text("x") }`,
    /// whose closure takes none, given the path): an error where it is called, not a crash.
    static func arityError(_ function: SwiftFunction, given count: Int, at spot: SwiftSpot) -> Error {
        let takes = function.parameters.count
        let what = function.name.isEmpty || function.name == "closure" ? "this closure" : "`\(function.name)`"
        return spot.error("\(what) takes \(takes == 0 ? "no" : "\(takes)") argument\(takes == 1 ? "" : "s") but is given \(count)",
                          hint: takes == 0 ? "name the parameter: `{ value in ... }`" : "check the closure's parameters")
    }

    /// Spends the call's step, checks the depth (raising it: the caller lowers it when the
    /// call ends) and makes the frame.
    @inline(__always)
    private func enter(_ function: SwiftFunction, captured: SwiftFrame?, at spot: SwiftSpot) throws -> SwiftFrame {
        let frame = try frame(for: function, captured: captured, at: spot)
        try begin(function, at: spot)
        return frame
    }

    /// A frame for a call of `function`, before its arguments are written into it: a call
    /// chosen when the code compiled evaluates each argument straight into its slot
    /// (``run(_:prepared:at:)`` then runs it), with no array of arguments on the way.
    @inline(__always)
    func frame(for function: SwiftFunction, captured: SwiftFrame?, at spot: SwiftSpot) throws -> SwiftFrame {
        guard function.slotCount >= function.parameterSlot(function.parameterCount) else {
            // A body never compiled (a view's method the view builder was to interpret) has no
            // slots: writing its parameters would write past its frame.
            throw spot.error("`\(function.name)` cannot run here: its body was not compiled as Swift code",
                             hint: "this is Trellis's mistake; please report it with the block")
        }
        if let spare = spareFrame, spare.slotCount == function.slotCount {
            spareFrame = nil
            spare.adopt(parent: captured)
            return spare
        }
        return SwiftFrame.make(slotCount: function.slotCount, parent: captured)
    }

    /// Spends the call's step and checks the depth, raising it (the caller lowers it when the call ends).
    @inline(__always)
    private func begin(_ function: SwiftFunction, at spot: SwiftSpot) throws {
        try step(spot)
        guard callDepth < Self.maximumCallDepth else {
            throw spot.error("calls nest more than \(Self.maximumCallDepth) deep in `\(function.name)`",
                             hint: "does a function call itself without end?")
        }
        callDepth += 1
    }

    /// Runs `function` in a frame from ``frame(for:captured:at:)`` whose `self` and parameters
    /// are written (converted to their types), as `call` does after writing them.
    func run(_ function: SwiftFunction, prepared frame: SwiftFrame, at spot: SwiftSpot) throws -> SwiftValue {
        try begin(function, at: spot)
        defer { callDepth -= 1 }
        return try run(function, in: frame, at: spot)
    }

    /// Runs the body in a frame whose parameters are set, and converts what it returns.
    @inline(__always)
    private func run(_ function: SwiftFunction, in frame: SwiftFrame, at spot: SwiftSpot) throws -> SwiftValue {
        for statement in function.body {
            switch try statement.run(self, frame) {
            case .returned(let value):
                return try SwiftConversion.convert(value, to: function.returnType, at: spot)
            case .next: continue
            case .breakLoop, .continueLoop, .breakLabel, .continueLabel, .fallThrough: break
            }
        }
        return .void
    }
}
