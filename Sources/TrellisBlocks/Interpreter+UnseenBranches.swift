// Branches no reading takes are read once more, unseen, so that a name Swift would refuse there is said.

import SwiftSyntax
import TrellisMarkup

/// The view builder reads a body as it runs: of an `if`, a `switch` or a `guard` it reads the
/// branch the page's values take, and of a `ForEach` the rows its elements make; a page draws
/// nothing else. Swift compiles a body whole before it runs, every branch resolved and
/// type-checked, so `if showsDetail { Txt(detail) }` does not build however `showsDetail`
/// starts, while a page whose states never took the branch published it without a word.
///
/// So each branch a reading passes by (and a `ForEach`'s closure over no elements) is noted
/// with the names in scope there, and once the block is read, each one no reading took is read
/// as the others are, the names its conditions or parameters would bind standing in
/// unrecorded. Of what that reading finds, only the names the block does not resolve and that
/// are near misses of names it has (a typo: the errors of ``DiagnosticID/unresolvedNames``)
/// are kept: what the branch would draw, and what running it would trap on (an index the
/// page's data lacks), belong to values the page never has there. The app's names in such a
/// branch stand in unsaid: a page that never draws the branch publishes no placeholder of them.
///
/// Code Swift runs (a body with a `return`, a helper) is compiled before it runs, but the
/// SwiftUI expressions in it are made by the library only when reached; each one no run reached
/// (``LibrarySites``) is read the same way, the names the code around hands it standing in.
extension Interpreter {
    /// A branch passed by: its statements (or an `else if` and the branches after it), the
    /// names its conditions bind, and what was in scope where it was written.
    struct UnseenBranch {
        enum Code {
            case statements(CodeBlockItemListSyntax)
            case conditional(IfExprSyntax)
            /// SwiftUI code of compiled Swift code that no run reached.
            case library(LibrarySites.Site)
        }
        var code: Code
        var bound: [String]
        var plain: Bool?
        var scopes: [[String: Value]]
        var viewStack: [SwiftStruct]
        var implicitViews: [BlockView]
    }

    /// Notes `statements` as passed by, with the names `bound` in scope there (a `ForEach`'s
    /// closure over no elements has its parameters).
    func noteUnseen(_ statements: CodeBlockItemListSyntax, bound: [String] = [], plain: Bool?) {
        guard notedUnseen.insert(statements.id).inserted else { return }
        note(.statements(statements), bound: bound, plain: plain)
    }

    /// Notes an `if`'s or `guard`'s `statements` as passed by, bound by the names `conditions` would bind.
    func noteUnseen(_ statements: CodeBlockItemListSyntax, binding conditions: ConditionElementListSyntax, plain: Bool?) {
        noteUnseen(statements, bound: boundNames(conditions), plain: plain)
    }

    /// Notes an `if`'s `else` (and the `else if`s after it) as passed by.
    func noteUnseenElse(of conditional: IfExprSyntax, plain: Bool?) {
        switch conditional.elseBody {
        case .codeBlock(let block): noteUnseen(block.statements, plain: plain)
        case .ifExpr(let next):
            guard notedUnseen.insert(next.id).inserted else { return }
            note(.conditional(next), bound: [], plain: plain)
        case nil: break
        }
    }

    /// Notes every case of a `switch` but `taken` as passed by, each binding its pattern's names.
    func noteUnseenCases(_ cases: [SwitchCaseSyntax], except taken: SwitchCaseSyntax, plain: Bool?) {
        for other in cases where other.id != taken.id && notedUnseen.insert(other.statements.id).inserted {
            var names: [String] = []
            if case .case(let label) = other.label, let item = label.caseItems.first, let compiled = try? casePattern(item.pattern) {
                names = compiled.names.map(\.name)
            }
            note(.statements(other.statements), bound: names, plain: plain)
        }
    }

    private func note(_ code: UnseenBranch.Code, bound: [String], plain: Bool?) {
        unseenBranches.append(UnseenBranch(code: code, bound: bound, plain: plain, scopes: scopes, viewStack: viewStack, implicitViews: implicitViews))
    }

    /// The names an `if`'s or `guard`'s conditions bind: `if let`'s, `if case`'s.
    private func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.flatMap { condition -> [String] in
            switch condition.condition {
            case .optionalBinding(let binding):
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText { return [name] }
                return SwiftCompiler.tupleNames(binding.pattern)?.compactMap { $0 } ?? []
            case .matchingPattern(let matching):
                return ((try? casePattern(matching.pattern))?.names.map(\.name)) ?? []
            case .expression, .availability:
                return []
            }
        }
    }

    /// Reads every branch noted and not read since (a branch a later `ForEach` row or state
    /// took was read), the branches inside them too, and gives the errors of names the block
    /// does not resolve that no reading had said. Called once the reading's results are taken:
    /// it leaves the interpreter's other records as the unseen reading leaves them.
    func unseenBranchErrors() -> [Diagnostic] {
        let said = Set(diagnostics)
        var errors: [Diagnostic] = []
        for site in program.librarySites.unreached {
            // The names the code around hands over stand in, in the scope of the type whose
            // code it is (its helpers and statics are found as in a run).
            let owner = site.owner.flatMap { $0.viewDeclaration != nil ? [$0] : nil } ?? []
            let handed = Dictionary(site.names.filter { $0 != "self" }.map { ($0, Value.standIn($0)) }) { first, _ in first }
            unseenBranches.append(UnseenBranch(code: .library(site), bound: site.names, plain: nil,
                                               scopes: [["self": .standIn("self")], handed], viewStack: owner, implicitViews: []))
        }
        var next = 0
        while next < unseenBranches.count {
            let branch = unseenBranches[next]
            next += 1
            if case .statements(let statements) = branch.code, readStatements.contains(statements.id) { continue }
            let saved = (scopes, viewStack, implicitViews)
            (scopes, viewStack, implicitViews) = (branch.scopes, branch.viewStack, branch.implicitViews)
            let before = diagnostics.count
            // The names the branch's conditions would have bound, standing in unrecorded; a near
            // miss of one is a typo, where the app's names' near misses are the app's too.
            let bindings = Dictionary(branch.bound.map { ($0, Value.standIn($0)) }) { first, _ in first }
            unseenBindings = Set(branch.bound)
            defer { unseenBindings = [] }
            switch branch.code {
            case .statements(let statements): _ = builderContent(statements, bindings: bindings, plain: branch.plain)
            case .conditional(let conditional):
                do { _ = try ifContent(conditional, plain: branch.plain) } catch let error as Diagnostic { diagnostics.append(error) } catch {}
            case .library(let site):
                let saved = (source, converter)
                (source, converter) = (site.positions.source, site.positions.converter)
                defer { (source, converter) = saved }
                switch site.code {
                case .statements(let statements): _ = builderContent(statements)
                case .expression(let expression, let type):
                    do {
                        if let type, let call = expression.as(FunctionCallExprSyntax.self) { _ = try self.call(call, as: type) } else { _ = try evaluate(expression) }
                    } catch let error as Diagnostic { diagnostics.append(error) } catch {}
                }
            }
            for diagnostic in diagnostics[before...] where diagnostic.severity == .error && !said.contains(diagnostic) && !errors.contains(diagnostic) {
                if let id = diagnostic.id, DiagnosticID.unresolvedNames.contains(id) { errors.append(diagnostic) }
            }
            diagnostics.removeSubrange(before...)
            (scopes, viewStack, implicitViews) = saved
        }
        return errors
    }
}
