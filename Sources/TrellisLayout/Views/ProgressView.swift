/// A progress indicator (SwiftUI's `ProgressView`): a linear bar for a known fraction, a
/// spinner otherwise.
///
/// Layout, chosen to match SwiftUI's look on iOS (documented because the HTML draws the same):
/// - Linear (`ProgressView(value:total:)`): flexible in width (it takes the proposed width,
///   10 px when asked for its ideal width, like other flexible views) and always
///   `barHeight` (4 px) tall. It is the leaderboard's middle column, which gets whatever the
///   text columns leave.
/// - Circular (`ProgressView()`): a fixed `spinnerSize` (20 x 20 px) spinner.
/// - With a title, the title's text sits above the bar, leading-aligned, 4 px apart (a VStack).
///
/// Drawing, for the renderer, from the leaf itself: ``value``, ``total`` and ``fraction``,
/// the filled part in the tint (SwiftUI's accent blue unless `.tint` says otherwise) on a
/// track of ``track`` grey. The bar's ends are fully rounded (radius = height / 2).
/// Bad input never traps: a NaN value counts as 0, a total that is not positive as 1.
public struct ProgressView: LeafView {
    /// `nil` for an indeterminate (circular) indicator.
    public let value: Double?
    public let total: Double
    /// Shown above the bar.
    public let title: String?

    public static let barHeight: Double = 4
    public static let spinnerSize: Double = 20
    /// The gap between the title and the bar.
    public static let titleSpacing: Double = 4
    public static let tint = Color.blue
    public static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)

    /// An indeterminate spinner.
    public init() {
        value = nil
        total = 1
        title = nil
    }

    /// A bar filled to `value / total`.
    public init(value: Double, total: Double = 1) {
        self.init(title: nil, value: value, total: total)
    }

    /// A bar with a title above it.
    public init(_ title: String, value: Double, total: Double = 1) {
        self.init(title: title, value: value, total: total)
    }

    private init(title: String?, value: Double?, total: Double) {
        self.value = value.map { $0.isNaN ? 0 : $0 }
        self.total = total > 0 && total.isFinite ? total : 1
        self.title = title
    }

    /// How full the bar is, in 0...1.
    public var fraction: Double {
        guard let value else { return 0 }
        return min(max(value / total, 0), 1)
    }

    public var kind: ViewKind { .progressView }

    public func sizeThatFits(_ proposal: ProposedViewSize, in context: LeafContext) -> Size {
        if value == nil {
            return Size(width: Self.spinnerSize, height: Self.spinnerSize)
        }
        return Size(width: proposal.width ?? 10, height: Self.barHeight)
    }

    public var node: ViewNode {
        let bar = ViewNode(leaf: ProgressView(title: nil, value: value, total: total))
        guard let title else { return bar }
        return VStack(alignment: .leading, spacing: Self.titleSpacing) {
            Text(title)
            bar
        }.node
    }
}
