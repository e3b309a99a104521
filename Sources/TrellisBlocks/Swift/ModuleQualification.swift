// `SwiftUI.Text`, `Swift.max`, `Foundation.Date`: a name qualified by its module, read as the name.

import SwiftSyntax

/// Names written with their module in front, which Swift resolves to that module's
/// declaration ("a module name qualifies a declaration", The Swift Programming Language,
/// "Modules"): apps write `SwiftUI.Text` where a type of their own shares a name, and
/// `Swift.max` inside a type that has a `max` of its own.
///
/// Both evaluators read the code after this pass: where the block declares nothing of the
/// qualified name, the qualification is dropped (the module's declaration is the only one,
/// so the plain name means it). The qualifier's bytes become spaces, so every node keeps its
/// position in the page. A name the block declares too keeps its qualifier, which the view
/// builder reads as SwiftUI's view (`Interpreter.call`).
enum ModuleQualification {
    /// The modules whose names qualify declarations in pasted code: those a page imports, and
    /// the standard library.
    static let modules: Set<String> = IfConfig.importable.union(["Swift"])

    /// `file` (parsed from `source`) with the qualifier removed from every module-qualified
    /// name the file does not declare itself.
    static func unqualified(_ file: SourceFileSyntax, source: String) -> SourceFileSyntax {
        // Most blocks qualify nothing: their text tells without a walk.
        guard modules.contains(where: { source.contains($0 + ".") }) else { return file }
        let declared = DeclaredNames(viewMode: .sourceAccurate)
        declared.walk(file)
        return Unqualifier(declared: declared.names).rewrite(file).as(SourceFileSyntax.self) ?? file
    }

    /// The names a file declares: its types at every depth, functions, and variables.
    private final class DeclaredNames: SyntaxVisitor {
        var names: Set<String> = []
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.nameText); return .visitChildren }
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { names.insert(node.identifier.nameText); return .visitChildren }
    }

    private final class Unqualifier: SyntaxRewriter {
        let declared: Set<String>

        init(declared: Set<String>) {
            self.declared = declared
            super.init(viewMode: .sourceAccurate)
        }

        /// The module's name, when `base` is one that nothing in the file shadows.
        private func module(_ base: TokenSyntax, qualifying name: TokenSyntax) -> Bool {
            ModuleQualification.modules.contains(base.text) && !declared.contains(base.text) && !declared.contains(name.text)
        }

        /// `name` standing where `base.` stood too: the qualifier's bytes as spaces before it.
        private func padded(_ name: TokenSyntax, after base: TokenSyntax) -> TokenSyntax {
            let width = name.positionAfterSkippingLeadingTrivia.utf8Offset - base.positionAfterSkippingLeadingTrivia.utf8Offset
            return name.with(\.leadingTrivia, base.leadingTrivia + .spaces(width))
        }

        override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
            guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
                  module(base.baseName, qualifying: node.declName.baseName) else { return super.visit(node) }
            return ExprSyntax(node.declName.with(\.baseName, padded(node.declName.baseName, after: base.baseName)))
        }

        override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
            guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
                  module(base.name, qualifying: node.name) else { return super.visit(node) }
            let type = IdentifierTypeSyntax(name: padded(node.name, after: base.name), genericArgumentClause: node.genericArgumentClause)
            return super.visit(TypeSyntax(type))
        }
    }
}
