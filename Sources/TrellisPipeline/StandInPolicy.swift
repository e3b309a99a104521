// Whether a block's stand-ins fail the build or only warn, as a broken link does.

import TrellisBlocks
import TrellisMarkup

/// What a stand-in (a name a block reads and does not define, drawn as a placeholder) is
/// where the block is rendered.
///
/// While an author works (`trellis serve`, `trellis layout`) a stand-in is a warning and the
/// preview draws it, so a pasted view shows at once. A site must not publish placeholder text
/// by accident, so in `trellis build` it is an error, like a broken link, unless the block
/// says it sketches an app's view on purpose (```` ```layout stand-ins ````) or the site
/// does (`layout: { standIns: true }` in `trellis.yml`).
public enum StandInPolicy: Sendable {
    case error
    case warning

    /// `notes` with the stand-in warning made an error where the policy says so and the block
    /// does not publish stand-ins.
    func applied(to notes: [Diagnostic], published: Bool) -> [Diagnostic] {
        guard self == .error, !published else { return notes }
        return notes.map { note in
            guard note.id == .standIn || note.id == .undrawnView else { return note }
            var failing = note
            failing.severity = .error
            failing.message = note.id == .undrawnView
                ? "`\(note.subject ?? "a view")` is drawn as a grey placeholder; a built site would publish it as a stand-in"
                : "\(note.subject ?? "a name is") not defined in this block; a built site would publish "
                    + (note.subject?.hasSuffix(" are") == true ? "them as stand-ins" : "it as a stand-in")
            failing.hint = "define them in the block, or write ```layout stand-ins to publish the placeholders on purpose (`layout: { standIns: true }` in trellis.yml for every block); `trellis serve` shows them as warnings"
            return failing
        }
    }

    /// While an author works, each view that draws a stand-in is outlined (dashed, in the
    /// warning's orange), so a placeholder is seen at once; a built page draws none.
    static func previewCSS(block: String, nodes: [String]) -> String {
        guard !nodes.isEmpty else { return "" }
        let selectors = nodes.map { "[data-trellis-block=\"\(block)\"] [data-trellis-node=\"\($0)\"]" }.joined(separator: ",")
        return selectors + "{outline:1.5px dashed #c25e00;outline-offset:1px}"
    }
}
