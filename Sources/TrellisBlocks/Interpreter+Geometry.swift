// Values of a GeometryReader's proxy: the view code's expression compiled by the Swift compiler, run for each size.

import SwiftSyntax
import TrellisMarkup

extension Interpreter {
    /// `node`, an expression that reads a GeometryReader's proxy (`proxy.size.width / 2`,
    /// `min(side, 300)` after `let side = proxy.size.height`), compiled once as a function of
    /// the proxy and of the values the view code derived from it; the engine runs it for each
    /// size the reader has (`GeometryValue`). Other names are captured as constants.
    func geometryValue(of node: ExprSyntax) throws -> Value {
        try geometryValue(of: node, dependencies: geometryDependencies(of: node))
    }

    /// The names `node` reads that hold values of a GeometryReader's proxy, in order of use.
    func geometryDependencies(of node: some SyntaxProtocol) -> [(name: String, value: GeometryValue)] {
        var found: [(name: String, value: GeometryValue)] = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            let name: String
            switch token.tokenKind {
            case .identifier(let text), .dollarIdentifier(let text): name = text
            default: continue
            }
            // `x.width`: a member's name, not a variable's.
            if token.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period { continue }
            guard !found.contains(where: { $0.name == name }), case .geometry(let value)? = lookup(name) else { continue }
            found.append((name, value))
        }
        return found
    }

    func geometryValue(of node: ExprSyntax, dependencies: [(name: String, value: GeometryValue)]) throws -> Value {
        // `proxy.size.height * heightRatio(at: index)`, `side <= donutThumbnailSize`: a value
        // of the app's data (a stand-in, or a name the block does not define) is a stand-in.
        do {
            return try runningOverStandIns(node, standIn: { .standIn(node.trimmedDescription) }) {
                try compiledGeometryValue(of: node, dependencies: dependencies)
            }
        } catch let diagnostic as Diagnostic where diagnostic.id == .unknownMember && diagnostic.hint == nil {
            // `proxy.size.height * spot.rawValue` of `var spot: Spot = .middle`, the app's enum not
            // pasted: a member of the app's value, found when the layout first tries the value,
            // stands in as `spot.rawValue` alone does in a body (set AL's Campus).
            return standIn(node.trimmedDescription, at: node)
        }
    }

    private func compiledGeometryValue(of node: ExprSyntax, dependencies: [(name: String, value: GeometryValue)]) throws -> Value {
        var captured: [String] = []
        var readsAppConstant = false
        let compiler = SwiftCompiler(program: program)
        let owner = viewStack.last
        let function = try compiler.valueFunction(node, name: "value", parameters: dependencies.map { ($0.name, $0.value.type) }, owner: owner,
                                                  positions: positions) { [self] name in
            // `let playback = Player.shared` of the app's type, not pasted: the app's constant
            // read with the size stands in, as `runSwift` reads it (set AQ's pocket-casts).
            if let found = lookup(name), let written = appStaticConstant(found) {
                readsAppConstant = true
                return .swiftUI(.standIn(written))
            }
            // Any value the view code holds, as `runSwift` captures it: `let k = Font.title` read in
            // `size.width > 100 ? k : .body` was "not defined in this block".
            guard let found = lookup(name) else { return nil }
            let value = found.dataSwiftValue ?? SwiftValue(found)
            captured.append("\(name)=\(String(describing: value))")
            return value
        }
        standIns += compiler.standIns
        // `w * Ratios.banner` of the app's constant: arithmetic on the app's value, of no type
        // the code tells, is the app's, as `w * bannerRatio` (a name the block lacks) is above
        // (set AC's bitkit). A stand-in of a known type (`proxy.frame(in: .global)`) computes on.
        // A call of a closure the view holds (`progressWidth(w)` of `var progressWidth: (CGFloat)
        // -> CGFloat { ... }`): the compiler types the call as the closure itself, so what it
        // gives is learnt by running it once, as for a value of no type the code tells.
        var type = compiler.staticType(of: node)
        if type?.functionParameters != nil, node.is(FunctionCallExprSyntax.self) { type = nil }
        if !compiler.standIns.isEmpty || readsAppConstant, type == nil { return .standIn(node.trimmedDescription) }
        let position = location(of: node)
        let selfValue = owner.map(compiledSelf)
        let identity = "\(position.file):\(position.line):\(position.column) \(node.trimmedDescription) [\(captured.joined(separator: ", "))] \(selfValue.map { String(describing: $0) } ?? "") "
            + dependencies.map { "(\($0.value.identity))" }.joined(separator: ",")
        let value = try runningSwift(at: node) { _ in
            try GeometryValue(function: function, self: selfValue, dependencies: dependencies.map(\.value),
                              type: type, program: program, identity: identity)
        }
        // `geometry.size.width * model.progress` of the view's property holding the app's object
        // (set AQ's pocket-casts): a value of the app's at every size, which stands in.
        if value.readsTheApp { return standIn(node.trimmedDescription, at: node) }
        return .geometry(value)
    }
}

extension Value {
    var isGeometry: Bool {
        if case .geometry = self { return true }
        return false
    }

    var isDictionary: Bool {
        if case .dictionary = self { return true }
        return false
    }

    var isSwiftData: Bool {
        if case .swift = self { return true }
        return false
    }

    var isMember: Bool {
        if case .member = self { return true }
        return false
    }
}

extension Interpreter {
    /// A text would change at every width the page is read at, which static text cannot: the
    /// one refusal of a text shown from a GeometryReader's size, interpolated or passed.
    func geometryTextError(at node: some SyntaxProtocol) -> Diagnostic {
        error("a text cannot show a value computed from a GeometryReader's size in a layout block", at: node,
              hint: "use the size in `.frame`, `.offset`, `.position`, `.padding` or a stack's `spacing:`")
    }
}
