// The parts of Swift's standard library that are written in Swift here, declared into the programs that name them.

import SwiftSyntax
import TrellisMarkup

/// Standard library types the evaluator runs as Swift code of its own, compiled by the same
/// compiler as the author's: `Result` is an enum with methods (Apple, "Result"), so it is
/// written as one rather than built into the evaluator.
///
/// A program takes these declarations only when its code names one of them (``names``): a
/// block that does not use them compiles and looks names up as before.
enum StandardLibrary {
    static let source = LayoutBlockSource(code: """
        enum Result<Success, Failure: Error> {
            case success(Success)
            case failure(Failure)

            init(catching body: () throws -> Success) {
                do {
                    self = .success(try body())
                } catch {
                    self = .failure(error)
                }
            }

            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }

            func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }

            func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }

            func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }
        """, file: "<Swift standard library>")

    /// The names that bring the declarations into a program.
    static let names: Set<String> = ["Result", "success", "failure"]

    private static let parsed: (file: SourceFileSyntax, converter: SourceLocationConverter)? = try? ParsedBlock.parse(source)

    /// Declares the library into `compiler`'s program when `tree` names one of its types or
    /// cases and does not declare that name itself.
    static func declare(into compiler: SwiftCompiler, for tree: SourceFileSyntax) {
        guard let parsed, names(in: tree) else { return }
        compiler.declare(parsed.file.statements, positions: SourcePositions(source: source, converter: parsed.converter))
    }

    private static func names(in tree: SourceFileSyntax) -> Bool {
        var named = false
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, names.contains(text) else { continue }
            // The code's own `enum Result`, `struct Result: View` or `case success` is the code's
            // (a declaration's name token belongs to the declaration).
            if token.parent?.is(DeclSyntax.self) == true || token.parent?.is(EnumCaseElementSyntax.self) == true { return false }
            named = true
        }
        return named
    }
}
