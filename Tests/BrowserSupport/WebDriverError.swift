/// Why the browser could not do what a test asked; the message says what to install or check.
public struct WebDriverError: Error, CustomStringConvertible, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
