// A registered layout's arguments, for the Swift code that builds it.

/// A registered layout's arguments, checked against its parameters, with typed accessors.
public struct LayoutArguments: Sendable {
    public let arguments: [BlockArgument]

    init(_ arguments: [BlockArgument]) {
        self.arguments = arguments
    }

    public func value(_ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    public func number(_ label: String?) -> Double? { value(label)?.number }

    public func integer(_ label: String?) -> Int? {
        if case .int(let number)? = value(label) { return number }
        return nil
    }

    public func string(_ label: String?) -> String? {
        if case .string(let text)? = value(label) { return text }
        return nil
    }

    public func bool(_ label: String?) -> Bool? {
        if case .bool(let flag)? = value(label) { return flag }
        return nil
    }

    /// An implicit member such as `.leading`, by name.
    public func member(_ label: String?) -> String? {
        if case .member(let member)? = value(label) { return member.name }
        return nil
    }
}
