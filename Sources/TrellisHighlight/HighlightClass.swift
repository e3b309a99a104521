// The kinds of code a highlighter tells apart, each one CSS class.

/// What a run of code is, whichever highlighter found it; the theme colours each kind
/// (`.hl-keyword`, `.hl-string`, ...) in light and dark mode.
public enum HighlightClass: String, Sendable, CaseIterable {
    case keyword, type, string, number, comment, attribute, member, function, variable, property
    case preprocessor, symbol, heading, emphasis, strong, link, code, inserted, deleted, meta

    /// source-highlight's element names (from its `.lang` files); nil for plain text.
    init?(sourceHighlightElement element: String) {
        switch element {
        case "keyword": self = .keyword
        case "type", "usertype", "classname": self = .type
        case "string", "regexp", "specialchar", "valquote": self = .string
        case "number": self = .number
        case "comment", "todo": self = .comment
        case "preproc": self = .preprocessor
        case "function": self = .function
        case "variable", "predef_var", "label": self = .variable
        case "property", "key", "selector", "attribute", "argument": self = .property
        case "symbol": self = .symbol
        case "section": self = .heading
        case "italics": self = .emphasis
        case "bold": self = .strong
        case "url": self = .link
        case "code", "fixed": self = .code
        case "newfile": self = .inserted
        case "oldfile": self = .deleted
        case "difflines": self = .meta
        default: return nil
        }
    }

    /// The class attribute value: `hl-keyword`.
    public var cssClass: String { "hl-" + rawValue }
}
