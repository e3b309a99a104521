// Lines a fence asks to emphasise: ```` ```js {2,4-6} ````.

import Foundation

/// The set of 1-based lines named by `{2,4-6}` in a fence's info string (as VitePress,
/// Docusaurus and MkDocs write it).
public struct LineMarks: Hashable, Sendable {
    public var lines: Set<Int>

    /// The marks in `info`, nil when there is no `{...}` group holding digits. `problem`
    /// describes a malformed group (`{2-}`, `{6-4}`, `{x}`), whose valid parts still apply.
    public static func parse(info: String) -> (marks: LineMarks?, problem: String?) {
        guard let open = info.firstIndex(of: "{") else { return (nil, nil) }
        guard let close = info[open...].firstIndex(of: "}") else { return (nil, "'{' in the info string has no closing '}'") }
        let body = info[info.index(after: open)..<close]
        // `{#id}` or `{.class}` are attributes for other features, not line marks.
        guard let first = body.first(where: { !$0.isWhitespace }), first.isNumber else { return (nil, nil) }
        var lines: Set<Int> = []
        var problems: [String] = []
        for part in body.split(separator: ",") {
            let item = part.trimmingCharacters(in: .whitespaces)
            if item.isEmpty { continue }
            let bounds = item.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            switch bounds.count {
            case 1:
                if let line = bounds[0], line > 0 { lines.insert(line) } else { problems.append("'\(item)'") }
            case 2:
                // A cap keeps `{1-999999999}` from building a huge set.
                if let low = bounds[0], let high = bounds[1], low > 0, low <= high, high - low < 100_000 {
                    lines.formUnion(low...high)
                } else {
                    problems.append("'\(item)'")
                }
            default:
                problems.append("'\(item)'")
            }
        }
        let problem = problems.isEmpty ? nil : "line marks \(problems.joined(separator: ", ")) are not lines or ranges like 2 or 4-6"
        return (lines.isEmpty ? nil : LineMarks(lines: lines), problem)
    }
}
