// The engine renderer's cache identity: its fonts and the text sizes it offers.

import TrellisText

extension EngineLayoutRenderer: LayoutBlockCacheIdentifying {
    /// Every font file it may measure with (path, size, modification time) and the theme
    /// strings it hands templates (the text-size control, which lists the offered sizes).
    public var cacheIdentity: String {
        var hasher = StableHasher()
        for family in fonts.fontSet.allFamilies {
            hasher.combine(family.name)
            for face in family.faces {
                hasher.combine(stampOf: face.path)
                hasher.combine(face.index)
                hasher.combine(face.italic)
                hasher.combine(String(describing: face.weight))
            }
        }
        for (name, value) in themeContext.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(value)
        }
        return hasher.hex
    }
}
