// An author's Shape, or a Path view: the outline interpreted code computes for a frame.

import TrellisLayout

/// `Triangle()` for `struct Triangle: Shape`, or `Path { path in ... }`, as the view language
/// holds it until lowering makes it a `PathShape` leaf. Compared by identity, as two calls
/// make two views.
public final class InterpretedShape: Hashable, Sendable {
    let name: String
    /// Whether the outline is computed for the frame (`path(in:)`), or fixed (a Path view's).
    let dependsOnFrame: Bool
    private let outline: @Sendable (Rect) -> ShapePath?

    /// An author's `Shape`: its `path(in:)` run on `instance` for each frame; a failure is
    /// recorded in the program's failures (and the shape draws nothing).
    init(type: SwiftStruct, instance: SwiftValue, program: SwiftProgram) {
        name = type.name
        dependsOnFrame = true
        let wrapped = InterpretedInstance(value: instance)
        let method = type.methods["path"]?.first { !$0.isProperty && $0.parameters.count == 1 }
        let failures = program.failures
        // The engine holds the outline, not this object: the outline keeps the code alive (``ProgramLifetime``).
        let lifetime = program.lifetime
        outline = { rect in
            guard let method else { return nil }
            return withExtendedLifetime(lifetime) { Self.run(method, self: wrapped.value, arguments: [.rect(rect)], failures: failures) }
        }
    }

    /// A `Path` view inside a `GeometryReader` that reads the proxy: built for each frame, with
    /// the frame's size as the reader's.
    init(name: String, geometry: GeometryValue, failures: SwiftFailureLog) {
        self.name = name
        dependsOnFrame = true
        outline = { rect in
            do {
                guard case .path(let path) = try geometry.result(in: rect.size) else { return nil }
                return path
            } catch let error as SwiftRuntimeError {
                failures.record(error.diagnostic)
            } catch {}
            return nil
        }
    }

    private static func run(_ function: SwiftFunction, self value: SwiftValue?, arguments: [SwiftValue], failures: SwiftFailureLog) -> ShapePath? {
        do {
            let (result, _) = try SwiftMachine().call(function, self: value, arguments: arguments, captured: nil, at: function.spot)
            guard case .path(let path) = result else {
                failures.record(function.spot.error("`\(function.name)` made \(result.shown), not a Path").diagnostic)
                return nil
            }
            return path
        } catch let error as SwiftRuntimeError {
            failures.record(error.diagnostic)
        } catch {
            failures.record(function.spot.error("\(error)").diagnostic)
        }
        return nil
    }

    /// A `Path` view: its outline, fixed in the view's own coordinates.
    init(name: String, path: ShapePath) {
        self.name = name
        dependsOnFrame = false
        outline = { _ in path }
    }

    /// The engine's leaf for this shape.
    var leaf: PathShape {
        PathShape(name: name, dependsOnFrame: dependsOnFrame, path: outline)
    }

    public static func == (lhs: InterpretedShape, rhs: InterpretedShape) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
