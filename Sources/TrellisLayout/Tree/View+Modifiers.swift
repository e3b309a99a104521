// The layout modifiers of the DSL. Each wraps the view in a modifier node driven by a
// `Layout` (or, for traits, annotates it), exactly as the layout-block interpreter can by
// calling the same methods on a `ViewNode`.

extension View {
    // MARK: - Frames

    /// A frame of fixed width and/or height; unset dimensions follow the content.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        node.modified(by: FrameLayout(width: width, height: height, alignment: alignment), kind: .frame)
    }

    /// A flexible frame: the content is offered the proposal clamped to min...max, and the
    /// frame clamps its own size the same way (see `FlexibleFrameLayout`).
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ViewNode {
        let layout = FlexibleFrameLayout(
            horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment)
        return node.modified(by: layout, kind: .frame)
    }

    /// A frame sized from the nearest container's length (see `ContainerRelativeFrameLayout`).
    public func containerRelativeFrame(_ layout: ContainerRelativeFrameLayout) -> ViewNode {
        node.modified(by: layout, kind: .frame)
    }

    // MARK: - Padding

    /// Padding of `length` (default 16) on `edges`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        padding(EdgeInsets(edges, length ?? PaddingLayout.defaultLength))
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: Double) -> ViewNode {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> ViewNode {
        node.modified(by: PaddingLayout(insets), kind: .padding)
    }

    // MARK: - Sizing

    /// The content at its ideal size on both axes.
    public func fixedSize() -> ViewNode {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The content at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        node.modified(by: FixedSizeLayout(horizontal: horizontal, vertical: vertical), kind: .fixedSize)
    }

    /// Keeps `ratio` (width / height), or the content's own ratio when `nil`.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        node.modified(by: AspectRatioLayout(ratio, contentMode: contentMode), kind: .aspectRatio)
    }

    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> ViewNode {
        aspectRatio(size.height == 0 ? nil : size.width / size.height, contentMode: contentMode)
    }

    public func scaledToFit() -> ViewNode {
        aspectRatio(contentMode: .fit)
    }

    public func scaledToFill() -> ViewNode {
        aspectRatio(contentMode: .fill)
    }

    /// Draws the content shifted by (x, y) without changing the layout.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        node.modified(by: OffsetLayout(x: x, y: y), kind: .offset)
    }

    /// `position(x:y:)`: the content centred at a point of a box as large as the proposal.
    public func position(x: Double = 0, y: Double = 0) -> ViewNode {
        node.modified(by: PositionLayout(x: x, y: y), kind: .custom("position"))
    }

    public func offset(_ size: Size) -> ViewNode {
        offset(x: size.width, y: size.height)
    }

    // MARK: - Layers

    /// `content` behind this view, offered its size and aligned on it.
    public func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(by: BackgroundLayout(alignment: alignment, layer: .background), kind: .background, extra: content())
    }

    public func background(_ content: some View, alignment: Alignment = .center) -> ViewNode {
        node.modified(by: BackgroundLayout(alignment: alignment, layer: .background), kind: .background, extra: [content.node])
    }

    /// `content` in front of this view, offered its size and aligned on it.
    public func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(by: BackgroundLayout(alignment: alignment, layer: .overlay), kind: .overlay, extra: content())
    }

    public func overlay(_ content: some View, alignment: Alignment = .center) -> ViewNode {
        node.modified(by: BackgroundLayout(alignment: alignment, layer: .overlay), kind: .overlay, extra: [content.node])
    }

    /// `content` on `edge`, this view laid out in the rest (`SafeAreaInsetLayout`).
    public func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        let inset = content()
        let bar = inset.count == 1 ? inset[0] : ZStack { inset }.node
        return node.modified(by: SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing), kind: .safeAreaInset, extra: [bar])
    }

    // MARK: - Alignment

    /// Sets this view's `guide` to a value computed from its dimensions.
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        node.modified(by: AlignmentGuideLayout(guide, computeValue: computeValue), kind: .alignmentGuide)
    }

    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> Double) -> ViewNode {
        node.modified(by: AlignmentGuideLayout(guide, computeValue: computeValue), kind: .alignmentGuide)
    }

    // MARK: - Traits

    /// The view's priority in its container: stacks offer space to higher priorities first.
    /// NaN counts as 0.
    public func layoutPriority(_ priority: Double) -> ViewNode {
        node.updatingTraits { $0.layoutPriority = priority.isNaN ? 0 : priority }
    }

    /// A value the enclosing layout reads with `subview[K.self]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ViewNode {
        node.updatingTraits { $0.layoutValues[LayoutValueKeyID(key)] = value }
    }

    /// A value under a named key, for keys declared by interpreted layout blocks.
    public func layoutValue(named name: String, value: any Sendable) -> ViewNode {
        node.updatingTraits { $0.layoutValues[.named(name)] = value }
    }

    /// The author's identifier, reported with this view's frame in layout results.
    public func id(_ id: String) -> ViewNode {
        node.updatingTraits { $0.id = id }
    }

    /// This view drawn with `change` applied to its drawing (see `ViewNode.drawing`): a
    /// colour, a corner radius, a control. Applied to a group, it draws each of its views.
    public func drawing(_ change: (inout ViewDrawing) -> Void) -> ViewNode {
        node.updatingTraits { change(&$0.drawing) }
    }

    /// This view with what it tells assistive technology changed (`ViewAccessibility`).
    public func accessibility(_ change: (inout ViewAccessibility) -> Void) -> ViewNode {
        drawing { change(&$0.accessibility) }
    }
}
