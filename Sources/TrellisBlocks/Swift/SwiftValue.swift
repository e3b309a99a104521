// The values interpreted Swift code computes with: numbers, CoreGraphics and layout values, structs.

import Foundation
import TrellisLayout

/// A value of the Swift that layout code is written in.
///
/// Separate from the view language's `Value`: layout code runs hundreds of times per block
/// while the HTML writer samples widths, so its values are the engine's own types (`Size`,
/// `LayoutSubview`...) with no conversion on the way in or out. Optionals are flattened: `nil`
/// is `.none`, and a present value is the value itself (layout code never nests optionals).
///
/// Values are copied at every read of a variable, so the enum is kept to 16 bytes of payload:
/// numbers, sizes, points and subviews are stored inline, and the larger, rarer payloads
/// (rects, proposals, dimensions, the subview collection) are boxed (`indirect`). Boxing
/// every case made a layout call mostly reference counting; boxing none made it mostly
/// copying.
enum SwiftValue {
    case void
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([SwiftValue])
    /// `[Key: Value]`.
    indirect case dictionary(SwiftDictionary)
    /// A `Hasher` being fed (`var hasher = Hasher(); hasher.combine(x)`).
    indirect case hasher(SwiftHasher)
    /// A `CharacterSet` or a `Scanner`, Foundation's own (``FoundationObject``).
    indirect case foundation(FoundationObject)
    /// A tuple, with its labels (`(offsets: [...], size: ...)`) or `nil` for unlabelled elements.
    indirect case tuple([SwiftValue], labels: [String?])
    /// A range of integers, kept half-open (`0...2` as `0..<3`, so every reading of its
    /// elements is one rule), and whether it was written closed: `ClosedRange`'s `upperBound`
    /// and printing are its last element (`(1...4).upperBound` is 4). A closed range up to
    /// `Int.max` (`lineLimit(2...Int.max)`, "two lines or more"), whose half-open end would
    /// overflow, keeps `Int.max` as its end (``closedEnd(_:)``): it then stands for every
    /// `Int` from its lower bound, its `upperBound` is `Int.max`, and `lower...(Int.max - 1)`,
    /// which no code a step budget allows can tell from it, reads the same.
    case range(Int, Int, closed: Bool = false)
    /// A range of floating-point numbers (`0.0...1.0`, `0.25..<0.75`, `...1.0`): Swift's
    /// `ClosedRange<Double>` and `Range<Double>`, which answer `contains` and their bounds but
    /// are not sequences (Apple, "ClosedRange": "a range over a floating-point type cannot be
    /// iterated"; `stride(from:to:by:)` steps through one).
    indirect case floatingRange(FloatingRange)
    /// An instance of a struct the author declared.
    case instance(SwiftInstance)
    /// A type used as a value: `Rank.self`, or the base of `CGFloat.pi`.
    indirect case type(SwiftTypeName)
    /// An implicit member not yet given a type (`.zero`, `.center`, `.unspecified`), resolved
    /// where it is used: as a parameter, a declared type or a return type gives it one.
    case implicitMember(String)
    /// An enum case with associated values (`.fixed(12)`): its name and its values, as a tuple
    /// labelled as the case declares them.
    indirect case enumCase(String, SwiftValue)
    case closure(SwiftClosure)
    /// A record of the page's data (front matter, data files), read by field name.
    case record([DictionaryEntry])

    // CoreGraphics and SwiftUI values, as the engine has them.
    case size(Size)
    case point(Point)
    indirect case rect(Rect)
    indirect case proposal(ProposedViewSize)
    case angle(radians: Double)
    indirect case transform(AffineTransform)
    case unitPoint(UnitPoint)
    case axis(Axis)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    indirect case spacing(ViewSpacing)
    indirect case dimensions(ViewDimensions)
    indirect case subviews(LayoutSubviews)
    case subview(LayoutSubview)
    indirect case layoutProperties(LayoutProperties)
    /// A `Path` being built (a Path view's, or the outline an author's `Shape` returns).
    indirect case path(ShapePath)
    /// `HStackLayout(spacing: 4)` and the other built-in layouts layout code may call.
    indirect case builtInLayout(SwiftBuiltInLayout)
    /// A `GeometryReader`'s proxy, for a reader of this size.
    case geometryProxy(Size)
    /// A value of SwiftUI's own (a view, a colour, a font, a grid item) made by the SwiftUI
    /// library (``SwiftUILibrary``): Swift code stores, passes and returns it, and the views
    /// that read it get it back as it was made.
    case swiftUI(Value)

