// SwiftUI's accessibility modifiers as ARIA: each element's role, name and reading order.

import TrellisLayout

/// What a block's elements say to a screen reader, worked out once for the whole block from
/// each node's ``ViewAccessibility`` so that `BlockHTMLWriter` writes it in one pass.
///
/// The mapping, VoiceOver's reading in an app -> a screen reader's on the page:
/// - a label (or a value) replaces what the element reads: `aria-label` on an element whose
///   role takes a name (a button, link, heading, image, group), otherwise the words in a
///   visually hidden `<span class="trellis-spoken">` just before it, the drawn element
///   `aria-hidden` (ARIA forbids naming a plain `<p>` or `<div>`);
/// - `.combine` reads the children's words in order, joined as VoiceOver joins them (", ");
///   `.ignore` reads only the element's own label and value; `.contain` is `role="group"`;
/// - a hint is `aria-description`, read after the name and role, as VoiceOver reads a hint
///   after the label and traits;
/// - `accessibilityHidden(true)` is `aria-hidden="true"`;
/// - traits are roles (`ViewAccessibility.Trait`); a `.combine` element takes its children's
///   traits and heading level too, since SwiftUI merges "any child accessibility element's
///   properties" into it (Apple, `AccessibilityChildBehavior.combine`);
/// - reading order is VoiceOver's within the nearest accessibility container (the block, or
///   a `.contain` element): sort priority first, higher first, then position, top to bottom
///   and leading to trailing, two frames whose tops are less than 8 pt apart being on one
///   line (VoiceOver's positional sort as measured on device by Cash App's
///   AccessibilitySnapshot, PR 242; Apple: `accessibilitySortPriority` "relative to other
///   elements at the same level"), then document order. Positions are those of the layout
///   the element plan was made from (the narrowest width the block is sampled at). Where
///   that differs from the document order it is written with `aria-owns`, rather than by
///   moving elements, because the document order is also the painting order of
///   overlapping views (a ZStack's), which must stay SwiftUI's.
struct ElementAccessibility {
    /// Per element: its role attribute, if it gets one from its modifiers.
    private(set) var roles: [String?]
    /// Per element: the `aria-level` of a heading (its own, or a combined child's).
    private(set) var headingLevels: [Int?]
    /// Per element: the words it reads instead of its content (label, value, or combined).
    private(set) var spoken: [String?]
    /// Per element: whether it is read as the words of a `trellis-spoken` span before it.
    private(set) var speaksThroughSpan: [Bool]
    /// Per element: whether its children are hidden from readers (it is read as one element).
    private(set) var hidesChildren: [Bool]
    /// Per element: `accessibilityHidden(true)`, unless it is or holds a button, link or control,
    /// which stays reachable by keyboard and so cannot be hidden from readers (axe's
    /// `aria-hidden-focus`, WCAG 4.1.2).
    private(set) var isHidden: [Bool]
    /// What the page reads otherwise than VoiceOver, at the view whose modifier it concerns.
    private(set) var warnings: [LayoutWarning] = []
    /// Per container (`nil`: the block), the reading units in SwiftUI's order, where a
    /// sort priority changes it.
    private(set) var owned: [Int?: [Int]] = [:]
    /// The `id` prefix of the block's reading units.
    let idPrefix: String

