// The owner of a compiled program's life: frees its reference cycles once nothing can run its code.

/// A compiled program and the token of its life.
///
/// A program's types hold their methods, the methods' compiled bodies hold the program, the
/// functions they call and the closures they make, and a method may call itself: the program
/// is a web of reference cycles that Swift's reference counting never frees on its own (a
/// long `trellis serve` kept every block it had ever parsed, about 9 KB for a small one).
/// Whoever can still run the program's code holds its lifetime: the parsed block, and each
/// engine layout, shape, geometry value and closure the block handed to the layout engine.
/// When the last of them lets go, ``SwiftProgram/tearDown()`` empties the program's tables and
/// bodies, which breaks every cycle.
public final class ProgramLifetime: @unchecked Sendable {
    public let program: SwiftProgram
    /// The site library's lifetime, for a block's program: the block's code calls the
    /// library's, so the library lives at least as long.
    private let library: ProgramLifetime?

    init(_ program: SwiftProgram) {
        self.program = program
        library = program.library?.lifetime
        program.lifetime = self
    }

    deinit {
        program.tearDown()
    }
}

extension SwiftProgram {
    /// Empties every table of the program and every function's body, once no one can run its
    /// code (``ProgramLifetime``): what is left of it is then freed by reference counting.
    func tearDown() {
        for type in types.values { type.tearDown() }
        for type in extensions.values { type.tearDown() }
        for function in functions.values.joined() { function.tearDown() }
        for function in enumCaseMakers.values.joined() { function.tearDown() }
        for function in globals.values { function.tearDown() }
        for entry in environmentDefaults.values { if case .value(let getter) = entry { getter.tearDown() } }
        types = [:]
        extensions = [:]
        functions = [:]
        enumCaseMakers = [:]
        globals = [:]
        environmentDefaults = [:]
        viewModifiers = [:]
        horizontalGuides = [:]
        verticalGuides = [:]
    }
}

extension SwiftStruct {
    /// Empties the type's members (``SwiftProgram/tearDown()``).
    func tearDown() {
        let stored = properties.flatMap { property in
            [property.initialValue, property.willSet, property.didSet, property.lazyValue].compactMap { $0 } + property.wrapperArguments.map(\.value)
        }
        for function in Array(methods.values.joined()) + Array(staticMethods.values.joined()) + Array(statics.values) + Array(setters.values)
            + initializers + stored {
            function.tearDown()
        }
        methods = [:]
        staticMethods = [:]
        statics = [:]
        setters = [:]
        initializers = []
        properties = []
    }
}

extension SwiftFunction {
    /// Lets go of the compiled body and the parameters' default values, which refer to the
    /// program and to other functions (``SwiftProgram/tearDown()``).
    func tearDown() {
        body = []
        parameters = []
    }
}