    var isClosure: Bool {
        if case .closure = self { return true }
        return false
    }

    var isString: Bool {
        if case .string = self { return true }
        return false
    }

    var isTuple: Bool {
        if case .tuple = self { return true }
        return false
    }

    var isInstance: Bool {
        if case .instance = self { return true }
        return false
    }

    /// An instance of a class, which a `let` holding it does not keep from changing.
    var isClassInstance: Bool {
        if case .instance(let instance) = self { return instance.type.isClass }
        return false
    }

    /// What a stand-in stands for (`viewModel.title`), if this is one: the app's value that a
    /// page does not have, carried through Swift code as the view builder carries it.
    var standIn: String? {
        if case .swiftUI(.standIn(let written)) = self { return written }
        return nil
    }

    /// The value as a number, if it is one. `.pi`, `.infinity` and `.zero` written without
    /// their type are the CGFloats Swift would infer where a number is expected.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        case .implicitMember(let name): Self.numericMembers[name]
        default: nil
        }
    }

    static let numericMembers: [String: Double] = [
        "pi": .pi, "infinity": .infinity, "zero": 0, "greatestFiniteMagnitude": .greatestFiniteMagnitude,
        "leastNormalMagnitude": .leastNormalMagnitude, "ulpOfOne": .ulpOfOne,
    ]

    /// The type's name as Swift spells it, for messages.
    var typeName: String {
        switch self {
        case .void: "Void"
        case .none: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "CGFloat"
        case .string: "String"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .hasher: "Hasher"
        case .foundation(let object): object.typeName
        case .tuple: "a tuple"
        case .range: "a Range"
        case .floatingRange(let range): range.isClosed ? "ClosedRange<Double>" : "Range<Double>"
        case .instance(let instance): instance.type.name
        case .type(let type): "\(type.name).Type"
        case .implicitMember(let name): "`.\(name)`"
        case .enumCase(let name, _): "`.\(name)(…)`"
        case .closure: "a closure"
        case .record: "a data record"
        case .size: "CGSize"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .proposal: "ProposedViewSize"
        case .angle: "Angle"
        case .transform: "CGAffineTransform"
        case .unitPoint: "UnitPoint"
        case .axis: "Axis"
        case .horizontalAlignment: "HorizontalAlignment"
        case .verticalAlignment: "VerticalAlignment"
        case .spacing: "ViewSpacing"
        case .dimensions: "ViewDimensions"
        case .subviews: "LayoutSubviews"
        case .subview: "LayoutSubview"
        case .layoutProperties: "LayoutProperties"
        case .path: "Path"
        case .builtInLayout(let layout): layout.name
        case .geometryProxy: "GeometryProxy"
        case .swiftUI(let value): value.typeName
        }
    }

    /// The names an extension may give the value's type (`extension CGFloat`, `extension
    /// Collection`), for finding its members.
    var extensionNames: [String] {
        switch self {
        case .double: ["CGFloat", "Double", "BinaryFloatingPoint", "FloatingPoint", "Numeric"]
        case .int: ["Int", "BinaryInteger", "Numeric"]
        case .array: ["Array", "Collection", "Sequence", "RandomAccessCollection"]
        case .subviews: ["LayoutSubviews", "Collection", "Sequence", "RandomAccessCollection"]
        case .dictionary: ["Dictionary", "Collection", "Sequence"]
        case .none: ["Optional"]
        case .range: ["Range", "ClosedRange", "Collection", "Sequence"]
        case .floatingRange(let range): [range.isClosed ? "ClosedRange" : "Range", "RangeExpression"]
        // A date, as the view language holds it (`Date()`, a page's date): `extension Date`.
        case .swiftUI(let value) where Interpreter.dateSeconds(value) != nil: ["Date"]
        // `Color.red`, `Text("a")`: a SwiftUI view's type is its kind (`extension Color`).
        case .swiftUI(.view(let view)): [view.kind]
        default: [typeName]
        }
    }

    /// An integer range as Swift writes it: `1...4` for a closed one (kept as `1..<5`),
    /// `..<3` and `2...` for the partial ones.
    static func rangeText(_ lower: Int, _ end: Int, closed: Bool) -> String {
        let start = lower == .min ? "" : String(lower)
        if end == .max { return start + "..." }
        return closed ? "\(start)...\(end - 1)" : "\(start)..<\(end)"
    }

    /// How the value reads in an error message: `12.5`, `"cat"`, `CGSize(width: 3, height: 4)`.
    /// How a value is named in a message: its type and its value (`Int 3`), once where
    /// one says the other (a closure, the app's stand-in), an implicit member as written.
    var described: String {
        switch self {
        case .implicitMember(let name): return "`.\(name)`"
        case .swiftUI(let made) where Interpreter.dateSeconds(made) != nil: return "the `Date` \(shown)"
        default:
            let type = typeName, value = shown
            return type.contains(value) ? type : type + " " + value
        }
    }

    var shown: String {
        switch self {
        case .void: "()"
        case .none: "nil"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): Self.shown(value)
        case .string(let value): "\"\(value)\""
        case .array(let values): "[" + values.prefix(8).map(\.shown).joined(separator: ", ") + (values.count > 8 ? ", …]" : "]")
        case .dictionary(let dictionary):
            dictionary.count == 0 ? "[:]"
                : "[" + zip(dictionary.keys, dictionary.values).prefix(8).map { "\($0.shown): \($1.shown)" }.joined(separator: ", ")
                + (dictionary.count > 8 ? ", …]" : "]")
        case .hasher: "Hasher()"
        case .foundation(let object): "\(object.typeName)(…)"
        case .tuple(let values, let labels):
            "(" + zip(values, labels).map { value, label in (label.map { "\($0): " } ?? "") + value.shown }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed): Self.rangeText(lower, upper, closed: closed)
        case .floatingRange(let range): range.description
        case .instance(let instance): "\(instance.type.name)(…)"
        case .type(let type): "\(type.name).self"
        case .implicitMember(let name): ".\(name)"
        case .enumCase(let name, let payload): ".\(name)\(payload.shown)"
        case .closure: "a closure"
        case .record: "a data record"
        case .size(let size): "CGSize(width: \(Self.shown(size.width)), height: \(Self.shown(size.height)))"
        case .point(let point): "CGPoint(x: \(Self.shown(point.x)), y: \(Self.shown(point.y)))"
        case .rect(let rect):
            "CGRect(x: \(Self.shown(rect.minX)), y: \(Self.shown(rect.minY)), width: \(Self.shown(rect.width)), height: \(Self.shown(rect.height)))"
        case .proposal(let proposal):
            "ProposedViewSize(width: \(proposal.width.map(Self.shown) ?? "nil"), height: \(proposal.height.map(Self.shown) ?? "nil"))"
        case .angle(let radians): "Angle(radians: \(Self.shown(radians)))"
        case .transform: "CGAffineTransform(…)"
        case .unitPoint(let point): "UnitPoint(x: \(Self.shown(point.x)), y: \(Self.shown(point.y)))"
        case .axis(let axis): axis == .horizontal ? ".horizontal" : ".vertical"
        case .horizontalAlignment(let guide): "HorizontalAlignment.\(guide)"
        case .verticalAlignment(let guide): "VerticalAlignment.\(guide)"
        case .spacing: "ViewSpacing(…)"
        case .dimensions(let dimensions): "ViewDimensions(width: \(Self.shown(dimensions.width)), height: \(Self.shown(dimensions.height)))"
        case .subviews(let subviews): "LayoutSubviews(count: \(subviews.count))"
        case .subview: "LayoutSubview"
        case .layoutProperties: "LayoutProperties()"
        case .path(let path): "Path(\(path.elements.count) elements)"
        case .builtInLayout(let layout): "\(layout.name)(…)"
        case .geometryProxy(let size): "GeometryProxy(size: \(SwiftValue.size(size).shown))"
        case .swiftUI(let value): value.interpolated
        }
    }

    /// The case an enum value is (`.b`, `.circle(2)`): enum values do not carry their type.
    var enumCaseName: String? {
        switch self {
        case .implicitMember(let name), .enumCase(let name, _): name
        default: nil
        }
    }

    /// `12`, `12.5`, `0.333…`: short enough for a message, exact for round values.
    static func shown(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}

