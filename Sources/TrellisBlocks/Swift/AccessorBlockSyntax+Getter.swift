// A read-only computed property's code, whichever of Swift's two spellings writes it.

import SwiftSyntax

extension AccessorBlockSyntax {
    /// The statements of a read-only computed property: `var label: Text { Text("a") }` or
    /// `var label: Text { get { Text("a") } }`, the same property (The Swift Programming Language,
    /// "Properties": "You can simplify the declaration of a read-only computed property by
    /// removing the get keyword and its braces"). `nil` where a `set`, an observer or an effect
    /// (`get async`, `get throws`) is written, which the code that reads accessors one by one
    /// handles.
    var readOnlyGetter: CodeBlockItemListSyntax? {
        switch accessors {
        case .getter(let statements): return statements
        case .accessors(let list):
            guard list.count == 1, let get = list.first, get.accessorSpecifier.tokenKind == .keyword(.get), get.effectSpecifiers == nil else { return nil }
            return get.body?.statements
        }
    }
}
