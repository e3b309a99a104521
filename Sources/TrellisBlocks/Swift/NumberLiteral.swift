// The value of an integer or floating-point literal, read once for Swift code and views alike.

import SwiftSyntax

/// Swift's numeric literals (The Swift Programming Language, "Lexical Structure", "Integer
/// Literals" and "Floating-Point Literals"): decimal, `0x` hexadecimal, `0o` octal and `0b`
/// binary integers, decimal and hexadecimal (`0x1p4`) floating-point numbers, `_` between
/// digits ignored. The one reader of a literal's text: a view's `.frame(width: 0b1010)` and
/// layout code's `let mask = 0b1010` are the same number.
enum NumberLiteral {
    /// The `Int` an integer literal writes, or nil when it does not fit in one.
    static func integer(_ literal: IntegerLiteralExprSyntax) -> Int? {
        integer(literal.literal.text)
    }

    static func integer(_ written: String) -> Int? {
        let text = written.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix)
        }
        return Int(text)
    }

    /// The `Double` a floating-point literal writes (`Double(_:)` reads the hexadecimal form too).
    static func floatingPoint(_ literal: FloatLiteralExprSyntax) -> Double? {
        Double(literal.literal.text.filter { $0 != "_" })
    }

    /// An integer literal where a floating-point number goes (`[0b11, 2.5]` is `[3.0, 2.5]`).
    static func floatingPoint(_ literal: IntegerLiteralExprSyntax) -> Double? {
        integer(literal).map(Double.init)
    }
}
