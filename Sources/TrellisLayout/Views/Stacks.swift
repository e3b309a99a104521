// The stack views: thin DSL wrappers that pair a stack layout with its subviews.

/// A row of views (SwiftUI's `HStack`).
public struct HStack: View {
    public let layout: HStackLayout
    public let content: [ViewNode]

    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var node: ViewNode { ViewNode(layout: layout, kind: .hStack, children: content) }
}

/// A column of views (SwiftUI's `VStack`).
public struct VStack: View {
    public let layout: VStackLayout
    public let content: [ViewNode]

    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [ViewNode]) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var node: ViewNode { ViewNode(layout: layout, kind: .vStack, children: content) }
}

/// Views on top of each other (SwiftUI's `ZStack`).
public struct ZStack: View {
    public let layout: ZStackLayout
    public let content: [ViewNode]

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> [ViewNode]) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public var node: ViewNode { ViewNode(layout: layout, kind: .zStack, children: content) }
}

/// Several views treated as the enclosing container's own (SwiftUI's `Group`); a modifier
/// applied to a group applies to each of its views.
public struct Group: View {
    public let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    public var node: ViewNode { .group(content) }
}

/// One view per element of a sequence, as a group (SwiftUI's `ForEach` over static data).
public struct ForEach: View {
    public let content: [ViewNode]

    public init<Data: Sequence>(_ data: Data, @ViewBuilder content: (Data.Element) -> [ViewNode]) {
        self.content = data.flatMap(content)
    }

    public var node: ViewNode { .group(content) }
}

extension Layout {
    /// This layout as a container of `content`, so a custom layout is used like a stack, as
    /// in SwiftUI: `MyFlow(spacing: 4) { Text("a"); Text("b") }`.
    public func callAsFunction(@ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        ViewNode(layout: self, kind: .custom(String(describing: Self.self)), children: content())
    }
}
