// A name as Swift reads it: without the backticks that let a keyword be one.

import SwiftSyntax

extension TokenSyntax {
    /// The name this token spells: `` `default` `` is `default`, so `static let `default``
    /// is read as `Tone.default` and `.default`, and `` func `subscript`() `` is called
    /// `subscript()` (The Swift Programming Language, "Lexical Structure": "to use a reserved
    /// word as an identifier, put a backtick before and after it ... the backticks aren't
    /// considered part of the identifier"). Every name the evaluators declare or look up is
    /// read through it, so a declaration and a use agree however either is written.
    var nameText: String {
        let text = text
        guard text.utf8.count > 2, text.utf8.first == UInt8(ascii: "`"), text.utf8.last == UInt8(ascii: "`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