    init(plan: ElementPlan, children: [[Int]], blockID: String) {
        let count = plan.elements.count
        roles = Array(repeating: nil, count: count)
        headingLevels = Array(repeating: nil, count: count)
        spoken = Array(repeating: nil, count: count)
        speaksThroughSpan = Array(repeating: false, count: count)
        hidesChildren = Array(repeating: false, count: count)
        isHidden = plan.elements.indices.map { index in
            plan.elements[index].node.drawing.accessibility.isHidden && !Self.holdsControl(index, plan: plan, children: children)
        }
        let reachable = "the keyboard reaches it on a page, and what the keyboard reaches cannot be hidden from a screen reader"
        for index in 0..<count where plan.elements[index].node.drawing.accessibility.isHidden && !isHidden[index] {
            warnings.append(LayoutWarning("`accessibilityHidden(true)` does not hide a button, link or control, or a view holding one: " + reachable,
                                          nodeID: plan.elements[index].node.id))
        }
        idPrefix = "trellis-" + String(blockID.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }) + "-a"
        for index in 0..<count {
            let element = plan.elements[index]
            let accessibility = element.node.drawing.accessibility
            let merged = Self.mergedTraits(index, plan: plan, children: children)
            roles[index] = Self.role(element, accessibility, traits: merged.traits)
            headingLevels[index] = merged.headingLevel
            // `.hidden()` is not read in SwiftUI: no words are left for it on the page either.
            if element.node.drawing.isHidden { continue }
            // A container's label names it; its children are read as they are.
            if accessibility.children == .contain { spoken[index] = accessibility.label; continue }
            guard accessibility.isOneElement else { continue }
            let isControl = element.node.drawing.control?.state != nil
            // A control inside must stay reachable by keyboard, and a focusable element cannot be
            // hidden from readers (WCAG 4.1.2): a view holding one is read as its parts.
            if !isControl, children[index].contains(where: { Self.holdsControl($0, plan: plan, children: children) }) {
                warnings.append(LayoutWarning(
                    "this view is read as its parts, not as one element: it holds a button, link or control, which the keyboard reaches on a page and so cannot be hidden from a screen reader",
                    hint: "give the control its own accessibility label instead", nodeID: element.node.id))
                continue
            }
            hidesChildren[index] = !isControl
            var words: [String] = []
            if let label = accessibility.label {
                words.append(label)
            } else if accessibility.children == .combine {
                words += children[index].compactMap { Self.words(of: $0, plan: plan, children: children) }
            } else if accessibility.children == nil {
                // A value without a label: the view's own words, then the value.
                words += Self.words(of: index, plan: plan, children: children, withValue: false).map { [$0] } ?? []
            }
            if let value = accessibility.value, element.kind != .progressView { words.append(value) }
            spoken[index] = words.filter { !$0.isEmpty }.joined(separator: ", ")
            speaksThroughSpan[index] = roles[index] == nil && !Self.isNamedNatively(element)
        }
        order(plan: plan, children: children)
    }

    /// The traits an element is read with, and its heading level: its own, and for `.combine`
    /// those of every child read into it (a hidden child adds nothing). The first heading
    /// level in reading order wins.
    private static func mergedTraits(_ index: Int, plan: ElementPlan, children: [[Int]]) -> (traits: Set<ViewAccessibility.Trait>, headingLevel: Int?) {
        let accessibility = plan.elements[index].node.drawing.accessibility
        var traits = accessibility.traits
        var level = accessibility.headingLevel
        guard accessibility.children == .combine else { return (traits, level) }
        func merge(_ child: Int) {
            let node = plan.elements[child].node
            guard !node.drawing.accessibility.isHidden, !node.drawing.isHidden else { return }
            traits.formUnion(node.drawing.accessibility.traits)
            if level == nil, node.drawing.accessibility.traits.contains(.isHeader) { level = node.drawing.accessibility.headingLevel }
            children[child].forEach(merge)
        }
        children[index].forEach(merge)
        return (traits, level)
    }

    /// The role an element's traits or child behaviour give it; `nil` keeps the tag's own.
    private static func role(_ element: ElementPlan.Element, _ accessibility: ViewAccessibility,
                             traits: Set<ViewAccessibility.Trait>) -> String? {
        guard !accessibility.isHidden, !isNamedNatively(element) else { return nil }
        if traits.contains(.isButton) { return "button" }
        if traits.contains(.isLink) { return "link" }
        if traits.contains(.isHeader) { return "heading" }
        if traits.contains(.isImage) { return "img" }
        if accessibility.children == .contain { return "group" }
        // A shape or colour is drawing only (hidden), but one given a label is an image of it.
        if case .leaf = element.node.content, element.kind != .text, accessibility.label != nil || accessibility.value != nil { return "img" }
        return nil
    }

    /// Whether the element's own tag takes a name (`aria-label`): controls, links, images.
    private static func isNamedNatively(_ element: ElementPlan.Element) -> Bool {
        if case .symbol? = element.node.drawing.control { return true }
        if element.node.drawing.control != nil { return true }
        return [.button, .link, .image, .progressView].contains(element.kind)
    }

    /// Whether the element or one inside it is focusable: a button, a link, a state control.
    private static func holdsControl(_ index: Int, plan: ElementPlan, children: [[Int]]) -> Bool {
        let element = plan.elements[index]
        if [.button, .link].contains(element.kind) || element.node.drawing.control?.state != nil { return true }
        return children[index].contains { holdsControl($0, plan: plan, children: children) }
    }

    /// What an element reads when nothing replaces it: a text's words, an image's `alt`, a
    /// symbol's name, or its children's words in order; `nil` for drawing only.
    static func words(of index: Int, plan: ElementPlan, children: [[Int]], withValue: Bool = true) -> String? {
        let node = plan.elements[index].node
        let accessibility = node.drawing.accessibility
        if accessibility.isHidden { return nil }
        var words: [String] = []
        if let label = accessibility.label {
            words.append(label)
        } else if case .leaf(let leaf) = node.content {
            if let text = leaf as? Text {
                words.append(text.styled.spokenText)
            } else if case .image(_, let alternative)? = node.drawing.control {
                words.append(alternative)
            } else if case .symbol(let name)? = node.drawing.control {
                words.append(name)
            }
        } else if accessibility.children != .ignore {
            words += children[index].compactMap { Self.words(of: $0, plan: plan, children: children) }
        }
        if withValue, let value = accessibility.value { words.append(value) }
        let joined = words.filter { !$0.isEmpty }.joined(separator: ", ")
        return joined.isEmpty ? nil : joined
    }

    // MARK: - Reading order

    /// VoiceOver's line height: frames whose tops are closer than this are one line, read
    /// leading to trailing (AccessibilitySnapshot PR 242, measured on iOS 15 and later).
    static let lineTolerance = 8.0

    /// Finds, for the block and each `.contain` element, the units read in it, and orders
    /// them by sort priority, then position (see the type's summary).
    private mutating func order(plan: ElementPlan, children: [[Int]]) {
        let roots = plan.elements.indices.filter { plan.elements[$0].parent == nil }
        var containers: [(Int?, [Int])] = [(nil, roots)]
        containers += plan.elements.indices.filter { plan.elements[$0].node.drawing.accessibility.children == .contain }.map { ($0, children[$0]) }
        for (container, top) in containers {
            var units: [(element: Int, priority: Double)] = []
            func collect(_ index: Int, inherited: Double) {
                let element = plan.elements[index]
                let accessibility = element.node.drawing.accessibility
                if accessibility.isHidden { return }
                let priority = accessibility.sortPriority != 0 ? accessibility.sortPriority : inherited
                if isPassThrough(index, plan: plan) {
                    for child in children[index] { collect(child, inherited: priority) }
                } else if !isDrawingOnly(index, plan: plan) {
                    units.append((index, priority))
                }
            }
            for index in top { collect(index, inherited: 0) }
            // A unit a layout hid (a `ViewThatFits` alternative) stands where the one before it does.
            var origins: [Point] = []
            for unit in units {
                let node = plan.elements[unit.element].node
                origins.append(node.isVisible ? node.frame.origin : origins.last ?? node.frame.origin)
            }
            let tolerance = Self.lineTolerance
            let sorted = units.indices.sorted { a, b in
                if units[a].priority != units[b].priority { return units[a].priority > units[b].priority }
                let (p, q) = (origins[a], origins[b])
                if abs(p.y - q.y) >= tolerance { return p.y < q.y }
                if p.x != q.x { return p.x < q.x }
                return a < b
            }
            guard sorted != Array(units.indices) else { continue }
            owned[container] = sorted.map { units[$0].element }
        }
    }

    /// A stack, frame or other element that only groups others: its units are its container's.
    private func isPassThrough(_ index: Int, plan: ElementPlan) -> Bool {
        let element = plan.elements[index]
        if case .leaf = element.node.content { return false }
        if element.node.drawing.control != nil || roles[index] != nil || spoken[index] != nil { return false }
        return ![.text, .button, .link, .picker, .toggle, .progressView].contains(element.kind)
    }

    /// A colour, shape or spacer: drawn, not read.
    private func isDrawingOnly(_ index: Int, plan: ElementPlan) -> Bool {
        let element = plan.elements[index]
        guard case .leaf = element.node.content, roles[index] == nil, spoken[index] == nil else { return false }
        return element.node.drawing.control == nil && ![.text, .image, .progressView, .divider].contains(element.kind)
    }

    /// The `id` of an element that a container owns (on its spoken span when it has one).
    func id(of index: Int) -> String { idPrefix + String(index) }

    /// Whether a container lists `index` in its `aria-owns`.
    func isOwned(_ index: Int) -> Bool { owned.values.contains { $0.contains(index) } }

    /// The `aria-owns` attribute of a container (`nil`: the block), or "".
    func ownsAttribute(_ container: Int?) -> String {
        guard let units = owned[container] else { return "" }
        return " aria-owns=\"\(units.map(id(of:)).joined(separator: " "))\""
    }
}
