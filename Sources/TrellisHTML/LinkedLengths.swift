// Element lengths written once: as another's variable plus a constant, or centred in their parent.

/// Element lengths that equal another element's length plus a constant at every width of
/// one configuration, linked to one variable so a piece writes the pair's change once: a
/// text and the capsule behind it (padded 8 pt each side), the siblings after a view that
/// grows, a parent and the child that fills it. Each configuration has its own links (rows
/// of a stack are centred in an HStack, not in a flow layout); where an element's value is a
/// link in one configuration and a length in another, the configuration's rules say which
/// (`BlockStyleWriter`), and a change of configuration is a change of computed value, which
/// transitions.
///
/// The first length of each set, its leader, is written per piece as a custom property on
/// the frame `.r` (`--x3`, `--y3`, `--w3`, `--h3`: the left, top, width or height of `.n3`),
/// which every element inherits; every length of the set is `var(--x3)` plus its constant,
/// written once in the base. A variable's `cqw` resolves on the element that uses it, against
/// the same block container, and a new value of it is a new computed `left` (or `top`...)
/// there, which transitions as a value written on the element would (CSS Custom Properties 1,
/// §3 "Using Cascading Variables"; CSS Transitions 1, §3).
///
/// A view centred in its parent, as stacks, frames and the window centre by default, has an
/// offset that is half the difference of the two sizes (plus a constant, for padding on one
/// side): it is written once as `calc((var(--w2) - var(--w5))/2)`, and only the sizes change
/// per piece. The root view is centred in the width offered: the frame's `--x` is then
/// `calc(50cqw - var(--w0)/2)`.
///
/// Exact: a length is linked only if it is within `PiecewiseSampler.tolerance` of its
/// leader plus the constant at both ends of every piece, so at every width (both are linear
/// in a piece); a centred offset likewise.
struct LinkedLengths {
    /// For each linked slot (`BlockRenderer.sample`'s lengths), its leader's slot and what is
    /// added to the leader; a leader is linked to itself with 0.
    private(set) var links: [Int: (leader: Int, offset: Double)] = [:]
    /// The offsets centred in every piece, with their CSS, the same at every width.
    private(set) var centred: [Int: String] = [:]

    /// An offset that may be centred: slots of the offset, the element's size along it, and
    /// the parent's (`nil`: the width offered, for the root's left).
    struct Centring {
        var offset: Int
        var size: Int
        var parentSize: Int?
    }

    /// Links among `slots` over one configuration's pieces, then the offsets of `centrings`
    /// that are centred and change between pieces.
    init(pieces all: [LinearPiece], slots: [Int], centrings: [Centring]) {
        links = Self.links(among: slots, in: all)
        guard let first = all.first else { return }
        for centring in centrings {
            // A follower is written once already; an offset the same everywhere is the base's.
            if let link = links[centring.offset], link.leader != centring.offset { continue }
            guard all.contains(where: { $0.slopes[centring.offset] != first.slopes[centring.offset] || $0.intercepts[centring.offset] != first.intercepts[centring.offset] })
            else { continue }
            let constant = Self.shift(first, centring, at: first.lower)
            guard all.allSatisfy({ piece in
                [piece.lower, piece.upper].allSatisfy { abs(Self.shift(piece, centring, at: $0) - constant) <= PiecewiseSampler.tolerance }
            }) else { continue }
            for size in [centring.size] + (centring.parentSize.map { [$0] } ?? []) where links[size] == nil {
                links[size] = (size, 0)
            }
            guard let size = value(of: centring.size) else { continue }
            let px = HTML.number(constant, decimals: 4)
            let shift = px == "0" ? "" : px.hasPrefix("-") ? " - \(px.dropFirst())px" : " + \(px)px"
            if let parent = centring.parentSize.flatMap(value(of:)) {
                centred[centring.offset] = "calc((\(parent) - \(size))/2\(shift))"
            } else {
                centred[centring.offset] = "calc(50cqw - \(size)/2\(shift))"
            }
        }
    }

