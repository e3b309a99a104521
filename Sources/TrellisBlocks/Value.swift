// The values a layout block computes with: literals, data from the page and the site,
// and the SwiftUI vocabulary (implicit members such as `.leading`, views, layouts).

/// A value in the layout-block language.
///
/// Integers and doubles stay apart so `"\(pet.votes)"` prints `25`, not `25.0`, as in Swift.
public indirect enum Value: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case array([Value])
    /// A dictionary keeps its source order so `ForEach` over it is deterministic.
    case dictionary([DictionaryEntry])
    /// A half-open integer range (`1...3` is stored as `1..<4`).
    case range(Int, Int)
    /// `.leading`, `.system(size: 20)`, `Font.title`, `Rank.self`: SwiftUI's vocabulary.
    case member(MemberValue)
    /// `\.self`, `\.name`, `\.dynamicTypeSize`.
    case keyPath([String])
    /// `$choice`: a binding to a `@State` variable.
    case binding(String)
    /// One view, e.g. the argument of `.background(Color.red)`.
    case view(BlockView)
    /// The views of a builder (`ForEach` expands into several).
    case views([BlockView])
    /// A layout used as a value: `HStackLayout()`, `AnyLayout(MyRadialLayout())`.
    case layout(LayoutValue)

    /// How many integers `lower..<upper` holds, saturating instead of overflowing.
    static func rangeCount(_ lower: Int, _ upper: Int) -> Int {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        return overflow ? Int.max : max(count, 0)
    }

    /// The value under `key` of a dictionary, if any.
    public subscript(key: String) -> Value? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }
}

/// One `key: value` pair of a dictionary.
public struct DictionaryEntry: Hashable, Sendable {
    public var key: String
    public var value: Value

    public init(key: String, value: Value) {
        self.key = key
        self.value = value
    }
}

/// A member of SwiftUI's vocabulary, resolved when a view or modifier consumes it.
public struct MemberValue: Hashable, Sendable {
    /// The type written before the dot (`Color` in `Color.red`), `nil` for `.red`.
    public var base: String?
    public var name: String
    /// Arguments of a call such as `.system(size: 20, weight: .bold)`; `nil` if not called.
    public var arguments: [BlockArgument]?

    public init(base: String? = nil, name: String, arguments: [BlockArgument]? = nil) {
        self.base = base
        self.name = name
        self.arguments = arguments
    }

    /// The argument labelled `label` (`nil` for unlabelled).
    public func argument(_ label: String?) -> Value? {
        arguments?.first { $0.label == label }?.value
    }
}

/// A layout as a value, applied later to content: `let layout = AnyLayout(HStackLayout())`.
public struct LayoutValue: Hashable, Sendable {
    /// The view kind it lays out as: `HStack` for `HStackLayout`, or a registered layout's name.
    public var kind: String
    public var arguments: [BlockArgument]
    /// Whether it came through `AnyLayout`, whose content keeps identity across layouts.
    public var isAnyLayout: Bool

    public init(kind: String, arguments: [BlockArgument], isAnyLayout: Bool = false) {
        self.kind = kind
        self.arguments = arguments
        self.isAnyLayout = isAnyLayout
    }
}
