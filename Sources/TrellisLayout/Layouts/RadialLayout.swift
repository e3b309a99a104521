#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Subviews on a circle, rotated so that ranks read from top to bottom: the avatars of
/// WWDC22 "Compose custom layouts with SwiftUI" (`MyRadialLayout` there).
///
/// - Size: whatever is offered (`proposal.replacingUnspecifiedDimensions()`, so 10 on a
///   `nil` axis); the layout is meant to fill a podium.
/// - Radius: a third of the smaller side. Subview `i` of `n` sits at `(0, -radius)` rotated
///   clockwise by `i * 360°/n + offset` around the centre, placed by its centre at its ideal
///   size.
/// - Offset: with exactly three subviews whose `rank` values are not all equal, the circle is
///   turned so that the leader (rank 1) is highest, then second and third place below it;
///   ties sit at the same height. Any other count, or a three-way tie, turns nothing (the
///   session switches to an HStack through `AnyLayout` for the tie).
public struct RadialLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 3
        let step = 2 * Double.pi / Double(subviews.count)
        let offset = Self.offset(for: subviews.map { $0[Rank.self] })
        for (position, subview) in subviews.enumerated() {
            let angle = step * Double(position) + offset
            // (0, -radius) rotated by `angle`; y grows downwards, so positive angles turn clockwise.
            let point = Point(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }

    /// The rotation, in radians, that puts three ranked subviews in rank order from the top.
    ///
    /// The session's rule, as a fraction of a third of a circle: the leader's index picks the
    /// base turn (0, -1 or +1 third), then the other two nudge it by a residual (see
    /// `residual`). Zero for any other count and for a three-way tie.
    public static func offset(for ranks: [Int]) -> Double {
        guard ranks.count == 3, let first = ranks.first, !ranks.allSatisfy({ $0 == first }) else { return 0 }
        let fraction: Double
        if ranks[0] == 1 {
            fraction = residual(ranks[1], ranks[2])
        } else if ranks[1] == 1 {
            fraction = -1 + residual(ranks[2], ranks[0])
        } else {
            fraction = 1 + residual(ranks[0], ranks[1])
        }
        return fraction * 2 * Double.pi / 3
    }

    /// How far the two views after the leader (in circle order) turn the circle: half a
    /// third towards one that shares first place, a quarter towards the better-ranked one,
    /// nothing when they tie.
    private static func residual(_ next: Int, _ afterNext: Int) -> Double {
        if next == 1 { return -0.5 }
        if afterNext == 1 { return 0.5 }
        if next < afterNext { return -0.25 }
        if next > afterNext { return 0.25 }
        return 0
    }
}

/// The session's name for `RadialLayout`.
public typealias MyRadialLayout = RadialLayout

// MARK: - Rank

/// A view's place in the standings (1 = leader), read by `RadialLayout`. Default 1.
public struct Rank: LayoutValueKey {
    public static let defaultValue = 1
}

extension View {
    /// This view's rank in a `RadialLayout` (1 = leader), as in the session:
    /// `Avatar(pet).rank(rank(pet))`.
    public func rank(_ value: Int) -> ViewNode {
        layoutValue(key: Rank.self, value: value)
    }
}
