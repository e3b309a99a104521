// Element lengths written once: as another's variable plus a constant, or from sizes.

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
/// An offset can also follow from sizes, written once, so only the sizes change per piece: a
/// view centred in its parent, as stacks, frames and the window centre by default, is half
/// the difference of the two sizes away (plus a constant, for padding on one side),
/// `calc((var(--w2) - var(--w5))/2)`; the root is centred in the width offered, so the
/// frame's `--x` is `calc(50cqw - var(--w0)/2)`; a view after another in a stack is that one's
/// offset plus its size plus the spacing, `calc(var(--x7) + var(--w7) + 8px)`. Every length
/// such a value names is a variable (a leader), and an offset names only sizes and earlier
/// offsets, so no variable names itself.
///
/// Exact: a length is linked only if it is within `PiecewiseSampler.tolerance` of its
/// leader plus the constant at both ends of every piece, so at every width (both are linear
/// in a piece); an offset that follows from sizes likewise.
struct LinkedLengths {
    /// For each linked slot (`BlockRenderer.sample`'s lengths), its leader's slot and what is
    /// added to the leader; a leader is linked to itself with 0.
    private(set) var links: [Int: (leader: Int, offset: Double)] = [:]
    /// The offsets that follow from sizes in every piece, with their CSS, the same at every width.
    private(set) var placed: [Int: String] = [:]

    /// Where an offset may follow from: slots of the offset and of the element's size along
    /// it, the parent's size it may be centred in (`.some(nil)`: the width offered, for the
    /// root's left), and the earlier siblings it may come after (offset and size slots,
    /// nearest first).
    struct Placement {
        var offset: Int
        var size: Int
        var centredIn: Int??
        var after: [(offset: Int, size: Int)] = []
    }

    /// Links among `slots` over one configuration's pieces, then the offsets of `placements`
    /// (in element order) that follow from sizes and change between pieces.
    init(pieces all: [LinearPiece], slots: [Int], placements: [Placement]) {
        links = Self.links(among: slots, in: all)
        guard let first = all.first else { return }
        func at(_ piece: LinearPiece, _ slot: Int, _ unit: Int) -> Double {
            piece.intercepts[slot] + piece.slopes[slot] * Self.pixels(unit)
        }
        // The constant `slot` differs from `reference` by at both ends of every piece, if any.
        func constantDifference(_ slot: Int, _ reference: (LinearPiece, Int) -> Double) -> Double? {
            let constant = at(first, slot, first.lower) - reference(first, first.lower)
            let holds = all.allSatisfy { piece in
                [piece.lower, piece.upper].allSatisfy { abs(at(piece, slot, $0) - reference(piece, $0) - constant) <= PiecewiseSampler.tolerance }
            }
            return holds ? constant : nil
        }
        for placement in placements {
            let offset = placement.offset
            // A follower is written once already; an offset the same everywhere is the base's.
            if let link = links[offset], link.leader != offset { continue }
            guard all.contains(where: { $0.slopes[offset] != first.slopes[offset] || $0.intercepts[offset] != first.intercepts[offset] }) else { continue }
            if let container = placement.centredIn, let constant = constantDifference(offset, { piece, unit in
                ((container.map { at(piece, $0, unit) } ?? Self.pixels(unit)) - at(piece, placement.size, unit)) / 2
            }) {
                let size = variable(for: placement.size)
                if let container {
                    placed[offset] = "calc((\(variable(for: container)) - \(size))/2\(Self.plus(constant)))"
                } else {
                    placed[offset] = "calc(50cqw - \(size)/2\(Self.plus(constant)))"
                }
                continue
            }
            for sibling in placement.after {
                guard let constant = constantDifference(offset, { at($0, sibling.offset, $1) + at($0, sibling.size, $1) }) else { continue }
                placed[offset] = "calc(\(variable(for: sibling.offset)) + \(variable(for: sibling.size))\(Self.plus(constant)))"
                break
            }
        }
    }

    private static func pixels(_ unit: Int) -> Double { Double(unit) / Double(PiecewiseSampler.unitsPerPixel) }

    /// `var(--w5)` (or the linked value) for a slot another offset's CSS names, made a leader
    /// first if it is not linked.
    private mutating func variable(for slot: Int) -> String {
        if links[slot] == nil { links[slot] = (slot, 0) }
        return value(of: slot) ?? ""
    }

