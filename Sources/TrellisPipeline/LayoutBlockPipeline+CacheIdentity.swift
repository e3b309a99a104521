// The engine renderer's cache identity: its fonts and the text sizes it offers.

import Foundation
import TrellisSite
import TrellisText

// Only public API and Foundation, so the file can live beside the renderer in whatever
// module owns it (it names `LayoutBlockPipeline`, `fonts` and `themeContext`).
extension LayoutBlockPipeline: LayoutBlockCacheIdentifying {
    /// Every font file it may measure with (path, face, size, modification time), the
    /// theme strings it hands templates (the text-size control, which lists the sizes
    /// every block is laid out at) and its stand-in policy.
    public var cacheIdentity: String {
        var parts: [String] = []
        for family in fonts.fontSet.allFamilies {
            parts.append(family.name)
            for face in family.faces {
                let attributes = try? FileManager.default.attributesOfItem(atPath: face.path)
                let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
                let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
                parts.append("\(face.path)|\(face.index)|\(face.weight)|\(face.italic)|\(size)|\(modified)")
            }
        }
        for (name, value) in themeContext.sorted(by: { $0.key < $1.key }) { parts.append(name + "=" + value) }
        // Whether stand-ins fail a block (`trellis build`) or warn and are outlined (`trellis
        // serve`): the same block renders to other messages and CSS under each.
        parts.append("standIns=\(standIns)|\(sitePublishesStandIns)")
        return parts.joined(separator: "\n")
    }
}
