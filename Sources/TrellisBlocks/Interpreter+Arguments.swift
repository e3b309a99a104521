// Matching arguments to SwiftUI's signatures and checking their types.

import TrellisLayout
import TrellisMarkup
import SwiftSyntax

/// An argument matched to its parameter: a checked value, or the closure to interpret.
struct BoundArgument {
    var parameter: Parameter
    var argument: BlockArgument?
    var closure: ClosureExprSyntax?
}

extension Interpreter {
    /// Matches `arguments` to the first signature whose labels and types fit, as Swift's
    /// overload resolution would, and explains the closest miss otherwise.
    func bind(_ arguments: [CallArgument], name: String, signatures: [Signature], at call: some SyntaxProtocol) throws -> [BoundArgument] {
        // Values do not depend on the overload, so each argument is evaluated once.
        var values: [Int: Value] = [:]
        for (index, argument) in arguments.enumerated() where !argument.expression.is(ClosureExprSyntax.self) {
            values[index] = try evaluate(argument.expression)
        }
        var typeErrors: [Diagnostic] = []
        let standInsBeforeCall = standIns.count
        let passes = values.values.contains { if case .member(let member) = $0 { member.base == nil } else { false } } ? [false, true] : [false]
        for appStrings in passes {
            if appStrings {
                // No form took the call as written: an implicit member where a string goes is the app's.
                standIns.removeSubrange(standInsBeforeCall...)
                typeErrors = []
            }
            implicitMembersAreAppStrings = appStrings
            defer { implicitMembersAreAppStrings = false }
            for signature in signatures {
                guard let matches = match(arguments, to: signature) else { continue }
                do {
                    return try matches.map { parameter, index in
                        let argument = arguments[index]
                        if parameter.kind.isClosure {
                            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                                return BoundArgument(parameter: parameter, argument: nil, closure: closure)
                            }
                            // A closure passed on by name (`Button(action: dismiss)`, `label: label`).
                            guard let value = values[index], [.action, .slot, .builder].contains(parameter.kind) else {
                                throw error("`\(name)` expects a closure for `\(parameter.label ?? "_")`", at: argument.expression)
                            }
                            let checked = try coerce(value, to: parameter.kind, for: parameter.label, of: name, at: argument.expression)
                            return BoundArgument(
                                parameter: parameter,
                                argument: BlockArgument(label: parameter.label, value: checked, location: location(of: argument.expression)),
                                closure: nil)
                        }
                        guard let value = values[index] else {
                            throw error("`\(name)` does not take a closure for `\(parameter.label ?? "_")`", at: argument.expression)
                        }
                        let standInsBefore = standIns.count
                        let checked = try coerce(value, to: parameter.kind, for: parameter.label, of: name, at: argument.expression)
                        // A stand-in the parameter cannot take (the app's value, or its constant such as
                        // `.cardStyle`) is left out: SwiftUI's default applies.
                        if checked == .null, value.isStandIn || standIns.count > standInsBefore {
                            return BoundArgument(parameter: parameter, argument: nil, closure: nil)
                        }
                        return BoundArgument(
                            parameter: parameter,
                            argument: BlockArgument(label: parameter.label, value: checked, location: location(of: argument.expression)),
                            closure: nil)
                    }
                } catch let diagnostic as Diagnostic {
                    typeErrors.append(diagnostic)
                }
            }
        }
        // Of several overloads' complaints, one with a suggestion is the one the author needs:
        // `.padding(.horizantal)` is a misspelt edge, not a misplaced number.
        if let typeError = typeErrors.first(where: { $0.hint != nil }) ?? typeErrors.first { throw typeError }
        throw labelError(arguments, name: name, signatures: signatures, at: call)
    }

    /// Swift's forward scan: each argument takes the next parameter with its label, skipping
    /// parameters that have defaults; the unlabelled trailing closure takes the next closure,
    /// passing over a defaulted callback when a later closure parameter needs an argument
    /// (SE-0286's heuristic: `Stepper(value:in:step:) { label }` gives the closure to `label`,
    /// not to the defaulted `onEditingChanged` before it). The catalogue's view builders
    /// (`content`) are optional only by its own convention, so they are not passed over.
    func match(_ arguments: [CallArgument], to signature: Signature) -> [(Parameter, Int)]? {
        let parameters = signature.parameters
        var next = 0
        var result: [(Parameter, Int)] = []
        for (index, argument) in arguments.enumerated() {
            var found = false
            while next < parameters.count {
                let parameter = parameters[next]
                next += 1
                let fits = argument.isTrailingClosure
                    ? parameter.kind.isClosure && !(argument.label == nil && parameter.hasDefault && parameter.kind == .action
                        && parameters[next...].contains { later in
                            // ... unless a labelled trailing closure after it is that closure's
                            // (`Slider(...) { editing in ... } label: { ... }`).
                            later.kind.isClosure && !later.hasDefault && !arguments[(index + 1)...].contains { $0.label == later.label }
                        })
                        // A label is `() -> Label`: a closure taking a value (`{ editing in ... }`) is a callback.
                        && !(parameter.kind == .slot && argument.expression.as(ClosureExprSyntax.self).map(ViewBuilderClosure.takesParameters) == true)
                    : parameter.label == argument.label
                if fits {
                    result.append((parameter, index))
                    found = true
                    break
                }
                if !parameter.hasDefault { return nil }
            }
            if !found { return nil }
        }
        if parameters[next...].contains(where: { !$0.hasDefault }) { return nil }
        return result
    }

    /// Whether a call's labels fit none of `signatures` and none is a near miss of a label
    /// they have: an overload the app declares in an extension that was not pasted (an
    /// initialiser, `Color(hex: "FF8800")`, or a modifier, `.cornerRadius(16, corners: ...)`),
    /// not a misspelt call.
    /// An unlabelled argument where no form of SwiftUI's takes one (`.hidden(isHidden)`,
    /// SwiftUI's `hidden()` having none) is such an overload too: no label to misspell. So is
    /// a call with no arguments where every form of SwiftUI's needs one (`.labelStyle()`, the
    /// app's `func labelStyle() -> some View` in an extension of `View`).
    /// With `byForm`, so is a view's initialiser whose labels are each SwiftUI's but which no
    /// one form of SwiftUI's takes together (`Label(title, icon: \.compose)`, of a design
    /// system's `extension Label`; SwiftUI's `Label` has `(_:systemImage:)` and `(title:icon:)`),
    /// or that leaves out what every form taking them needs (`Label("Groups")`, set X).
    /// Modifiers keep the stricter rule: `.frame(width: 10, maxHeight: 20)` mixes SwiftUI's two
    /// forms of `frame` by mistake far more often than an app declares such an overload.
    func isTheAppsOverload(_ arguments: [CallArgument], signatures: [Signature], byForm: Bool = false) -> Bool {
        guard !signatures.contains(where: { match(arguments, to: $0) != nil }) else { return false }
        if arguments.isEmpty { return !signatures.isEmpty }
        let known = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        let unknown = arguments.compactMap(\.label).filter { !known.contains($0) }
        let unlabelled = arguments.contains { $0.label == nil && !$0.isTrailingClosure }
            && !signatures.contains { $0.parameters.contains { $0.label == nil && !$0.kind.isClosure } }
        let written = arguments.filter { !$0.isTrailingClosure }.map(\.label)
        // No form takes these arguments together, or the forms that take them each need one
        // more (`Label("Groups")` of the app's `init(_ title:)`; SwiftUI's needs an icon).
        let noFormTakesThem = byForm && !written.isEmpty
        guard !unknown.isEmpty || unlabelled || noFormTakesThem else { return false }
        return unknown.allSatisfy { label in !known.contains { NameSuggestion.isSlip(label, of: $0) } }
    }

    /// Whether the call's one argument, unlabelled and a read of a name (`drug.color`), holds a
    /// value of a type the block declares where every form of SwiftUI's takes a string, a number
    /// or another value of its own there: the call is the app's initialiser (`extension Color {
    /// init(_ rgba: RGBAColor) }`, not pasted; set CA's PillsMemo), as the labels of
    /// ``isTheAppsOverload(_:signatures:byForm:)`` tell another. A view of the block, or a
    /// collection, may be what SwiftUI's form takes, and is not.
    func passesTheAppsType(_ arguments: [CallArgument], signatures: [Signature]) -> Bool {
        // A block that declares no type has no value of one: the argument is not read twice.
        guard !program.types.isEmpty || program.library?.types.isEmpty == false,
              arguments.count == 1, let argument = arguments.first, argument.label == nil, !argument.isTrailingClosure,
              SwiftCompiler.isPlainChain(argument.expression) else { return false }
        let kinds = signatures.compactMap { $0.parameters.first { $0.label == nil }?.kind.unwrappedOptional }
        // A style where `Color(.systemBlue)` takes UIKit's colour, which no type of the block is
        // unless it is a `ShapeStyle` of its own.
        guard !kinds.isEmpty, kinds.allSatisfy({ ($0.takesNoView || $0 == .style) && $0 != .collection && $0 != .any }) else { return false }
        guard case .swift(let data)? = try? evaluate(argument.expression), data.value.isInstance,
              let type = program.type(data.typeName), type.role != .view else { return false }
        return !kinds.contains(.style) || !type.conformances.contains("ShapeStyle")
    }

    /// Whether a modifier is given a closure where no form of SwiftUI's takes one (`.offset {
    /// rect in ... }`): the app's overload in an extension of `View`
    /// (`func offset(completion: @escaping (CGRect) -> ()) -> some View`), not a misspelt call.
    func isTheAppsClosureOverload(_ arguments: [CallArgument], signatures: [Signature]) -> Bool {
        arguments.contains { $0.isTrailingClosure || $0.expression.is(ClosureExprSyntax.self) }
            && !signatures.isEmpty && !signatures.contains { $0.parameters.contains { $0.kind.isClosure } }
    }

    private func labelError(_ arguments: [CallArgument], name: String, signatures: [Signature], at call: some SyntaxProtocol) -> Diagnostic {
        let known = Set(signatures.flatMap { $0.parameters.compactMap(\.label) })
        for argument in arguments where !argument.isTrailingClosure {
            if let label = argument.label, !known.contains(label) {
                return error("`\(name)` has no argument `\(label):`", at: argument.expression.parent ?? Syntax(argument.expression),
                             hint: NameSuggestion.hint(for: label, among: known).map { $0 }
                                ?? "use " + signatures.map { "`\($0.spelled(name))`" }.joined(separator: " or "))
            }
            if argument.label == nil, !signatures.contains(where: { $0.parameters.contains { $0.label == nil && !$0.kind.isClosure } }) {
                return error("`\(name)` takes no unlabelled argument", at: argument.expression,
                             hint: "use " + signatures.map { "`\($0.spelled(name))`" }.joined(separator: " or "))
            }
        }
        let written = name + "(" + arguments.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined() + ")"
        // A modifier's error is at its name, not where the chain it ends begins.
        let modifierName = Syntax(call).as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName
        return error("no form of `\(name)` takes `\(written)`", at: modifierName.map(Syntax.init) ?? Syntax(call),
                     hint: "use " + signatures.map { "`\($0.spelled(name))`" }.joined(separator: " or "))
    }

    /// Arguments of a call that has no catalogue signature (functions, implicit members).
    func plainArguments(_ arguments: [CallArgument], of name: String) throws -> [BlockArgument] {
        try arguments.map { argument in
            if argument.expression.is(ClosureExprSyntax.self) {
                throw error("`\(name)` does not take a closure", at: argument.expression)
            }
            return BlockArgument(label: argument.label, value: try evaluate(argument.expression), location: location(of: argument.expression))
        }
    }

    // MARK: - Types

    /// Checks a value against a parameter kind and normalises it (`.infinity` becomes a
    /// number, a single edge becomes a set).
    func coerce(_ value: Value, to kind: ParameterKind, for label: String?, of name: String, at node: some SyntaxProtocol) throws -> Value {
        func mismatch(_ expected: String, hint: String? = nil) -> Diagnostic {
            error("`\(name)` expects \(expected) for `\(label ?? "_")`, found \(value.typeName)", at: node, hint: hint)
        }
        if case .keyPath = value, kind.takesNoKeyPath {
            // `VStack(spacing: \.large)`, `.padding(.horizontal, \.large)`: no form of SwiftUI's
            // takes a key path there, so the call is the app's overload (KeyboardCowboy reads its
            // spacings from a table by key path): the argument is left out, as a stand-in.
            _ = standIn("\(name)(\(label.map { $0 + ": " } ?? "")\(node.trimmedDescription))", at: node)
            return .null
        }
        if kind.takesNoView, catalog.views[name] != nil, !Self.isColourValue(value),
           (label != nil && value.isViews) || value.isArrayOfViews {
            // `Label("Favourites", image: star)` of an `Image`, `Text(parts)` of `[Text]`: no form of
            // SwiftUI's view takes a view there, so the call is the app's initialiser in an
            // extension not pasted, which stands in as a view of that type, not as a failure. The
            // argument is listed. (An unlabelled view, `Text(Image(...))`, stands in as its code
            // through `standInArgument`; a colour where a title goes is a slip, an error.)
            let written = "\(name)(\(label.map { $0 + ": " } ?? "")\(node.trimmedDescription))"
            _ = standIn(written, at: node)
            // A title stands in as the call's code; a name (`image:`, an asset's) is left out.
            if label == nil, kind == .string || kind == .optional(.string) { return .string(written) }
            return .null
        }
        if case .member(let member) = value, let made = try blockExtensionStatic(member, for: kind, at: node) {
            return try coerce(made, to: kind, for: label, of: name, at: node)
        }
        if case .view(let view) = value, view.isAppViewStandIn, view.kind == "Text", ![.view, .builder, .slot, .any].contains(kind),
           case .string(let written)? = view.argument(nil) {
            // `.fill(Palette().opacity(0.2))` (set CQ's ExpanseTracker): the app's type made with a
            // call, which the modifier name after it made a stood-in view; where no view goes it
            // is the app's value, and stands in as one (it was "expects a colour, found a view").
            return try coerce(.standIn(written), to: kind, for: label, of: name, at: node)
        }
        if case .standIn(let written) = value {
            standInArgumentsBound += 1
            // `.offset(dragAmount)`: a modifier's untyped value of the app's is left out (its text
            // is no offset); a view's is shown as text.
            if case .any = kind, catalog.views[name] == nil { return .null }
            // Left out (`.null`) unless the parameter takes the stand-in's text, rows or view.
            return standInArgument(written, for: kind, at: node) ?? .null
        }
        if case .member(let member) = value, member.base == nil, member.arguments == nil,
           let type = kind.contextualTypes.first(where: { program.extensionType($0)?.declaresStatic(member.name) == true }) {
            // `.foregroundColor(.black40)` of the block's `extension Color { static var black40 }`:
            // the implicit member is the extension's, as Swift looks it up in the parameter's type.
            return try coerce(typeMember(type, member.name, at: node, name: node), to: kind, for: label, of: name, at: node)
        }
        if kind == .builder || kind == .slot || kind == .view, case .member(let member) = value, member.name == "init", member.arguments == nil,
           let base = member.base, catalog.views[base] != nil || program.type(base)?.role == .view {
            // `Slider(value: $v, in: 0...1, label: EmptyView.init)`: a view's initialiser passed as
            // the closure that takes nothing, which SwiftUI calls: the view made with no arguments.
            // The call is written nowhere: its views take their ids from the argument's place, so
            // two such labels are two views (set AI's CotEditor: "duplicate id").
            let call = FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier(base)),
                                              leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
            let place = location(of: node)
            return try self.call(call).placed(under: "-at\(place.line)-\(place.column)")
        }
        if case .member(let member) = value, member.base == nil, member.name == "init", let arguments = member.arguments,
           arguments.count == 1, arguments[0].label == nil, kind != .any {
            // `description: .init("New mail shows here.")` of a `Text?` parameter (Apple,
            // "ContentUnavailableView", `init(_:systemImage:description:)`): `Text("...")`, the
            // initialiser of the view type Swift infers from the parameter.
            if kind.unwrappedOptional.takesViews, case .string = arguments[0].value {
                let place = location(of: node)
                let text = BlockView(kind: "Text", id: generatedID("Text", at: node), arguments: [
                    BlockArgument(label: nil, value: arguments[0].value, location: place)], location: place)
                return try coerce(.view(text), to: kind, for: label, of: name, at: node)
            }
            // `Text(.init(markdown))`, `.frame(width: .init(side))`: the parameter type's own
            // initialiser from one value (`LocalizedStringKey(_:)`, `CGFloat(_:)`), which Swift
            // infers from the parameter, is that value as the parameter takes it.
            return try coerce(arguments[0].value, to: kind, for: label, of: name, at: node)
        }
        if kind.unwrappedOptional == .style, case .member(let member) = value, member.base == nil, member.name == "init",
           let arguments = member.arguments, !arguments.isEmpty {
            // `.foregroundColor(.init(red: 0.8, green: 0.3, blue: 0.1))`: the parameter's `Color`,
            // made by its initialiser (it stood in as the app's `.init`); one SwiftUI's `Color`
            // has not (`.init(tone: 3)`, the app's extension) stands in, as `Color(tone: 3)` does.
            guard catalog.views["Color"]?.signatures.contains(where: { $0.takes(labels: arguments.map(\.label)) }) == true else {
                return standInArgument(standIn(".init(…)", at: node).interpolated, for: kind, at: node) ?? .null
            }
            let place = location(of: node)
            return try coerce(.view(BlockView(kind: "Color", id: generatedID("Color", at: node), arguments: arguments, location: place)),
                              to: kind, for: label, of: name, at: node)
        }
        if let written = appStaticConstant(value) {
            // `systemImage: AppSymbols.settings`: a constant of the app's type that was not pasted.
            return standInArgument(standIn(written, at: node).interpolated, for: kind, at: node) ?? .null
        }
        switch kind {
        case .any, .angle: return value
        case .optional(let inner):
            // `nil`, or `.none` as Swift also spells it (`lineLimit(.none)`).
            if value == .null || value == .member(MemberValue(name: "none")) || value == .member(MemberValue(base: "Optional", name: "none")) { return .null }
            return try coerce(value, to: inner, for: label, of: name, at: node)
        case .number:
            if leavesOutGeometryDrawing(value, of: name, at: node) { return .null }
            if try geometryArgument(value, of: name, at: node) { return value }
            // `spacing: .zero`, `cornerRadius: .infinity`: CGFloat's own members (one table).
            if case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == "CGFloat",
               let number = BuiltInNames.staticMember("CGFloat", member.name)?.number {
                return .double(number)
            }
            if case .member(let member) = value, member.arguments != nil, member.base == nil || member.base == "CGFloat",
               let expression = Syntax(node).as(ExprSyntax.self), expression.is(FunctionCallExprSyntax.self) {
                // `spacing: .grid(2)`: Swift finds an implicit member's function on the parameter's
                // type, `CGFloat` (set AO's Whisperboard): the block's `extension CGFloat` runs as
                // Swift code runs it, the app's, not pasted, stands in (the compiler lists it).
                let made = try runSwift(expression, name: label ?? name, type: .floatingPoint("CGFloat"), standsIn: true)
                if made.standIn != nil { return .null }
                if let number = made.number { return .double(number) }
            }
            guard value.number != nil else {
                if case .member(let member) = value, isAppConstant(member) { return appMember(member, at: node) }
                if case .member(let member) = value, member.base == nil, member.arguments != nil,
                   program.extensionType("CGFloat")?.declaresStatic(member.name) != true,
                   NameSuggestion.hint(for: member.name, among: Self.numberStaticNames) == nil {
                    // `flag ? 0 : .grid(1)`: the app's `static func grid(_:) -> CGFloat`, not pasted,
                    // reached through an expression around the call (set AW's criticalmaps).
                    return appMember(member, at: node)
                }
                throw mismatch("a number")
            }
            return value
        case .integer:
            if case .int = value { return value }
            if case .double(let number) = value, number.rounded() == number, abs(number) < 1e15 { return .int(Int(number)) }
            // `.lineLimit(.max)`: `Int`'s own members where an `Int` goes (one table, `Int.max`'s).
            if case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == "Int",
               case .int(let number)? = BuiltInNames.staticMember("Int", member.name) {
                return .int(number)
            }
            throw mismatch("an integer")
        case .string:
            if case .geometry = value {
                // `Text(String(format: "%.0f", proxy.size.width))`: as `Text("\(...)")` of such a value.
                throw geometryTextError(at: node)
            }
            // `Link("Docs", destination: site.url)`: a URL where the view takes its address (the
            // catalogue keeps addresses as strings), its absolute string.
            if case .swift(let data) = value, case .foundation(.url(let url)) = data.value { return .string(url.absoluteString) }
            if name == "Text", label == nil, let range = BinaryOperation.dateRange(value), range.closed {
                // `Text(start...end)` (Apple, `Text.init(_: ClosedRange<Date>)`: "a localized range
                // between two dates"; its example for a day's interval, "9:30AM - 3:30PM").
                sayLimit("a range of dates is written as Foundation's `DateIntervalFormatter` writes it (times alone within a day, else short dates and times): Apple does not document SwiftUI's exact form",
                         at: location(of: node), note: true, subject: "Text")
                return .string(Self.dateRangeText(range.lower, range.upper))
            }
            if name == "Text", case .view(let image) = value, image.kind == "Image" {
                // `Text(Image(systemName: "star"))` (Apple, `Text.init(_: Image)`): a symbol is drawn
                // in the line (the view call makes it a part, `textParts`); the app's or a file's
                // image stands in as its code, as one interpolated into a text does.
                if Self.isSymbol(image) { return value }
                return .string(standIn(node.trimmedDescription, at: node).interpolated)
            }
            if name == "Text", case .member(let member) = value, member.base == "Image", member.arguments == nil {
                // `Text(Image.sortGlyph)`: the same, of the app's image (`extension Image { static
                // let sortGlyph = ... }`, set AH's AuroraEditor), which the page lacks besides.
                return .string(standIn(node.trimmedDescription, at: node).interpolated)
            }
            if implicitMembersAreAppStrings, case .member(let member) = value, member.base == nil {
                // `Text(.welcomeTitle)`, `.navigationTitle(.settings)`: SwiftUI's string types have
                // no static members, so this is the app's (`extension LocalizedStringKey { static
                // let welcomeTitle = ... }`, a generated string catalogue key): a stand-in.
                return standInArgument(standIn(value.interpolated, at: node).interpolated, for: kind, at: node) ?? .null
            }
            if case .member(let member) = value, let base = member.base, member.arguments == nil, isAppConstant(member) {
                // `Label(NavMenu.main, systemImage: NavMenu.mainIcon)`: a static member of the
                // app's type the page lacks, where a string goes: a stand-in.
                return standInArgument(standIn(base + "." + member.name, at: node).interpolated, for: kind, at: node) ?? .null
            }
            guard case .string = value else { throw mismatch("a string", hint: value.number != nil ? "write `\"\\(x)\"` to show a number" : nil) }
            return value
        case .bool:
            guard case .bool = value else { throw mismatch("a Bool") }
            return value
        case .length:
            if leavesOutGeometryDrawing(value, of: name, at: node) { return .null }
            if try geometryArgument(value, of: name, at: node) { return value }
            if value.number != nil { return value }
            // `.infinity`, `minWidth: .zero`: CGFloat's own members (one table).
            if case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == "CGFloat",
               let number = BuiltInNames.staticMember("CGFloat", member.name)?.number {
                return .double(number)
            }
            if case .member(let member) = value, isAppConstant(member) { return appMember(member, at: node) }
            throw mismatch("a length (a number or `.infinity`)")
        case .members(let description, let names):
            // `...DynamicTypeSize.xLarge`, `.large ... .xLarge`: a range the modifier clamps to.
            if kind == .dynamicTypeSize, case .member(let range) = value, range.base == "DynamicTypeSize", range.name == "range" { return value }
            // `UnitPoint(x: 0.5, y: 0.8)`, or `.init(x:y:)` with the type left to Swift.
            if kind == .unitPoint, case .member(var point) = value, point.base == "UnitPoint" || point.base == nil, point.name == "init",
               point.argument("x")?.number != nil, point.argument("y")?.number != nil {
                point.base = "UnitPoint"
                return .member(point)
            }
            // A guide the block declares (`extension VerticalAlignment { static let ... }`).
            if case .member(let member) = value, member.arguments == nil,
               (kind == .horizontalAlignment && program.guide(member.name, horizontal: true) != nil)
                || (kind == .verticalAlignment && program.guide(member.name, horizontal: false) != nil) {
                return value
            }
            guard case .member(let member) = value, member.arguments == nil, names.contains(member.name) else {
                // `.labelStyle(.cardNavigationHeader)`: a style or constant the app declares, near
                // none of SwiftUI's, is left out as a stand-in.
                if case .member(let member) = value,
                   member.base.map({ SwiftUITypeName.isForeign($0, viewNames: catalog.viewNames) || kind.extendedTypes.contains($0) }) ?? true,
                   NameSuggestion.closest(to: member.name, among: names) == nil {
                    return appMember(member, at: node)
                }
                let written: String
                if case .member(let member) = value { written = member.name } else { written = "" }
                throw mismatch(description, hint: NameSuggestion.closest(to: written, among: names).map { "did you mean `.\($0)`?" }
                    ?? "for example " + names.prefix(3).map { "`.\($0)`" }.joined(separator: ", "))
            }
            return value
        case .edges:
            let edges = ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"]
            return try memberSet(value, allowed: Set(edges)) {
                mismatch("edges (`.all`, `.horizontal`, `[.top, .leading]`...)", hint: memberHint(value, among: edges))
            }
        case .strokeStyle:
            guard case .member(let member) = value, member.base == nil || member.base == "StrokeStyle" else {
                throw mismatch("a `StrokeStyle(lineWidth: ...)`")
            }
            // `.stroke(style: .routeListItemPath)` of the app's `extension StrokeStyle { static let
            // ... }`, not pasted: left out as a stand-in, the line drawn at SwiftUI's default width.
            if member.name != "init", member.arguments == nil { return appMember(member, at: node) }
            guard member.name == "init" else { throw mismatch("a `StrokeStyle(lineWidth: ...)`") }
            return .member(MemberValue(base: "StrokeStyle", name: "init", arguments: member.arguments))
        case .insets:
            // `EdgeInsets.zero` (`.listRowInsets(.zero)`): every edge 0.
            if case .member(let zero) = value, zero.name == "zero", zero.arguments == nil, zero.base == nil || zero.base == "EdgeInsets" {
                return .member(MemberValue(base: "EdgeInsets", name: "init", arguments: []))
            }
            // `.init(top: 0, leading: 8, bottom: 0, trailing: 8)`, with the type left to Swift.
            if case .member(var member) = value, member.base == nil, member.name == "init",
               (member.arguments ?? []).allSatisfy({ ["top", "leading", "bottom", "trailing"].contains($0.label) }) {
                // An edge given the app's constant (`leading: .layoutPadding`) is left out, as 0.
                member.arguments = try (member.arguments ?? []).compactMap { edge in
                    if edge.value.number != nil { return edge }
                    if case .member(let constant) = edge.value, isAppConstant(constant) { _ = appMember(constant, at: node); return nil }
                    if case .standIn(let written) = edge.value { _ = standIn(written, at: node); return nil }
                    // `leading: .zero`: an edge is a `CGFloat`, whose static members it may name
                    // (SE-0287; set CG's caderninho).
                    if case .member = edge.value, let number = try? convert(edge.value, to: .named("CGFloat"), at: node), number.number != nil {
                        var converted = edge
                        converted.value = number
                        return converted
                    }
                    throw mismatch("`EdgeInsets(top:leading:bottom:trailing:)`")
                }
                member.base = "EdgeInsets"
                return .member(member)
            }
            guard case .member(let member) = value, member.base == "EdgeInsets" else {
                throw mismatch("`EdgeInsets(top:leading:bottom:trailing:)`")
            }
            return value
        case .axes:
            // `.init()`: `Axis.Set`'s empty set, as `[]` is (an `OptionSet`'s `init()`).
            if case .member(let member) = value, member.name == "init", member.base == nil || member.base == "Axis.Set",
               member.arguments?.isEmpty ?? true { return .array([]) }
            return try memberSet(value, allowed: ["horizontal", "vertical"]) {
                mismatch("axes (`.horizontal`, `.vertical` or both)", hint: memberHint(value, among: ["horizontal", "vertical"]))
            }
        case .style:
            if let resolved = try resolvedShapeStyle(value, at: node) {
                return try coerce(resolved, to: kind, for: label, of: name, at: node)
            }
            if case .view(let view) = value, view.kind == "Rectangle", view.arguments.isEmpty, view.children.isEmpty, view.modifiers.count == 1,
               view.modifiers[0].name == "fill", let style = view.modifiers[0].argument(nil) {
                // `Circle().fill(Brand())` of a `ShapeStyle` that is also a `View`: made as its
                // view (a rectangle filled with it, `viewBody`), where a style goes it is the style.
                return style
            }
            // Gradients are styles too; the lowering reads their colours and geometry.
            if case .view(let view) = value, ViewCatalog.gradientKinds.contains(view.kind) { return value }
            if case .member(let member) = value, BlockLowering.gradientStyles[member.name] != nil { return value }
            // `Color("Accent")`, the app's asset (a stand-in): left out, so SwiftUI's default applies.
            if case .view(let view) = value, view.kind == "Color", case .string(let asset)? = view.argument(nil) {
                return standInArgument(standIn("Color(\"\(asset)\")", at: node).interpolated, for: kind, at: node) ?? .null
            }
            if case .view(let view) = value, view.kind == "Color" {
                // A colour used as a style is not a view of the layout: keep only its value,
                // with the opacity of `Color.blue.opacity(0.3)` as the colour's refinement.
                let opacities = view.modifiers.filter { $0.name == "opacity" }.map {
                    BlockArgument(label: "opacity", value: $0.argument(nil) ?? .double(1), location: $0.location)
                }
                let made = BlockLowering.colorValue(of: view)
                // The app's colour (`Color(uiColor: Theme.message)`) stands in as a style too.
                if made.isStandIn { return made }
                guard case .member(var color) = made else { return value }
                color.arguments = (color.arguments ?? []) + opacities
                return .member(color)
            }
            // `.teal.opacity(0.3)` keeps its refinement as an `opacity` argument.
            if case .member(let member) = value, member.base == nil || member.base == "Color",
               (member.arguments ?? []).allSatisfy({ $0.label == "opacity" }), (ColorName.colors + ColorName.styles + ColorName.uiKit).contains(member.name) {
                return value
            }
            // `.ultraThinMaterial` ... `.bar`: drawn as translucent, blurring layers.
            if case .member(let member) = value, member.base == nil || member.base == "Material", TrellisLayout.Material(rawValue: member.name) != nil {
                return value
            }
            if case .member(let member) = value {
                // `.Primary` beside `.primary`: Swift's names are case-sensitive and SwiftUI's colours
                // are lowerCamelCase, so a capitalised one is the app's (set AM's internxt).
                let hint = NameSuggestion.sameCaseHint(for: member.name, among: ColorName.colors + ColorName.styles)
                if hint == nil { return appMember(member, at: node) }
                throw mismatch("a colour or style", hint: hint)
            }
            throw mismatch("a colour or style such as `.red` or `Color.blue`")
        case .styles:
            // `colors: [.lightBackground.opacity(0), .darkBackground]`: each colour checked as a
            // style is, so the app's colours stand in (grey) and a near miss is named.
            guard case .array(let items) = value else { return value }
            return .array(try items.map { item in
                if case .member(var stop) = item, let index = stop.arguments?.firstIndex(where: { $0.label == "color" }),
                   stop.argument("location") != nil {
                    // `stops: [.init(color: tint, location: 0)]`: a stop's colour is checked as
                    // a colour of `colors:` is, so the app's stands in (set AC's bitkit).
                    let colour = stop.arguments![index].value
                    let checked = try coerce(colour, to: .style, for: label, of: name, at: node)
                    stop.arguments![index].value = checked == .null && colour != .null ? .standIn(colour.interpolated) : checked
                    // `location: Spacing.fade`, the app's constant: a stand-in, spaced evenly when drawn.
                    if let place = stop.arguments!.firstIndex(where: { $0.label == "location" }),
                       case .member(let constant) = stop.arguments![place].value, isAppConstant(constant) {
                        stop.arguments![place].value = standIn(Value.member(constant).interpolated, at: node)
                    }
                    return .member(stop)
                }
                let checked = try coerce(item, to: .style, for: label, of: name, at: node)
                // A style left out (the app's, listed as a stand-in) keeps its place in the gradient.
                return checked == .null && item != .null ? .standIn(item.interpolated) : checked
            })
        case .font:
            if case .member(let member) = value, member.base == nil || member.base == "Font" {
                // `.title.bold()` keeps `bold`, `italic`, `weight`, `monospaced` or `monospacedDigit` refinements as arguments.
                let refinements = (member.arguments ?? []).allSatisfy { $0.label.map(FontName.refinements.contains) == true }
                if refinements, FontName.textStyles.contains(member.name) { return value }
                if member.name == "custom", let arguments = member.arguments, case .string(let family)? = arguments.first?.value,
                   arguments.first?.label == nil {
                    // `.custom("Avenir Next", size: 17)`: a page draws layout text only in the fonts
                    // it measured, so the family is the site's text font at the size asked, as
                    // SwiftUI draws a name it cannot find in the system font (said at the call).
                    substitutedFonts.append((family, location(of: node)))
                    var checked = member
                    checked.arguments = try arguments.compactMap { argument in
                        if argument.label == nil || argument.label.map(FontName.refinements.contains) == true { return argument }
                        switch argument.label {
                        case "size", "fixedSize":
                            if let keeps = keepsFontSize(argument.value, at: node) { return keeps ? argument : nil }
                            throw error("`.custom`'s `\(argument.label ?? ""):` takes a number, found \(argument.value.typeName)", at: node,
                                        hint: "write `.custom(\"\(family)\", size: 17)`")
                        case "relativeTo":
                            if case .member(let style) = argument.value, style.arguments == nil, FontName.textStyles.contains(style.name) { return argument }
                            throw error("`.custom`'s `relativeTo:` takes a text style such as `.body`, found \(argument.value.typeName)", at: node,
                                        hint: NameSuggestion.hint(for: BlockLowering.memberName(argument.value) ?? "", among: FontName.textStyles))
                        default:
                            throw mismatch("`.custom(_:size:)`, `.custom(_:size:relativeTo:)` or `.custom(_:fixedSize:)`")
                        }
                    }
                    return .member(checked)
                }
                if member.name == "system", let arguments = member.arguments {
                    var checked = member
                    let written = Syntax(node).as(FunctionCallExprSyntax.self)?.arguments.first { $0.label?.text == "size" }?.expression
                    checked.arguments = try arguments.compactMap { argument in
                        guard argument.label == "size" else { return argument }
                        if let keeps = keepsFontSize(argument.value, at: written.map(Syntax.init) ?? Syntax(node)) { return keeps ? argument : nil }
                        throw mismatch("a font with a number for `size:`", hint: "write `.system(size: 20)`")
                    }
                    return .member(checked)
                }
                if let arguments = member.arguments, arguments.isEmpty || !refinements {
                    // `.caption1()`: a call, which no text style is (of SwiftUI's fonts only
                    // `.system` and `.custom` are called), so the app's function that was not
                    // pasted, a stand-in however near a style's name (set AR's splito).
                    return appMember(member, at: node)
                }
                let hint = NameSuggestion.hint(for: member.name, among: FontName.textStyles + ["system"])
                if hint == nil { return appMember(member, at: node) }
                throw mismatch("a font", hint: hint ?? "use a text style such as `.headline` or `.system(size: 20, weight: .bold)`")
            }
            throw mismatch("a font such as `.headline` or `.system(size: 20)`")
        case .view:
            // `.overlay(dragging ? Circle() : nil)`: an optional view (`Optional` is a `View`),
            // and `nil` is one that draws nothing.
            if value == .null {
                return .view(BlockView(kind: "EmptyView", id: generatedID("EmptyView", at: node), location: location(of: node)))
            }
            // `footer: note` of `self.note = note()` in a view's `init(@ViewBuilder note:)`: what
            // a builder made is one view (`buildBlock` of one passes it through, of several
            // makes a `TupleView`, drawn as a group is).
            if case .views(let views) = value { return oneView(views, at: node) }
            guard case .view = value else { throw mismatch("a view") }
            return value
        case .shape:
            // SwiftUI's shape shorthands (`.capsule`, `.circle`, `.rect(cornerRadius: 8)`,
            // `.buttonBorder`) are the shape views.
            if case .member(let member) = value, let shape = shapeView(member, at: node) { return .view(shape) }
            if case .view(let view) = value, case .shape? = view.argument("shape") {
                // A `Path` or the code's own `Shape` (`.clipShape(Path(rect))`, set AV's linphone):
                // a shape a background or overlay draws; as a clip or a mask the page has no
                // outline of it yet, so the view is drawn unclipped, and said.
                if ["clipShape", "mask", "containerShape"].contains(name) {
                    sayNotDrawn("`.\(name)` to a `\(view.kind)`", at: location(of: node), hint: "clip to a shape SwiftUI names (`Rectangle()`, `.rect(cornerRadius: 8)`, `Circle()`, `Capsule()`)",
                                subject: name)
                }
                return value
            }
            if case .member(let member) = value, member.base == nil,
               NameSuggestion.hint(for: member.name, among: Self.shapeShorthands) == nil, !Self.shapeShorthands.contains(member.name) {
                // `.clipShape(.card)` of the app's `extension Shape where Self == CardShape { static
                // var card: Self }`, not pasted: the app's shape stands in, as `Theme.card` does,
                // and the view is drawn without it (set AY's Solstice); a near miss of SwiftUI's
                // shorthands is still a slip.
                return standIn(Value.member(member).interpolated, at: node)
            }
            guard case .view(let view) = value, ViewCatalog.shapeKinds.contains(view.kind) else {
                throw mismatch("a shape such as `Circle()` or `RoundedRectangle(cornerRadius: 8)`")
            }
            return value
        case .collection:
            switch value {
            case .array, .range, .dictionary: return value
            case .geometry:
                // `ForEach(0..<Int(proxy.size.width / 20))`: as many views as the width allows, a
                // structure that would change at every width the page is read at, which one
                // static page cannot; said as such, not as a wrong type.
                throw error("`\(name)` cannot draw a number of views computed from a GeometryReader's size in a layout block", at: node,
                            hint: "draw a fixed number of views and size them from the proxy (`.frame(width: proxy.size.width / 5)`), or use a `Layout`")
            case .binding(let stateName): return state[stateName] ?? .null
            // `ForEach($items) { $item in ... }` of a pasted view's own `@State` array: ForEach
            // takes a binding to a collection (Apple, "ForEach": `init(_ data: Binding<C>, ...)`).
            case _ where Self.isBinding(value): return try coerce(boundValue(value), to: kind, for: label, of: name, at: node)
            // `AppTab.allCases`, `Theme.colors`: the app's own collection, three stand-in rows.
            case .member(let member) where member.base?.first?.isUppercase == true:
                let written = Value.member(member).interpolated
                _ = standIn(written, at: node)  // listed in the block's warning
                return standInArgument(written, for: .collection, at: node) ?? .null
            default: throw mismatch("a collection (an array, a range or a dictionary)")
            }
        case .keyPath:
            guard case .keyPath = value else { throw mismatch("a key path such as `\\.self`") }
            return value
        case .binding:
            // `.constant("Taylor")`, as previews pass a binding that never changes.
            if case .member(let member) = value, member.base == nil || member.base == "Binding", member.name == "constant",
               member.arguments?.count == 1 {
                return value
            }
            if case .binding = value { return value }
            if case .member(let made) = value, made.base == nil || made.base == "Binding", made.name == "init",
               let bound = made.arguments?.first(where: { $0.label == nil && (Self.isBinding($0.value) || $0.value.isStandIn) }),
               (made.arguments?.count ?? 0) > 1 {
                // `.init($key, orNone: "")`: the app's `extension Binding` (SwiftUI's initialisers take
                // one binding alone), binding what its binding argument binds (the app's binding,
                // `$setting` of a pasted body, standing in), listed as the app's.
                _ = standIn(".init(" + (made.arguments ?? []).map { ($0.label ?? "_") + ":" }.joined() + ")", at: node)
                return bound.value
            }
            throw mismatch("a binding to a state variable", hint: "declare `@State var name = ...` and pass `$name`")
        case .layout:
            guard case .layout = value else { throw mismatch("a layout such as `HStackLayout()`") }
            return value
        case .builder, .slot:
            // A view's view-builder property passed on (`Gauge(value: v, label: label)`).
            if case .view = value { return value }
            if case .views = value { return value }
            // `label: heading != nil ? Text(heading!) : nil`: a `Text?`, whose `nil` draws nothing
            // (SwiftUI's `Optional: View` conformance). A bare `nil` has no type in Swift.
            if case .null = value, !node.is(NilLiteralExprSyntax.self) { return .views([]) }
            // `label: title` of `let title: () -> Text = { Text("Remove") }`: a closure passed on
            // by name, called for its views as SwiftUI calls the label (set AL's Simple-Login).
            if case .viewBuilder(let builder) = value, builder.closure.signature?.parameterClause == nil {
                return try callViewBuilder(builder, named: label ?? name, values: [], at: node)
            }
            if case .swift(let data) = value, case .closure(let closure) = data.value, closure.function.parameters.isEmpty {
                let made = try runningSwift(at: node) { spot in try SwiftMachine(library: self).invoke(data.value, [], at: spot) }
                return try viewValue(made, "`\(node.trimmedDescription)` gives", at: node)
            }
            throw mismatch("a closure")
        case .action:
            // `Button(action: self.dismiss)`: a function or closure property; a page runs no action.
            return .null
        case .itemBuilder, .computeValue, .containerLength:
            throw mismatch("a closure")
        }
    }

    /// The style a block's own `ShapeStyle` resolves to (Apple, "ShapeStyle":
    /// `resolve(in:)`, iOS 17: "evaluate to a resolved shape style given the current
    /// environment"), in the scheme the views around set, else the page's: a style that
    /// resolves otherwise in the dark scheme makes the block read the scheme, so that it is made
    /// in both (``readsPageColorScheme``). `nil` for any other value.
    func resolvedShapeStyle(_ value: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard case .swift(let data) = value, case .instance(let instance) = data.value, instance.type.conformances.contains("ShapeStyle"),
              let resolve = instance.type.methods["resolve"]?.first(where: { !$0.isProperty && $0.parameters.count == 1 }) else { return nil }
        func resolved(in scheme: String) throws -> Value {
            let environment = SwiftValue.record([DictionaryEntry(key: "colorScheme", value: .member(MemberValue(name: scheme)))])
            let made = try runningSwift(at: node) { _ in
                try SwiftMachine(library: self).call(resolve, self: data.value, arguments: [environment], captured: nil, at: resolve.spot).0
            }
            return try viewValue(made, "`\(instance.type.name).resolve(in:)` gives", at: node)
        }
        let light = try resolved(in: "light"), dark = try resolved(in: "dark")
        if BinaryOperation.equal(light, dark) { return light }
        if case .member(let set)? = environment["colorScheme"] { return set.name == "dark" ? dark : light }
        readsPageColorScheme = true
        return pageColorScheme == .dark ? dark : light
    }

    /// Whether a font's `size:` (`fixedSize:`) argument is kept: a number is. One computed from
    /// a `GeometryReader`'s size (an icon's glyph scaled to its box, KeyboardCowboy's) is left
    /// out with a warning at `node`, the body size drawn, as a page cannot yet size text by its
    /// container; the app's constant or value (`.system(size: Theme.titleSize)`) is left out as
    /// a listed stand-in, SwiftUI's body size. Neither is dropped unsaid. `nil` for any other
    /// value, which the caller refuses.
    func keepsFontSize(_ value: Value, at node: some SyntaxProtocol) -> Bool? {
        if value.number != nil { return true }
        if case .geometry = value {
            geometryFontSizes.append(location(of: node))
            return false
        }
        if case .member(let constant) = value, isAppConstant(constant) { _ = appMember(constant, at: node); return false }
        if case .standIn(let written) = value { _ = standIn(written, at: node); return false }
        return nil
    }

    /// Whether a member where a number is expected is the app's constant (`.layoutPadding`,
    /// `Constants.headerHeight`) rather than a misspelt SwiftUI value: a type before the dot,
    /// or a name near none of the members the same parameters take (edges, `.infinity`).
    func isAppConstant(_ member: MemberValue) -> Bool {
        guard member.arguments == nil else { return false }
        if let base = member.base { return SwiftUITypeName.isForeign(base, viewNames: catalog.viewNames) }
        let swiftUIs = ["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical", "infinity", "zero", "center"]
        return !swiftUIs.contains(member.name) && NameSuggestion.closest(to: member.name, among: swiftUIs) == nil
    }

    /// `.font(.big(20))`, `.foregroundStyle(.brand)`: a static member that the block's own
    /// `extension Font` (or `Color`, `ShapeStyle`) declares, found by the parameter's type as
    /// Swift finds an implicit member (SE-0287), and run as Swift code; `nil` for any other.
    private func blockExtensionStatic(_ member: MemberValue, for kind: ParameterKind, at node: some SyntaxProtocol) throws -> Value? {
        for type in kind.extendedTypes where member.base == nil || member.base == type {
            guard program.type(type) == nil, let extended = program.extensionType(type),
                  member.arguments == nil ? extended.declaresStatic(member.name) : extended.staticMethods[member.name] != nil else { continue }
            return try implicitMember(member, of: extended, at: node)
        }
        return nil
    }

    /// `.scaledBody`, `Theme.accent`: a static member the app declares on SwiftUI's types or
    /// its own (no near miss of SwiftUI's), left out as a stand-in (`.null`).
    /// SwiftUI's shape shorthands (Apple, "Shape": `circle`, `capsule`, `ellipse`, `rect`,
    /// `containerRelative`; "ButtonBorderShape": `buttonBorder`, `roundedRectangle`).
    static let shapeShorthands = ["circle", "capsule", "ellipse", "rect", "rectangle", "containerRelative", "buttonBorder", "roundedRectangle"]

    private func appMember(_ member: MemberValue, at node: some SyntaxProtocol) -> Value {
        _ = standIn(Value.member(member).interpolated, at: node)
        return .null
    }

    /// "did you mean `.horizontal`?" for the first misspelt member of a value or array.
    private func memberHint(_ value: Value, among names: [String]) -> String? {
        let members: [Value]
        if case .array(let values) = value { members = values } else { members = [value] }
        for case .member(let member) in members where !names.contains(member.name) {
            return NameSuggestion.closest(to: member.name, among: names).map { "did you mean `.\($0)`?" }
        }
        return nil
    }

    /// The modifiers and views that take a number from a GeometryReader's size as a length of
    /// the layout, computed at every size.
    static let geometryLayoutNames: Set<String> = ["frame", "offset", "position", "padding", "safeAreaPadding", "HStack", "VStack",
                                                   "LazyHStack", "LazyVStack", "LazyVGrid", "LazyHGrid"]

    /// The views whose `spacing:` may be a GeometryReader's value (``BlockLowering.spacedLayout``).
    static let geometrySpacedNames: Set<String> = ["HStack", "VStack", "LazyHStack", "LazyVStack"]

    /// Whether `value` is a number from a GeometryReader's size given to a drawing value
    /// (`strokeBorder(lineWidth: side * 0.1)`, `cornerRadius(width / 8)`, `blur(radius:)`),
    /// which a page draws at one value for every width: it is left out, the view drawn as
    /// with the modifier's default, with a warning at `node`, as a font size of the size is
    /// (set AB's nostur). Sizes and positions stay exact (``geometryLayoutNames``).
    func leavesOutGeometryDrawing(_ value: Value, of name: String, at node: some SyntaxProtocol) -> Bool {
        guard case .geometry(let geometry) = value, geometry.isNumber, !Self.geometryLayoutNames.contains(name) else { return false }
        geometryDrawingValues.append((name, location(of: node)))
        return true
    }

    /// Whether `value` is a number from a GeometryReader's size that `name` can take: the
    /// modifiers that size and place views; anything else is refused rather than ignored.
    private func geometryArgument(_ value: Value, of name: String, at node: some SyntaxProtocol) throws -> Bool {
        guard case .geometry(let geometry) = value else { return false }
        // `VStack(spacing: proxy.size.height > 100 ? nil : 5)`: a stack's spacing may be nil, its default.
        let takesNil = Self.geometrySpacedNames.contains(name) && geometry.isOptionalNumber
        guard geometry.isNumber || takesNil, Self.geometryLayoutNames.contains(name) else {
            throw error("`\(name)` cannot take a value computed from a GeometryReader's size in a layout block", at: node,
                        hint: "use the size in `.frame`, `.offset`, `.position`, `.padding` or a stack's or grid's `spacing:`")
        }
        return true
    }

    private func memberSet(_ value: Value, allowed: Set<String>, mismatch: () -> Diagnostic) throws -> Value {
        let members: [Value]
        switch value {
        case .member: members = [value]
        case .array(let values): members = values
        default: throw mismatch()
        }
        for member in members {
            guard case .member(let item) = member, item.arguments == nil, allowed.contains(item.name) else { throw mismatch() }
        }
        return .array(members)
    }
}