    /// ` + 8px`, ` - 8px`, or nothing for 0.
    private static func plus(_ constant: Double) -> String {
        let px = HTML.number(constant, decimals: 4)
        return px == "0" ? "" : px.hasPrefix("-") ? " - \(px.dropFirst())px" : " + \(px)px"
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
            // Offsets link with offsets and sizes with sizes: an offset that follows from sizes
            // names them, and they must not name it.
            var key: [Int] = [slot == 0 || (slot - 1) % 4 >= 2 ? 1 : 0]
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

    /// What a leader's variable is set to in `piece`: its length, or the CSS it follows from. Zero is
    /// `0px`: a variable is used inside `calc()`, where a bare `0` is a number, and a sum of a
    /// number and a length is invalid (CSS Values 4, §10.9 "Type Checking").
    func variableValue(_ leader: Int, in piece: LinearPiece) -> String {
        if let placed = placed[leader] { return placed }
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

    /// A linked or placed slot's CSS on its element, the same at every width: `var(--x3)`,
    /// `calc(var(--x3) + 8px)`, `calc((var(--w2) - var(--w5))/2)`.
    func value(of slot: Int) -> String? {
        guard let (leader, offset) = links[slot] else { return placed[slot] }
        let variable = "var(\(Self.variable(leader)))"
        let px = HTML.number(offset, decimals: 4)
        if px == "0" { return variable }
        if px.hasPrefix("-") { return "calc(\(variable) - \(px.dropFirst())px)" }
        return "calc(\(variable) + \(px)px)"
    }
}

extension LinkedLengths {
    /// One configuration's pieces (each piece's declarations, in width order) where a length
    /// that has the same value as a variable on the frame in a run of pieces follows it there:
    /// `--w6:var(--w0)` while the outer stack is as wide as the layout, `width:var(--w3)`, so a
    /// piece that changes the pair writes it once. Unlike `links`, which hold at every width,
    /// these hold piece by piece, and only where they save bytes: a length changes to the
    /// variable where it is written anyway (it changed, or it is the first piece), keeps it
    /// while the two stay equal, and is written again only when they part.
    ///
    /// Exact: `var()` substitutes the variable's tokens where the length is used (CSS Custom
    /// Properties 1, §3 "Using Cascading Variables"), and the variable holds the very text the
    /// length would have written, so every computed value is the one written out before and
    /// nothing transitions that did not. A variable follows only one that sorts before it and
    /// holds a written length itself in that piece, so no variable names itself (§2.3,
    /// "Resolving Dependency Cycles").
    ///
    /// `pieces` are declarations over `targets` (`StyleTable`), each as long as `targets`.
    static func followingEqualVariables(_ pieces: [[String?]], targets: [StyleTarget]) -> [[String?]] {
        // Only the frame's few variables are sorted, once, not the pieces' hundreds of targets.
        let variables = targets.indices.filter { isVariable(targets[$0]) }.sorted { targets[$0] < targets[$1] }
        let followable = targets.indices.filter { isFollowable(targets[$0]) }
        var result: [[String?]] = []
        result.reserveCapacity(pieces.count)
        for (index, piece) in pieces.enumerated() {
            // The first variable (in target order) holding each written length in this piece.
            var holders: [String: Int] = [:]
            for target in variables {
                if let value = piece[target], isWrittenLength(value), holders[value] == nil { holders[value] = target }
            }
            var followed = piece
            if !holders.isEmpty {
                for target in followable {
                    // A value a variable holds is a written length (checked as it was held).
                    guard let value = piece[target], let holder = holders[value], holder != target else { continue }
                    let reference = "var(\(targets[holder].property))"
                    let before = index > 0 ? pieces[index - 1][target] : nil
                    let kept = index > 0 && result[index - 1][target] == reference
                    // A new reference only where the length is written anyway, and only if it is not
                    // longer than the length it stands for.
                    if kept || (before != value && reference.utf8.count <= value.utf8.count) { followed[target] = reference }
                }
            }
            result.append(followed)
        }
        return result
    }

    /// A custom property on the frame `.r`, which every element of the block inherits.
    private static func isVariable(_ target: StyleTarget) -> Bool {
        target.selector == ".r" && target.property.hasPrefix("--")
    }

    /// Where a length may be a frame variable's: the frame's variables and height, and an
    /// element's offsets and sizes (not font sizes: those are the text's own, and short).
    private static func isFollowable(_ target: StyleTarget) -> Bool {
        isVariable(target) || ["left", "top", "width", "height"].contains(target.property)
    }

    /// A length written out (`12px`, `50cqw`, `calc(50cqw - 12.5px)`), not one naming a
    /// variable or relative to the parent (`100%`, which a variable would resolve on the element).
    ///
    /// One pass over the UTF-8 bytes: a substring search (Foundation's `contains`, or the
    /// standard library's `firstRange(of:)`) for `var(` was a fifth of poll-4's render (perf).
    private static func isWrittenLength(_ value: String) -> Bool {
        var lastFour: UInt32 = 0
        for byte in value.utf8 {
            if byte == UInt8(ascii: "%") { return false }
            lastFour = lastFour << 8 | UInt32(byte)
            if lastFour == variableOpening { return false }
        }
        return value.utf8.last == UInt8(ascii: ")") || value.hasSuffix("px") || value.hasSuffix("cqw")
    }

    /// `var(` as four bytes in a `UInt32`, first byte highest.
    private static let variableOpening = "var(".utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
}
