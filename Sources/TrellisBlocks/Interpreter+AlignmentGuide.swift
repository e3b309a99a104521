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
                        at: location, hint: AlignmentGuideName.guidesHint)
        }
        return name
    }

    /// Compiles `{ d in ... }` with the Swift compiler, which checks it as a
    /// `(ViewDimensions) -> CGFloat` closure; the names around it are captured as constants.
    func dimensionsClosure(_ closure: ClosureExprSyntax) throws -> LayoutClosure {
        let parameter = try dimensionsParameter(closure)
        let program = program, positions = positions
        // A name of the app's in it stands in, as anywhere in a body (`LayoutClosure`: a value
        // that is no number leaves the guide to the view).
        @Sendable func compiled(_ captures: @escaping (String) -> SwiftValue?) throws -> (SwiftFunction, SwiftCompiler) {
            let compiler = SwiftCompiler(program: program)
            compiler.standsInForAppNames = true
            return (try compiler.guideFunction(closure, parameter: parameter, positions: positions, captures: captures), compiler)
        }
        var readerValues: [String: GeometryValue] = [:]
        let (function, compiler) = try compiled { [self] name in
            let value = lookup(name)
            if case .geometry(let geometry)? = value { readerValues[name] = geometry }
            return value.map(SwiftValue.init)
        }
        standIns += compiler.standIns
        guard !readerValues.isEmpty else { return LayoutClosure(function: function, program: program) }
        // `let span = reader.size.width` read in the closure (set AS's oscar-weather): compiled
        // again for each size the reader has, with the names it reads from the reader as
        // numbers of that size and the others as they are now.
        var names: [String: Value] = [:]
        for name in Set(closure.tokens(viewMode: .sourceAccurate).compactMap({ if case .identifier(let text) = $0.tokenKind { text } else { nil } }))
            where readerValues[name] == nil {
            if let value = lookup(name) { names[name] = value }
        }
        let geometry = readerValues, captured = names
        return LayoutClosure(function: function, program: program) { size in
            try compiled { name in
                if let reader = geometry[name] {
                    return reader.isNumber ? .double(reader.value(in: size)) : reader.blockValue(in: size).map(SwiftValue.init)
                }
                return captured[name].map(SwiftValue.init)
            }.0
        }
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

    /// Compiles `containerRelativeFrame`'s `{ length, axis in ... }` (Apple: `(CGFloat, Axis) ->
    /// CGFloat`, given the container's length on each axis the modifier names).
    func containerLengthClosure(_ closure: ClosureExprSyntax) throws -> LayoutClosure {
        var names = ["$0", "$1"]
        if let clause = closure.signature?.parameterClause {
            names = parameterNames(clause)
            guard names.count == 2 else {
                throw error("a `containerRelativeFrame` closure takes two parameters, the container's length and the axis; this one takes \(names.count)",
                            at: clause, hint: "write `{ length, _ in length * 0.8 }`")
            }
        }
        let compiler = SwiftCompiler(program: program)
        // A name of the app's in it (`compact ? length : length / 2` of the app's size class:
        // set AK's AmpFin) stands in, as anywhere in a body; a length that is no number leaves
        // the axis to the proposal (`LayoutClosure.length`).
        compiler.standsInForAppNames = true
        let function = try compiler.layoutClosureFunction(closure, name: "containerRelativeFrame",
                                                          parameters: [(names[0], SwiftCompiler.cgFloat), (names[1], .named("Axis"))],
                                                          positions: positions) { [self] name in lookup(name).map(SwiftValue.init) }
        standIns += compiler.standIns
        return LayoutClosure(function: function, program: program)
    }
}
