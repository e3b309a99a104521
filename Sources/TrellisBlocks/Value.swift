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
    /// An integer range, stored half-open (`1...3` as `1..<4`), and whether it was written
    /// closed, which its `upperBound` and its text keep (as `SwiftValue.range`).
    case range(Int, Int, closed: Bool = false)
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
    /// A closure that builds views from the arguments a declared view's body gives it
    /// (`row(item)` of `@ViewBuilder let row: (Item) -> Row`), evaluated at each call.
    case viewBuilder(ViewBuilderClosure)
    /// A layout used as a value: `HStackLayout()`, `AnyLayout(MyRadialLayout())`.
    case layout(LayoutValue)
    /// A closure the engine runs at layout time, compiled: an `alignmentGuide`'s or a
    /// `containerRelativeFrame`'s.
    case layoutClosure(LayoutClosure)
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
    /// A value of Swift code that the view language has no form of its own for: an instance
    /// of a struct the block declares (`Item(name: "A")`), a `CGSize`, a tuple, a closure.
    /// It is carried whole: a struct's stored properties read as a record's keys, and its
    /// members, methods and operators run in the Swift evaluator on the value itself.
    case swift(SwiftData)

    /// Whether `path` reads a class instance's identity: `id` where the class declares none
    /// (`Identifiable` gives `AnyObject` the instance's `ObjectIdentifier`: Apple,
    /// "Identifiable"), or a SwiftData model's `persistentModelID` (Apple, "PersistentModel",
    /// which `@Model` adds). Each instance is its own; a page, which cannot show an address,
    /// keys it by its place among its siblings, the same in every configuration of the block.
    func isObjectIdentity(_ path: [String]) -> Bool {
        guard case .swift(let data) = self, case .instance(let instance) = data.value, instance.object != nil,
              path.count == 1, let name = path.first else { return false }
        if name == "persistentModelID" { return instance.type.isPersistentModel }
        return name == "id" && instance.type.propertyIndex("id") == nil && !(instance.type.methods["id"]?.contains(where: \.isProperty) ?? false)
    }

    /// How many integers `lower..<upper` holds, saturating instead of overflowing.
    static func rangeCount(_ lower: Int, _ upper: Int) -> Int {
        let (count, overflow) = upper.subtractingReportingOverflow(lower)
        return overflow ? Int.max : max(count, 0)
    }

    /// The parts a closure of several parameters names (`{ offset, element in }`): a record's
    /// entries, or the parts of a tuple Swift code made (`Array(items.enumerated())`), which is
    /// carried whole (`SwiftValue.blockValue`).
    var tupleParts: [DictionaryEntry]? {
        switch self {
        case .dictionary(let entries): entries
        case .swift(let data) where data.value.isTuple: data.fields
        default: nil
        }
    }

    /// The value under `key` of a dictionary, if any. A record is also a tuple (`(id: 1,
    /// text: "A")` is a record of `id` and `text`), whose parts Swift numbers too: `.0` is the
    /// first part where no part is labelled `0` (`List(messages, id: \.0)`).
    public subscript(key: String) -> Value? {
        switch self {
        case .dictionary(let entries):
            entries.first { $0.key == key }?.value ?? Int(key).flatMap { entries.indices.contains($0) ? entries[$0].value : nil }
        case .swift(let data): data.fields.first { $0.key == key }?.value
        default: nil
        }
    }
}

/// A Swift value as the view builder carries it (see `Value.swift`).
public struct SwiftData: Hashable, @unchecked Sendable {
    /// The value as the Swift evaluator made it (immutable: sharing it between threads is safe).
    let value: SwiftValue
    /// Its type as Swift names it (`Item`, `CGSize`), for messages.
    public let typeName: String
    /// A struct's stored properties that have a value of the view language, in declaration
    /// order: what `ForEach`'s ids and a record's reading go by.
    public let fields: [DictionaryEntry]
    /// The value as Swift prints it: with the fields, what equality and hashing go by.
    let printed: String

    init(_ value: SwiftValue, typeName: String, fields: [DictionaryEntry] = []) {
        self.value = value
        self.typeName = typeName
        self.fields = fields
        self.printed = SwiftOperators.text(value)
    }

    public static func == (a: SwiftData, b: SwiftData) -> Bool {
        a.typeName == b.typeName && a.fields == b.fields && a.printed == b.printed
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(printed)
    }
}
