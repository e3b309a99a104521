// Calls through a dot: modifiers on views, implicit members, methods on data, and the
// handful of free functions data needs (`Double(x)`, `max(a, b)`).

import SwiftSyntax
import TrellisMarkup

extension Interpreter {
    static let functionNames = ["Date", "Double", "CGFloat", "Float", "Int", "String", "Array", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "URL", "EdgeInsets",
                                "GridItem", "Gradient", "Angle", "UnitPoint", "CGSize", "CGPoint", "StrokeStyle"]

    func memberCall(_ access: MemberAccessExprSyntax, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let name = access.declName.baseName.text
        if access.base == nil, let base = postfixBases[access.id] {
            // The first modifier after an `#if`: applied to the expression before it.
            return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: name)
        }
        guard let baseExpression = access.base else {
            // `.system(size: 20)`, `.degrees(30)`: resolved by whatever consumes it.
            return .member(MemberValue(name: name, arguments: try plainArguments(arguments, of: "." + name)))
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, lookup(type) == nil,
           type.first?.isUppercase == true, catalog.views[type] == nil || type == "Color" {
            return .member(MemberValue(base: type, name: name, arguments: try plainArguments(arguments, of: "\(type).\(name)")))
        }
        let base = try evaluate(baseExpression)
        if case .geometry(.proxy) = base {
            guard name == "frame", let argument = arguments.first, arguments.count == 1, argument.label == "in",
                  case .member(let space)? = try? evaluate(argument.expression), space.name == "local" else {
                throw error("a GeometryReader's proxy gives `size` and `frame(in: .local)` in a layout block", at: access.declName,
                            hint: "a page has no global or named coordinate space")
            }
            return .geometry(.frame)
        }
        return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: baseExpression.trimmedDescription)
    }

    /// `.name(...)` on a value: a modifier of a view (of each view of a `ForEach`, as in
    /// SwiftUI), or a method of data.
    private func apply(_ name: String, to base: Value, access: MemberAccessExprSyntax, call: FunctionCallExprSyntax,
                       arguments: [CallArgument], baseText: String) throws -> Value {
        switch base {
        case .view(let view):
            return .view(try modify(view, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .views(let views):
            return .views(try views.map { try modify($0, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments) })
        default:
            return try method(name, of: base, arguments: try plainArguments(arguments, of: name), at: access.declName, baseText: baseText)
        }
    }

    // MARK: - Modifiers

    /// Applies modifier `name` (written at `nameNode`) to `view`: one of SwiftUI's, or one
    /// an `extension View` in the block or `layouts/` declares, which wins as in Swift.
    func modify(_ view: BlockView, name: String, nameNode: Syntax, call: FunctionCallExprSyntax,
                arguments: [CallArgument]) throws -> BlockView {
        if name == "modifier", arguments.count == 1, arguments[0].label == nil,
           case .member(let made) = try evaluate(arguments[0].expression), let typeName = made.base,
           let type = program.type(typeName), type.role == .viewModifier {
            return try expandViewModifier(type, values: made.arguments ?? [], on: view, at: call)
        }
        if let declared = program.viewModifier(name) {
            return try expandModifier(declared.declaration, positions: declared.positions, on: view, call: call, arguments: arguments)
        }
        guard let spec = catalog.modifiers[name] else {
            if UnsupportedSwiftUI.behaviourModifiers.contains(name) {
                // Its arguments (actions, destinations) are not evaluated: they never lay out.
                inertModifiers.append((name, location(of: nameNode)))
                return view
            }
            if let advice = UnsupportedSwiftUI.modifiers[name] {
                throw error("`.\(name)` is not supported in layout blocks", at: nameNode, hint: advice)
            }
            if catalog.views[name] != nil {
                throw error("`\(name)` is a view, not a modifier", at: nameNode,
                            hint: "put it inside a container, e.g. `VStack { ... }`, or in `.overlay { ... }`")
            }
            throw error("unknown modifier `\(name)`", at: nameNode,
                        hint: NameSuggestion.hint(for: name, among: catalog.modifiers.keys))
        }
        // A `Path` or an author's `Shape` takes the modifiers of shapes (`fill`, `stroke`).
        let isAuthoredShape = view.argument("shape") != nil && spec.appliesTo?.contains("Rectangle") == true
        if let kinds = spec.appliesTo, !kinds.contains(view.kind), !isAuthoredShape {
            throw error("`.\(name)` applies to \(kinds.sorted().map { "`\($0)`" }.joined(separator: ", ")), not to `\(view.kind)`",
                        at: nameNode)
        }
        let bound: [BoundArgument]
        do {
            bound = try bind(arguments, name: name, signatures: spec.signatures, at: call)
        } catch let diagnostic as Diagnostic {
            // A list row's look given the app's values (a theme's colour) is kept as behaviour,
            // without effect, as it was before lists drew it; a misspelt one is still an error.
            guard UnsupportedSwiftUI.lenientModifiers.contains(name), diagnostic.message.hasPrefix("unknown") || diagnostic.message.contains("provides") else {
                throw diagnostic
            }
            inertModifiers.append((name, location(of: nameNode)))
            return view
        }
        var modifier = BlockModifier(name: name, arguments: bound.compactMap(\.argument), location: location(of: nameNode))
        for binding in bound where binding.parameter.kind == .builder {
            if let closure = binding.closure {
                modifier.arguments.append(BlockArgument(label: "content", value: .views(try builder(closure)), location: location(of: closure)))
            }
        }
        if name == "alignmentGuide" {
            _ = try alignmentGuideName(modifier.argument(nil), at: modifier.arguments.first?.location ?? modifier.location)
            for binding in bound where binding.parameter.kind == .computeValue {
                if let closure = binding.closure {
                    modifier.arguments.append(BlockArgument(
                        label: "computeValue", value: .dimensions(try dimensionsClosure(closure)), location: location(of: closure)))
                }
            }
        }
        var result = view
        if name == "id", let value = modifier.argument(nil) {
            // The author's id names the node; it is not a modifier of the layout.
            result.id = value.interpolated
            result.hasExplicitID = true
            return result
        }
        result.modifiers.append(modifier)
        return result
    }

    // MARK: - Methods on data

    private func method(_ name: String, of base: Value, arguments: [BlockArgument], at node: some SyntaxProtocol, baseText: String) throws -> Value {
        let values = arguments.map(\.value)
        if let seconds = Self.dateSeconds(base), let result = try dateMethod(name, seconds: seconds, arguments: arguments, at: node) {
            return result
        }
        switch (name, base, values.count) {
        case ("formatted", .int, _), ("formatted", .double, _), ("formatted", .array, _):
            return .string(try formattedValue(base, arguments: arguments, at: node))
        case ("hasPrefix", .string(let text), 1), ("hasSuffix", .string(let text), 1):
            guard case .string(let part) = values[0] else { break }
            return .bool(name == "hasPrefix" ? text.hasPrefix(part) : text.hasSuffix(part))
        case ("prefix", .string(let text), 1), ("suffix", .string(let text), 1), ("dropFirst", .string(let text), _), ("dropLast", .string(let text), _):
            guard values.count <= 1 else { break }
            guard case .int(let count) = values.first ?? .int(1), count >= 0 else {
                throw error("`\(name)` takes a count of characters that is not negative", at: node)
            }
            switch name {
            case "prefix": return .string(String(text.prefix(count)))
            case "suffix": return .string(String(text.suffix(count)))
            case "dropFirst": return .string(String(text.dropFirst(count)))
            default: return .string(String(text.dropLast(count)))
            }
        case ("prefix", .array(let elements), 1), ("suffix", .array(let elements), 1):
            guard case .int(let count) = values[0], count >= 0 else { throw error("`\(name)` takes a count that is not negative", at: node) }
            return .array(name == "prefix" ? Array(elements.prefix(count)) : Array(elements.suffix(count)))
        case ("replacingOccurrences", .string(let text), 2):
            guard arguments[0].label == "of", arguments[1].label == "with", case .string(let target) = values[0], case .string(let replacement) = values[1] else {
                throw error("write `replacingOccurrences(of: \"old\", with: \"new\")` with two strings", at: node)
            }
            return .string(target.isEmpty ? text : text.replacingOccurrences(of: target, with: replacement))
        case ("trimmingCharacters", .string(let text), 1):
            guard arguments[0].label == "in", case .member(let set) = values[0], set.name == "whitespaces" || set.name == "whitespacesAndNewlines" else {
                throw error("`trimmingCharacters(in:)` takes `.whitespaces` or `.whitespacesAndNewlines` in layout blocks", at: node)
            }
            return .string(text.trimmingCharacters(in: set.name == "whitespaces" ? .whitespaces : .whitespacesAndNewlines))
        case ("split", .string(let text), 1), ("components", .string(let text), 1):
            guard arguments[0].label == (name == "split" ? "separator" : "separatedBy"), case .string(let separator) = values[0], !separator.isEmpty else {
                throw error(name == "split" ? "write `split(separator: \" \")` with a non-empty string" : "write `components(separatedBy: \",\")` with a non-empty string", at: node)
            }
            if name == "split" {
                guard separator.count == 1, let character = separator.first else {
                    throw error("`split(separator:)` takes one character; use `components(separatedBy:)` for longer separators", at: node)
                }
                return .array(text.split(separator: character).map { .string(String($0)) })
            }
            return .array(text.components(separatedBy: separator).map(Value.string))
        case ("uppercased", .string(let text), 0): return .string(text.uppercased())
        case ("lowercased", .string(let text), 0): return .string(text.lowercased())
        case ("contains", .string(let text), 1):
            guard case .string(let part) = values[0] else { break }
            return .bool(text.contains(part))
        case ("contains", .array(let elements), 1): return .bool(elements.contains { BinaryOperation.equal($0, values[0]) })
        case ("joined", .array(let elements), _):
            let separator = arguments.first { $0.label == "separator" }?.value.interpolated ?? ""
            return .string(elements.map(\.interpolated).joined(separator: separator))
        case ("reversed", .array(let elements), 0): return .array(elements.reversed())
        case ("enumerated", .array(let elements), 0):
            // `ForEach(Array(pets.enumerated()), id: \.offset) { item in ... item.element ... }`
            return .array(elements.enumerated().map { offset, element in
                .dictionary([DictionaryEntry(key: "offset", value: .int(offset)), DictionaryEntry(key: "element", value: element)])
            })
        case ("sorted", .array(let elements), 0):
            return .array(elements.sorted { a, b in
                if let x = a.number, let y = b.number { return x < y }
                return a.interpolated < b.interpolated
            })
        case ("max", .array(let elements), 0): return elements.compactMap(\.number).max().map(Value.double) ?? .null
        case ("min", .array(let elements), 0): return elements.compactMap(\.number).min().map(Value.double) ?? .null
        case ("opacity", .member, 1), ("bold", .member, 0), ("italic", .member, 0), ("weight", .member, 1), ("monospacedDigit", .member, 0),
             // `.number.precision(.fractionLength(2))`, `.dateTime.year().month(.wide)`: a format style's refinements.
             ("precision", .member, 1), ("grouping", .member, 1), ("notation", .member, 1), ("rounded", .member, _),
             ("year", .member, 0...1), ("month", .member, 0...1), ("day", .member, 0...1), ("weekday", .member, 0...1),
             ("hour", .member, 0...1), ("minute", .member, 0...1), ("second", .member, 0...1),
             // `.easeOut(duration: 1).repeatForever(autoreverses: false)`: an animation's refinements.
             ("repeatForever", .member, 0...1), ("repeatCount", .member, 1...2), ("delay", .member, 1), ("speed", .member, 1):
            // `.title.bold()`, `Color.red.opacity(0.5)`: keep the refinement on the member.
            guard case .member(var member) = base else { break }
            member.arguments = (member.arguments ?? []) + [BlockArgument(label: name, value: values.first ?? .bool(true), location: location(of: node))]
            return .member(member)
        default: break
        }
        throw error("\(base.typeName) has no method `\(name)` taking \(values.count) argument\(values.count == 1 ? "" : "s")", at: node,
                    hint: NameSuggestion.hint(for: name, among: ["uppercased", "lowercased", "contains", "joined", "reversed", "sorted", "enumerated", "max", "min",
                                                              "formatted", "hasPrefix", "hasSuffix", "prefix", "suffix", "dropFirst", "dropLast",
                                                              "replacingOccurrences", "trimmingCharacters", "split", "components"]))
    }

    // MARK: - Functions

    /// A free function, or `nil` if `name` is not one.
    func function(_ name: String, arguments: [CallArgument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard Self.functionNames.contains(name) else { return nil }
        let values = try plainArguments(arguments, of: name)
        func only(_ label: String? = nil) throws -> Value {
            guard values.count == 1, values[0].label == label else {
                throw error("`\(name)` takes one argument" + (label.map { " labelled `\($0):`" } ?? ""), at: call)
            }
            return values[0].value
        }
        switch name {
        case "Double", "CGFloat", "Float":
            let value = try only()
            if let number = value.number { return .double(number) }
            if case .geometry(let expression) = value, expression.isNumber { return value }
            if case .string(let text) = value { return Double(text).map(Value.double) ?? .null }
            throw error("cannot convert \(value.typeName) to `\(name)`", at: call)
        case "Int":
            let value = try only()
            if case .int = value { return value }
            if case .double(let number) = value {
                guard number.isFinite, abs(number) < 9e18 else { throw error("\(number) does not fit in an `Int`", at: call) }
                return .int(Int(number))
            }
            if case .string(let text) = value { return Int(text).map(Value.int) ?? .null }
            throw error("cannot convert \(value.typeName) to `Int`", at: call)
        case "String":
            if values.count == 2, values[0].label == "format", values[1].label == nil, case .string(let specifier) = values[0].value {
                // `String(format: "%.2f", value)`: the same checked conversion as `specifier:`.
                return .string(try specifierText(specifier, value: values[1].value, at: call))
            }
            return .string(try only().interpolated)
        case "Array" where values.count == 2 && values[0].label == "repeating" && values[1].label == "count":
            // `Array(repeating: GridItem(.flexible()), count: 3)`
            guard case .int(let count) = values[1].value, (0...Self.maximumElements).contains(count) else {
                throw error("`Array(repeating:count:)` takes a count from 0 to \(Self.maximumElements), found \(values[1].value.quoted)", at: call)
            }
            return .array(Array(repeating: values[0].value, count: count))
        case "GridItem":
            // `GridItem(.flexible())`, `GridItem(.fixed(80), spacing: 4, alignment: .leading)`:
            // checked when a lazy grid reads it.
            let labels: [String?] = [nil, "spacing", "alignment"]
            var next = 0
            for value in values {
                guard let position = labels[next...].firstIndex(of: value.label) else {
                    throw error("`GridItem` takes a size, then `spacing:` and `alignment:`", at: call,
                                hint: "for example `GridItem(.flexible(), spacing: 8)`")
                }
                next = position + 1
            }
            return .member(MemberValue(base: "GridItem", name: "init", arguments: values))
        case "Date":
            return try dateInitializer(values, at: call)
        case "Array":
            switch try only() {
            case .array(let elements): return .array(elements)
            case .range(let lower, let upper):
                guard Value.rangeCount(lower, upper) <= Self.maximumElements else {
                    throw error("`Array` of \(Value.rangeCount(lower, upper)) elements: a block uses at most \(Self.maximumElements)", at: call)
                }
                return .array(lower < upper ? (lower..<upper).map(Value.int) : [])
            case let other: throw error("cannot make an array of \(other.typeName)", at: call)
            }
        case "Gradient", "Angle", "UnitPoint", "CGSize", "CGPoint", "StrokeStyle":
            // `Gradient(colors:)`, `Angle(degrees:)`, `UnitPoint(x:y:)`, `CGSize(width:height:)`
            // (an `offset`), `CGPoint(x:y:)` (a `position`): values their consumers read.
            return .member(MemberValue(base: name, name: "init", arguments: values))
        case "EdgeInsets":
            // `EdgeInsets(top:leading:bottom:trailing:)`, each defaulting to 0.
            let edges = ["top", "leading", "bottom", "trailing"]
            var next = 0
            for value in values {
                guard let label = value.label, let position = edges[next...].firstIndex(of: label) else {
                    throw error("`EdgeInsets` takes `top:`, `leading:`, `bottom:` and `trailing:` in that order", at: call,
                                hint: value.label.flatMap { NameSuggestion.hint(for: $0, among: edges) })
                }
                guard value.value.number != nil else {
                    throw error("`EdgeInsets` expects a number for `\(label)`, found \(value.value.typeName)", at: call)
                }
                next = position + 1
            }
            return .member(MemberValue(base: "EdgeInsets", name: "init", arguments: values))
        case "URL":
            let value = try only("string")
            guard case .string = value else { throw error("`URL(string:)` takes a string", at: call) }
            return value
        case "abs", "round", "floor", "ceil", "sqrt":
            let value = try only()
            switch (name, value) {
            case ("abs", .int(let number)): return .int(number == .min ? .max : abs(number))
            case ("abs", .double(let number)): return .double(abs(number))
            case ("round", .int), ("floor", .int), ("ceil", .int): return value
            case ("round", .double(let number)): return .double(number.rounded())
            case ("floor", .double(let number)): return .double(number.rounded(.down))
            case ("ceil", .double(let number)): return .double(number.rounded(.up))
            case ("sqrt", _) where value.number != nil:
                guard let number = value.number, number >= 0 else { throw error("`sqrt` of a negative number", at: call) }
                return .double(number.squareRoot())
            default: throw error("`\(name)` takes a number, found \(value.typeName)", at: call)
            }
        default: // min, max
            guard values.count >= 2 else { throw error("`\(name)` takes at least two values", at: call) }
            if values.contains(where: { if case .geometry = $0.value { true } else { false } }) {
                // `min(proxy.size.width, 300)`: evaluated at layout time.
                let operands = try values.map { argument -> GeometryExpression in
                    if case .geometry(let expression) = argument.value, expression.isNumber { return expression }
                    guard let number = argument.value.number else { throw error("`\(name)` takes numbers", at: call) }
                    return .constant(number)
                }
                return .geometry(.function(name, operands))
            }
            let numbers = values.compactMap(\.value.number)
            guard numbers.count == values.count else { throw error("`\(name)` takes numbers", at: call) }
            let result = name == "min" ? numbers.min() ?? 0 : numbers.max() ?? 0
            let allIntegers = values.allSatisfy { if case .int = $0.value { return true } else { return false } }
            return allIntegers ? .int(Int(result)) : .double(result)
        }
    }
}
