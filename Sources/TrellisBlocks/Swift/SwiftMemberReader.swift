// The built-in properties layout code reads most (`size.width`, `bounds.midX`, `subviews.count`), chosen by name once.

import TrellisLayout

/// A built-in property read, picked when the code compiles.
///
/// `SwiftBuiltins.member` finds a property by comparing its name with every name the value's
/// type has, on every read; layout code reads `width`, `minX` or `count` in its innermost
/// loops, so for those names the compiler picks the reading here once, and a read is a switch
/// over the value's case. A value of another case answers `nil` and takes the general path,
/// which also raises the errors, so the two cannot disagree on a value they both read.
struct SwiftMemberReader {
    let read: (SwiftValue) -> SwiftValue?

    /// The reader for `name`, or `nil` for the names left to the general path.
    static func named(_ name: String) -> SwiftMemberReader? {
        switch name {
        case "width":
            SwiftMemberReader { value in
                switch value {
                case .size(let size): .double(size.width)
                case .rect(let rect): .double(rect.width)
                case .dimensions(let dimensions): .double(dimensions.width)
                case .proposal(let proposal): proposal.width.map(SwiftValue.double) ?? SwiftValue.none
                default: nil
                }
            }
        case "height":
            SwiftMemberReader { value in
                switch value {
                case .size(let size): .double(size.height)
                case .rect(let rect): .double(rect.height)
                case .dimensions(let dimensions): .double(dimensions.height)
                case .proposal(let proposal): proposal.height.map(SwiftValue.double) ?? SwiftValue.none
                default: nil
                }
            }
        case "x":
            SwiftMemberReader { value in
                switch value {
                case .point(let point): .double(point.x)
                case .unitPoint(let point): .double(point.x)
                default: nil
                }
            }
        case "y":
            SwiftMemberReader { value in
                switch value {
                case .point(let point): .double(point.y)
                case .unitPoint(let point): .double(point.y)
                default: nil
                }
            }
        case "minX": rect { $0.minX }
        case "midX": rect { $0.midX }
        case "maxX": rect { $0.maxX }
        case "minY": rect { $0.minY }
        case "midY": rect { $0.midY }
        case "maxY": rect { $0.maxY }
        case "count":
            SwiftMemberReader { value in
                switch value {
                case .subviews(let subviews): .int(subviews.count)
                case .array(let elements): .int(elements.count)
                default: nil
                }
            }
        case "isEmpty":
            SwiftMemberReader { value in
                switch value {
                case .subviews(let subviews): .bool(subviews.isEmpty)
                case .array(let elements): .bool(elements.isEmpty)
                default: nil
                }
            }
        case "spacing":
            SwiftMemberReader { value in
                if case .subview(let subview) = value { return .spacing(subview.spacing) }
                return nil
            }
        case "radians":
            SwiftMemberReader { value in
                if case .angle(let radians) = value { return .double(radians) }
                return nil
            }
        default: nil
        }
    }

    private static func rect(_ read: @escaping (Rect) -> Double) -> SwiftMemberReader {
        SwiftMemberReader { value in
            if case .rect(let rect) = value { return .double(read(rect)) }
            return nil
        }
    }
}
