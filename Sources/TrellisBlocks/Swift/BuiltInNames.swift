// The SwiftUI and CoreGraphics type names layout code may use, and their static members.

import TrellisLayout

enum BuiltInNames {
    /// Types that can be named as values (`CGFloat.pi`, `Angle.degrees(30)`).
    static let types: Set<String> = Set([
        "CGFloat", "Double", "Float", "Int", "String", "Bool", "CGSize", "CGPoint", "CGRect", "ProposedViewSize", "Angle",
        "CGAffineTransform", "UnitPoint", "Axis", "HorizontalAlignment", "VerticalAlignment", "Alignment", "ViewSpacing",
        "LayoutProperties", "Array", "Dictionary", "Hasher", "Edge", "Swift", "Path", "HStackLayout", "VStackLayout", "ZStackLayout", "AnyLayout",
        "Calendar", "DateComponents", "CharacterSet", "Scanner", "IndexSet", "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "NSNumber", "ByteCountFormatter",
        "Date", "NSDate", "Optional", "ComparisonResult",
    ]).union(FixedWidthIntegers.names)

    /// `CGFloat.pi`, `ProposedViewSize.unspecified`, `Int.max`.
    static func staticMember(_ type: String, _ member: String) -> SwiftValue? {
        switch (type, member) {
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(.pi)
        case ("CGFloat", "infinity"), ("Double", "infinity"), ("Float", "infinity"): return .double(.infinity)
        case ("CGFloat", "zero"), ("Double", "zero"), ("Float", "zero"): return .double(0)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"): return .double(.greatestFiniteMagnitude)
        case ("CGFloat", "leastNormalMagnitude"), ("Double", "leastNormalMagnitude"): return .double(.leastNormalMagnitude)
        case ("CGFloat", "nan"), ("Double", "nan"): return .double(.nan)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case ("Int", "bitWidth"): return .int(Int.bitWidth)
        // `Optional<Int>.none`, `Optional.none`: nil (Apple, "Optional", `case none`).
        case ("Optional", "none"): return SwiftValue.none
        case ("CharacterSet", _): return FoundationObject.characterSets[member].map { .foundation(.characterSet($0)) }
        case (_, _) where FixedWidthIntegers.bounds[type] != nil: return FixedWidthIntegers.staticMember(type, member)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .swiftUI(CalendarArithmetic.current)
        // Foundation's `ComparisonResult` (Apple: `orderedAscending`, `orderedSame`, `orderedDescending`).
        case ("ComparisonResult", "orderedAscending"), ("ComparisonResult", "orderedSame"), ("ComparisonResult", "orderedDescending"):
            return .implicitMember(member)
        case ("Alignment", _):
            guard let alignment = BlockLowering.alignments[member] else { return nil }
            return .tuple([.horizontalAlignment(alignment.horizontal), .verticalAlignment(alignment.vertical)], labels: ["horizontal", "vertical"])
        default:
            return SwiftConversion.implicitMember(member, of: type)
        }
    }
}
