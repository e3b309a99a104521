// An `alignmentGuide` closure, compiled by the Swift compiler and run by its evaluator at layout time.

import TrellisLayout

/// The body of `.alignmentGuide(.leading) { d in d[.trailing] - 10 }`, compiled once and run
/// by the engine against the dimensions the view has in each layout pass (SwiftUI calls the
/// closure the same way, lazily, every time).
///
/// The same evaluator as custom layouts: names the closure captures (`let`s, `ForEach`
/// items, data) are compiled in as constants, the parameter is the view's `ViewDimensions`.
/// Compared by identity: two closures are two guides, as in Swift.
public final class GuideClosure: Hashable, Sendable {
    let function: SwiftFunction
    let failures: SwiftFailureLog

    init(function: SwiftFunction, failures: SwiftFailureLog) {
        self.function = function
        self.failures = failures
    }

    /// The closure's result for `dimensions`, or NaN (no override) when it failed, with the
    /// failure recorded for the build.
    public func value(in dimensions: ViewDimensions) -> Double {
        do {
            let (result, _) = try SwiftMachine().call(function, self: nil, arguments: [.dimensions(dimensions)], captured: nil, at: function.spot)
            return result.number ?? .nan
        } catch let error as SwiftRuntimeError {
            failures.record(error.diagnostic)
            return .nan
        } catch {
            return .nan
        }
    }

    public static func == (lhs: GuideClosure, rhs: GuideClosure) -> Bool { lhs === rhs }

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
    static let allNames = ["leading", "trailing", "top", "bottom", "firstTextBaseline", "lastTextBaseline", "center"]

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
