// Swift classified by swift-syntax, the parser the compiler uses.

import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Classifies Swift with swift-syntax's `classifications`, so keywords, literals and
/// comments are what the compiler sees, even in odd or broken code (the parser recovers).
///
/// Two refinements over the syntactic classes, as Xcode shows Swift: an identifier after
/// `.` is a member (`.padding`), and a capitalised identifier names a type (`HStack`, which
/// the parser only knows as a call).
enum SwiftClassifier {
    static func classify(_ code: String) -> [(HighlightClass, Range<Int>)] {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var runs: [(HighlightClass, Range<Int>)] = []
        for classified in tree.classifications {
            let range = classified.offset..<classified.endOffset
            guard !range.isEmpty, range.upperBound <= bytes.count else { continue }
            let highlightClass: HighlightClass?
            switch classified.kind {
            case .keyword: highlightClass = .keyword
            case .type: highlightClass = .type
            case .stringLiteral, .regexLiteral: highlightClass = .string
            case .integerLiteral, .floatLiteral: highlightClass = .number
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: highlightClass = .comment
            case .attribute: highlightClass = .attribute
            case .ifConfigDirective: highlightClass = .preprocessor
            case .identifier, .dollarIdentifier:
                if range.lowerBound > 0, bytes[range.lowerBound - 1] == UInt8(ascii: ".") {
                    highlightClass = .member
                } else if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[range.lowerBound]) {
                    highlightClass = .type
                } else {
                    highlightClass = nil
                }
            default: highlightClass = nil
            }
            guard let highlightClass else { continue }
            // Neighbouring runs of one class (a string's quotes and text) become one span.
            if let last = runs.last, last.0 == highlightClass, last.1.upperBound == range.lowerBound {
                runs[runs.count - 1].1 = last.1.lowerBound..<range.upperBound
            } else {
                runs.append((highlightClass, range))
            }
        }
        return runs
    }
}
