// GFM task list items: `- [ ] to do`, `- [x] done`.

/// The `[ ]` / `[x]` that opens a task list item (GFM spec, section 5.3).
///
/// The marker is the first thing in the item's first paragraph, is followed by whitespace,
/// and holds one space, `x` or `X`.
enum TaskListMarker {
    /// Whether `text` (the start of an item's first paragraph) opens with a marker: nil if
    /// not, else whether it is checked. The marker is 3 bytes long.
    static func parse(_ text: some Collection<UInt8>) -> Bool? {
        let bytes = Array(text.prefix(4))
        guard bytes.count == 4, bytes[0] == UInt8(ascii: "["), bytes[2] == UInt8(ascii: "]"),
            bytes[3] == UInt8(ascii: " ") || bytes[3] == UInt8(ascii: "\t")
        else { return nil }
        switch bytes[1] {
        case UInt8(ascii: " "): return false
        case UInt8(ascii: "x"), UInt8(ascii: "X"): return true
        default: return nil
        }
    }

    static func checkboxHTML(checked: Bool) -> String {
        checked
            ? "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled checked aria-label=\"Done\"> "
            : "<input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled aria-label=\"To do\"> "
    }
}
