// The subview methods a layout calls in its loops (`sizeThatFits`, `place`, `distance`), picked by name and labels once.

import TrellisLayout

/// A built-in method call picked when the code compiles, as `SwiftMemberReader` is for
/// properties.
///
/// The general path (`SwiftBuiltins.method`) collects the arguments in an array and matches
/// the method's name and each label as strings on every call. A layout calls
/// `subview.sizeThatFits(.unspecified)`, `subview.place(at:anchor:proposal:)` and
/// `spacing.distance(to:along:)` once per subview per pass, so for those the labels are read
/// here once. `apply` gets the receiver and up to three arguments (`.void` past the last) and
/// answers `nil` for anything it does not take, which then goes the general way, where the
/// errors are raised: nothing is done twice, since `apply` acts only once it has answered.
struct SwiftMethodFastPath {
    let apply: (SwiftValue, SwiftValue, SwiftValue, SwiftValue) -> SwiftValue?

    static func named(_ name: String, labels: [String?]) -> SwiftMethodFastPath? {
        switch (name, labels) {
        case ("sizeThatFits", [nil]):
            SwiftMethodFastPath { receiver, argument, _, _ in
                guard case .subview(let subview) = receiver, let proposal = proposal(argument) else { return nil }
                return .size(subview.sizeThatFits(proposal))
            }
        case ("dimensions", ["in"]):
            SwiftMethodFastPath { receiver, argument, _, _ in
                guard case .subview(let subview) = receiver, let proposal = proposal(argument) else { return nil }
                return .dimensions(subview.dimensions(in: proposal))
            }
        case ("distance", ["to", "along"]):
            SwiftMethodFastPath { receiver, other, along, _ in
                guard case .spacing(let spacing) = receiver, case .spacing(let next) = other, let axis = axis(along) else { return nil }
                return .double(spacing.distance(to: next, along: axis))
            }
        case ("place", _):
            place(labels)
        default:
            nil
        }
    }

    /// `place(at:anchor:proposal:)` with any of its optional arguments left out, in order.
    private static func place(_ labels: [String?]) -> SwiftMethodFastPath? {
        guard labels.first == "at", labels.count <= 3 else { return nil }
        let anchorIndex = labels.firstIndex(of: "anchor"), proposalIndex = labels.firstIndex(of: "proposal")
        let known = 1 + (anchorIndex == nil ? 0 : 1) + (proposalIndex == nil ? 0 : 1)
        guard known == labels.count, (anchorIndex ?? 1) < (proposalIndex ?? 3) else { return nil }
        return SwiftMethodFastPath { receiver, first, second, third in
            guard case .subview(let subview) = receiver, case .point(let position) = first,
                  position.x.isFinite, position.y.isFinite else { return nil }
            func argument(_ index: Int) -> SwiftValue { index == 1 ? second : third }
            var anchor = UnitPoint.topLeading
            if let anchorIndex {
                guard let given = unitPoint(argument(anchorIndex)) else { return nil }
                anchor = given
            }
            var offered = ProposedViewSize.unspecified
            if let proposalIndex {
                guard let given = proposal(argument(proposalIndex)) else { return nil }
                offered = given
            }
            subview.place(at: position, anchor: anchor, proposal: offered)
            return .void
        }
    }

    private static func proposal(_ value: SwiftValue) -> ProposedViewSize? {
        switch value {
        case .proposal(let proposal): proposal
        case .implicitMember("unspecified"): .unspecified
        case .implicitMember("zero"): .zero
        case .implicitMember("infinity"): .infinity
        default: nil
        }
    }

    private static func unitPoint(_ value: SwiftValue) -> UnitPoint? {
        switch value {
        case .unitPoint(let point): point
        case .implicitMember(let name): SwiftConversion.unitPoints[name]
        default: nil
        }
    }

    private static func axis(_ value: SwiftValue) -> Axis? {
        switch value {
        case .axis(let axis): axis
        case .implicitMember("horizontal"): .horizontal
        case .implicitMember("vertical"): .vertical
        default: nil
        }
    }
}
