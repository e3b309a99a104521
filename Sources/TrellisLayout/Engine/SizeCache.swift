/// Every size the engine has measured, per node and proposal: the one place results are
/// cached (Taffy's `tree/cache.rs`).
///
/// A layout asks a subview for its size under several proposals (a stack probes 0 and
/// infinity, then the real offer) and again when placing; each distinct proposal is computed
/// once per tree. Six inline slots per node hold the common case without allocation; further
/// proposals spill into a hash table, so nothing is evicted and recomputed within a layout.
/// Entries stay valid across layout runs of the same tree, since a size depends only on the
/// proposal; a large spill table is emptied between runs (`forgetSpills`).
///
/// The spill table is open addressing over plain memory with a multiply-xorshift hash of the
/// key's bits: sampling a block at hundreds of widths gives every flexible node a new proposal
/// per width, and Swift's `Dictionary` (SipHash, and growth by copying) was a tenth of it.
final class SizeCache {
    static let slotsPerNode = 6
    /// `nil` proposal dimensions are stored as -1 (proposals are sanitised to be >= 0).
    private let keys: NodeBuffer<Double>
    private let sizes: NodeBuffer<Size>
    private let counts: NodeBuffer<UInt8>
    /// The spill table: `capacity` entries (a power of two), a node of -1 marking an empty one.
    @exclusivity(unchecked) private var overflow: UnsafeMutablePointer<OverflowEntry>
    @exclusivity(unchecked) private var capacity = 64
    @exclusivity(unchecked) private var overflowCount = 0

    private struct OverflowEntry {
        var node: Int32
        var width: Double
        var height: Double
        var size: Size
    }

    init(nodeCount: Int) {
        keys = NodeBuffer(repeating: 0, count: nodeCount * Self.slotsPerNode * 2)
        sizes = NodeBuffer(repeating: .zero, count: nodeCount * Self.slotsPerNode)
        counts = NodeBuffer(repeating: 0, count: nodeCount)
        overflow = Self.emptyTable(capacity)
    }

    deinit {
        keys.free()
        sizes.free()
        counts.free()
        overflow.deallocate()
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
            var slot = Self.hash(node, width, height) & (capacity - 1)
            while overflow[slot].node >= 0 {
                if overflow[slot].node == node, overflow[slot].width == width, overflow[slot].height == height { return overflow[slot].size }
                slot = (slot + 1) & (capacity - 1)
            }
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
            insert(OverflowEntry(node: node, width: width, height: height, size: size))
            counts[Int(node)] = UInt8(Self.slotsPerNode + 1)
        }
    }

    /// Empties the spill table when it holds more than `limit` entries: called between
    /// layouts, never during one, so no layout measures anything twice. Sampling a block lays
    /// it out at hundreds of widths that never come back, and keeping every one of their
    /// proposals grew the table past the processor's caches (megabytes per engine).
    func forgetSpills(over limit: Int = 4096) {
        guard overflowCount > limit else { return }
        // Emptied in place at the capacity it grew to: the next widths spill as many entries,
        // and a new small table regrew by doubling, rehashing at each step, into fresh pages
        // the kernel had to fault in (together a third of sampling a squeezed stack's widths).
        overflow.update(repeating: Self.emptyEntry, count: capacity)
        overflowCount = 0
        // A node whose slots are full may have entries in the table: all are gone now.
        for node in 0..<counts.count where counts[node] > UInt8(Self.slotsPerNode) { counts[node] = UInt8(Self.slotsPerNode) }
    }

    /// Adds or replaces an entry, doubling the table past half full.
    private func insert(_ entry: OverflowEntry) {
        if (overflowCount + 1) * 2 > capacity {
            let old = overflow, oldCapacity = capacity
            capacity *= 2
            overflow = Self.emptyTable(capacity)
            overflowCount = 0
            for slot in 0..<oldCapacity where old[slot].node >= 0 { insert(old[slot]) }
            old.deallocate()
        }
        var slot = Self.hash(entry.node, entry.width, entry.height) & (capacity - 1)
        while overflow[slot].node >= 0 {
            if overflow[slot].node == entry.node, overflow[slot].width == entry.width, overflow[slot].height == entry.height {
                overflow[slot].size = entry.size
                return
            }
            slot = (slot + 1) & (capacity - 1)
        }
        overflow[slot] = entry
        overflowCount += 1
    }

    private static let emptyEntry = OverflowEntry(node: -1, width: 0, height: 0, size: .zero)

    private static func emptyTable(_ capacity: Int) -> UnsafeMutablePointer<OverflowEntry> {
        let table = UnsafeMutablePointer<OverflowEntry>.allocate(capacity: capacity)
        table.initialize(repeating: emptyEntry, count: capacity)
        return table
    }

    /// Mixes the key's bits (splitmix64's finaliser). `+ 0` makes -0 hash as 0, which it equals.
    @inline(__always)
    private static func hash(_ node: Int32, _ width: Double, _ height: Double) -> Int {
        var bits = UInt64(UInt32(bitPattern: node)) &* 0x9E37_79B9_7F4A_7C15
        bits = (bits ^ (width + 0).bitPattern) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 31) ^ (height + 0).bitPattern) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: bits ^ (bits >> 29))
    }
}
