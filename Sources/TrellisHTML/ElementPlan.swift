import TrellisLayout

/// Which nodes of a block become HTML elements, in which order, under which parent.
///
/// Every view the author wrote gets an element (stacks, text, colours, spacers...), and so
/// does a modifier that carries an id or drawing attributes; plain modifiers (padding, frame,
/// offset) only move their content, so their geometry folds into the children's offsets.
/// Elements are matched across configurations by node id, so the same element moves when
/// the state or the text size changes instead of being replaced.
struct ElementPlan {
    struct Element {
        /// `data-trellis-node`: the node's id, or a path of kinds and positions when it has none.
        var key: String
        var kind: ViewKind
        /// The nearest ancestor element; `nil` for elements placed directly in the block.
        var parent: Int?
        /// The node as laid out in the first configuration where it exists (content,
        /// attributes, text), for writing the element itself.
        var node: PlacedNode
    }

    /// Elements in document order (a parent before its children, siblings in source order,
    /// a background's views before the view they are behind).
    var elements: [Element]
    /// For each configuration, each element's node index in that configuration's result.
    var nodeIndices: [[Int?]]
    /// The text elements that may shrink to fit (`minimumScaleFactor` below 1), in element
    /// order: each draws its words in a scaled box (`BlockRenderer.sample`).
    var shrinkingTexts: [Int] = []
    /// For each element, the other elements of its `matchedGeometryEffect` group (the same
    /// namespace and id), or the same text with other words (the same key: SwiftUI's one view
    /// whose content changes), in element order: where it is absent and one of them is
    /// present, it stands at that one's frame (`BlockRenderer.sample`, `TransitionCSS`).
    var matchedPartners: [[Int]] = []
    /// The children of matched-geometry views that fill their parent's frame wherever they
    /// are: drawn at 100 % of it, so that they grow and shrink with it as it travels between
    /// its group's frames (a shape or colour inside, as SwiftUI lays it out in the frame).
    var fillsParent: Set<Int> = []

    /// Plans the elements of the layouts of every configuration (one result each, any width:
    /// the tree of a configuration does not depend on the width).
    init(results: [LayoutResult]) {
        var elements: [Element] = []
        var indexOfKey: [String: Int] = [:]
        var nodeIndices: [[Int?]] = []
        var order: [Int] = []  // positions of elements in document order
        for result in results {
            let keyed = Self.elementNodes(of: result)
            var indices: [Int?] = Array(repeating: nil, count: elements.count)
            var previous: Int?  // the element before this one in this configuration's order
            for entry in keyed {
                let element: Int
                // A text whose words differ between configurations is a different element
                // (its words are written once), shown only where its words are the engine's.
                let identity = Self.identity(entry.key, result.nodes[entry.node])
                if let known = indexOfKey[identity] {
                    element = known
                } else {
                    element = elements.count
                    let parent = entry.parentIdentity.flatMap { indexOfKey[$0] }
                    elements.append(Element(key: entry.key, kind: result.nodes[entry.node].kind, parent: parent, node: result.nodes[entry.node]))
                    indexOfKey[identity] = element
                    indices.append(nil)
                    let position = previous.flatMap { previous in order.firstIndex(of: previous).map { $0 + 1 } } ?? 0
                    order.insert(element, at: min(position, order.count))
                }
                indices[element] = entry.node
                previous = element
            }
            nodeIndices.append(indices)
        }
        // Renumber in document order so that writing the HTML is one pass.
        var newIndex = [Int](repeating: 0, count: elements.count)
        for (position, element) in order.enumerated() { newIndex[element] = position }
        self.elements = order.map { old in
            var element = elements[old]
            element.parent = element.parent.map { newIndex[$0] }
            return element
        }
        self.nodeIndices = nodeIndices.map { indices in
            var reordered = [Int?](repeating: nil, count: order.count)
            for (old, index) in indices.enumerated() { reordered[newIndex[old]] = index }
            return reordered
        }
        var groups: [String: [Int]] = [:]
        var sameKey: [String: [Int]] = [:]
        for (index, element) in self.elements.enumerated() {
            if let group = element.node.drawing.matchedGeometry { groups[group, default: []].append(index) }
            // `.contentTransition(.identity)` swaps the words at once: no cross-fade partners.
            if !element.node.drawing.replacesContentAtOnce { sameKey[element.key, default: []].append(index) }
        }
        matchedPartners = self.elements.indices.map { index in
            let matched = self.elements[index].node.drawing.matchedGeometry.map { group in groups[group, default: []] } ?? []
            let words = sameKey[self.elements[index].key] ?? []
            return (matched + words).filter { $0 != index }
        }
        for (index, element) in self.elements.enumerated() {
            guard let parent = element.parent, !matchedPartners[parent].isEmpty else { continue }
            let fills = zip(results, self.nodeIndices).allSatisfy { result, indices in
                guard let own = indices[index], let around = indices[parent] else { return true }
                let a = result.nodes[own].frame, b = result.nodes[around].frame
                return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
            }
            if fills { fillsParent.insert(index) }
        }
        shrinkingTexts = self.elements.indices.filter { index in
            guard case .leaf(let leaf) = self.elements[index].node.content, let text = leaf as? Text else { return false }
            return text.styled.minimumScaleFactor < 1
        }
    }

