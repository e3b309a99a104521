// A modifier of the language: its signatures and the views it applies to.

/// A modifier the language knows.
public struct ModifierSpec: Hashable, Sendable {
    public var name: String
    public var signatures: [Signature]
    /// The view kinds it applies to (`fill` only to shapes); `nil` = every view.
    public var appliesTo: Set<String>?

    public init(_ name: String, _ signatures: [Signature], appliesTo: Set<String>? = nil) {
        self.name = name
        self.signatures = signatures
        self.appliesTo = appliesTo
    }
}
