// What a layout fence's info string asks of the block (`layout height=844`).

import TrellisBlocks
import TrellisMarkup
import TrellisSite

/// The options written after `layout` on a block's opening fence.
///
/// `height=H` offers the block a screen's height: its root view is proposed (width, H) and
/// centred vertically in it, as an app's root view is in a device's window, so code written
/// for a screen (a `VStack` with `Spacer()`s, a shape with no height) lays out as it does on
/// the device instead of collapsing in a page's unlimited height. Without it a block is
/// offered its column's width and any height, and is as tall as its content.
///
/// `code=beside|above|none` shows the block's code next to its result (see `CodePlacement`).
///
/// `stand-ins` lets the block publish stand-ins (see ``StandInPolicy``).
struct FenceOptions: Equatable {
    /// The height offered to the root view, in CSS px; `nil` for any height.
    var height: Double?
    /// Where the block shows its code (`code=beside`); `nil` for the site's setting.
    var code: CodePlacement?
    /// `layout stand-ins`: the block may publish stand-ins for names it does not define
    /// (a sketch of an app's view, on purpose), which `trellis build` refuses otherwise.
    var publishesStandIns = false

    static let names = ["height", "code"]
    /// Options written as a bare word.
    static let flags = ["stand-ins"]

    /// The options of `block`'s info string; words without `=` are left for other tools.
    ///
    /// - Throws: a diagnostic at the fence line for an unknown option or a bad value.
    init(_ block: LayoutBlock) throws {
        publishesStandIns = block.info.split(whereSeparator: \.isWhitespace).dropFirst().contains { $0 == "stand-ins" }
        for word in block.info.split(whereSeparator: \.isWhitespace).dropFirst() where word.contains("=") {
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]), value = String(parts[1])
            let line = block.source.fenceLine
            func problem(_ message: String, hint: String?) -> Diagnostic {
                Diagnostic(file: block.file, line: line, column: 1, message: message, hint: hint)
            }
            switch name {
            case "height":
                guard let height = Double(value), height.isFinite, height > 0, height <= 100_000 else {
                    throw problem("`height=\(value)` is not a height in CSS px", hint: "write a positive number, e.g. `layout height=844` (an iPhone's screen)")
                }
                self.height = height
            case "code":
                guard let placement = CodePlacement(rawValue: value) else {
                    throw problem("`code=\(value)` is not a place for the block's code",
                                  hint: NameSuggestion.hint(for: value, among: CodePlacement.names)
                                      ?? "write " + CodePlacement.names.map { "`code=\($0)`" }.joined(separator: ", "))
                }
                code = placement
            default:
                throw problem("unknown layout block option `\(name)`",
                              hint: NameSuggestion.hint(for: name, among: Self.names) ?? "the options are " + Self.names.map { "`\($0)=`" }.joined(separator: ", "))
            }
        }
    }
}
