/// The subviews of a layout container, as proxies.
///
/// A random-access collection indexed from 0; slicing keeps the indices (`subviews[1...]`
/// starts at 1), like SwiftUI's. Proxies are valid only during the layout call that received
/// them.
public struct LayoutSubviews: RandomAccessCollection {
    /// Unowned: proxies live only during a layout call, and retaining the tree for every
    /// proxy made was the engine's largest cost.
    unowned(unsafe) let tree: LayoutTree
    /// The container node whose children these are.
    let parent: Int32
    /// The container's child list (node numbers), inside the tree's storage.
    let children: UnsafeMutablePointer<Int32>
    public let startIndex: Int
    public let endIndex: Int

    init(tree: LayoutTree, parent: Int32, children: UnsafeMutablePointer<Int32>, range: Range<Int>) {
        self.tree = tree
        self.parent = parent
        self.children = children
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    /// The proposal of the nearest container around these subviews' parent (`containerRelativeFrame`).
    func containerProposal(axes: Axis.Set) -> ProposedViewSize {
        tree.containerProposal(for: parent, axes: axes)
    }

    public subscript(position: Int) -> LayoutSubview {
        // Out-of-range positions are a programming error in a layout, as in Swift's arrays.
        precondition(position >= startIndex && position < endIndex, "LayoutSubviews index out of range")
        return LayoutSubview(tree: tree, node: children[position], parent: parent)
    }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range out of bounds")
        return LayoutSubviews(tree: tree, parent: parent, children: children, range: bounds)
    }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// Trellis lays out left-to-right only.
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// The direction text and horizontal layouts run in.
public enum LayoutDirection: Hashable, Sendable {
    case leftToRight, rightToLeft
}

extension LayoutSubviews {
    /// SwiftUI's default answer to `explicitAlignment(of:in:proposal:subviews:cache:)`: the
    /// placed subviews' explicit guides merged. For layouts that answer some guides themselves
    /// and leave the rest to the default (an interpreted layout does this for every guide its
    /// author did not handle).
    public func mergedExplicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize) -> Double? {
        tree.mergedExplicitAlignment(guide.key, subviews: self, bounds: bounds, proposal: proposal)
    }

    public func mergedExplicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize) -> Double? {
        tree.mergedExplicitAlignment(guide.key, subviews: self, bounds: bounds, proposal: proposal)
    }
}
