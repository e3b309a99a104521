// An instance of an author's `Layout` struct, carried by the view language to the lowering.

import TrellisLayout

/// `MyFlowLayout(spacing: 4)` as the view language holds it: the struct and the instance its
/// initialiser made, plus where its runtime errors go. Compared by identity: two calls make
/// two layouts, as two `HStack(spacing: 4)` calls make two views.
public final class InterpretedLayoutReference: Hashable, Sendable {
    let type: SwiftStruct
    let instance: InterpretedInstance
    let failures: SwiftFailureLog
    /// Keeps the code alive while the layout can run (``ProgramLifetime``).
    let lifetime: ProgramLifetime?

    init(type: SwiftStruct, instance: SwiftValue, program: SwiftProgram) {
        self.type = type
        self.instance = InterpretedInstance(value: instance)
        failures = program.failures
        lifetime = program.lifetime
    }

    /// The layout's name as the author declared it.
    public var name: String { type.name }

    /// The engine layout that runs the author's methods.
    var engineLayout: any Layout {
        type.engineLayout(instance.value, failures: failures, keeping: lifetime)
    }

    public static func == (lhs: InterpretedLayoutReference, rhs: InterpretedLayoutReference) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