/// The bounds of a floating-point range. A one-sided range (`...1.0`, `0.5...`) has an
/// infinite bound on its open side, so `contains` answers as Swift's `PartialRangeThrough` does.
struct FloatingRange: Equatable, Hashable {
    var lower: Double
    var upper: Double
    /// `...` (the upper bound is in the range) rather than `..<`.
    var isClosed: Bool

    func contains(_ number: Double) -> Bool {
        lower <= number && (isClosed ? number <= upper : number < upper)
    }

    /// `0.0...1.0`, as Swift prints a range (its bounds' `description` around the operator).
    var description: String {
        (lower.isInfinite ? "" : lower.description) + (isClosed ? "..." : "..<") + (upper.isInfinite ? "" : upper.description)
    }
}

/// A value of a struct or class the author declared: its type and its stored properties, in
/// declaration order. A struct is a value: copying the enum copies the fields (arrays are
/// copy-on-write, so a copy costs nothing until one side changes). A class instance is a
/// reference (The Swift Programming Language, "Structures and Classes": "classes are
/// reference types"): every copy shares one ``SwiftObject``, so a change made through one
/// is seen through all.
struct SwiftInstance {
    let type: SwiftStruct
    /// The fields, inline for a struct, shared for a class; an enum of two references, so an
    /// instance stays two words and `SwiftValue` keeps its 16-byte payload.
    private var storage: Storage

