// A value a GeometryReader's content computes from the reader's proxy, run by the Swift evaluator at layout time.

import Synchronization
import TrellisLayout
import TrellisMarkup

/// `proxy.size.width / 2`, `min(geometry.size.height, 200)`, `proxy.frame(in: .local).midX`:
/// a value computed from the proxy of the enclosing `GeometryReader`. The reader's size is
/// known only when the engine lays it out (at every width the page samples), so the view
/// code's expression is compiled once by the Swift compiler, as a function of the proxy and of
/// the values the view code derived from it (`let side = min(proxy.size.width, 200)`), and
/// run for each size: the evaluator that runs custom layouts and alignment guides.
///
/// Compared by what it computes, so that the same code with the same captured constants is
/// the same value in every state of a block.
public final class GeometryValue: Hashable, @unchecked Sendable {
    // @unchecked: the compiled function is never changed once compiled, and each run has a
    // machine of its own.
    private enum Source {
        case proxy
        case compiled(SwiftFunction, self: SwiftValue?, dependencies: [GeometryValue])
        /// `if columns > 1, !proxy.size.width.isZero`: an `if`'s conditions, each of the size,
        /// which hold together (Swift reads a condition list as `&&`, stopping at the first false).
        case allHold([GeometryValue])
        /// `CGFloat.random(in: 0...proxy.size.width)`: the bounds at each size, and one draw in
        /// [0, 1) made when the body was read, so the value is `lower + unit * (upper - lower)`.
        case drawn(RandomDraw)
        /// `-CGFloat.random(in: 0...proxy.size.height)`: a number of the size, negated.
        case negated(GeometryValue)
    }

    /// A draw between bounds of which one or both follow the reader's size (`drawn(...)`).
    struct RandomDraw {
        enum Bound {
            case constant(Double)
            case ofSize(GeometryValue)
        }
        enum Range {
            /// `lower...upper` (`..<` when not `closed`) written in the call.
            case bounds(Bound, Bound, closed: Bool)
            /// A range the code computes at each size (`wide ? 0...w / 2 : w / 2...w`).
            case ofSize(GeometryValue)
        }
        let range: Range
        let unit: Double
        /// `Int.random(in:)`: a whole number of the range.
        let isInteger: Bool
        /// Said when the range is empty at a size, as Swift traps there.
        let emptyRange: Diagnostic
        /// Said when a bound is no finite number at a size (a division by zero of the size).
        let notFinite: Diagnostic
    }

    private let source: Source
    private let failures: SwiftFailureLog?
    /// Keeps the code alive while the engine can ask for the value (``ProgramLifetime``).
    private let lifetime: ProgramLifetime?
    /// The code's position and text, the constants it captured and its dependencies.
    let identity: String
    /// The static type of the value, when the compiler knows it.
    let type: SwiftType?
    /// Whether it is a number (not the proxy, a size or a frame), which sizing modifiers take.
    private(set) var isNumber: Bool
    /// Whether it is a number or `nil` (`proxy.size.height > 100 ? nil : 5`), which a stack's
    /// `spacing:` takes, `nil` its default spacing.
    private(set) var isOptionalNumber = false
    /// The last size asked and its value: a layout pass asks for the same size several times
    /// (a modifier's size, then its placement), and the code is pure.
    private let last = Mutex<(size: Size, number: Double)?>(nil)

    /// The reader's proxy itself: the content closure's parameter.
    static let proxy = GeometryValue(source: .proxy, failures: nil, identity: "proxy", type: .named("GeometryProxy"), isNumber: false)

    private init(source: Source, failures: SwiftFailureLog?, identity: String, type: SwiftType?, isNumber: Bool) {
        self.source = source
        self.failures = failures
        lifetime = nil
        self.identity = identity
        self.type = type
        self.isNumber = isNumber
    }

