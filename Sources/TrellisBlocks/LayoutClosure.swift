// A closure of the author's that the engine runs at layout time, compiled by the Swift compiler.

import Synchronization
import TrellisLayout
import TrellisMarkup

/// A closure the engine calls with values only layout knows, compiled once and run each
/// time (SwiftUI calls these lazily, every time, too): the body of
/// `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`, against the view's dimensions in
/// each pass, and of `.containerRelativeFrame(.horizontal) { length, axis in length * 0.8 }`,
/// against the nearest container's length.
///
/// The same evaluator as custom layouts: names the closure captures (`let`s, `ForEach`
/// items, data) are compiled in as constants. Compared by identity: two closures are two
/// guides, as in Swift.
public final class LayoutClosure: Hashable, Sendable {
    let function: SwiftFunction
    let failures: SwiftFailureLog
    /// Keeps the code alive while the engine can call it (``ProgramLifetime``).
    let lifetime: ProgramLifetime?

    /// For a closure that reads a GeometryReader's size: the function compiled for a size of
    /// the reader, made once per size (``value(in:readerSize:)``).
    private let compiledForSize: (@Sendable (Size) throws -> SwiftFunction)?
    private let sizedFunctions = Mutex<[Size: SwiftFunction]>([:])

    init(function: SwiftFunction, program: SwiftProgram, compiledForSize: (@Sendable (Size) throws -> SwiftFunction)? = nil) {
        self.function = function
        failures = program.failures
        lifetime = program.lifetime
        self.compiledForSize = compiledForSize
    }

    /// Whether the closure reads the size of a GeometryReader around it.
    public var readsReaderSize: Bool { compiledForSize != nil }

    /// The alignment guide's value for `dimensions`, or NaN (no override) when it failed,
    /// with the failure recorded for the build; `readerSize`, the size of the GeometryReader
    /// whose values the closure reads (``readsReaderSize``).
    public func value(in dimensions: ViewDimensions, readerSize: Size? = nil) -> Double {
        guard let readerSize, let compiledForSize else { return run([.dimensions(dimensions)]) }
        do {
            let sized = try sizedFunctions.withLock { made in
                if let known = made[readerSize] { return known }
                let compiled = try compiledForSize(readerSize)
                made[readerSize] = compiled
                return compiled
            }
            return run([.dimensions(dimensions)], in: sized)
        } catch let diagnostic as Diagnostic {
            failures.record(diagnostic)
            return .nan
        } catch {
            return .nan
        }
    }

    /// The frame's length for the container's `length` on `axis`, or NaN (the axis is left
    /// to the proposal) when it failed, with the failure recorded.
    public func length(_ length: Double, axis: Axis) -> Double {
        run([.double(length), .axis(axis)])
    }

    private func run(_ arguments: [SwiftValue], in function: SwiftFunction? = nil) -> Double {
        let function = function ?? self.function
        do {
            let (result, _) = try SwiftMachine().call(function, self: nil, arguments: arguments, captured: nil, at: function.spot)
            return result.number ?? .nan
        } catch let error as SwiftRuntimeError {
            failures.record(error.diagnostic)
            return .nan
        } catch {
            return .nan
        }
    }

    public static func == (lhs: LayoutClosure, rhs: LayoutClosure) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An alignment guide named in a block: `.leading`, `VerticalAlignment.firstTextBaseline`.
public enum AlignmentGuideName: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    static let horizontalNames = BlockLowering.horizontalAlignments
    static let verticalNames = BlockLowering.verticalAlignments
    /// Every guide's name, horizontal then vertical, from the lowering's tables.
    static let allNames = BlockLowering.horizontalAlignmentNames.map(\.key)
        + BlockLowering.verticalAlignmentNames.map(\.key).filter { $0 != "center" }
    /// The hint listing the guides a block can name unqualified (`.center` is ambiguous).
    static let guidesHint = "guides: " + allNames.filter { $0 != "center" }.map { "`.\($0)`" }.joined(separator: ", ")

    /// The guide `member` names among SwiftUI's and the program's own
    /// (`extension VerticalAlignment { static let midAccountAndName = ... }`).
    init?(_ member: MemberValue, program: SwiftProgram) {
        if let builtIn = AlignmentGuideName(member) {
            self = builtIn
            return
        }
        guard member.arguments == nil else { return nil }
        if member.base != "VerticalAlignment", case .horizontalAlignment(let guide)? = program.guide(member.name, horizontal: true) {
            self = .horizontal(guide)
        } else if member.base != "HorizontalAlignment", case .verticalAlignment(let guide)? = program.guide(member.name, horizontal: false) {
            self = .vertical(guide)
        } else {
            return nil
        }
    }

    /// The guide `member` names; `nil` when it names none, or `.center` without its type
    /// (ambiguous in Swift too: `HorizontalAlignment.center` or `VerticalAlignment.center`).
    init?(_ member: MemberValue) {
        guard member.arguments == nil else { return nil }
        switch member.base {
        case "HorizontalAlignment":
            guard let guide = Self.horizontalNames[member.name] else { return nil }
            self = .horizontal(guide)
        case "VerticalAlignment":
            guard let guide = Self.verticalNames[member.name] else { return nil }
            self = .vertical(guide)
        case nil:
            if member.name != "center", let guide = Self.horizontalNames[member.name] {
                self = .horizontal(guide)
            } else if member.name != "center", let guide = Self.verticalNames[member.name] {
                self = .vertical(guide)
            } else {
                return nil
            }
        default: return nil
        }
    }
}
