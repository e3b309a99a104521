// Every problem that stopped a build, or a layout block, thrown as one error.

/// A build (or one of its layout blocks) failed; ``diagnostics`` holds every problem found,
/// not only the first, so an author fixes them all in one pass.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map { $0.formatted() }.joined(separator: "\n") }
}