    /// The key an element is matched by across configurations: its node key, plus the words
    /// and faces of a text.
    ///
    /// A text's words and faces are written once into its element, so a text whose words or
    /// faces differ (another state) is another element, shown only where they are the
    /// engine's. Font sizes are left out: the reader's text size changes every size, and the
    /// text must stay one element that moves (its sizes are set per configuration, see
    /// `ElementVisuals.fontSizes`).
    static func identity(_ key: String, _ node: PlacedNode) -> String {
        if case .leaf(let leaf) = node.content, let text = leaf as? Text {
            let runs = text.styled.runs.map { "\($0.text)\u{2}\($0.link ?? "")\u{2}\(faceKey($0.font))" }.joined(separator: "\u{3}")
            return key + "\u{1}" + runs + "\u{1}" + (text.styled.strutFont.map(faceKey) ?? "")
        }
        return key
    }

    /// Everything of a font but its size.
    private static func faceKey(_ font: FontSpec) -> String {
        "\(font.weight.rawValue) \(font.italic) \(font.design.rawValue) \(font.features.rawValue)"
    }

    /// Whether `element` is in the tree of the configuration whose node indices are `indices`.
    static func isPresent(_ element: Int?, in indices: [Int?]) -> Bool {
        guard let element else { return true }
        return indices.indices.contains(element) && indices[element] != nil
    }

    /// The element of `element`'s matched-geometry group present in a configuration where
    /// `element` is absent and its parent present: the one whose frame it takes there.
    func matchedPartner(of element: Int, in indices: [Int?]) -> Int? {
        guard !Self.isPresent(element, in: indices), Self.isPresent(elements[element].parent, in: indices) else { return nil }
        return matchedPartners[element].first { Self.isPresent($0, in: indices) }
    }

    /// The children of `element` (`nil`: the block's top-level elements), in document order.
    func children(of element: Int?) -> [Int] {
        elements.indices.filter { elements[$0].parent == element }
    }

    // MARK: - Choosing nodes

    /// Whether a node gets an element of its own.
    static func isElement(_ node: PlacedNode) -> Bool {
        if case .group = node.content { return false }
        if !node.kind.isModifier || node.id != nil { return true }
        return node.drawing != .none
    }

    /// The element-bearing nodes of a result in document order, with keys and parent keys.
    static func elementNodes(of result: LayoutResult) -> [(node: Int, key: String, parentIdentity: String?)] {
        var children = [[Int]](repeating: [], count: result.nodes.count)
        var roots: [Int] = []
        for node in result.nodes {
            if let parent = node.parent, children.indices.contains(parent) { children[parent].append(node.index) } else { roots.append(node.index) }
        }
        var output: [(node: Int, key: String, parentIdentity: String?)] = []
        var usedKeys: Set<String> = []

        func visit(_ index: Int, pathKey: String, elementParent: String?) {
            let node = result.nodes[index]
            var childParent = elementParent
            var childPath = pathKey
            if isElement(node) {
                var key = node.id ?? pathKey
                if usedKeys.contains(key) {
                    var suffix = 2
                    while usedKeys.contains("\(key)#\(suffix)") { suffix += 1 }
                    key = "\(key)#\(suffix)"
                }
                usedKeys.insert(key)
                output.append((index, key, elementParent))
                childParent = identity(key, node)
                childPath = key
            }
            var ordered = children[index]
            // A background is drawn behind its content, so its views come first in the document.
            if node.kind == .background, ordered.count > 1 { ordered = Array(ordered.dropFirst()) + [ordered[0]] }
            for child in ordered {
                let position = children[index].firstIndex(of: child) ?? 0
                visit(child, pathKey: "\(childPath)/\(result.nodes[child].kind)\(position)", elementParent: childParent)
            }
        }
        for (position, root) in roots.enumerated() {
            visit(root, pathKey: "\(result.nodes[root].kind)\(position)", elementParent: nil)
        }
        return output
    }
}
