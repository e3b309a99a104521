// The SwiftUI code compiled Swift code hands the library, and whether any run of it reached it.

import Synchronization
import SwiftSyntax

/// Swift code compiles every branch before it runs, but a SwiftUI expression in it (a
/// `Text(title).bold()`, a `VStack { ... }` closure) is made by the library only when the
/// code reaches it (``SwiftCompiler/libraryCall(_:as:skipping:_:)``). Each such place is
/// noted here when it is compiled, and marked when a run reaches it, so that once a block is
/// read the places no run reached are read unseen, as the view builder's branches are
/// (``Interpreter/unseenBranchErrors()``): a SwiftUI name misspelt in a branch of a body with
/// a `return` that the page never takes is said, as swiftc says it.
///
/// Blocks are prepared in parallel and may compile the code of one shared program (`layouts/`),
/// so the records are kept under a lock.
final class LibrarySites: Sendable {
    /// One place: its code, the names the code around it hands over, and the type whose code it is.
    struct Site: @unchecked Sendable {
        enum Code {
            case statements(CodeBlockItemListSyntax)
            case expression(ExprSyntax, type: String?)
        }
        let code: Code
        let positions: SourcePositions
        let names: [String]
        let owner: SwiftStruct?
    }

    private struct Records {
        /// By the syntax of the place: code compiled again (each call of a view's helper
        /// compiles it anew) shares the record, so a run of any compilation marks it reached.
        var sites: [SyntaxIdentifier: Site] = [:]
        /// In the order first compiled.
        var order: [SyntaxIdentifier] = []
        var reached: Set<SyntaxIdentifier> = []
    }
    private let records = Mutex(Records())

    func note(_ site: @autoclosure () -> Site, id: SyntaxIdentifier) {
        records.withLock { records in
            guard records.sites[id] == nil else { return }
            records.sites[id] = site()
            records.order.append(id)
        }
    }

    func reach(_ id: SyntaxIdentifier) {
        _ = records.withLock { $0.reached.insert(id) }
    }

    /// The places compiled and never reached, in the order compiled.
    var unreached: [Site] {
        records.withLock { records in records.order.filter { !records.reached.contains($0) }.compactMap { records.sites[$0] } }
    }
}
