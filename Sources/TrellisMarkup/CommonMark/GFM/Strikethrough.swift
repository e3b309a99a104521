// GFM strikethrough: `~~text~~` and `~text~` become <del>.

/// Finds strikethrough spans in an inline container's children (GFM spec, section 6.5).
///
/// The GFM rules: a run of one or two tildes is a delimiter (longer runs are literal text);
/// it can open when left-flanking and close when right-flanking, by the same rules as `*`;
/// a closer matches the nearest earlier opener if it has the same length, and the openers
/// after a matched pair's opener are dropped (so spans nest properly). A span never
/// crosses a paragraph, because each container is scanned on its own.
enum Strikethrough {
    /// The splices that wrap each matched span in `<del>…</del>`.
    static func splices(_ pieces: [InlinePiece]) -> [InlineSplice] {
        struct Delimiter {
            var piece: Int
            var offset: Int
            var length: Int
        }
        var openers: [Delimiter] = []
        var splices: [InlineSplice] = []
        for (index, piece) in pieces.enumerated() {
            guard case .text(let bytes) = piece else { continue }
            var position = 0
            while position < bytes.count {
                guard bytes[position] == UInt8(ascii: "~") else {
                    position += 1
                    continue
                }
                var end = position
                while end < bytes.count, bytes[end] == UInt8(ascii: "~") { end += 1 }
                let length = end - position
                defer { position = end }
                guard length <= 2 else { continue }
                let before = pieces.flanking(before: position, inPiece: index)
                let after = pieces.flanking(at: end, inPiece: index)
                let leftFlanking = after != .whitespace && (after != .punctuation || before != .other)
                let rightFlanking = before != .whitespace && (before != .punctuation || after != .other)
                // The nearest opener decides: of another length, neither is struck (as in
                // cmark-gfm: `~~one~ and ~two~~` stays literal).
                if rightFlanking, let match = openers.indices.last, openers[match].length == length {
                    let opener = openers[match]
                    openers.removeSubrange(match...)
                    splices.append(
                        InlineSplice(
                            piece: opener.piece, range: opener.offset..<(opener.offset + length),
                            replacement: .open(enter: "<del>", exit: "</del>")))
                    splices.append(InlineSplice(piece: index, range: position..<end, replacement: .close))
                } else if rightFlanking, !openers.isEmpty, !leftFlanking {
                    openers.removeLast()
                } else if leftFlanking {
                    openers.append(Delimiter(piece: index, offset: position, length: length))
                }
            }
        }
        return splices
    }
}
