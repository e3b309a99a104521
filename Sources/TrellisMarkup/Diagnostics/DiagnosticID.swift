// What kind of problem a diagnostic reports, for code to decide on (never its words).

/// The identity of a kind of diagnostic: a domain (the module that raises it) and an id
/// within it, as swift-syntax's `MessageID` is (`SwiftDiagnostics/Message.swift`).
///
/// Code that reacts to a problem (a stand-in taken for an unknown name, a modifier kept
/// without effect) matches on this id, so rewording a message never changes behaviour.
/// Most diagnostics need none: only those some code decides on carry one.
public struct DiagnosticID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let domain: String
    public let id: String

    public init(domain: String, id: String) {
        self.domain = domain
        self.id = id
    }

    public var description: String { "\(domain).\(id)" }
}
