/// Flexible empty space (SwiftUI's `Spacer`).
///
/// Inside a stack it grows along the stack's axis from `minLength` (default 8, the default
/// spacing) and is 0 thick across it; outside stacks it grows on both axes. Its priority is
/// below every other view's, so a stack fits everything else first, and its spacing
/// preference is 0 along the axis, so no gap is added beside it. (OpenSwiftUI Spacer.swift,
/// audited complete.)
public struct Spacer: LeafView {
    public var kind: ViewKind { .spacer }

    public let minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
    }

    public var defaultLayoutPriority: Double { -.infinity }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        let minimum = minLength ?? ViewSpacing.defaultDistance
        let width = max(proposal.width ?? minimum, minimum)
        let height = max(proposal.height ?? minimum, minimum)
        switch context.stackOrientation {
        case .horizontal: return Size(width: width, height: 0)
        case .vertical: return Size(width: 0, height: height)
        case nil: return Size(width: width, height: height)
        }
    }

    public func spacing(in context: LeafContext) -> ViewSpacing {
        switch context.stackOrientation {
        case .horizontal: ViewSpacing(0, edges: .horizontal)
        case .vertical: ViewSpacing(0, edges: .vertical)
        case nil: .zero
        }
    }
}
