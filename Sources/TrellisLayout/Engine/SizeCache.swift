/// Every size the engine has measured, per node and proposal: the one place results are
/// cached (Taffy's `tree/cache.rs`).
///
/// A layout asks a subview for its size under several proposals (a stack probes 0 and
/// infinity, then the real offer) and again when placing; each distinct proposal is computed
/// once per tree. Six inline slots per node hold the common case without allocation; further
/// proposals spill into a dictionary, so nothing is ever evicted and recomputed. Entries stay
/// valid across layout runs of the same tree, since a size depends only on the proposal.
final class SizeCache {
    static let slotsPerNode = 6
    /// `nil` proposal dimensions are stored as -1 (proposals are sanitised to be >= 0).
    private let keys: NodeBuffer<Double>
    private let sizes: NodeBuffer<Size>
    private let counts: NodeBuffer<UInt8>
    @exclusivity(unchecked) private var overflow: [OverflowKey: Size] = [:]

    private struct OverflowKey: Hashable {
        let node: Int32
        let width: Double
        let height: Double
    }

    init(nodeCount: Int) {
        keys = NodeBuffer(repeating: 0, count: nodeCount * Self.slotsPerNode * 2)
        sizes = NodeBuffer(repeating: .zero, count: nodeCount * Self.slotsPerNode)
        counts = NodeBuffer(repeating: 0, count: nodeCount)
    }

    deinit {
        keys.free()
        sizes.free()
        counts.free()
    }

    func size(of node: Int32, proposal: ProposedViewSize) -> Size? {
        let width = proposal.width ?? -1
        let height = proposal.height ?? -1
        let count = Int(counts[Int(node)])
        let base = Int(node) * Self.slotsPerNode
        for slot in 0..<min(count, Self.slotsPerNode) where keys[(base + slot) * 2] == width && keys[(base + slot) * 2 + 1] == height {
            return sizes[base + slot]
        }
        if count > Self.slotsPerNode {
            return overflow[OverflowKey(node: node, width: width, height: height)]
        }
        return nil
    }

    func store(_ size: Size, of node: Int32, proposal: ProposedViewSize) {
        let width = proposal.width ?? -1
        let height = proposal.height ?? -1
        let count = Int(counts[Int(node)])
        if count < Self.slotsPerNode {
            let slot = Int(node) * Self.slotsPerNode + count
            keys[slot * 2] = width
            keys[slot * 2 + 1] = height
            sizes[slot] = size
            counts[Int(node)] = UInt8(count + 1)
        } else {
            overflow[OverflowKey(node: node, width: width, height: height)] = size
            counts[Int(node)] = UInt8(Self.slotsPerNode + 1)
        }
    }
}
