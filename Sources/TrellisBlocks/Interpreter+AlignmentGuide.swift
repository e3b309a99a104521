// `alignmentGuide(_:computeValue:)`: the guide named, and the closure handed to the Swift compiler.

import TrellisMarkup
import SwiftSyntax

extension Interpreter {
    /// The guide named by `alignmentGuide`'s first argument.
    func alignmentGuideName(_ value: Value?, at location: BlockLocation) throws -> AlignmentGuideName {
        guard case .member(let member)? = value, let name = AlignmentGuideName(member, program: program) else {
            if case .member(let member)? = value, member.base == nil, member.name == "center" {
                throw error("`.center` is ambiguous here", at: location,
                            hint: "write `HorizontalAlignment.center` or `VerticalAlignment.center`")
            }
            throw error("`alignmentGuide` expects an alignment guide such as `.leading` or `.firstTextBaseline`, found \(value?.typeName ?? "nothing")",
                        at: location, hint: "guides: " + AlignmentGuideName.allNames.map { "`.\($0)`" }.joined(separator: ", "))
        }
        return name
    }

    /// Compiles `{ d in ... }` with the Swift compiler, which checks it as a
    /// `(ViewDimensions) -> CGFloat` closure; the names around it are captured as constants.
    func dimensionsClosure(_ closure: ClosureExprSyntax) throws -> GuideClosure {
        let parameter = try dimensionsParameter(closure)
        let compiler = SwiftCompiler(program: program)
        let function = try compiler.guideFunction(closure, parameter: parameter, positions: positions) { [self] name in
            lookup(name).map(SwiftValue.init)
        }
        return GuideClosure(function: function, failures: program.failures)
    }

    /// The closure's one parameter (`d in`, `(d: ViewDimensions) in`, or `$0`).
    private func dimensionsParameter(_ closure: ClosureExprSyntax) throws -> String {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        let names = parameterNames(clause)
        guard names.count == 1, let name = names.first else {
            throw error("an alignment guide closure takes one parameter, the view's dimensions; this one takes \(names.count)", at: clause,
                        hint: "write `{ d in d[.leading] }`")
        }
        return name
    }
}