    /// Each slot of `slots` that is another plus a constant in every piece, with its leader.
    private static func links(among slots: [Int], in all: [LinearPiece]) -> [Int: (leader: Int, offset: Double)] {
        guard let first = all.first else { return [:] }
        // Slots a constant apart have the same slopes and intercepts that differ by the same
        // amount everywhere; rounding groups candidates (a pair on either side of a rounding
        // step stays unlinked, which costs bytes only), and each is then checked exactly.
        var candidates: [[Int]: [Int]] = [:]
        var order: [[Int]] = []
        for slot in slots {
            // Offsets link with offsets and sizes with sizes: a centred offset is written with
            // sizes, which then must not be written with it.
            var key: [Int] = [(slot - 1) % 4 < 2 ? 0 : 1]
            key.reserveCapacity(1 + 2 * all.count)
            for piece in all {
                key.append(Int((piece.slopes[slot] * 1e5).rounded()))
                key.append(Int(((piece.intercepts[slot] - first.intercepts[slot]) * 1e2).rounded()))
            }
            if candidates[key] == nil { order.append(key) }
            candidates[key, default: []].append(slot)
        }
        var links: [Int: (leader: Int, offset: Double)] = [:]
        for key in order {
            guard let members = candidates[key], members.count > 1, let leader = members.first else { continue }
            // A length the same in every piece is the base's already: nothing to share.
            guard all.contains(where: { $0.slopes[leader] != first.slopes[leader] || $0.intercepts[leader] != first.intercepts[leader] }) else { continue }
            for slot in members.dropFirst() {
                let offset = first.intercepts[slot] - first.intercepts[leader]
                guard all.allSatisfy({ isOffset($0, slot, from: leader, by: offset) }) else { continue }
                links[slot] = (leader, offset)
                links[leader] = (leader, 0)
            }
        }
        return links
    }

    /// Whether `slot` is `leader` plus `offset` at both ends of `piece`, so at every width in it.
    private static func isOffset(_ piece: LinearPiece, _ slot: Int, from leader: Int, by offset: Double) -> Bool {
        [piece.lower, piece.upper].allSatisfy { unit in
            let width = Double(unit) / Double(PiecewiseSampler.unitsPerPixel)
            let difference = (piece.intercepts[slot] - piece.intercepts[leader]) + (piece.slopes[slot] - piece.slopes[leader]) * width
            return abs(difference - offset) <= PiecewiseSampler.tolerance
        }
    }

    /// How far the offset is from centred (half the parent's size less the element's) at
    /// width `unit` (1/64 px) of `piece`: a constant wherever the element is centred.
    private static func shift(_ piece: LinearPiece, _ centring: Centring, at unit: Int) -> Double {
        let offered = Double(unit) / Double(PiecewiseSampler.unitsPerPixel)
        func at(_ slot: Int) -> Double { piece.intercepts[slot] + piece.slopes[slot] * offered }
        let parent = centring.parentSize.map(at) ?? offered
        return at(centring.offset) - (parent - at(centring.size)) / 2
    }

    /// What a leader's variable is set to in `piece`: its length, or its centred CSS. Zero is
    /// `0px`: a variable is used inside `calc()`, where a bare `0` is a number, and a sum of a
    /// number and a length is invalid (CSS Values 4, §10.9 "Type Checking").
    func variableValue(_ leader: Int, in piece: LinearPiece) -> String {
        if let centred = centred[leader] { return centred }
        let length = CSSLength.linear(intercept: piece.intercepts[leader], slope: piece.slopes[leader])
        return length == "0" ? "0px" : length
    }

    /// The leaders' slots, ascending.
    var leaders: [Int] { Set(links.values.map(\.leader)).sorted() }

    /// The custom property that carries a leader's length: `--x3` for the left of `.n3`.
    static func variable(_ leader: Int) -> String {
        let element = (leader - 1) / 4
        return "--" + ["x", "y", "w", "h"][(leader - 1) % 4] + "\(element)"
    }

    /// A linked or centred slot's CSS on its element, the same at every width: `var(--x3)`,
    /// `calc(var(--x3) + 8px)`, `calc((var(--w2) - var(--w5))/2)`.
    func value(of slot: Int) -> String? {
        guard let (leader, offset) = links[slot] else { return centred[slot] }
        let variable = "var(\(Self.variable(leader)))"
        let px = HTML.number(offset, decimals: 4)
        if px == "0" { return variable }
        if px.hasPrefix("-") { return "calc(\(variable) - \(px.dropFirst())px)" }
        return "calc(\(variable) + \(px)px)"
    }
}
