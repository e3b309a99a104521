// SwiftUI's built-in layouts called from layout code: `HStackLayout(spacing: 4).sizeThatFits(...)`.

import TrellisLayout

/// A built-in layout as a value of interpreted code.
///
/// Real layouts delegate to the stacks (an adaptive layout that measures an `HStackLayout`
/// and falls back to a `VStackLayout`, a layout that places a row with `HStackLayout`'s
/// `placeSubviews`). The value runs the engine's own stack, so what it answers is what the
/// built-in `HStack` answers. Its cache is made afresh for every call: the `cache:` a caller
/// passes is accepted and left as it was, which gives the same sizes and places.
struct SwiftBuiltInLayout {
    /// The name the author wrote (`HStackLayout`), for messages.
    let name: String
    let layout: AnyLayout

    /// The initialisers layout code may call, by name.
    static let names: Set<String> = ["HStackLayout", "VStackLayout", "ZStackLayout"]

    /// `HStackLayout(alignment: .top, spacing: 4)`, `VStackLayout()`, `ZStackLayout(alignment: .topLeading)`.
    static func make(_ name: String, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue {
        var alignment: SwiftValue?
        var spacing: Double?
        for (label, argument) in zip(labels, arguments) {
            switch label {
            case "alignment": alignment = argument
            case "spacing" where name != "ZStackLayout":
                if case .none = argument { continue }
                guard let number = argument.number else { throw spot.error("`spacing:` takes a number or nil, found \(argument.shown)") }
                spacing = number
            default:
                throw spot.error("`\(name)` takes \(name == "ZStackLayout" ? "`alignment:`" : "`alignment:` and `spacing:`"), not `\(label ?? "_"):`")
            }
        }
        let layout: AnyLayout
        switch name {
        case "HStackLayout":
            var guide = VerticalAlignment.center
            if let alignment {
                guard case .verticalAlignment(let converted) = try SwiftConversion.convert(alignment, to: .named("VerticalAlignment"), at: spot) else {
                    throw spot.error("`HStackLayout(alignment:)` takes a VerticalAlignment such as `.top`, found \(alignment.shown)")
                }
                guide = converted
            }
            layout = AnyLayout(HStackLayout(alignment: guide, spacing: spacing))
        case "VStackLayout":
            var guide = HorizontalAlignment.center
            if let alignment {
                guard case .horizontalAlignment(let converted) = try SwiftConversion.convert(alignment, to: .named("HorizontalAlignment"), at: spot) else {
                    throw spot.error("`VStackLayout(alignment:)` takes a HorizontalAlignment such as `.leading`, found \(alignment.shown)")
                }
                guide = converted
            }
            layout = AnyLayout(VStackLayout(alignment: guide, spacing: spacing))
        default:
            var both = Alignment.center
            switch alignment {
            case nil: break
            case .implicitMember(let member)?:
                guard let found = BlockLowering.alignments[member] else { throw spot.error("`.\(member)` is not an Alignment") }
                both = found
            case .tuple(let parts, _)? where parts.count == 2:
                guard case .horizontalAlignment(let horizontal) = parts[0], case .verticalAlignment(let vertical) = parts[1] else { fallthrough }
                both = Alignment(horizontal: horizontal, vertical: vertical)
            default:
                throw spot.error("`ZStackLayout(alignment:)` takes an Alignment such as `.topLeading`, found \(alignment!.shown)")
            }
            layout = AnyLayout(ZStackLayout(alignment: both))
        }
        return .builtInLayout(SwiftBuiltInLayout(name: name, layout: layout))
    }

    /// `sizeThatFits(proposal:subviews:cache:)`, `placeSubviews(in:proposal:subviews:cache:)`,
    /// `spacing(subviews:cache:)`, `makeCache(subviews:)`: the protocol's methods, by label.
    func call(_ method: String, labels: [String?], arguments: [SwiftValue], at spot: SwiftSpot) throws -> SwiftValue? {
        var proposal = ProposedViewSize.unspecified
        var subviews: LayoutSubviews?
        var bounds: Rect?
        for (label, argument) in zip(labels, arguments) {
            switch (label, argument) {
            case ("proposal", _): proposal = try SwiftBuiltins.proposal(argument, at: spot)
            case ("subviews", .subviews(let given)): subviews = given
            case ("in", .rect(let given)): bounds = given
            case ("cache", _): continue
            default:
                throw spot.error("`\(name).\(method)` does not take `\(label ?? "_"):` \(argument.shown)",
                                 hint: "call it as the Layout protocol declares it, e.g. `sizeThatFits(proposal:subviews:cache:)`")
            }
        }
        guard let subviews else {
            if method == "sizeThatFits" || method == "placeSubviews" || method == "spacing" || method == "makeCache" {
                throw spot.error("`\(name).\(method)` needs `subviews:`, the layout's subviews (or a range of them)")
            }
            return nil
        }
        var cache = layout.makeCache(subviews: subviews)
        switch method {
        case "makeCache": return .void
        case "sizeThatFits": return .size(layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache))
        case "spacing": return .spacing(layout.spacing(subviews: subviews, cache: &cache))
        case "placeSubviews":
            guard let bounds else { throw spot.error("`\(name).placeSubviews` needs `in:`, the bounds to place in") }
            guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
                throw spot.error("`\(name).placeSubviews` is given bounds \(SwiftValue.rect(bounds).shown), which are not finite")
            }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            return .void
        default: return nil
        }
    }
}
