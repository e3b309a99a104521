import Synchronization
import TrellisLayout

/// The loaded faces of a `FontSet` and the fallback chain each resolved font draws with.
///
/// Loading every configured face up front turns a bad path into one error at start-up, not
/// a surprise in the middle of a build; HarfBuzz maps the files, so this costs little.
final class FontLibrary: Sendable {
    let fontSet: FontSet
    let faces: [LoadedFace]
    private let chains = Mutex<[ChainKey: FontChain]>([:])
    /// Bit `i` set = face `i` measured at least one character, so the site serves only those.
    /// Atomic because every measured piece reports its faces.
    private let used = Atomic<UInt64>(0)

    private struct ChainKey: Hashable {
        var design: FontDesign
        var weight: FontWeight
        var italic: Bool
    }

    init(fontSet: FontSet) throws(FontError) {
        var faces: [LoadedFace] = []
        var byFile: [FontFaceFile: Int] = [:]
        for family in fontSet.allFamilies {
            guard !family.faces.isEmpty else { throw FontError(.emptyFamily, path: family.name) }
            for file in family.faces where byFile[file] == nil {
                guard faces.count < 64 else { throw FontError(.tooManyFaces, path: file.path) }
                byFile[file] = faces.count
                faces.append(try LoadedFace(file: file, id: faces.count))
            }
        }
        self.fontSet = fontSet
        self.faces = faces
    }

    /// The faces a run in `font` draws with: its family's matching face, then each fallback
    /// family's, as the browser walks the CSS `font-family` list per character.
    func chain(for font: FontSpec) -> FontChain {
        let key = ChainKey(design: font.design, weight: font.weight, italic: font.italic)
        return chains.withLock { chains in
            if let chain = chains[key] { return chain }
            let families = [fontSet.family(for: font.design)] + fontSet.fallbacks
            let files = families.compactMap { $0.face(weight: font.weight, italic: font.italic) }
            var seen = Set<Int>()
            let chainFaces = files.compactMap { file in faces.first { $0.file == file } }.filter { seen.insert($0.id).inserted }
            let chain = FontChain(faces: chainFaces, id: chains.count)
            chains[key] = chain
            return chain
        }
    }

    func markUsed(_ mask: UInt64) {
        guard mask & ~used.load(ordering: .relaxed) != 0 else { return }
        used.bitwiseOr(mask, ordering: .relaxed)
    }

    /// The face files that have drawn something so far.
    var usedFaces: [FontFaceFile] {
        let mask = used.load(ordering: .relaxed)
        return faces.filter { $0.id < 64 && mask & (1 << UInt64($0.id)) != 0 }.map(\.file)
    }
}

/// An ordered list of faces for one (design, weight, italic); the first is the primary font.
struct FontChain: Sendable {
    let faces: [LoadedFace]
    /// Distinguishes chains in the shaped-word cache key.
    let id: Int

    var primary: LoadedFace? { faces.first }
}