    /// `function`, called with the values of `dependencies` (its parameters, in order) and the
    /// view whose body it is in as `self`.
    /// Without a static type, it is run once for a sample size to learn whether it is a number;
    /// an error then (an unknown coordinate space) is the code's error, thrown here.
    init(function: SwiftFunction, self value: SwiftValue?, dependencies: [GeometryValue], type: SwiftType?, program: SwiftProgram,
         identity: String) throws {
        source = .compiled(function, self: value, dependencies: dependencies)
        failures = program.failures
        lifetime = program.lifetime
        self.identity = identity
        self.type = type
        func numeric(_ type: SwiftType) -> Bool { [.int, SwiftCompiler.cgFloat].contains(type) || type == .floatingPoint("Double") }
        if let type {
            isNumber = numeric(type)
            if case .optional(let wrapped) = type { isOptionalNumber = numeric(wrapped) }
        } else {
            isNumber = false
            let probe = try self.result(in: Size(width: 320, height: 240))
            isNumber = probe.number != nil
            if case .none = probe { isOptionalNumber = true }
            readsTheApp = probe.standIn != nil
        }
        isOptionalNumber = isOptionalNumber || isNumber
    }

    /// Whether the value, of no type the code tells, came out as a stand-in at a probe size: it
    /// is computed from the app's value (`geometry.size.width * model.progress` of the view's
    /// `@ObservedObject var model = Model.shared`), and stands in where it is used.
    private(set) var readsTheApp = false

    /// A random number drawn between `draw`'s bounds for each size (`Interpreter.randomValue`).
    static func drawn(_ draw: RandomDraw, identity: String) -> GeometryValue {
        let failures: SwiftFailureLog? = switch draw.range {
        case .bounds(let lower, let upper, _):
            [lower, upper].lazy.compactMap { if case .ofSize(let bound) = $0 { bound.failures } else { nil } }.first
        case .ofSize(let range): range.failures
        }
        return GeometryValue(source: .drawn(draw), failures: failures, identity: identity, type: draw.isInteger ? .int : SwiftCompiler.cgFloat, isNumber: true)
    }

    /// `-value`, a number of the size negated, as Swift's prefix `-` negates it (the view code
    /// made `value` already, a random draw among them, which layout code cannot draw).
    static func negated(_ value: GeometryValue) -> GeometryValue {
        GeometryValue(source: .negated(value), failures: value.failures, identity: "-(" + value.identity + ")", type: value.type, isNumber: true)
    }

    /// Conditions of the size that hold together, as one condition.
    static func allHold(_ conditions: [GeometryValue]) -> GeometryValue {
        GeometryValue(source: .allHold(conditions), failures: conditions.first?.failures,
                      identity: conditions.map(\.identity).joined(separator: " && "), type: .bool, isNumber: false)
    }

    /// The value for a reader of `size`.
    func result(in size: Size) throws -> SwiftValue {
        switch source {
        case .proxy:
            return .geometryProxy(size)
        case .allHold(let conditions):
            for condition in conditions {
                guard case .bool(true) = try condition.result(in: size) else { return .bool(false) }
            }
            return .bool(true)
        case .drawn(let draw):
            func number(_ bound: RandomDraw.Bound) throws -> Double {
                switch bound {
                case .constant(let value): value
                case .ofSize(let value): try value.result(in: size).number ?? .nan
                }
            }
            var lower = Double.nan, upper = Double.nan, closed = true
            switch draw.range {
            case .bounds(let low, let high, let isClosed): (lower, upper, closed) = (try number(low), try number(high), isClosed)
            case .ofSize(let range):
                switch try range.result(in: size) {
                case .floatingRange(let range): (lower, upper, closed) = (range.lower, range.upper, range.isClosed)
                // Swift code keeps `a...b` of integers as `a..<b+1`, and says it was closed.
                case .range(let low, let end, let isClosed): (lower, upper, closed) = (Double(low), Double(isClosed ? end - 1 : end), isClosed)
                default: break
                }
            }
            // A bound that is no finite number gives none, said at the range (`Int(_:)` of it
            // would trap); so does an `Int` bound beyond what a Double holds exactly.
            guard lower.isFinite, upper.isFinite, !draw.isInteger || Swift.max(abs(lower), abs(upper)) < 0x1p52 else {
                failures?.record(draw.notFinite)
                return .double(.nan)
            }
            guard lower < upper || (closed && lower == upper) else {
                failures?.record(draw.emptyRange)
                return .double(.nan)
            }
            guard draw.isInteger else { return .double(lower + draw.unit * (upper - lower)) }
            let span = Int(upper) - Int(lower) + (closed ? 1 : 0)
            return .int(Int(lower) + min(Int(draw.unit * Double(span)), span - 1))
        case .negated(let value):
            switch try value.result(in: size) {
            case .int(let number): return .int(-number)
            case .double(let number): return .double(-number)
            default: return .double(.nan)
            }
        case .compiled(let function, let value, let dependencies):
            let arguments = try dependencies.map { try $0.result(in: size) }
            return try SwiftMachine().call(function, self: value, arguments: arguments, captured: nil, at: function.spot).0
        }
    }

