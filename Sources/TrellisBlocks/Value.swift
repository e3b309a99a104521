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
    /// An `alignmentGuide` closure, compiled; the engine evaluates it at layout time.
    case dimensions(GuideClosure)
    /// A number computed from the enclosing `GeometryReader`'s size (or the proxy itself),
    /// known at layout time.
    case geometry(GeometryValue)
    /// An instance of a `Layout` struct the block or `layouts/` declares.
    case interpretedLayout(InterpretedLayoutReference)
    /// An author's `Shape` or a `Path` view: the outline interpreted code computes.
    case shape(InterpretedShape)
    /// A value the pasted code reads but the block does not define (`viewModel.title`, the
    /// view's own `landmark`): drawn with a stand-in (`Interpreter+StandIns.swift`). Holds
    /// the expression as written, which a text shows.
    case standIn(String)
    /// A value of a struct the block declares (`Item(name: "A")`, `Item.samples[0]`), kept
    /// whole: its stored properties read as a record's keys, and its computed properties and
    /// methods run in the Swift evaluator on the instance itself.
    case instance(DeclaredInstance)

    /// How many integers `lower..<upper` holds, saturating instead of overflowing.
    static func rangeCount(_ lower: Int, _ upper: Int) -> Int {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        return overflow ? Int.max : max(count, 0)
    }

    /// The value under `key` of a dictionary, if any.
    public subscript(key: String) -> Value? {
        switch self {
        case .dictionary(let entries): entries.first { $0.key == key }?.value
        case .instance(let instance): instance.fields.first { $0.key == key }?.value
        default: nil
        }
    }
}

/// An instance of a declared struct as the view builder carries it (see `Value.instance`).
public struct DeclaredInstance: Hashable, @unchecked Sendable {
    /// The instance as the Swift evaluator made it (an immutable value: sharing it is safe).
    let swift: SwiftValue
    public let typeName: String
    /// Its stored properties that have a value of the view language, in declaration order:
    /// what equality, hashing, `ForEach`'s ids and a record's reading go by.
    public let fields: [DictionaryEntry]

    public static func == (a: DeclaredInstance, b: DeclaredInstance) -> Bool {
        a.typeName == b.typeName && a.fields == b.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(fields)
    }
}
