// A build that did not produce a site.

import TrellisMarkup

/// The build failed; ``diagnostics`` holds every error found (not only the first).
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public init(_ diagnostic: Diagnostic) { self.diagnostics = [diagnostic] }

    public var description: String { diagnostics.map { $0.formatted() }.joined(separator: "\n") }
}
