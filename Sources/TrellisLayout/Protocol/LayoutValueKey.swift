/// A key for a value that a view hands to the layout that contains it.
///
/// Set with `layoutValue(key:value:)`, read by the layout through
/// `subview[Key.self]`; the default value fixes the type. As in SwiftUI, this is the only way
/// data reaches a layout: layouts see proxies, never views.
public protocol LayoutValueKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// The identity of a layout value: a key type, or a name for keys that interpreted layout
/// blocks declare at run time.
public enum LayoutValueKeyID: Hashable, Sendable {
    case type(ObjectIdentifier)
    case named(String)

    public init<K: LayoutValueKey>(_ key: K.Type) {
        self = .type(ObjectIdentifier(key))
    }
}
