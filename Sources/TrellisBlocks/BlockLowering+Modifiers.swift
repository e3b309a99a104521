// The modifiers table: layout modifiers wrap the engine view, drawing modifiers annotate it,
// environment modifiers change what inner views inherit.

import TrellisLayout
import TrellisMarkup

extension BlockLowering {
    typealias EnvironmentLowering = @Sendable (BlockLowering, inout LoweringEnvironment, BlockModifier) throws -> Void

    static let modifiers: [String: ModifierLowering] = layoutModifiers.merging([
        // Apple, "safeAreaPadding(_:_:)": "Adds the provided insets into the safe area of this
        // view." A view that does not ignore the safe area is laid out inside it, so on a page,
        // which has no safe area of its own, the insets place and size the view as padding does
        // (a scroll view's content scrolling under them is behaviour a static page has not).
        "safeAreaPadding": layoutModifiers["padding"]!,
        "safeAreaInset": { lowering, node, modifier, environment in try lowering.safeAreaInset(node, modifier, environment) },
        "safeAreaBar": { lowering, node, modifier, environment in try lowering.safeAreaInset(node, modifier, environment) },
    ]) { first, _ in first }

    private static let layoutModifiers: [String: ModifierLowering] = [
        "frame": { lowering, node, modifier, environment in
            if let dependent = try lowering.geometryDependent(node, modifier, environment) { return dependent }
            let alignment = lowering.alignment(modifier.argument("alignment"))
            if modifier.arguments.contains(where: { ["width", "height"].contains($0.label) }) || modifier.arguments.allSatisfy({ $0.label == "alignment" }) {
                return node.frame(width: lowering.number(modifier.argument("width")), height: lowering.number(modifier.argument("height")),
                                  alignment: alignment)
            }
            return node.frame(
                minWidth: lowering.number(modifier.argument("minWidth")), idealWidth: lowering.number(modifier.argument("idealWidth")),
                maxWidth: lowering.number(modifier.argument("maxWidth")), minHeight: lowering.number(modifier.argument("minHeight")),
                idealHeight: lowering.number(modifier.argument("idealHeight")), maxHeight: lowering.number(modifier.argument("maxHeight")),
                alignment: alignment)
        },
        // `.environment(\.colorScheme, .dark)` (Apple, "EnvironmentValues.colorScheme"): the view
        // and everything inside it drawn in that appearance; other keys are the environment's.
        "environment": { lowering, node, modifier, _ in
            if modifier.arguments.first?.value == .keyPath(["isEnabled"]) {
                // Apple, "EnvironmentValues.isEnabled": what `disabled(_:)` sets, read by controls.
                guard modifier.arguments.count > 1, case .bool(let enabled) = modifier.arguments[1].value else {
                    throw lowering.error("`\\.isEnabled` takes `true` or `false`", at: modifier.location)
                }
                return enabled ? node : node.drawing { $0.isDisabled = true }
            }
            guard modifier.arguments.first?.value == .keyPath(["colorScheme"]) else { return node }
            let scheme = modifier.arguments.count > 1 ? BlockLowering.memberName(modifier.arguments[1].value) : nil
            guard let scheme, scheme == "light" || scheme == "dark" else {
                throw lowering.error("`\\.colorScheme` takes `.light` or `.dark`", at: modifier.location)
            }
            return node.drawing { $0.colorScheme = scheme }
        },
        "padding": { lowering, node, modifier, environment in
            if let dependent = try lowering.geometryDependent(node, modifier, environment) { return dependent }
            let first = modifier.arguments.first
            if let length = first?.value.number { return node.padding(length) }
            if case .member(let insets)? = first?.value, insets.base == "EdgeInsets" {
                func length(_ edge: String) -> Double { insets.argument(edge)?.number ?? 0 }
                return node.padding(EdgeInsets(top: length("top"), leading: length("leading"), bottom: length("bottom"), trailing: length("trailing")))
            }
            let length = modifier.arguments.count > 1 ? modifier.arguments[1].value.number : nil
            return node.padding(lowering.edges(first?.value), length)
        },
        "fixedSize": { _, node, modifier, _ in
            guard case .bool(let horizontal)? = modifier.argument("horizontal"), case .bool(let vertical)? = modifier.argument("vertical") else {
                return node.fixedSize()
            }
            return node.fixedSize(horizontal: horizontal, vertical: vertical)
        },
        "aspectRatio": { lowering, node, modifier, environment in
            // `.aspectRatio(geometry.size, contentMode: .fill)` inside a GeometryReader: the
            // reader's proportions, for each size (set CC's myfitness, three views).
            if let dependent = try lowering.geometryDependent(node, modifier, environment) { return dependent }
            let mode: ContentMode = BlockLowering.memberName(modifier.argument("contentMode")) == "fill" ? .fill : .fit
            if let argument = modifier.argument(nil), lowering.number(argument) == nil, argument != .null {
                guard let size = BlockLowering.size(argument), size.height != 0 else {
                    throw lowering.error("`aspectRatio` expects a number or a `CGSize` such as `CGSize(width: 4, height: 3)`", at: modifier.location)
                }
                return node.aspectRatio(size.width / size.height, contentMode: mode)
            }
            return node.aspectRatio(lowering.number(modifier.argument(nil)), contentMode: mode)
        },
        // Apple, "baselineOffset(_:)" of Text: the text moves up (or down) from its baseline and
        // "the bounds of the view expand to contain the moved text". The glyphs stay where they
        // are drawn and the bounds grow below (above, for a negative offset); the view's text
        // baselines stay the unmoved one, so beside other text the moved text is raised.
        "baselineOffset": { lowering, node, modifier, _ in
            let offset = lowering.number(modifier.argument(nil)) ?? 0
            guard offset != 0, offset.isFinite else { return node }
            return node.padding(offset > 0 ? .bottom : .top, abs(offset))
                .alignmentGuide(VerticalAlignment.firstTextBaseline) { $0[VerticalAlignment.firstTextBaseline] + offset }
                .alignmentGuide(VerticalAlignment.lastTextBaseline) { $0[VerticalAlignment.lastTextBaseline] + offset }
        },
        "scaledToFit": { _, node, _, _ in node.scaledToFit() },
        "scaledToFill": { _, node, _, _ in node.scaledToFill() },
        "layoutPriority": { lowering, node, modifier, _ in node.layoutPriority(lowering.number(modifier.argument(nil)) ?? 0) },
        "offset": { lowering, node, modifier, environment in
            if let dependent = try lowering.geometryDependent(node, modifier, environment) { return dependent }
            if let argument = modifier.argument(nil) {
                guard let size = BlockLowering.size(argument) else {
                    throw lowering.error("`offset` expects a `CGSize` such as `CGSize(width: 10, height: 0)`", at: modifier.location)
                }
                return node.offset(x: size.width, y: size.height)
            }
            return node.offset(x: lowering.number(modifier.argument("x")) ?? 0, y: lowering.number(modifier.argument("y")) ?? 0)
        },
        "position": { lowering, node, modifier, environment in
            if let dependent = try lowering.geometryDependent(node, modifier, environment) { return dependent }
            if let point = BlockLowering.point(modifier.argument(nil)) {
                return node.position(x: point.x, y: point.y)
            }
            return node.position(x: lowering.number(modifier.argument("x")) ?? 0, y: lowering.number(modifier.argument("y")) ?? 0)
        },
        // Liquid Glass, which a browser cannot refract: a regular material in its shape (a
        // capsule unless `in:` names another), behind the view.
        "glassEffect": { lowering, node, modifier, environment in
            guard modifier.argument("isEnabled") != .bool(false) else { return node }
            var glass: ViewNode = Capsule().node
            if case .view(let shape)? = modifier.argument("in") { glass = try lowering.lower(shape, in: environment) }
            let drawn = glass.drawing { $0.material = .regular }
            return node.background { drawn }
        },
        // `.accentColor(.red)`, the deprecated spelling of `.tint(.red)`.
        "accentColor": { lowering, node, modifier, _ in
            guard modifier.argument(nil) != .null else { return node }
            let tint = try lowering.color(modifier.argument(nil), at: modifier.location)
            return node.drawing { $0.tint = tint }
        },
        "background": { lowering, node, modifier, environment in try lowering.layer(node, modifier, environment, overlay: false) },
        "overlay": { lowering, node, modifier, environment in try lowering.layer(node, modifier, environment, overlay: true) },
        "containerRelativeFrame": { lowering, node, modifier, _ in
            let axes = lowering.axes(modifier.argument(nil))
            let alignment = lowering.alignment(modifier.argument("alignment"))
            let layout: ContainerRelativeFrameLayout
            if case .layoutClosure(let closure)? = modifier.argument("length") {
                layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment) { closure.length($0, axis: $1) }
            } else if let count = lowering.number(modifier.argument("count")) {
                layout = ContainerRelativeFrameLayout(axes: axes, count: Int(count), span: Int(lowering.number(modifier.argument("span")) ?? 1),
                                                      spacing: lowering.number(modifier.argument("spacing")) ?? 0, alignment: alignment)
            } else {
                layout = ContainerRelativeFrameLayout(axes: axes, alignment: alignment)
            }
            return node.containerRelativeFrame(layout)
        },
        "alignmentGuide": { lowering, node, modifier, environment in
            guard case .member(let member)? = modifier.argument(nil), let guide = AlignmentGuideName(member, program: lowering.program),
                  case .layoutClosure(let closure)? = modifier.argument("computeValue") else { return node }
            // A closure reading a GeometryReader's size runs with the size the reader has in the
            // layout under way (`GeometryBox`).
            let box = closure.readsReaderSize ? environment.geometry : nil
            switch guide {
            case .horizontal(let alignment): return node.alignmentGuide(alignment) { closure.value(in: $0, readerSize: box?.size) }
            case .vertical(let alignment): return node.alignmentGuide(alignment) { closure.value(in: $0, readerSize: box?.size) }
            }
        },
        "layoutValue": { lowering, node, modifier, _ in
            var key = "value"
            if case .member(let member)? = modifier.argument("key") { key = member.base ?? member.name }
            let value = modifier.argument("value")
            // The session's `Rank` key is the engine's, which `RadialLayout` reads.
            if key == "Rank" {
                guard case .int(let rank)? = value else {
                    throw lowering.error("`Rank` values are integers, found \(value?.typeName ?? "nothing")", at: modifier.location)
                }
                // Also under its name, for a `Rank` key and layout the author declared.
                return node.rank(rank).layoutValue(named: key, value: rank)
            }
            return node.layoutValue(named: key, value: value?.layoutValue ?? 0)
        },
        "rank": { _, node, modifier, _ in
            guard case .int(let rank)? = modifier.argument(nil) else { return node }
            return node.rank(rank).layoutValue(named: "Rank", value: rank)
        },
        "gridCellColumns": { _, node, modifier, _ in
            guard case .int(let count)? = modifier.argument(nil) else { return node }
            return node.gridCellColumns(count)
        },
        "gridColumnAlignment": { lowering, node, modifier, _ in node.gridColumnAlignment(lowering.horizontalAlignment(modifier.argument(nil))) },
        "gridCellAnchor": { lowering, node, modifier, _ in node.gridCellAnchor(lowering.unitPoint(modifier.argument(nil))) },
        "gridCellUnsizedAxes": { lowering, node, modifier, _ in node.gridCellUnsizedAxes(lowering.axes(modifier.argument(nil))) },
        "buttonStyle": { _, node, modifier, _ in
            node.buttonStyle(BlockLowering.memberName(modifier.argument(nil)).flatMap(ButtonStyle.init(rawValue:)) ?? .automatic)
        },
        // Drawing only: recorded for the HTML, no effect on layout (as in SwiftUI).
        "opacity": { lowering, node, modifier, _ in
            let opacity = lowering.number(modifier.argument(nil)) ?? 1
            return node.drawing { $0.opacity = opacity.isFinite ? min(max(opacity, 0), 1) : 1 }
        },
        "cornerRadius": { lowering, node, modifier, _ in
            let radius = lowering.number(modifier.argument(nil)) ?? 0
            return node.drawing { $0.cornerRadius = radius.isFinite ? max(radius, 0) : 0 }
        },
        "clipShape": { lowering, node, modifier, _ in
            guard case .view(let shape)? = modifier.argument(nil), let clip = lowering.clipShape(shape) else { return node }
            return node.drawing { $0.clipShape = clip }
        },
        "border": { lowering, node, modifier, _ in
            let color = try lowering.color(modifier.argument(nil), at: modifier.location)
            let width = lowering.number(modifier.argument("width")) ?? 1
            return node.drawing { $0.border = Stroke(color: color, lineWidth: width) }
        },
        "foregroundStyle": { lowering, node, modifier, _ in try lowering.foreground(node, modifier) },
        "foregroundColor": { lowering, node, modifier, _ in try lowering.foreground(node, modifier) },
        "tint": { lowering, node, modifier, _ in
            guard modifier.argument(nil) != .null else { return node }
            let tint = try lowering.color(modifier.argument(nil), at: modifier.location)
            return node.drawing { $0.tint = tint }
        },
        // Apple, "listItemTint(_:)": "a fixed tint color for content in a list", a `Color` or a
        // `ListItemTint` (`.fixed(_:)`, `.preferred(_:)`, which a page's list honours as fixed,
        // and `.monochrome`, "a standard grayscale tint effect"); nil, the list's own.
        "listItemTint": { lowering, node, modifier, _ in
            var argument = modifier.argument(nil)
            if case .member(let member)? = argument, member.base == nil || member.base == "ListItemTint" {
                switch member.name {
                case "fixed", "preferred": argument = member.argument(nil) ?? member.argument("tint")
                case "monochrome": argument = .member(MemberValue(name: "gray"))
                default: break
                }
            }
            guard let argument, argument != .null else { return node }
            let tint = try lowering.color(argument, at: modifier.location)
            return node.drawing { $0.tint = tint }
        },
        "fill": { lowering, node, modifier, _ in
            var node = node
            if let style = modifier.argument("style") {
                guard case .member(let fillStyle) = style, fillStyle.base == "FillStyle" || fillStyle.base == nil, fillStyle.name == "init" else {
                    throw lowering.error("`fill` expects a `FillStyle(eoFill:antialiased:)` for `style:`", at: modifier.location)
                }
                if fillStyle.argument("eoFill") == .bool(true) { node = node.drawing { $0.evenOddFill = true } }
            }
            if let gradient = try lowering.gradient(modifier.argument(nil), at: modifier.location) {
                return node.drawing { $0.gradient = gradient }
            }
            // `Rectangle().fill(.ultraThinMaterial)`: a material is a ShapeStyle too.
            if let material = BlockLowering.memberName(modifier.argument(nil)).flatMap(Material.init(rawValue:)) {
                return node.drawing { $0.material = material }
            }
            let fill = try lowering.color(modifier.argument(nil) ?? .member(MemberValue(name: "primary")), at: modifier.location)
            return node.drawing { $0.fill = fill }
        },
        "stroke": { lowering, node, modifier, _ in
            let color = try lowering.color(modifier.argument(nil) ?? .member(MemberValue(name: "primary")), at: modifier.location)
            let stroke = try lowering.stroke(modifier, color: color, inside: false)
            return node.drawing { $0.stroke = stroke }
        },
        "trim": { lowering, node, modifier, _ in
            let trim = Trim(from: lowering.number(modifier.argument("from")) ?? 0, to: lowering.number(modifier.argument("to")) ?? 1)
            return node.drawing { $0.trim = trim }
        },
        "inset": { lowering, node, modifier, _ in
            // `RoundedRectangle(cornerRadius: 8).inset(by: 0.5).stroke(.gray)`, as hairline borders
            // are written (set AQ's apps, 10 uses): insets add up (Apple, "InsettableShape").
            guard let amount = lowering.number(modifier.argument("by")), amount.isFinite else {
                throw lowering.error("`inset(by:)` takes a number", at: modifier.location)
            }
            return node.drawing { $0.shapeInset += amount }
        },
        "strokeBorder": { lowering, node, modifier, _ in
            let color = try lowering.color(modifier.argument(nil) ?? .member(MemberValue(name: "primary")), at: modifier.location)
            let stroke = try lowering.stroke(modifier, color: color, inside: true)
            return node.drawing { $0.stroke = stroke }
        },
        "tag": { _, node, modifier, _ in
            let tag = modifier.argument(nil)?.interpolated ?? ""
            return node.drawing { $0.tag = tag }
        },
        "animation": { _, node, modifier, _ in
            let watched = WatchedAnimation(BlockLowering.animation(of: modifier), value: BlockLowering.watchedValue(of: modifier))
            return node.drawing { $0.animations.append(watched) }
        },
        "transition": { _, node, modifier, _ in
            let transition = BlockLowering.transition(modifier.argument(nil), at: modifier.location).transition
            return node.drawing { $0.transition = transition }
        },
        "contentTransition": { _, node, modifier, _ in
            let atOnce = BlockLowering.memberName(modifier.argument(nil)) == "identity"
            return node.drawing { $0.replacesContentAtOnce = atOnce }
        },
        "matchedGeometryEffect": { _, node, modifier, _ in
            let group = BlockLowering.matchedGeometryGroup(of: modifier)
            return node.drawing { $0.matchedGeometry = group }
        },
        "shadow": { lowering, node, modifier, _ in
            // SwiftUI's default shadow colour is black at 33% (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
            let color = modifier.argument("color").map { try? lowering.color($0, at: modifier.location) } ?? nil
            let shadow = Shadow(color: color ?? Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: lowering.number(modifier.argument("radius")) ?? 0,
                                x: lowering.number(modifier.argument("x")) ?? 0, y: lowering.number(modifier.argument("y")) ?? 0)
            return node.drawing { $0.shadow = shadow }
        },
        "scaleEffect": { lowering, node, modifier, _ in
            let uniform = lowering.number(modifier.argument(nil))
            var x = uniform ?? lowering.number(modifier.argument("x")) ?? 1, y = uniform ?? lowering.number(modifier.argument("y")) ?? 1
            if uniform == nil, let argument = modifier.argument(nil) {
                guard let size = BlockLowering.size(argument) else {
                    throw lowering.error("`scaleEffect` expects a number or a `CGSize` such as `CGSize(width: -1, height: 1)`", at: modifier.location)
                }
                (x, y) = (size.width, size.height)
            }
            let anchor = lowering.unitPoint(modifier.argument("anchor"))
            // Outer modifiers come first: CSS applies a transform list from the right.
            return node.drawing { $0.transforms.insert(.scale(x: x.isFinite ? x : 1, y: y.isFinite ? y : 1, anchor: anchor), at: 0) }
        },
        "rotationEffect": { lowering, node, modifier, _ in
            let degrees = try lowering.degrees(modifier.argument(nil), at: modifier.location)
            let anchor = lowering.unitPoint(modifier.argument("anchor"))
            return node.drawing { $0.transforms.insert(.rotation(degrees: degrees, anchor: anchor), at: 0) }
        },
        "blur": { lowering, node, modifier, _ in
            let radius = max(lowering.number(modifier.argument("radius")) ?? 0, 0)
            return node.drawing { $0.filters.append(.blur(radius: radius.isFinite ? radius : 0)) }
        },
        "brightness": { lowering, node, modifier, _ in lowering.filter(node, modifier, DrawingFilter.brightness) },
        "contrast": { lowering, node, modifier, _ in lowering.filter(node, modifier, DrawingFilter.contrast) },
        "saturation": { lowering, node, modifier, _ in lowering.filter(node, modifier, DrawingFilter.saturation) },
        "grayscale": { lowering, node, modifier, _ in lowering.filter(node, modifier, DrawingFilter.grayscale) },
        "hueRotation": { lowering, node, modifier, _ in
            let degrees = try lowering.degrees(modifier.argument(nil), at: modifier.location)
            return node.drawing { $0.filters.append(.hueRotation(degrees: degrees)) }
        },
        "colorInvert": { _, node, _, _ in node.drawing { $0.filters.append(.invert) } },
        "blendMode": { _, node, modifier, _ in
            let mode = BlockLowering.memberName(modifier.argument(nil)).flatMap(BlendMode.init(rawValue:))
            return node.drawing { $0.blendMode = mode == .normal ? nil : mode }
        },
        "hidden": { _, node, _, _ in node.drawing { $0.isHidden = true } },
        "disabled": { _, node, modifier, _ in
            guard modifier.argument(nil) != .bool(false) else { return node }
            return node.drawing { $0.isDisabled = true }
        },
        "zIndex": { lowering, node, modifier, _ in
            let index = lowering.number(modifier.argument(nil)) ?? 0
            return node.drawing { $0.zIndex = index.isFinite ? index : 0 }
        },
        "clipped": { _, node, _, _ in node.drawing { $0.clipShape = .rectangle } },
        "resizable": { _, node, _, _ in node },
        // The accessibility modifiers (`ViewAccessibility`, which cites Apple for each): what a
        // screen reader reads, never a change of layout.
        // iOS 18's `isEnabled: false` leaves the view as it was ("otherwise the [...] is unchanged").
        "accessibilityLabel": { _, node, modifier, _ in
            guard modifier.argument("isEnabled") != .bool(false), let label = BlockLowering.spokenText(modifier.argument(nil)) else { return node }
            // An image's label is its `alt` text, through the modifiers that only size it.
            if let image = BlockLowering.labellingImage(node, label) { return image }
            return node.accessibility { $0.label = label }
        },
        "accessibilityValue": { _, node, modifier, _ in
            guard modifier.argument("isEnabled") != .bool(false) else { return node }
            return node.accessibility { $0.value = BlockLowering.spokenText(modifier.argument(nil)) }
        },
        "accessibilityHint": { _, node, modifier, _ in
            guard modifier.argument("isEnabled") != .bool(false) else { return node }
            return node.accessibility { $0.hint = BlockLowering.spokenText(modifier.argument(nil)) }
        },
        "accessibilityHidden": { _, node, modifier, _ in
            guard modifier.argument("isEnabled") != .bool(false) else { return node }
            return node.accessibility { $0.isHidden = modifier.argument(nil) != .bool(false) }
        },
        "accessibilityElement": { _, node, modifier, _ in
            let children = BlockLowering.memberName(modifier.argument("children")).flatMap(ViewAccessibility.Children.init(rawValue:))
            return node.accessibility { $0.children = children ?? .ignore }
        },
        // Traits a page cannot say are warned about by the interpreter (`Interpreter.unspokenTraits`).
        "accessibilityAddTraits": { _, node, modifier, _ in
            let traits = BlockLowering.traitNames(modifier.argument(nil)).compactMap(ViewAccessibility.Trait.init(rawValue:))
            return node.accessibility { $0.traits.formUnion(traits) }
        },
        // A heading at that level (VoiceOver "speaks the level number [...] alongside the text").
        "accessibilityHeading": { _, node, modifier, _ in
            let level = BlockLowering.memberName(modifier.argument(nil)).flatMap { $0.hasPrefix("h") ? Int($0.dropFirst()) : nil }
            return node.accessibility {
                $0.traits.insert(.isHeader)
                $0.headingLevel = level
            }
        },
        "accessibilitySortPriority": { lowering, node, modifier, _ in
            let priority = lowering.number(modifier.argument(nil)) ?? 0
            return node.accessibility { $0.sortPriority = priority.isFinite ? priority : 0 }
        },
    ]

    /// The words of an accessibility modifier's argument: a string, or a `Text` of one.
    static func spokenText(_ value: Value?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .view(let view)? where view.kind == "Text":
            if case .string(let text)? = view.argument(nil) ?? view.argument("verbatim") { return text }
            return nil
        default: return nil
        }
    }

    /// The trait names of `accessibilityAddTraits(.isHeader)` or `([.isButton, .isSelected])`.
    static func traitNames(_ value: Value?) -> [String] {
        switch value {
        case .member(let member)?: return [member.name]
        case .array(let items)?: return items.compactMap(memberName)
        default: return []
        }
    }

    /// `node` with `label` as its image's `alt` text, when it is an image file or only sizes
    /// one (`.resizable().frame(...)`): SwiftUI reads the label as the image's description.
    static func labellingImage(_ node: ViewNode, _ label: String) -> ViewNode? {
        if case .image(let source, _)? = node.drawing.control {
            var labelled = node
            labelled.drawing.control = .image(source: source, alternativeText: label)
            return labelled
        }
        guard node.role == .modifier, node.drawing == .none, case .layout(let layout, var children) = node.content,
              let first = children.first, let image = labellingImage(first, label) else { return nil }
        children[0] = image
        var labelled = node
        labelled.content = .layout(layout, children)
        return labelled
    }

    /// Modifiers that only change what inner views inherit.
    static let environmentModifiers: [String: EnvironmentLowering] = [
        "contentMargins": { lowering, environment, modifier in
            guard BlockLowering.memberName(modifier.argument("for")) != "scrollIndicators" else { return }
            let unlabelled = modifier.arguments.filter { $0.label == nil }
            let edges: Edge.Set = unlabelled.count > 1 ? lowering.edges(unlabelled[0].value) : .all
            // A nil length is the platform's default margin, which the scroll view already has: none more.
            guard let length = unlabelled.last?.value.number else { return }
            var margins = environment.scrollContentMargins
            if edges.contains(.top) { margins.top = length }
            if edges.contains(.leading) { margins.leading = length }
            if edges.contains(.bottom) { margins.bottom = length }
            if edges.contains(.trailing) { margins.trailing = length }
            environment.scrollContentMargins = margins
        },
        "defaultScrollAnchor": { lowering, environment, modifier in
            // `defaultScrollAnchor(_:for:)` (iOS 18) with a role other than `.alignment` changes
            // only scrolling, which a page starts at the top (the interpreter said so).
            if let role = BlockLowering.memberName(modifier.argument("for")), role != "alignment" { return }
            environment.scrollAnchor = modifier.argument(nil).flatMap { $0 == .null ? nil : lowering.unitPoint($0, default: .top) }
        },
        "font": { lowering, environment, modifier in environment.font = lowering.font(modifier.argument(nil)) ?? .body },
        "fontWeight": { _, environment, modifier in
            environment.weight = BlockLowering.memberName(modifier.argument(nil)).flatMap(BlockLowering.fontWeight)
        },
        // The site's text font has one width (the interpreter warned at other widths).
        "fontWidth": { _, _, _ in },
        // Every gauge is drawn as iOS's capacity bar (the interpreter warned at a circular style).
        "gaugeStyle": { _, _, _ in },
        "headerProminence": { _, _, _ in },
        "labeledContentStyle": { _, _, _ in },
        "groupBoxStyle": { _, _, _ in },
        "fontDesign": { _, environment, modifier in
            environment.design = BlockLowering.memberName(modifier.argument(nil)).flatMap(FontDesign.init(rawValue:))
        },
        "bold": { _, environment, modifier in environment.bold = modifier.argument(nil) != .bool(false) },
        // `underline(_ isActive: Bool = true, pattern: .solid, color: nil)`, and the same for
        // `strikethrough`: on a Text, and since iOS 16 on any view for the texts inside.
        "underline": { lowering, environment, modifier in environment.runLook.underline = try lowering.textLine(modifier) },
        // `tracking(_:)` and `kerning(_:)` both add their points after every character cluster,
        // the last one included (Apple: kerning "affects the trailing edge of the text view as
        // well"); a page draws both as `letter-spacing`, which also breaks ligatures.
        "tracking": { lowering, environment, modifier in environment.tracking = lowering.number(modifier.argument(nil)) ?? 0 },
        "kerning": { lowering, environment, modifier in environment.tracking = lowering.number(modifier.argument(nil)) ?? 0 },
        "strikethrough": { lowering, environment, modifier in environment.runLook.strikethrough = try lowering.textLine(modifier) },
        "italic": { _, environment, modifier in environment.italic = modifier.argument(nil) != .bool(false) },
        "monospacedDigit": { _, environment, _ in environment.monospacedDigit = true },
        "monospaced": { _, environment, modifier in if modifier.argument(nil) != .bool(false) { environment.design = .monospaced } },
        "lineLimit": { lowering, environment, modifier in
            environment.reservedLines = 0
            switch modifier.argument(nil) {
            case .int(let limit)?:
                environment.lineLimit = max(limit, 1)
                if modifier.argument("reservesSpace") == .bool(true) { environment.reservedLines = max(limit, 1) }
            case .range(let lower, let upper, _)? where lower == .min && upper > 1:
                // `lineLimit(...5)` (Apple, "lineLimit(_:)" with a `PartialRangeThrough`): at most
                // 5 lines, none reserved.
                environment.lineLimit = upper - 1
            case .range(let lower, let upper, _)?:
                // `lineLimit(2...4)`: at most 4 lines, and at least 2 lines tall; `2...Int.max`
                // (the end a range up to `Int.max` keeps) sets no most.
                guard upper > lower, lower >= 0 else {
                    throw lowering.error("`lineLimit` takes a range of line counts such as `2...4`", at: modifier.location)
                }
                environment.lineLimit = upper == .max ? nil : max(upper - 1, 1)
                environment.reservedLines = min(lower, 1000)
            case .some(let other) where other != .null:
                throw lowering.error("`lineLimit` takes a number of lines, or a range such as `2...4`, found \(other.typeName)", at: modifier.location)
            default:
                environment.lineLimit = nil
            }
        },
        "textCase": { _, environment, modifier in environment.textCase = BlockLowering.memberName(modifier.argument(nil)) },
        "lineSpacing": { lowering, environment, modifier in environment.lineSpacing = max(lowering.number(modifier.argument(nil)) ?? 0, 0) },
        "truncationMode": { _, environment, modifier in
            environment.truncationMode = BlockLowering.memberName(modifier.argument(nil)).flatMap(TruncationMode.init(rawValue:)) ?? .tail
        },
        // Apple: "any value greater than 0 and less than or equal to 1"; 1 (no shrinking) is
        // the default.
        "minimumScaleFactor": { lowering, environment, modifier in
            environment.minimumScaleFactor = try lowering.scaleFactor(modifier.argument(nil), at: modifier.location)
        },
        "multilineTextAlignment": { _, environment, modifier in
            environment.alignment = BlockLowering.memberName(modifier.argument(nil)).flatMap(TextAlignment.init(rawValue:)) ?? .leading
        },
        "dynamicTypeSize": { _, environment, modifier in
            if let clamped = Interpreter.dynamicTypeSize(environment.dynamicTypeSize, clampedTo: modifier.argument(nil)) {
                // A range: the reader's size, clamped.
                environment.dynamicTypeSize = clamped
                return
            }
            if let size = BlockLowering.memberName(modifier.argument(nil)).flatMap(DynamicTypeSize.init(rawValue:)) { environment.dynamicTypeSize = size }
        },
        "environment": { lowering, environment, modifier in
            guard case .keyPath(let path)? = modifier.arguments.first?.value else { return }
            let value = modifier.arguments.count > 1 ? modifier.arguments[1].value : .null
            switch path {
            case ["dynamicTypeSize"]:
                guard let size = BlockLowering.memberName(value).flatMap(DynamicTypeSize.init(rawValue:)) else {
                    throw lowering.error("`\\.dynamicTypeSize` takes a size such as `.xxxLarge`", at: modifier.location)
                }
                environment.dynamicTypeSize = size
            case ["sizeCategory"]:
                // `ContentSizeCategory`, the text size's name before iOS 15 (`.small`, `.accessibilityLarge`).
                guard let size = BlockLowering.memberName(value).flatMap(DynamicTypeSize.init(contentSizeCategory:)) else {
                    throw lowering.error("`\\.sizeCategory` takes a size such as `.extraLarge`", at: modifier.location)
                }
                environment.dynamicTypeSize = size
            case ["font"]: environment.font = lowering.font(value) ?? .body
            case ["lineLimit"]: if case .int(let limit) = value { environment.lineLimit = max(limit, 1) }
            case ["minimumScaleFactor"]: environment.minimumScaleFactor = try lowering.scaleFactor(value, at: modifier.location)
            case ["multilineTextAlignment"]:
                environment.alignment = BlockLowering.memberName(value).flatMap(TextAlignment.init(rawValue:)) ?? .leading
            case ["colorScheme"], ["isEnabled"]:
                break  // the node's appearance or state: the `environment` entry of the modifiers table.
            case ["layoutDirection"]:
                // `.leftToRight` pins the direction a page already lays out in (Apple,
                // "EnvironmentValues.layoutDirection"); right to left is not laid out yet.
                guard BlockLowering.memberName(value) == "leftToRight" else {
                    throw lowering.error("a page lays out left to right; `\\.layoutDirection` of `.rightToLeft` is not supported yet", at: modifier.location,
                                         hint: "leave the direction out, or set `.leftToRight`")
                }
            case ["defaultMinListRowHeight"]:
                guard let height = lowering.number(value), height >= 0 else {
                    throw lowering.error("`\\.defaultMinListRowHeight` takes a height in points, such as `1`", at: modifier.location)
                }
                environment.listRowMinHeight = height
            case ["defaultMinListHeaderHeight"]:
                guard let height = lowering.number(value), height >= 0 else {
                    throw lowering.error("`\\.defaultMinListHeaderHeight` takes a height in points, such as `1`", at: modifier.location)
                }
                environment.listHeaderMinHeight = height
            default:
                throw lowering.error("the environment value `\\.\(path.joined(separator: "."))` is not supported", at: modifier.location,
                                     hint: "supported: " + BlockLowering.environmentKeys.map { "`\\.\($0)`" }.joined(separator: ", "))
            }
        },
        // Apple, "listRowSpacing(_:)": "the vertical spacing between two adjacent rows in a List";
        // nil, the default (none). Read by the list's sections (`section`).
        "listRowSpacing": { lowering, environment, modifier in
            environment.listRowSpacing = lowering.number(modifier.argument(nil)).map { max($0, 0) }
        },
        // Apple, "listSectionMargins(_:_:)" (iOS 26), on a list or a section: the edges written
        // (all by default) at the length, a nil length the style's own again. Read by `section`.
        "listSectionMargins": { lowering, environment, modifier in
            let edges = modifier.arguments.count == 2 ? lowering.edges(modifier.arguments[0].value) : .all
            // A margin is a length: none below zero, and `.infinity` (which no list can hold) is none too.
            let length = lowering.number(modifier.arguments.last?.value).map { $0.isFinite ? max($0, 0) : 0 }
            if edges.contains(.top) { environment.listSectionMargins.top = length }
            if edges.contains(.leading) { environment.listSectionMargins.leading = length }
            if edges.contains(.bottom) { environment.listSectionMargins.bottom = length }
            if edges.contains(.trailing) { environment.listSectionMargins.trailing = length }
        },
        "pickerStyle": { _, environment, modifier in
            environment.pickerStyle = BlockLowering.memberName(modifier.argument(nil)) ?? "automatic"
        },
        // A page's browser draws and smooths images itself; symbols take the foreground colour.
        "renderingMode": { _, _, _ in },
        "interpolation": { _, _, _ in },
        "antialiased": { _, _, _ in },
        "progressViewStyle": { _, environment, modifier in
            environment.progressViewStyle = BlockLowering.memberName(modifier.argument(nil)) ?? "automatic"
        },
        "listStyle": { _, environment, modifier in environment.listStyle = BlockLowering.memberName(modifier.argument(nil)) ?? "automatic" },
        "navigationLinkIndicatorVisibility": { _, environment, modifier in
            environment.hidesLinkIndicators = BlockLowering.memberName(modifier.argument(nil)) == "hidden"
        },
        "labelStyle": { _, environment, modifier in environment.labelStyle = BlockLowering.memberName(modifier.argument(nil)) ?? "automatic" },
        "labelsHidden": { _, environment, _ in environment.labelsHidden = true },
        "symbolVariant": { _, environment, modifier in environment.symbolVariants.formUnion(BlockLowering.symbolVariants(modifier.argument(nil))) },
        // `.visible` shows them again inside a `.labelsHidden()`; `.automatic` keeps what is around.
        "labelsVisibility": { _, environment, modifier in
            switch BlockLowering.memberName(modifier.argument(nil)) {
            case "hidden": environment.labelsHidden = true
            case "visible": environment.labelsHidden = false
            default: break
            }
        },
        "textFieldStyle": { _, environment, modifier in
            environment.textFieldStyle = BlockLowering.memberName(modifier.argument(nil)) ?? "automatic"
        },
        // A Form is always grouped on iOS; `.columns` is macOS's.
        "formStyle": { _, _, _ in },
        // Read by the enclosing `NavigationStack` (`navigationTitle(in:)`), which draws the title.
        "navigationTitle": { _, _, _ in },
        // Read by the enclosing `NavigationStack` (`contentModifiers(in:)`), which draws it.
        "containerBackground": { _, _, _ in },
        "navigationBarTitle": { _, _, _ in },
        "navigationBarTitleDisplayMode": { _, _, _ in },
        "toolbarTitleDisplayMode": { _, _, _ in },
        // Read by the enclosing List or Form, which draws its rows and background.
        "listRowBackground": { _, _, _ in },
        "listRowInsets": { _, _, _ in },
        "listRowSeparator": { _, _, _ in },
        "listRowSeparatorTint": { _, _, _ in },
        // Apple, "horizontalRadioGroupLayout()": "radio group style pickers within this view"
        // positioned horizontally; read by the picker (`picker`).
        "horizontalRadioGroupLayout": { _, environment, _ in environment.radioGroupIsHorizontal = true },
        "scrollContentBackground": { _, _, _ in },
        // Read by the enclosing `TabView`, which draws its tab bar.
        "tabItem": { _, _, _ in },
        "tabViewStyle": { _, _, _ in },
        // The page indicator a paged `TabView` would show is not drawn (the interpreter warned).
        "indexViewStyle": { _, _, _ in },
        "backgroundStyle": { _, environment, modifier in environment.backgroundStyle = modifier.argument(nil) },
        // The stand-in glyphs have one layer, drawn in the foreground style whatever the mode.
        "symbolRenderingMode": { _, _, _ in },
        "imageScale": { _, environment, modifier in
            // Apple's `NSImage.SymbolScale`: small is about 20% smaller, large about 30% larger.
            let scales: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3]
            environment.imageScale = BlockLowering.memberName(modifier.argument(nil)).flatMap { scales[$0] } ?? 1
        },
    ]

    // MARK: - Helpers

    /// `.safeAreaInset(edge:alignment:spacing:content:)` and `.safeAreaBar(...)`: the content on
    /// the edge, the view laid out in the rest (`SafeAreaInsetLayout`).
    func safeAreaInset(_ node: ViewNode, _ modifier: BlockModifier, _ environment: LoweringEnvironment) throws -> ViewNode {
        let edge: Edge = switch BlockLowering.memberName(modifier.argument("edge")) {
        case "top": .top
        case "leading": .leading
        case "trailing": .trailing
        default: .bottom
        }
        let written = modifier.argument("alignment")
        let vertical = edge == .top || edge == .bottom
        if let name = BlockLowering.memberName(written),
           (vertical ? Self.horizontalAlignments[name] == nil : Self.verticalAlignments[name] == nil),
           program.guide(name, horizontal: vertical) == nil {
            throw error("`\(modifier.name)(edge: .\(edge))` lines its content up on a \(vertical ? "horizontal" : "vertical") guide, not `.\(name)`",
                        at: modifier.location,
                        hint: vertical ? "use `.leading`, `.center` or `.trailing`" : "use `.top`, `.center`, `.bottom` or a text baseline")
        }
        let alignment = vertical
            ? Alignment(horizontal: horizontalAlignment(written), vertical: .center)
            : Alignment(horizontal: .center, vertical: verticalAlignment(written))
        let content: [ViewNode] = switch modifier.argument("content") {
        case .view(let view)?: [try lower(view, in: environment)]
        case .views(let views)?: try views.map { try lower($0, in: environment) }
        default: []
        }
        return node.safeAreaInset(edge: edge, alignment: alignment, spacing: number(modifier.argument("spacing"))) { content }
    }

    func layer(_ node: ViewNode, _ modifier: BlockModifier, _ environment: LoweringEnvironment, overlay: Bool) throws -> ViewNode {
        let alignment = self.alignment(modifier.argument("alignment"))
        var content: [ViewNode]
        // `.background(in: .capsule)`: the background style (`backgroundStyle`, else the
        // system background) in the shape, as `.background(.background, in: .capsule)`.
        let defaultStyle = modifier.argument("in") != nil && !overlay ? environment.backgroundStyle ?? .member(MemberValue(name: "background")) : nil
        switch modifier.argument(nil) ?? modifier.argument("content") ?? defaultStyle {
        case .view(let view)?: content = [try lower(view, in: environment)]
        case .views(let views)?: content = try views.map { try lower($0, in: environment) }
        case .member(let member)? where Material(rawValue: member.name) != nil:
            let material = Material(rawValue: member.name)
            guard case .view(let shape)? = modifier.argument("in") else { return node.drawing { $0.material = material } }
            content = [try lower(shape, in: environment).drawing { $0.material = material }]
        case nil where modifier.arguments.allSatisfy({ $0.label == "ignoresSafeAreaEdges" }) && !overlay:
            // `.background()`: the `backgroundStyle`, else the system background, filling the frame.
            let style = environment.backgroundStyle ?? .member(MemberValue(name: "background"))
            if let material = BlockLowering.memberName(style).flatMap(Material.init(rawValue:)) { return node.drawing { $0.material = material } }
            if style.isGradientStyle {
                let gradient = try self.gradient(style, at: modifier.location)
                return node.background(alignment: alignment) { [Rectangle().node.drawing { $0.gradient = gradient }] }
            }
            let color = try self.color(style, at: modifier.location)
            return node.drawing { $0.background = color }
        case let style? where style.isGradientStyle:
            // `.background(.linearGradient(...))`: the gradient fills the frame, or the shape of `in:`.
            let gradient = try self.gradient(style, at: modifier.location)
            var shape: ViewNode = Rectangle().node
            if case .view(let view)? = modifier.argument("in") { shape = try lower(view, in: environment) }
            content = [shape.drawing { $0.gradient = gradient }]
        case let style?:
            let color = try self.color(style, at: modifier.location)
            guard case .view(let shape)? = modifier.argument("in") else {
                // `.background(.red)` fills the view's own frame: drawing only, no layer.
                return node.drawing { if overlay { $0.overlay = color } else { $0.background = color } }
            }
            // `.background(.blue, in: Capsule())`: a filled shape behind, sized like the view.
            content = [try lower(shape, in: environment).drawing { $0.fill = color }]
        case nil: content = []
        }
        return overlay ? node.overlay(alignment: alignment) { content } : node.background(alignment: alignment) { content }
    }

    /// A stroke of `color`: `lineWidth:`, or a `StrokeStyle`'s width, ends, corners and dashes
    /// (SwiftUI's defaults where not written: width 1, `.butt`, `.miter`, no dash). A path draws
    /// them all (`SVGPath`); what a built-in shape's CSS cannot is said where the block is read
    /// (`ParsedBlock.shapeWarnings`).
    func stroke(_ modifier: BlockModifier, color: Color, inside: Bool) throws -> Stroke {
        guard let style = modifier.argument("style") else {
            return Stroke(color: color, lineWidth: number(modifier.argument("lineWidth")) ?? 1, inside: inside)
        }
        guard case .member(let member) = style, member.base == "StrokeStyle" || member.base == nil, member.name == "init" else {
            throw error("`\(modifier.name)` expects a `StrokeStyle(lineWidth: ...)` for `style:`", at: modifier.location)
        }
        var stroke = Stroke(color: color, lineWidth: number(member.argument("lineWidth")) ?? 1, inside: inside)
        if let cap = BlockLowering.memberName(member.argument("lineCap")) {
            guard let known = Stroke.LineCap(rawValue: cap) else { throw error("`lineCap:` takes `.butt`, `.round` or `.square`", at: modifier.location) }
            stroke.lineCap = known
        }
        if let join = BlockLowering.memberName(member.argument("lineJoin")) {
            guard let known = Stroke.LineJoin(rawValue: join) else { throw error("`lineJoin:` takes `.miter`, `.round` or `.bevel`", at: modifier.location) }
            stroke.lineJoin = known
        }
        if let limit = number(member.argument("miterLimit")), limit.isFinite { stroke.miterLimit = max(limit, 1) }
        if case .array(let lengths)? = member.argument("dash") {
            stroke.dash = lengths.compactMap { number($0) }.filter { $0.isFinite && $0 >= 0 }
        }
        if let phase = number(member.argument("dashPhase")), phase.isFinite { stroke.dashPhase = phase }
        return stroke
    }

    /// The line an `underline` or `strikethrough` modifier asks for; `nil` for `(false)`.
    func textLine(_ modifier: BlockModifier) throws -> TextLineStyle? {
        guard modifier.argument(nil) != .bool(false) else { return nil }
        var line = TextLineStyle()
        if let pattern = modifier.argument("pattern") {
            guard let name = BlockLowering.memberName(pattern), let known = TextLineStyle.Pattern(rawValue: name) else {
                throw error("`\(modifier.name)` takes a pattern such as `.dash`", at: modifier.location,
                            hint: "the patterns are " + TextLineStyle.Pattern.allCases.map { "`.\($0.rawValue)`" }.joined(separator: ", "))
            }
            line.pattern = known
        }
        if let color = modifier.argument("color"), color != .null { line.color = try self.color(color, at: modifier.location) }
        return line
    }

    private func foreground(_ node: ViewNode, _ modifier: BlockModifier) throws -> ViewNode {
        guard let value = modifier.argument(nil), value != .null else { return node }
        if let gradient = try gradient(value, at: modifier.location) {
            return node.drawing { $0.foregroundGradient = gradient }
        }
        let foreground = try color(value, at: modifier.location)
        return node.drawing { $0.foreground = foreground }
    }

    /// `.frame(width: proxy.size.width / 2)` and the like inside a `GeometryReader`: the
    /// modifier made at layout time for the reader's size, by lowering it again with the
    /// size's numbers in place of the expressions. `nil` when no argument depends on a size.
    func geometryDependent(_ node: ViewNode, _ modifier: BlockModifier, _ environment: LoweringEnvironment) throws -> ViewNode? {
        guard modifier.arguments.contains(where: { if case .geometry = $0.value { true } else { false } }) else { return nil }
        guard let box = environment.geometry else {
            throw error("this value needs the size of a `GeometryReader` around it", at: modifier.location)
        }
        guard let lowering = Self.modifiers[modifier.name] else { return nil }
        // The modifier's own layout, found by lowering it around an empty view once per size;
        // its kind at a unit size (a zero one is no proportion for `aspectRatio`).
        let probe = ViewNode(layout: ZStackLayout(), kind: ViewKind(name: "ZStack"), children: [])
        let this = self
        let kind = try lowering(self, probe, Self.resolved(modifier, in: Size(width: 1, height: 1)), environment).kind
        return node.modified(by: GeometryDependentLayout(box: box) { size in
            let concrete = (try? lowering(this, probe, Self.resolved(modifier, in: size), environment))?.content
            if case .layout(let layout, _)? = concrete { return layout }
            return ZStackLayout()
        }, kind: kind)
    }

    /// `modifier` with each expression of a GeometryReader's size evaluated for `size`.
    private static func resolved(_ modifier: BlockModifier, in size: Size) -> BlockModifier {
        var resolved = modifier
        for index in resolved.arguments.indices {
            if case .geometry = resolved.arguments[index].value {
                // A number, or a whole value such as the proxy's size (`.offset(size)`,
                // `.offset(on ? CGSize(width: -size.width / 2, height: 0) : size)`).
                resolved.arguments[index].value = resolved.arguments[index].value.resolvingGeometry(in: size)
            }
        }
        return resolved
    }

    /// A number-valued colour effect (`brightness`, `saturation`...), appended in modifier order.
    private func filter(_ node: ViewNode, _ modifier: BlockModifier, _ make: (Double) -> DrawingFilter) -> ViewNode {
        let amount = number(modifier.argument(nil)) ?? 0
        let filter = make(amount.isFinite ? amount : 0)
        return node.drawing { $0.filters.append(filter) }
    }

    /// An `Angle` in degrees: `.degrees(45)`, `.radians(.pi / 4)`, `Angle(degrees: 45)`.
    func degrees(_ value: Value?, at location: BlockLocation) throws -> Double {
        // `.init(degrees: control.angle)` of the app's value: no turn, as the modifier left out.
        if case .member(let member)? = value, member.arguments?.contains(where: \.value.isStandIn) == true { return 0 }
        if case .view(let view)? = value, view.kind == "Angle", view.arguments.contains(where: \.value.isStandIn) { return 0 }
        guard let value, let result = Self.angleDegrees(value), result.isFinite else {
            throw error("expected an angle such as `.degrees(45)`", at: location, hint: "write `.degrees(45)` or `.radians(.pi / 4)`")
        }
        return result
    }

    /// The degrees of an `Angle` in any form the view language holds one: a member
    /// (`.degrees(45)`, `.radians(.pi / 4)`, `Angle.zero`), a made view (`Angle(degrees: 45)`),
    /// or Swift's angle (`currentAmount + finalAmount`); nil for anything else. The one reader
    /// of an angle, for lowering and for the arithmetic Swift code does on angles.
    static func angleDegrees(_ value: Value) -> Double? {
        var member: MemberValue?
        switch value {
        case .member(let found): member = found
        case .view(let view) where view.kind == "Angle": member = MemberValue(base: "Angle", name: "init", arguments: view.arguments)
        case .swift(let data):
            if case .angle(let radians) = data.value { return radians * 180 / .pi }
            return nil
        default: return nil
        }
        guard let member, member.base == nil || member.base == "Angle" else { return nil }
        let arguments = member.arguments ?? []
        func amount(_ label: String?) -> Double? {
            guard let value = arguments.first(where: { $0.label == label })?.value else { return nil }
            // `Angle(radians: .pi)`: the parameter is a Double, whose `.pi` it takes.
            if case .member(let constant) = value, constant.base == nil, constant.arguments == nil { return SwiftValue.numericMembers[constant.name] }
            return value.number
        }
        switch member.name {
        case "degrees": return arguments.count == 1 ? amount(nil) : nil
        case "radians": return arguments.count == 1 ? amount(nil).map { $0 * 180 / .pi } : nil
        case "init": return arguments.isEmpty ? 0 : amount("degrees") ?? amount("radians").map { $0 * 180 / .pi }
        case "zero": return member.arguments == nil ? 0 : nil
        default: return nil
        }
    }

    /// An uneven rounded rectangle's radii, from its four `...Radius:` arguments or its
    /// `cornerRadii: RectangleCornerRadii(topLeading:...)`; a radius left out is 0.
    func cornerRadii(of arguments: [BlockArgument]) -> RectangleCornerRadii {
        var given = Dictionary(arguments.compactMap { argument in argument.label.map { ($0, argument.value) } }, uniquingKeysWith: { first, _ in first })
        if case .member(let radii)? = given["cornerRadii"], radii.base == "RectangleCornerRadii" || radii.base == nil {
            given = Dictionary((radii.arguments ?? []).compactMap { argument in argument.label.map { ($0 + "Radius", argument.value) } },
                               uniquingKeysWith: { first, _ in first })
        }
        func radius(_ corner: String) -> Double { max(number(given[corner + "Radius"]) ?? 0, 0) }
        return RectangleCornerRadii(topLeading: radius("topLeading"), bottomLeading: radius("bottomLeading"),
                                    bottomTrailing: radius("bottomTrailing"), topTrailing: radius("topTrailing"))
    }

    /// The clip of `clipShape(shape)`: a shape view the language interpreted.
    func clipShape(_ shape: BlockView) -> ClipShape? {
        switch ViewKind(name: shape.kind) {
        case .rectangle: .rectangle
        case .roundedRectangle: .roundedRectangle(cornerRadius: max(number(shape.argument("cornerRadius")) ?? 0, 0))
        case .unevenRoundedRectangle: .unevenRoundedRectangle(cornerRadii(of: shape.arguments))
        case .circle: .circle
        case .capsule: .capsule
        case .ellipse: .ellipse
        default: nil
        }
    }
}

extension Value {
    /// The value as a layout reads it through `LayoutValueKey`.
    var layoutValue: any Sendable {
        switch self {
        case .int(let value): return value
        case .double(let value): return value
        case .string(let value): return value
        case .bool(let value): return value
        // An enum case (`.trailing`), a record: the value itself, which layout code reads back
        // as the Swift value it was written as (a string of its name never equals the case).
        default: return self
        }
    }
}

extension BlockLowering {
    /// The variants a `symbolVariant(_:)` argument names: `.fill`, `.circle.fill`,
    /// `SymbolVariants.slash` (the interpreter joins a chain's names with dots).
    static func symbolVariants(_ value: Value?) -> Set<String> {
        guard case .member(let variant)? = value, variant.base == nil || variant.base == "SymbolVariants", variant.arguments == nil else { return [] }
        return Set(variant.name.split(separator: ".").map(String.init)).intersection(SymbolCatalog.variantNames)
    }
}