    /// The value for a reader of `size`; nil when the code fails, the failure recorded for the build.
    private func recordedResult(in size: Size) -> SwiftValue? {
        do {
            return try result(in: size)
        } catch let error as SwiftRuntimeError {
            failures?.record(error.diagnostic)
        } catch {}
        return nil
    }

    /// The number for a reader of `size`; NaN when the code fails, the failure recorded for
    /// the build.
    public func value(in size: Size) -> Double {
        if let remembered = last.withLock({ $0 }), remembered.size == size { return remembered.number }
        let number = recordedResult(in: size)?.number ?? .nan
        last.withLock { $0 = (size, number) }
        return number
    }

    /// The number or `nil` for a reader of `size` (``isOptionalNumber``); nil too when the code
    /// fails, the failure recorded for the build. Through ``value(in:)``, which remembers the
    /// last size a layout pass asked for.
    func optionalValue(in size: Size) -> Double? {
        let number = value(in: size)
        return number.isNaN ? nil : number
    }

    /// The value for a reader of `size` as the view language holds it (a `CGSize`, a
    /// `CGPoint`); nil when the code fails, the failure recorded for the build.
    func blockValue(in size: Size) -> Value? {
        recordedResult(in: size)?.blockValue
    }

    /// Whether the condition holds for a reader of `size`; `false` when the code fails, the
    /// failure recorded for the build.
    func holds(in size: Size) -> Bool {
        if let remembered = last.withLock({ $0 }), remembered.size == size { return remembered.number != 0 }
        var holds = false
        if case .bool(let value)? = recordedResult(in: size) { holds = value }
        last.withLock { $0 = (size, holds ? 1 : 0) }
        return holds
    }

    public static func == (lhs: GeometryValue, rhs: GeometryValue) -> Bool { lhs.identity == rhs.identity }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

extension Value {
    /// Whether the value holds a value of a GeometryReader's size anywhere inside (an array's
    /// element, a member's argument: `[GridItem(.fixed(proxy.size.width / 4))]`).
    var readsGeometry: Bool {
        switch self {
        case .geometry: true
        case .array(let elements): elements.contains { $0.readsGeometry }
        case .member(let member): member.arguments?.contains { $0.value.readsGeometry } ?? false
        default: false
        }
    }

    /// The value with each value of a GeometryReader's size computed for a reader of `size`:
    /// a number, or a whole value (a `CGSize`); NaN where the code fails at that size.
    func resolvingGeometry(in size: Size) -> Value {
        switch self {
        case .geometry(let geometry):
            return geometry.isNumber ? .double(geometry.value(in: size)) : geometry.blockValue(in: size) ?? .double(.nan)
        case .array(let elements):
            return .array(elements.map { $0.resolvingGeometry(in: size) })
        case .member(var member):
            member.arguments = member.arguments?.map { argument in
                var argument = argument
                argument.value = argument.value.resolvingGeometry(in: size)
                return argument
            }
            return .member(member)
        default:
            return self
        }
    }
}