    private enum Storage {
        case value([SwiftValue])
        case object(SwiftObject)
    }

    init(type: SwiftStruct, fields: [SwiftValue]) {
        self.type = type
        storage = type.isClass ? .object(SwiftObject(fields: fields)) : .value(fields)
    }

    var fields: [SwiftValue] {
        get {
            switch storage {
            case .value(let fields): fields
            case .object(let object): object.fields
            }
        }
        _modify {
            switch storage {
            case .object(let object):
                yield &object.fields
            case .value(var fields):
                // Taken out before the change, so the array is uniquely referenced and
                // changes in place rather than being copied.
                storage = .value([])
                defer { storage = .value(fields) }
                yield &fields
            }
        }
    }

    /// The shared storage of a class instance (`===` compares it), nil for a struct.
    var object: SwiftObject? {
        if case .object(let object) = storage { return object }
        return nil
    }
}

/// The one copy of a class instance's stored properties, which every reference to it shares.
/// Evaluation is single-threaded per page, and an object never leaves the evaluation that
/// made it.
final class SwiftObject {
    var fields: [SwiftValue]

    init(fields: [SwiftValue]) {
        self.fields = fields
    }
}

/// A type named in code: a declared struct, or one of the built-in types (`CGFloat`, `Angle`).
struct SwiftTypeName {
    var name: String
    /// The declaration, for types the author wrote.
    var declared: SwiftStruct?
}

/// A closure value: compiled code and the frame it captured (closures see and change the
/// variables around them, as in Swift).
struct SwiftClosure {
    let function: SwiftFunction
    let captured: SwiftFrame?
}

extension SwiftValue {
    /// A closure made in `frame`, as `frame` stores it: without `frame` (``over(_:)`` gives it
    /// back on reading).
    @inline(__always)
    func detached(from frame: SwiftFrame) -> SwiftValue {
        guard case .closure(let closure) = self, closure.captured === frame else { return self }
        return .closure(SwiftClosure(function: closure.function, captured: nil))
    }

    /// A local function or computed variable's accessor, stored in the frame it is declared
    /// in without that frame, given the frame where it is read. Stored with it, the frame
    /// would hold itself: a cycle that reference counting never frees, one per call.
    @inline(__always)
    func over(_ frame: SwiftFrame) -> SwiftValue {
        guard case .closure(let closure) = self, closure.captured == nil else { return self }
        return .closure(SwiftClosure(function: closure.function, captured: frame))
    }
}

/// An affine transform, as `CGAffineTransform` (a b c d tx ty).
struct AffineTransform {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    /// `CGAffineTransform(rotationAngle:)`: counter-clockwise in CoreGraphics' maths, which on
    /// a y-down screen turns clockwise, as in the talk's radial layout.
    static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle))
    }

    func applied(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// `t1.concatenating(t2)`: t1 then t2.
    func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
}

extension SwiftValue {
    /// The half-open end of a closed integer range up to `upper`: `upper + 1`, or `Int.max`
    /// for a range up to `Int.max` (``range(_:_:closed:)``).
    static func closedEnd(_ upper: Int) -> Int {
        upper == .max ? .max : upper + 1
    }
}
