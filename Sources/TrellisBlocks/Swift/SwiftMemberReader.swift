// The built-in properties layout code reads most (`size.width`, `bounds.midX`, `subviews.count`), chosen by name once.

import TrellisLayout

/// A built-in property read, picked when the code compiles.
///
/// `SwiftBuiltins.member` finds a property by its name on every read; layout code reads
/// `width`, `minX` or `count` in its innermost loops, so for those names the compiler picks the
/// reading here once, and a read is a switch over the value's case. These readings are the only
/// ones: `SwiftBuiltins.member` starts with them too. A value of another case answers `nil`
/// and takes the general path, which also raises the errors.
struct SwiftMemberReader: Sendable {
    let read: @Sendable (SwiftValue) -> SwiftValue?

    /// The reader for `name`, or `nil` for the names left to the general path.
    static func named(_ name: String) -> SwiftMemberReader? {
        readers[name]
    }

    private static let readers: [String: SwiftMemberReader] = [
        "width": dimension(horizontal: true),
        "height": dimension(horizontal: false),
        "x": coordinate(horizontal: true),
        "y": coordinate(horizontal: false),
        "minX": rect { $0.minX },
        "midX": rect { $0.midX },
        "maxX": rect { $0.maxX },
        "minY": rect { $0.minY },
        "midY": rect { $0.midY },
        "maxY": rect { $0.maxY },
        "count": SwiftMemberReader { value in
            switch value {
            case .subviews(let subviews): .int(subviews.count)
            case .array(let elements): .int(elements.count)
            default: nil
            }
        },
        "indices": SwiftMemberReader { value in
            switch value {
            case .subviews(let subviews): .range(subviews.startIndex, subviews.endIndex)
            case .array(let elements): .range(0, elements.count)
            default: nil
            }
        },
        "isEmpty": SwiftMemberReader { value in
            switch value {
            case .subviews(let subviews): .bool(subviews.isEmpty)
            case .array(let elements): .bool(elements.isEmpty)
            default: nil
            }
        },
        "spacing": SwiftMemberReader { value in
            if case .subview(let subview) = value { return .spacing(subview.spacing) }
            return nil
        },
        "radians": SwiftMemberReader { value in
            if case .angle(let radians) = value { return .double(radians) }
            return nil
        },
    ]

    /// `width` or `height` of a size, a rect, a view's dimensions or a proposal (optional).
    /// `.zero` not yet given a type (`reduce(.zero) { max, size in CGSize(width: max(max.width,
    /// ...)) }`, the talk's code) is a CGSize, CGPoint or CGRect there, whose members are all zero.
    private static func dimension(horizontal: Bool) -> SwiftMemberReader {
        SwiftMemberReader { value in
            switch value {
            case .implicitMember("zero"): .double(0)
            case .size(let size): .double(horizontal ? size.width : size.height)
            case .rect(let rect): .double(horizontal ? rect.width : rect.height)
            case .dimensions(let dimensions): .double(horizontal ? dimensions.width : dimensions.height)
            case .proposal(let proposal): (horizontal ? proposal.width : proposal.height).map(SwiftValue.double) ?? SwiftValue.none
            default: nil
            }
        }
    }

    /// `x` or `y` of a point or a unit point.
    private static func coordinate(horizontal: Bool) -> SwiftMemberReader {
        SwiftMemberReader { value in
            switch value {
            case .implicitMember("zero"): .double(0)
            case .point(let point): .double(horizontal ? point.x : point.y)
            case .unitPoint(let point): .double(horizontal ? point.x : point.y)
            default: nil
            }
        }
    }

    private static func rect(_ read: @escaping @Sendable (Rect) -> Double) -> SwiftMemberReader {
        SwiftMemberReader { value in
            if case .rect(let rect) = value { return .double(read(rect)) }
            if case .implicitMember("zero") = value { return .double(0) }
            return nil
        }
    }
}
