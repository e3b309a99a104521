// Calls through a dot: modifiers on views, implicit members, methods on data, and the
// handful of free functions data needs (`Double(x)`, `max(a, b)`).

import Foundation
import SwiftSyntax
import TrellisLayout
import TrellisMarkup

extension Interpreter {
    /// The functions of `functionNames` that are Swift's and take data: the Swift evaluator runs them.
    static let dataFunctionNames: Set<String> = ["Double", "CGFloat", "Float", "Int", "String", "min", "max", "abs", "round", "floor", "ceil", "sqrt"]

    /// `Color`'s own methods, which give a colour rather than a view (Apple, "Color").
    static let colourMethods: Set<String> = ["opacity", "mix", "exposureAdjust", "resolve"]

    /// Swift's keywords that an app's modifier may be named by, in backticks.
    static let swiftKeywords: Set<String> = ["if", "else", "switch", "case", "default", "for", "while", "repeat", "guard", "do", "in", "is", "as", "where", "let", "var"]

    /// How many arguments the language's lowercase functions among ``functionNames`` take.
    static let functionArity: [String: ClosedRange<Int>] = [
        "min": 2...Int.max, "max": 2...Int.max, "abs": 1...1, "round": 1...1, "floor": 1...1, "ceil": 1...1, "sqrt": 1...1,
    ]

    /// The values of SwiftUI's that only drawing reads (not a layout's lengths).
    static let drawingValueNames: Set<String> = ["StrokeStyle", "FillStyle", "RectangleCornerRadii"]

    static let functionNames = ["UUID", "Date", "Double", "CGFloat", "Float", "Int", "String", "Array", "min", "max", "abs", "round", "floor", "ceil", "sqrt", "URL", "EdgeInsets",
                                "GridItem", "Gradient", "Angle", "UnitPoint", "CGSize", "CGPoint", "StrokeStyle", "FillStyle", "LocalizedStringKey",
                                "RectangleCornerRadii"]

    func memberCall(_ access: MemberAccessExprSyntax, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let name = access.declName.baseName.nameText
        if readsImplicitChainOfDeclaredType(ExprSyntax(call)) { return try swiftValue(of: ExprSyntax(call)) }
        if readsTheCalendar(ExprSyntax(call)) {
            if readsTheAppsCalendarStatic(ExprSyntax(call)) { return standIn(call.trimmedDescription, at: call) }
            return try swiftValue(of: ExprSyntax(call))
        }
        if access.base == nil, let base = postfixBases[access.id] {
            // The first modifier after an `#if`: applied to the expression before it.
            return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: name)
        }
        guard let baseExpression = access.base else {
            if let type = swiftUITypeExtended(declaring: name, method: true) { return try extensionStatic(ExprSyntax(call), of: type) }
            if name == "random", arguments.count == 1, arguments[0].label == "in" {
                // `.frame(width: .random(in: 10...100))`: `CGFloat.random(in:)`, the static member
                // the parameter's type gives the call (only numbers have `random(in:)`).
                return try randomValue("CGFloat", call: call, arguments: arguments)
            }
            // `.init(model: model, onCompletion: { _ in ... })` of the app's type: no value of
            // SwiftUI's made from an implicit member takes a closure (`Binding`'s is read above),
            // so the value is the app's, a stand-in, and its closure never runs.
            if arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) {
                return standIn(Self.writtenCall("." + name, arguments), at: call)
            }
            // `.system(size: 20)`, `.degrees(30)`: resolved by whatever consumes it.
            let values = try plainArguments(arguments, of: "." + name)
            // `.degrees(control.rotation)`: a value made from the app's is a stand-in, left out
            // where it is an argument; `.constant(x)` and `.init(...)` keep theirs.
            if !["constant", "init"].contains(name), values.contains(where: \.value.isStandIn) { return .standIn(call.trimmedDescription) }
            return .member(MemberValue(name: name, arguments: values))
        }
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.nameText.first?.isUppercase == true,
           lookup(reference.baseName.nameText) == nil, let base = try viewMember(reference.baseName.nameText, arguments: nil, at: reference) {
            // `Panel.onChange(of: zoom) { }` of the view's own `var Panel: some View` in a view named
            // `Panel`: Swift's unqualified lookup finds the enclosing type's members before types
            // (set AK's GlucoseDirect), as a bare read does (`name(_:)`).
            return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: reference.baseName.nameText)
        }
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Self", let current = viewStack.last, name != "init",
           current.staticMethods[name] != nil || current.statics[name] != nil {
            // `Self.label(for: 3)` in a view's body: the view's own static method (`Self` is the
            // enclosing type, The Swift Programming Language, "Types": "Self Type"), Swift's code,
            // as `Badge.label(for: 3)` is (set AP; it stood in).
            return try swiftValue(of: ExprSyntax(call))
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, program.type(type) == nil,
           SwiftUITypeName.isForeign(type, viewNames: catalog.viewNames), Self.functionNames.contains(type) == false {
            // `NoteData.dateToString(date)`, `WishKit.FeedbackListView()`: a function or view of the
            // app's (or a package's) type, a stand-in.
            return standIn(Self.writtenCall(type + "." + name, arguments), at: call)
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, type == "Color", lookup(type) == nil,
           program.type(type) == nil, name != "init", program.extensionType(type)?.staticMethods[name] == nil {
            // `Color.sbbColor(.modalBackground)`: a static function of the app's `extension
            // Color` that was not pasted (SwiftUI's `Color` has none) stands in as its colour,
            // as `Color(hex:)` does.
            return standIn(Self.writtenCall(type + "." + name, arguments), at: call)
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, name != "init",
           program.type(type)?.staticMethods[name] != nil || program.extensionType(type)?.staticMethods[name] != nil {
            // `Metrics.shift()`, `Color.brand(0.5)`: a static method the block declares, Swift's code.
            return try swiftValue(of: ExprSyntax(call))
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, name != "init",
           program.type(type) != nil, catalog.views[type] == nil {
            // `Item.mkae()`, `Item.classify(title)` of a type the block declares, which has no such
            // static method, or `Mode.compact(2)` of a case without values: Swift's code says so
            // (a slip of `make`) or stands the app's extension in; it was drawn as the text
            // "Item.mkae" without a word.
            return try swiftValue(of: ExprSyntax(call))
        }
        if let nested = nestedTypeName(baseExpression), program.type(nested) != nil, name != "init" {
            // `Order.Size.large(2)`, `Order.Size.pick()`: a case or static method of a nested
            // type the block declares, Swift's code (set AJ; it was "no static member `Size`"),
            // which also names a method the type has not (`Order.Size.pikc()`) or a case
            // without values called, as for a type declared at the top.
            return try swiftValue(of: ExprSyntax(call))
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, name == "random",
           Self.randomTypes.contains(type), program.type(type) == nil {
            return try randomValue(type, call: call, arguments: arguments)
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, name != "init",
           ["CGFloat", "Double", "Float", "Int", "URL"].contains(type), program.type(type) == nil {
            // `CGFloat.scaled(for: .title)`: the numbers' own static functions are Swift's (`random`
            // above, `maximum(_:_:)`), so any other is the app's `extension CGFloat`, not
            // pasted: its number stands in (set AM's BubbleApp); Swift's own run as Swift code.
            // The same of Foundation's `URL` (`URL.helpPage(topic:)`, set BG's MastodonAndOn).
            if SwiftBuiltins.function(type + "." + name) != nil { return try swiftValue(of: ExprSyntax(call)) }
            return standIn(Self.writtenCall(type + "." + name, arguments), at: call)
        }
        if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil,
           type.first?.isUppercase == true, catalog.views[type] == nil || type == "Color" {
            return .member(MemberValue(base: type, name: name, arguments: try plainArguments(arguments, of: "\(type).\(name)")))
        }
        if baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), !viewStack.isEmpty,
           catalog.modifiers[name] == nil {
            // `self.makeMainView()` in a declared view is `makeMainView()` (Swift's implicit
            // `self`): the view's method, or a helper of an extension that was not pasted, which
            // stands in as the unqualified call does.
            return try self.call(named: name, at: Syntax(access.declName), call: call, arguments: arguments)
        }
        if let chained = baseExpression.as(OptionalChainingExprSyntax.self) {
            // `name?.uppercased()`: nil when the optional is, as in Swift.
            let base = try evaluate(chained.expression)
            if base == .null { return .null }
            return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: chained.expression.trimmedDescription)
        }
        // `Badge().environment(\.colorScheme, .dark)`: the view is made with the environment the
        // modifier sets, which its `@Environment` properties read.
        let base = try withEnvironment(of: name, arguments: arguments, base: baseExpression) { try evaluate(baseExpression) }
        if base == .null, SwiftCompiler.isOptionalChained(baseExpression) { return .null }
        if case .geometry(let geometry) = base {
            // `arc(in: proxy.size).fill(gradient)`: a path of the size is a view, which the
            // modifier applies to; a value of the size computes on at each size.
            guard let path = pathView(of: geometry, at: baseExpression) else { return try geometryValue(of: ExprSyntax(call)) }
            return try apply(name, to: path, access: access, call: call, arguments: arguments, baseText: baseExpression.trimmedDescription)
        }
        // (`$0` is a closure's parameter, not a projection.)
        if let reference = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText, reference.hasPrefix("$"),
           reference.dropFirst().first?.isLetter == true, stateDeclarations[String(reference.dropFirst())] == nil, !base.isStandIn {
            return try projectedMethod(name, of: base, written: reference, call: call, arguments: arguments)
        }
        return try apply(name, to: base, access: access, call: call, arguments: arguments, baseText: baseExpression.trimmedDescription)
    }

    /// `$isOn.animation()`, `$isOn.didSet { ... }` of a pasted view's own `@State` or `@Binding`
    /// property: on a page nothing changes it, so its binding is `.constant(isOn)`, as `$isOn`
    /// alone binds (`coerce`). Binding's `animation(_:)` and `transaction(_:)` give the same
    /// binding, its changes animated (Apple, "Binding"); a method of the app's `extension
    /// Binding` (not pasted) passes it on as a stand-in, and a slip of Binding's is an error.
    private func projectedMethod(_ name: String, of value: Value, written: String, call: FunctionCallExprSyntax,
                                 arguments: [CallArgument]) throws -> Value {
        let binding = Self.isBinding(value) ? value : Self.constantBinding(value, at: location(of: call))
        let bindingMethods = ["animation", "transaction"]
        if bindingMethods.contains(name) { return binding }
        if let hint = NameSuggestion.hint(for: name, among: bindingMethods) {
            throw error("a binding has no method `\(name)`", at: call.calledExpression, hint: hint, id: .unknownMember)
        }
        _ = standIn(Self.writtenCall(written + "." + name, arguments), at: call)
        return binding
    }

    /// Whether `written` is a bare name (`artworkView`), not a member, call or expression.
    static func isBareName(_ written: String) -> Bool {
        guard let first = written.first, first.isLetter || first == "_" else { return false }
        return written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether `name` is a method any view takes: a modifier of the catalogue, or a behaviour
    /// a page has no effect of (`.onAppear`, `.onTapGesture`).
    func isViewMethod(_ name: String) -> Bool {
        catalog.modifiers[name] != nil || UnsupportedSwiftUI.behaviourModifiers.contains(name)
    }

    /// `.name(...)` on a value: a modifier of a view (of each view of a `ForEach`, as in
    /// SwiftUI), or a method of data.
    private func apply(_ name: String, to base: Value, access: MemberAccessExprSyntax, call: FunctionCallExprSyntax,
                       arguments: [CallArgument], baseText: @autoclosure () -> String) throws -> Value {
        if case .dictionary(let entries) = base, case .viewBuilder(let builder)? = entries.first(where: { $0.key == name })?.value {
            // `self.row(item)`: a view-builder closure of the view's, called for its views.
            return try callViewBuilder(builder, named: name, arguments: arguments, at: call)
        }
        if case .member(let value) = base, let type = value.base, UnsupportedSwiftUI.behaviourValues.contains(type), program.type(type) == nil {
            // `DragGesture().onChanged { }.onEnded { }`: the gesture, its handlers never run.
            return base
        }
        if case .member(let glass) = base, glass.base == nil || glass.base == "Glass", ["regular", "clear", "identity"].contains(glass.name),
           ["tint", "interactive"].contains(name) {
            // `.glassEffect(.regular.tint(.blue).interactive())`: Liquid Glass configured (Apple,
            // "Glass": `tint(_:)`, `interactive(_:)`). Interaction needs a reader's touch; the
            // tint is a colour a browser's material does not take, said where it is written.
            let given = try plainArguments(arguments, of: "Glass." + name)
            if name == "tint", given.first?.value != .null { undrawnModifiers.append(("glassEffect(.tint(_:))", location(of: access.declName))) }
            return .member(MemberValue(base: glass.base, name: glass.name, arguments: (glass.arguments ?? [])
                + [BlockArgument(label: name, value: given.first?.value ?? .bool(true), location: location(of: access.declName))]))
        }
        if base == .null, isViewMethod(name) {
            // `detail.foregroundStyle(.secondary)` of a `Text?` that is nil: `Optional` is a
            // `View` when its wrapped type is (what `ViewBuilder.buildIf` returns), so SwiftUI's
            // modifier applies to it, and nil draws nothing, modified or not; a behaviour's too
            // (`popover.padding(15).gesture(...)`, set CB's Construct).
            return .null
        }
        switch base {
        case .member(let member) where member.arguments == nil && member.base.map { SwiftUITypeName.isForeign($0, viewNames: catalog.viewNames) } == true:
            // `FormatterService.shared.formatName(user: friend)`: a method of the app's (or the
            // platform's) type stands in, as its properties do.
            return standIn(Self.writtenCall(baseText() + "." + name, arguments), at: call)
        case .member(let member) where member.arguments == nil && isViewMethod(name)
            && !Self.colourMethods.contains(name)
            && member.base.map({ SwiftUITypeName.withoutViewModifiers.contains($0) && program.type($0) == nil
                && BuiltInNames.staticMember($0, member.name) == nil }) == true:
            // `ColorScheme.background.ignoresSafeArea()` of the app's `struct ColorScheme { static
            // let background = Color(...) }`, not pasted (set BO's MetaCocktails): SwiftUI's enum
            // takes no view modifier, so the member is the app's view or colour, which stands in
            // and keeps its modifiers as `Color.appAccent.frame(height: 40)` does. A colour's own
            // method (`ColorScheme.background.opacity(0.2)` in a gradient) keeps it a value.
            let written = Value.member(member).interpolated
            _ = standIn(written, at: access)
            return .view(try modify(standInView(written, at: access), name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .member(let member) where member.arguments == nil && catalog.modifiers[name] != nil
            && member.base.map({ ViewCatalog.shapeKinds.contains($0) && program.type($0) == nil }) == true:
            // `RoundedRectangle.adaptive.fill(.clear)` of the app's `extension RoundedRectangle {
            // static var adaptive: RoundedRectangle }`, not pasted (set BT's Socket): SwiftUI's
            // shapes declare no such static, so it is the app's shape, which stands in as that
            // shape (a rectangle for the rounded ones, whose radius is the app's) and keeps the
            // modifiers SwiftUI would apply to it, as `Image.globe.resizable()` does below.
            let written = Value.member(member).interpolated
            _ = standIn(written, at: access)
            return .view(try modify(standInShape(member.base ?? "Rectangle", at: access), name: name, nameNode: Syntax(access.declName),
                                    call: call, arguments: arguments))
        case .member(let member) where member.base == "Image" && member.arguments == nil:
            // `Image.globe.resizable()` of the app's `extension Image { static let globe = ... }`,
            // not pasted: the stand-in image (as `Image.globe` alone draws, `builderViews`) keeps
            // the modifiers SwiftUI would apply to it, as a stood-in view does, and takes the
            // app's own (`.doIf(flag) { ... }`): any method of an image is a view's modifier.
            _ = standIn(Value.member(member).interpolated, at: access)
            return .view(try modify(standInImage(at: access), name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .standIn(let written) where written.hasPrefix("Color(") && Self.colourMethods.contains(name):
            // `Color(hex: "000000").opacity(0.25)`: the app's colour, still a colour.
            return .standIn(Self.writtenCall(written + "." + name, arguments))
        case .standIn(let written) where (written.first?.isUppercase == true && written.hasSuffix(")")
                && !written.prefix(while: { $0 != "(" }).contains(".")
                || viewPositionModifierCalls.contains(call.id) && Self.isBareName(written))
            && catalog.modifiers[name] != nil && !UnsupportedSwiftUI.behaviourModifiers.contains(name):
            // `RowView(item: item).frame(width: 21, height: 21)`: the app's view (a type made
            // with a call; `model.rank(pet)` is a method of its data and `Color.brand.opacity(0.9)`
            // a member's, not views), drawn as its name, keeps
            // the modifiers SwiftUI would apply to it (it is 21 by 21). So does a name of the
            // app's where a view goes (`artworkView.frame(width: 75, height: 75)` in a builder, a
            // view's property not pasted; set CP's swmpc: it was drawn as the whole chain's text,
            // its frame left out). A modifier only images or
            // shapes take (`.resizable()`, `.fill(...)`) tells what it is: the photo symbol, or
            // a rectangle, as the app's image or shape stands in.
            let kinds = catalog.modifiers[name]?.appliesTo ?? []
            var stood = kinds.contains("Image") ? standInImage(at: access) : standInView(written, at: access)
            if kinds.contains("Rectangle") {
                stood = BlockView(kind: "Rectangle", id: generatedID("Rectangle", at: access), location: location(of: access))
                stood.drawsStandIn = true
            }
            _ = standIn(written, at: access)
            return .view(try modify(stood, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .standIn(let written) where Self.isAppColourConstant(written) && catalog.modifiers[name] != nil
            && !UnsupportedSwiftUI.behaviourModifiers.contains(name):
            // `Color.appAccent.frame(height: 40)`: the app's colour, a view that keeps its modifiers.
            return .view(try modify(standInView(written, at: access), name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .standIn(let written):
            // `viewModel.load()`: a stand-in for the call.
            return .standIn(Self.writtenCall(written + "." + name, arguments))
        case .view(let view):
            return .view(try modify(view, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case .views(let views):
            return .views(try views.map { view in
                // `ForEach(...) { ... }.navigationTitle(Text("Pets"))`: the views in the arguments
                // are made again for each view, each under an id of its own.
                if views.count > 1 { elementPath.append(view.id) }
                defer { if views.count > 1 { elementPath.removeLast() } }
                return try modify(view, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments)
            })
        case .dictionary(let entries) where arguments.isEmpty && entries.contains { $0.key == name && $0.value.isViews }:
            // `self.content()`: a declared view's view-builder property, called to show its views.
            return entries.first { $0.key == name }!.value
        case .member(let member) where catalog.modifiers[name] != nil && shapeView(member, at: access) != nil:
            // `.overlay(.rect(cornerRadius: 10).stroke(.gray))`, `.capsule.fill(.blue)`: a shape
            // written as `Shape`'s static member (iOS 17) is that shape, a view.
            var shape = shapeView(member, at: access)!
            shape.isAuthored = true
            return .view(try modify(shape, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        case _ where Self.isColourValue(base) && isViewMethod(name)
            && !Self.colourMethods.contains(name):
            // `color.frame(width: 20, height: 20)` of a `let color: Color`: the colour as a view
            // (`.red.opacity(0.3)` is Color's own method, a colour still); `.onAppear { ... }` too,
            // a behaviour of the view (klock's `DayView`: "does not take a closure").
            let colour = BlockView(kind: "Color", id: generatedID("Color", at: access), arguments: [
                BlockArgument(label: nil, value: base, location: location(of: access)),
            ], location: location(of: access))
            return .view(try modify(colour, name: name, nameNode: Syntax(access.declName), call: call, arguments: arguments))
        default:
            if name == "animation", arguments.count <= 1, !{ if case .binding = base { true } else { false } }(),
               access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText.hasPrefix("$") == true {
                // `$amount.animation(.easeInOut)` of a view's own state: the same binding, its
                // changes animated (a state of the block records its animation: `method`).
                return base
            }
            if case .member(let made) = base, made.base.map({ program.type($0) != nil }) ?? true,
               program.enumTypes(withCase: made.name).contains(where: { $0.methods[name]?.contains { !$0.isProperty } == true }) {
                // `temperature.shown(digits: 1)` of a case of the block's enum (`.f(212)`,
                // `Kind.small`), the method its declaration or extension gives: run as Swift code
                // runs it, the case as `self` (it stood in as the app's).
                return try swiftValue(of: ExprSyntax(call))
            }
            if CalendarArithmetic.isCalendar(base) {
                // `calendar.date(byAdding: .hour, value: -3, to: now)` of `let calendar =
                // Calendar.current`: the page's calendar, run as Swift code runs it.
                return try swiftValue(of: ExprSyntax(call))
            }
            // `value.formatted(for: units)` of the block's `extension Double`: the block's method,
            // chosen by its labels as Swift chooses (`formatted(.percent)` is Foundation's).
            let declared = program.extensionMembers(name, properties: false).contains { member in
                member.functions.contains { $0.parameters.map(\.label) == arguments.map(\.label) }
            }
            if case .array(let elements) = base, base.dataSwiftValue == nil,
               arguments.contains(where: { Self.isFunctionValue($0.expression) }) || elements.allSatisfy({ if case .member = $0 { true } else { false } }) {
                // `[.boost, .zap].contains(where: { kind == $0 })`: an array the view language
                // holds no data form of (implicit members), given a closure, or any method of an
                // array of enum cases (`Status.allCases.firstIndex(of: status)` stood in): Swift code's call.
                return try swiftValue(of: ExprSyntax(call))
            }
            if declared, Self.dateSeconds(base) != nil,
               let functions = SwiftCompiler.extensionFunctions(program.extensionMembers(name, properties: false), of: SwiftValue(base)) {
                // `day.shifted(days: 2)` of the block's `extension Date`: its method, run on the
                // date here (Swift code hands a date's calls to the library, which is this).
                return try extensionMethod(functions, name, of: SwiftValue(base), arguments: arguments, at: call)
            }
            // `formatted` of a number is Foundation's, the view language's own (`method`); of a
            // declared struct's value (`Pace().formatted(30)`) it is that struct's method.
            if base.dataSwiftValue != nil, name != "formatted" || declared || base.isSwiftData {
                // A method of data (`title.uppercased()`, `items.filter { $0.done }`): Swift's
                // collection and string API as layout code has it, run by the same evaluator.
                if arguments.contains(where: { Self.isFunctionValue($0.expression) }) || base.isSwiftData || declared {
                    // A closure argument, or a method of a value only Swift has (a declared
                    // struct's `item.label(">")`, extensions and protocol defaults included):
                    // the call as Swift code.
                    return try swiftValue(of: ExprSyntax(call))
                }
                let plain = try plainArguments(arguments, of: name)
                // `[9, 15].contains(hour)` of the app's `hour`, `elapsed.truncatingRemainder(dividingBy:
                // Spin.cycle)` of another type's constant (set BK's spot): the answer stands in, as
                // its reading would.
                if readsTheAppsValue(plain, at: call) { return .standIn(Self.writtenCall(baseText() + "." + name, arguments)) }
                do {
                    return try dataMethod(name, of: base, arguments: plain, at: access.declName)
                } catch let diagnostic as Diagnostic where diagnostic.id == .unknownMember && diagnostic.hint == nil {
                    // `collection.chunked(count)`: no method of Swift's, nor a near miss of one, so
                    // the app's extension (not pasted): its answer stands in.
                    return standIn(Self.writtenCall(baseText() + "." + name, arguments), at: access)
                }
            }
            if Self.dateSeconds(base) != nil || base == .null, arguments.contains(where: { Self.isFunctionValue($0.expression) }) {
                // `formatter.date(from: text).map { formatter.string(from: $0) }`: Optional's
                // `map` of a date, or of nil, as Swift code runs it (it was "does not take a closure").
                return try swiftValue(of: ExprSyntax(call))
            }
            let plain = try plainArguments(arguments, of: name)
            if Self.dateSeconds(base) != nil, plain.contains(where: \.value.isStandIn) {
                // `Date().timeIntervalSince(lastRefresh)` of the app's date: a stand-in too.
                return .standIn(Self.writtenCall(baseText() + "." + name, arguments))
            }
            return try method(name, of: base, arguments: plain, at: access.declName, baseText: baseText())
        }
    }

    /// A method an extension of a library type declares (`extension Date`), called on `value`
    /// with the call's arguments.
    private func extensionMethod(_ functions: [SwiftFunction], _ name: String, of value: SwiftValue, arguments: [CallArgument],
                                 at call: FunctionCallExprSyntax) throws -> Value {
        let plain = try plainArguments(arguments, of: name)
        let compiled = CompiledArgument.constants(plain)
        guard let (function, sources) = SwiftCompiler.match(functions, compiled) else {
            throw error("no `\(name)` takes (\(plain.map { ($0.label ?? "_") + ":" }.joined()))", at: call)
        }
        let result = try runningSwift(at: call) { spot in
            let machine = SwiftMachine(library: self)
            let frame = SwiftFrame.make(slotCount: 0, parent: nil)
            return try SwiftCompiler.invoke(function, self: value, sources: sources, values: try compiled.map { try $0.value(machine, frame) },
                                            machine: machine, at: spot).0
        }
        return try viewValue(result, "`\(name)(...)` is", at: call)
    }

    /// A function passed to data's methods, which only the Swift evaluator runs: a closure,
    /// an operator (`reduce(0, +)`, `sorted(by: <)`) or a key path (`map(\.title)`).
    static func isFunctionValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(ClosureExprSyntax.self) || expression.is(KeyPathExprSyntax.self) { return true }
        // `parts.last.map(String.init)`: an initialiser named as a function (The Swift
        // Programming Language, "Initializer Expression").
        if let access = expression.as(MemberAccessExprSyntax.self), access.base != nil, access.declName.baseName.nameText == "init" { return true }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        return SwiftBinaryOperator(rawValue: reference.baseName.nameText) != nil
    }

    /// `name(arguments)` on data, by the Swift evaluator's built-ins.
    private func dataMethod(_ name: String, of base: Value, arguments: [BlockArgument], at node: some SyntaxProtocol) throws -> Value {
        guard let receiver = base.dataSwiftValue else { throw error("\(base.typeName) has no method `\(name)`", at: node) }
        // Each argument as Swift code has it (`trimmingCharacters(in: .whitespaces)`, `options:
        // [.regularExpression]`); the method says what it cannot take.
        let values = arguments.map { $0.value.dataSwiftValue ?? SwiftValue($0.value) }
        let result = try runningSwift(at: node) { spot in
            try SwiftBuiltins.method(name, of: receiver, labels: arguments.map(\.label), arguments: values, machine: SwiftMachine(library: self), at: spot)
        }
        return try viewValue(result, "`\(name)` gives", at: node)
    }

    /// An expression on the page's data that the view language has no syntax for (a
    /// closure: `items.filter { $0.done }`, `zip(a, b)`), compiled and run by the Swift
    /// evaluator with the names around it captured as constants, as an alignment guide is.
    func swiftValue(of expression: ExprSyntax, resultBuilder: String? = nil) throws -> Value {
        // Code over a stand-in (`items.filter { $0.done }` of the app's `items`) is one too.
        try runningOverStandIns(expression, standIn: { .standIn(expression.trimmedDescription) }) {
            try viewValue(try runSwift(expression, name: "value", type: declaredTypes[expression.id], resultBuilder: resultBuilder),
                          "`\(expression.trimmedDescription)` gives", at: expression)
        }
    }

    // MARK: - Modifiers

    /// The member an implicit member expression names (`.outlinedGray`, `.outlined(width: 2)`).
    static func implicitMemberName(_ expression: ExprSyntax) -> String? {
        let access = expression.as(MemberAccessExprSyntax.self) ?? expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let access, access.base == nil else { return nil }
        return access.declName.baseName.text
    }

    /// Applies modifier `name` (written at `nameNode`) to `view`: one of SwiftUI's, or one
    /// an `extension View` in the block or `layouts/` declares, which wins as in Swift.
    func modify(_ view: BlockView, name: String, nameNode: Syntax, call: FunctionCallExprSyntax,
                arguments written: [CallArgument]) throws -> BlockView {
        var arguments = written
        if name == "alignmentGuide", let index = arguments.firstIndex(where: { $0.label == "computeValue" }),
           let path = arguments[index].expression.as(KeyPathExprSyntax.self), path.root == nil, path.components.count == 1,
           let property = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.nameText,
           ["width", "height"].contains(property) {
            // `computeValue: \.height`: a key path as the function (SE-0249), `{ $0.height }` of the
            // view's dimensions (set AI's CotEditor).
            let read = MemberAccessExprSyntax(base: DeclReferenceExprSyntax(baseName: .dollarIdentifier("$0")),
                                              declName: DeclReferenceExprSyntax(baseName: .identifier(property)))
            let closure = ClosureExprSyntax(statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(read)))]))
            arguments[index].expression = ExprSyntax(closure)
        }
        if name == "modifier", arguments.count == 1, arguments[0].label == nil,
           case .member(let made) = try evaluate(arguments[0].expression), let typeName = made.base,
           let type = program.type(typeName), type.role == .viewModifier {
            return try expandViewModifier(type, values: made.arguments ?? [], on: view, at: call)
        }
        if name == "animation", arguments.count == 2, let last = arguments.last, last.isTrailingClosure || last.label == "body",
           let closure = last.expression.as(ClosureExprSyntax.self) {
            // iOS 17's `animation(_:body:)`: "applies the given animation to all animatable
            // values within the body closure" (Apple), the closure's modifiers of this view.
            // The page animates the view's changes with it, as `.animation(_:)` does.
            let parameter = try soleParameter(of: closure, else: "the body of `animation(_:body:)` takes one parameter, the view")
            let errorsBefore = diagnostics.count
            let views = builderContent(closure.statements, bindings: [parameter: .view(view)])
            if diagnostics.count > errorsBefore { return view }
            guard views.count == 1 else { throw error("the body of `animation(_:body:)` must return one view", at: closure) }
            return try modify(views[0], name: name, nameNode: nameNode, call: call, arguments: [arguments[0]])
        }
        if let declared = program.viewModifier(name) {
            return try expandModifier(declared.declaration, positions: declared.positions, on: view, call: call, arguments: arguments)
        }
        if name == "shadow", view.kind == "Color", arguments.count == 1, arguments[0].label == nil,
           let style = arguments[0].expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self),
           style.base == nil, undrawnShadowStyle(style.declName.baseName.nameText, at: nameNode) {
            // `.primary.shadow(.inner(radius: 2))`: a colour is a view and a ShapeStyle, and
            // `shadow(_: ShadowStyle)` is the style's, not View's `shadow(color:radius:x:y:)`.
            return view
        }
        if let styled = try applyingDeclaredStyle(name, arguments: arguments, to: view, at: call) {
            return styled
        }
        if (name == "environment" && arguments.count == 1 && arguments[0].label == nil && !arguments[0].isTrailingClosure)
            || (name == "environmentObject" && arguments.count == 1) {
            // `.environment(model)`: an `@Observable` object handed to the views below (iOS 17,
            // Apple, "environment(_:)"); `.environmentObject(model)` an `ObservableObject`. One
            // the block's views read has had its effect on them (``withEnvironment(of:arguments:base:_:)``);
            // the app's model, which no view here reads, changes nothing a page lays out.
            let keys = readEnvironmentKeys
            let readHere = try keys.contains(where: { $0.hasPrefix(Self.objectKey("")) })
                && (Self.objectKey(handing: evaluate(arguments[0].expression)).map(keys.contains) ?? false)
            if !readHere {
                inertModifiers.append((name, location(of: nameNode)))
            }
            return view
        }
        if name == "transaction", let animation = try transactionAnimation(arguments) {
            var modified = view
            modified.modifiers.append(animation)
            return modified
        }
        if name == "labeledContentStyle" || name == "groupBoxStyle", arguments.count == 1, case .member(let style) = try evaluate(arguments[0].expression),
           style.base == nil, style.name != "automatic" {
            // `.labeledContentStyle(.accentedContent)`, `.groupBoxStyle(.card)` of the app's style,
            // not pasted (a declared one was applied above, `applyingDeclaredStyle`): SwiftUI's own
            // look, the style listed as the app's (sets AK's nRF Toolbox, AL's pareto).
            _ = standIn(Value.member(style).interpolated, at: arguments[0].expression)
        }
        if name == "headerProminence", arguments.count == 1, let prominence = BlockLowering.memberName(try evaluate(arguments[0].expression)),
           prominence != "standard" {
            // `.headerProminence(.increased)` (Apple, "Prominence"): a section header drawn at
            // the standard prominence, said here (set AK's Suwatte, 8 bodies).
            substitutedStyles.append((".headerProminence(.\(prominence))", ".standard", location(of: nameNode)))
        }
        if name == "symbolRenderingMode", arguments.count == 1, let mode = BlockLowering.memberName(try evaluate(arguments[0].expression)),
           mode != "monochrome" {
            // The stand-in glyphs have one layer (`SymbolArtwork`): `.multicolor`'s own colours,
            // `.hierarchical`'s faded layers and `.palette`'s styles are drawn in the foreground
            // colour, as `.monochrome` (Apple, "SymbolRenderingMode"), said here.
            substitutedStyles.append((".symbolRenderingMode(.\(mode))", ".monochrome", location(of: nameNode)))
        }
        if name == "foregroundStyle", arguments.count > 1 {
            // `.foregroundStyle(.blue, .yellow)`: the secondary (and tertiary) styles colour a
            // symbol's other layers and a text's hierarchical styles (Apple, "foregroundStyle(_:_:)"),
            // which a page draws in the primary alone.
            substitutedStyles.append((".foregroundStyle(" + arguments.map { $0.expression.trimmedDescription }.joined(separator: ", ") + ")",
                                      ".foregroundStyle(\(arguments[0].expression.trimmedDescription))", location(of: nameNode)))
        }
        if name == "pickerStyle", arguments.count == 1, let style = BlockLowering.memberName(try evaluate(arguments[0].expression)),
           let drawnAs = ["wheel": ".inline", "navigationLink": ".menu"][style] {
            // `.wheel` (Apple: "a scrollable wheel that shows the selected option and a few
            // neighboring options") is drawn as the options listed; `.navigationLink` (iOS 16:
            // a row that pushes a list of the options) as the menu's row of the current option.
            substitutedStyles.append((".pickerStyle(.\(style))", drawnAs, location(of: nameNode)))
        }
        if name == "gaugeStyle", arguments.count == 1, let style = BlockLowering.memberName(try evaluate(arguments[0].expression)),
           !["automatic", "linearCapacity", "accessoryLinearCapacity", "accessoryLinear", "linear"].contains(style) {
            // `.gaugeStyle(.accessoryCircularCapacity)` (Apple: "a closed ring that's partially
            // filled in"): drawn as the capacity bar, said here (sets AI, AK).
            substitutedStyles.append((".gaugeStyle(.\(style))", ".linearCapacity", location(of: nameNode)))
        }
        if name == "environment", arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
           let path = arguments[0].expression.as(KeyPathExprSyntax.self), path.root == nil, path.components.count == 1,
           let key = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.nameText,
           !BlockLowering.environmentKeys.contains(key) {
            if let setter = UnsupportedSwiftUI.environmentValueModifiers[key] {
                // `.environment(\.imageScale, .small)`: the key the modifier of its name sets, so
                // the modifier, with what it draws or says (set AX's FabulaItemsProvider, 12 bodies).
                return try modify(view, name: setter, nameNode: nameNode, call: call,
                                  arguments: [CallArgument(label: nil, expression: arguments[1].expression, isTrailingClosure: false)])
            }
            if key == "legibilityWeight" {
                // The Bold Text setting's weight (Apple, "EnvironmentValues.legibilityWeight"), which
                // no modifier sets and a page draws its text without.
                undrawnModifiers.append(("environment(\\.legibilityWeight)", location(of: nameNode)))
                return view
            }
        }
        if name == "colorScheme", catalog.modifiers[name] == nil, arguments.count == 1, arguments[0].label == nil {
            // `.colorScheme(.dark)` (Apple, "colorScheme(_:)", deprecated: "Sets this view's color
            // scheme"; use `preferredColorScheme` or the environment): the environment's value for
            // this view and those inside it, as `.environment(\.colorScheme, .dark)` sets it.
            let key = KeyPathExprSyntax(components: [KeyPathComponentSyntax(period: .periodToken(), component: .property(
                KeyPathPropertyComponentSyntax(declName: DeclReferenceExprSyntax(baseName: .identifier("colorScheme")))))])
            return try modify(view, name: "environment", nameNode: nameNode, call: call,
                              arguments: [CallArgument(label: nil, expression: ExprSyntax(key), isTrailingClosure: false), arguments[0]])
        }
        if name == "rotation", catalog.modifiers[name] == nil, (1...2).contains(arguments.count),
           ViewCatalog.shapeKinds.contains(view.kind) || view.kind == "Path" || program.type(view.kind)?.role == .shape,
           arguments[0].label == nil, arguments.dropFirst().allSatisfy({ $0.label == "anchor" }) {
            // `Circle().rotation(.degrees(-90)).trim(from: 0, to: p).stroke(...)`, the progress ring
            // that starts at the top (Apple, "Shape.rotation(_:anchor:)": the shape's path rotated
            // in its unchanged frame): drawn as `rotationEffect(_:anchor:)` draws the view, which is
            // the same path rotated with what is drawn of it (set AQ's pocket-casts and swiftDialog);
            // a `Path` and the block's own `Shape` too (Apple's Scrumdinger rotates its `SpeakerArc`).
            return try modify(view, name: "rotationEffect", nameNode: nameNode, call: call, arguments: arguments)
        }
        if name == "scenePadding", catalog.modifiers[name] == nil {
            // `.scenePadding()`, `.scenePadding(.minimum, edges: .horizontal)` (Apple: "padding to
            // the specified edges of this view using an amount that's appropriate for the current
            // scene"): the amount is not documented, so the edges get `.padding`'s default, said here.
            var padding = arguments.filter { $0.label == nil || $0.label == "edges" }
            if let first = padding.first, first.label == nil, ["minimum", "navigationBar"].contains(BlockLowering.memberName(try evaluate(first.expression))) {
                padding.removeFirst()
            }
            padding = padding.map { CallArgument(label: nil, expression: $0.expression, isTrailingClosure: false) }
            sayLimit("`.scenePadding` is drawn as `.padding`, its default amount: Apple does not document the amount a scene gives it",
                     at: location(of: nameNode), hint: "write `.padding(...)` with an amount for an exact page", subject: ".scenePadding")
            return try modify(view, name: "padding", nameNode: nameNode, call: call, arguments: padding)
        }
        if name == "phaseAnimator", catalog.modifiers[name] == nil, arguments.first?.label == nil,
           let content = arguments.first(where: { $0.label == "content" || ($0.isTrailingClosure && $0.label == nil) })?.expression.as(ClosureExprSyntax.self),
           let names = content.signature?.parameterClause.map(parameterNames), names.count == 2,
           case .array(let phases) = try evaluate(arguments[0].expression), let first = phases.first {
            // `.phaseAnimator([false, true]) { content, grown in content.scaleEffect(...) }` (Apple,
            // "phaseAnimator(_:content:animation:)"): the view in the first phase, as `PhaseAnimator`.
            saysFirstPhase(at: location(of: nameNode))
            let views = builderContent(content.statements, bindings: [names[0]: .view(view), names[1]: first])
            guard case .view(let made) = oneView(views, at: call) else { return view }
            return made
        }
        if name == "keyframeAnimator", catalog.modifiers[name] == nil,
           let initial = arguments.first(where: { $0.label == "initialValue" }),
           let content = arguments.first(where: { $0.label == "content" || ($0.isTrailingClosure && $0.label == nil) })?.expression.as(ClosureExprSyntax.self),
           let names = content.signature?.parameterClause.map(parameterNames), names.count == 2 {
            // `.keyframeAnimator(initialValue: v, trigger: t) { content, value in ... } keyframes: { ... }`
            // (Apple, "keyframeAnimator(initialValue:trigger:content:keyframes:)"): the view at the
            // initial value, as SwiftUI draws it until the trigger changes.
            saysInitialKeyframe(at: location(of: nameNode))
            let views = builderContent(content.statements, bindings: [names[0]: .view(view), names[1]: try evaluate(initial.expression)])
            guard case .view(let made) = oneView(views, at: call) else { return view }
            return made
        }
        if name == "tabViewStyle", arguments.count == 1, case .member(let style) = try evaluate(arguments[0].expression), style.name == "page",
           style.arguments?.first(where: { $0.label == "indexDisplayMode" }).flatMap({ BlockLowering.memberName($0.value) }) != "never" {
            // `.tabViewStyle(.page)` (Apple, "PageTabViewStyle": its index display mode is
            // `.automatic` unless given): the pages are laid out, the page indicator is not drawn.
            sayNotDrawn("the page indicator of `.tabViewStyle(.page)`", at: location(of: nameNode), hint: "`.page(indexDisplayMode: .never)` hides it in SwiftUI too",
                        subject: "tabViewStyle")
        }
        if name == "defaultScrollAnchor", let first = arguments.first, first.label == nil,
           let anchor = BlockLowering.memberName(try evaluate(first.expression)), !["top", "leading", "topLeading"].contains(anchor),
           try arguments.first(where: { $0.label == "for" }).map({ BlockLowering.memberName(try evaluate($0.expression)) }) != "alignment" {
            // The anchor aligns content smaller than the scroll view (`ScrollViewLayout`); content
            // larger than it starts where the page can start it, at its top: a browser scrolls no
            // region to its end without script. Said where it is written.
            sayLimit("`.defaultScrollAnchor(.\(anchor))` aligns content smaller than the scroll view; content larger than it starts at its top on a page, which scrolls no region to its end without script",
                     at: location(of: nameNode), subject: "defaultScrollAnchor")
        }
        if name == "fontWidth", arguments.count == 1, let width = BlockLowering.memberName(try evaluate(arguments[0].expression)), width != "standard" {
            // `.fontWidth(.condensed)` (Apple, iOS 16): drawn at the site's font's one width, said here.
            standardWidthFonts.append((width, location(of: nameNode)))
        }
        if (name == "offset" && arguments.map(\.label) == ["z"]) || (name == "frame" && arguments.first?.label == "depth") {
            // visionOS's depth (Apple, "offset(z:)": "the distance to offset the view along the z
            // axis"; "frame(depth:alignment:)"): a page is flat, and depth moves or sizes nothing in
            // its plane, so the view is laid out as it is and drawn without it (set BQ's SpatialStash).
            undrawnModifiers.append(("\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))", location(of: nameNode)))
            return view
        }
        guard let spec = catalog.modifiers[name] else {
            if let look = UnsupportedSwiftUI.defaultLooks[name] {
                // Drawn in the page's default look; said unless the argument asks for that look.
                let written = arguments.first.map { Self.implicitMemberName($0.expression) ?? $0.expression.trimmedDescription } ?? ""
                if look.drawn.contains(written) || (UnsupportedSwiftUI.barLooks.contains(name) && navigationDepth == 0) {
                    inertModifiers.append((name, location(of: nameNode)))
                } else {
                    // As written, a closure shortened (`.toolbar { … }`).
                    func shown(_ argument: CallArgument) -> String {
                        (argument.label.map { $0 + ": " } ?? "") + (argument.expression.is(ClosureExprSyntax.self) ? "{ … }" : argument.expression.trimmedDescription)
                    }
                    let inParentheses = arguments.filter { !$0.isTrailingClosure }
                    let trailing = arguments.filter(\.isTrailingClosure)
                    let call = "." + name + (inParentheses.isEmpty && !trailing.isEmpty ? "" : "(" + inParentheses.map(shown).joined(separator: ", ") + ")")
                        + trailing.map { " " + shown($0) }.joined()
                    sayLimit("`\(call)` is not drawn on a page: \(look.drawnAs)", at: location(of: nameNode), subject: name)
                }
                return view
            }
            if UnsupportedSwiftUI.behaviourModifiers.contains(name) {
                // Its arguments (actions, destinations) are not evaluated: they never lay out.
                inertModifiers.append((name, location(of: nameNode)))
                return view
            }
            if name == "mask", let clipped = try maskAsClip(view, arguments: arguments, call: call, nameNode: nameNode) {
                return clipped
            }
            if UnsupportedSwiftUI.undrawnModifiers.contains(name) {
                // Its arguments are not evaluated: the page draws nothing of them.
                undrawnModifiers.append((name, location(of: nameNode)))
                return view
            }
            if name == "textRenderer", arguments.count == 1 {
                // iOS 18's `.textRenderer(ChatTextRenderer())` (set CH's Sila): a `TextRenderer`
                // draws the text's lines itself and sizes it as the text is unless it writes
                // `sizeThatFits(proposal:text:)` (Apple, "TextRenderer": "A value that can replace
                // the default text view rendering behavior"; the method's default "returns
                // `text.size(proposal)`"). A page lays the text out and draws it without the
                // renderer, with a warning; a pasted renderer that sizes its text is refused.
                if let type = SwiftCompiler.rootName(of: arguments[0].expression).flatMap({ program.type($0.baseName.nameText) }),
                   type.methods["sizeThatFits"] != nil {
                    throw error("`\(type.name)` sizes its text itself (`sizeThatFits(proposal:text:)`), which a page cannot lay out",
                                at: nameNode, hint: "remove `.textRenderer(...)` to lay the text out as SwiftUI does without it")
                }
                undrawnModifiers.append((name, location(of: nameNode)))
                return view
            }
            if let advice = UnsupportedSwiftUI.modifiers[name] {
                throw error("`.\(name)` is not supported in layout blocks", at: nameNode, hint: advice)
            }
            if catalog.views[name] != nil {
                throw error("`\(name)` is a view, not a modifier", at: nameNode,
                            hint: "put it inside a container, e.g. `VStack { ... }`, or in `.overlay { ... }`")
            }
            // A modifier named by a Swift keyword (the common `.if(condition) { ... }`, declared
            // with backticks) is the app's; no SwiftUI modifier is one.
            // A near miss is a slip when the near modifier could take the call's arguments;
            // one no form of it takes (`.hide(if: done)` beside `hidden()`, set AB's Ollamac,
            // whose package declares it) is the app's or a package's.
            // So is one whose near modifier does not apply to this view (`.hfill()` on a `Text`
            // beside `fill`, which only shapes have: set AC's Clop, whose package declares it),
            // or none of whose forms takes a SwiftUI member written for it (`.badgeStyle(.outlinedGray)`
            // beside `gaugeStyle`, no gauge style: set AP's eidch).
            if !Self.swiftKeywords.contains(name), let near = NameSuggestion.closest(to: name, among: catalog.modifiers.keys),
               catalog.modifiers[near]?.appliesTo.map({ $0.contains(view.kind) || view.argument("shape") != nil }) ?? true,
               catalog.modifiers[near]?.signatures.contains(where: { signature in
                   signature.takes(labels: arguments.filter { !$0.isTrailingClosure }.map(\.label), trailingClosures: arguments.count(where: \.isTrailingClosure))
                       && arguments.allSatisfy { argument in Self.implicitMemberName(argument.expression).map { signature.admits(member: $0, label: argument.label) } ?? true }
               }) ?? true {
                throw error("unknown modifier `\(name)`", at: nameNode, hint: "did you mean `\(near)`?", id: .unknownModifier)
            }
            // The app's own modifier (`.cardStyle()`, an extension of `View`): left out, as a
            // stand-in, so the view it modifies still shows.
            _ = standIn(Self.writtenCall("." + name, arguments), at: nameNode)
            return view
        }
        // A `Path` or an author's `Shape` takes the modifiers of shapes (`fill`, `stroke`).
        let isAuthoredShape = view.argument("shape") != nil && spec.appliesTo?.contains("Rectangle") == true
        if let kinds = spec.appliesTo, kinds.contains("Rectangle"), !kinds.contains(view.kind), view.isAppViewStandIn, view.kind == "Text" {
            // `GuideLine().offset(x: 8).stroke(.gray)`: the app's view, drawn as its name until a
            // modifier only shapes take shows it is a shape (`Shape.offset` gives a shape, Apple,
            // "OffsetShape"): the stand-in rectangle, keeping the modifiers it had.
            var shape = BlockView(kind: "Rectangle", id: view.id, location: view.location)
            shape.modifiers = view.modifiers
            shape.drawsStandIn = true
            shape.isAppViewStandIn = true
            return try modify(shape, name: name, nameNode: nameNode, call: call, arguments: arguments)
        }
        if let kinds = spec.appliesTo, !kinds.contains(view.kind), !isAuthoredShape, isTheAppsOverload(arguments, signatures: spec.signatures) {
            // `.strokeBorder(color: c, lineWidth: 2, radius: 8)` on a stack: labels no form of the
            // shapes' takes, so the app's own `extension View` (set BH's wxm-ios), not pasted: a
            // stand-in, the view it modifies still shown, as any app modifier.
            _ = standIn(Self.writtenCall("." + name, arguments), at: nameNode)
            return view
        }
        if let kinds = spec.appliesTo, !kinds.contains(view.kind), !isAuthoredShape {
            // Pasted code that compiles has such a modifier from an `extension View` of its own
            // or a package's (set AC's Clop: `Text(...).fill()`), which the block can declare.
            throw error("`.\(name)` applies to \(kinds.sorted().map { "`\($0)`" }.joined(separator: ", ")), not to `\(view.kind)`",
                        at: nameNode, hint: "if the app or a package declares `\(name)` for every view, paste its `extension View` into the block")
        }
        // `.layoutValue(key: Rank.self, value: model.rank(pet))` of the app's value: the key keeps
        // its default, as if the modifier were left out (the stand-in's text is not the key's type).
        if name == "layoutValue", let value = arguments.first(where: { $0.label == "value" }), try evaluate(value.expression).isStandIn {
            return view
        }
        if name == "environment", arguments.count == 2, arguments[1].expression.is(ClosureExprSyntax.self),
           case .keyPath(let path) = try evaluate(arguments[0].expression), let key = path.first, UnsupportedSwiftUI.isAppsEnvironmentKey(key) {
            // `.environment(\.openDetail) { movie in ... }` (or `, { ... }`): an action the app keeps
            // under a key of its own (set AV's MovieHunter), which a page never calls, as the app's
            // other keys (below) are accepted without effect.
            inertModifiers.append(("environment(\\.\(path.joined(separator: ".")))", location(of: nameNode)))
            return view
        }
        let bound: [BoundArgument]
        do {
            bound = try bind(arguments, name: name, signatures: spec.signatures, at: call)
        } catch let diagnostic as Diagnostic {
            // `.cornerRadius(16, corners: [.topLeft, .topRight])`: labels none of SwiftUI's forms
            // has, none a near miss of one, are an overload the app declares in an extension of
            // `View` (Swift resolves the call to it); left out as the app's own modifiers are.
            if isTheAppsOverload(arguments, signatures: spec.signatures) || isTheAppsClosureOverload(arguments, signatures: spec.signatures) {
                _ = standIn(Self.writtenCall("." + name, arguments), at: nameNode)
                return view
            }
            // A list row's look given the app's values (a theme's colour) is kept as behaviour,
            // without effect, as it was before lists drew it; a misspelt one is still an error.
            guard UnsupportedSwiftUI.lenientModifiers.contains(name), let id = diagnostic.id, DiagnosticID.unresolvedNames.contains(id) else {
                throw diagnostic
            }
            inertModifiers.append((name, location(of: nameNode)))
            return view
        }
        if name == "containerBackground", bound.first(where: { $0.parameter.label == "for" })?.argument.flatMap({ BlockLowering.memberName($0.value) }) != "navigation" {
            // A widget's, a window's or a tab view's background (Apple, "ContainerBackgroundPlacement"):
            // no such container encloses a page's block, so it changes nothing drawn; noted.
            inertModifiers.append((name, location(of: nameNode)))
            return view
        }
        if name == "environment", case .keyPath(let path)? = bound.first?.argument?.value, let key = path.first,
           UnsupportedSwiftUI.behaviourEnvironmentValues.contains(key) || UnsupportedSwiftUI.formattingEnvironmentValues.contains(key)
            || UnsupportedSwiftUI.readOnlyEnvironmentValues.contains(key) || UnsupportedSwiftUI.isAppsEnvironmentKey(key) {
            // A behaviour-only value (`\.editMode`), the locale the page formats in, or a key of
            // the app's own (`\.postContext`, `\.theme.accent`); a slip of SwiftUI's key is not.
            // One the block's views read has had its effect on them (``withEnvironment(of:arguments:base:_:)``).
            if path.count > 1 || !readEnvironmentKeys.contains(Self.canonicalKey(key)) {
                inertModifiers.append(("environment(\\.\(path.joined(separator: ".")))", location(of: nameNode)))
            }
            return view
        }
        // A required value left out as a stand-in (`.rotationEffect(.degrees(control.angle))`):
        // the modifier has nothing to apply, so the view is drawn without it.
        if bound.contains(where: { !$0.parameter.hasDefault && !$0.parameter.kind.isClosure && $0.argument == nil }) { return view }
        var modifier = BlockModifier(name: name, arguments: bound.compactMap(\.argument), location: location(of: nameNode))
        for binding in bound where binding.parameter.kind == .builder {
            if let closure = binding.closure {
                modifier.arguments.append(BlockArgument(label: "content", value: .views(try builder(closure)), location: location(of: closure)))
            }
        }
        for binding in bound where binding.parameter.kind == .containerLength {
            if let closure = binding.closure {
                modifier.arguments.append(BlockArgument(label: "length", value: .layoutClosure(try containerLengthClosure(closure)), location: location(of: closure)))
            }
        }
        if name == "alignmentGuide" {
            if case .member(let member)? = modifier.argument(nil), member.base == nil || member.base == "HorizontalAlignment",
               ["listRowSeparatorLeading", "listRowSeparatorTrailing"].contains(member.name), program.extensionType("HorizontalAlignment") == nil {
                // `.alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }` (Apple: "a guide
                // marking the leading edge of a List row separator"): it moves only the hairline,
                // which a page draws at the row content's edge, said here (set AK).
                undrawnModifiers.append(("alignmentGuide(.\(member.name))", location(of: nameNode)))
                return view
            }
            if case .member(let member)? = modifier.argument(nil), member.arguments == nil, AlignmentGuideName(member, program: program) == nil,
               member.name != "center", NameSuggestion.closest(to: member.name, among: AlignmentGuideName.allNames) == nil {
                // `.alignmentGuide(.midAccountAndName) { ... }`: a guide the app declares in an
                // `extension VerticalAlignment` that was not pasted. Nothing here aligns to it
                // (a stack naming it stands in too), so the view is drawn without it.
                _ = standIn(Value.member(member).interpolated, at: nameNode)
                return view
            }
            _ = try alignmentGuideName(modifier.argument(nil), at: modifier.arguments.first?.location ?? modifier.location)
            for binding in bound where binding.parameter.kind == .computeValue {
                if let closure = binding.closure {
                    modifier.arguments.append(BlockArgument(
                        label: "computeValue", value: .layoutClosure(try dimensionsClosure(closure)), location: location(of: closure)))
                }
            }
        }
        if name == "accessibilityAddTraits" {
            try checkTraits(modifier)
        }
        var result = view
        if name == "id", modifier.argument(nil) == .null {
            // `.id(isLast ? "lastWeek" : nil)`: an optional id that is nil names nothing a page
            // links to; the view keeps the id it has, unique in its `ForEach` row.
            return view
        }
        if name == "id", let value = modifier.argument(nil) {
            // The author's id names the node; it is not a modifier of the layout.
            result.id = value.interpolated
            result.hasExplicitID = true
            return result
        }
        result.modifiers.append(modifier)
        return result
    }

    /// Checks the traits of `accessibilityAddTraits`: each one SwiftUI has (Apple,
    /// "AccessibilityTraits") and no ARIA role says is a warning, a name SwiftUI lacks an error.
    private func checkTraits(_ modifier: BlockModifier) throws {
        let names = BlockLowering.traitNames(modifier.argument(nil))
        let at = modifier.arguments.first?.location ?? modifier.location
        // `[]` (often one side of `isSelected ? .isSelected : []`) adds none.
        let isArray = if case .array? = modifier.argument(nil) { true } else { false }
        if names.isEmpty, !isArray { throw error("`accessibilityAddTraits` takes traits such as `.isHeader` or `[.isButton, .isImage]`", at: at) }
        for name in names where ViewAccessibility.Trait(rawValue: name) == nil {
            if UnsupportedSwiftUI.unspokenTraits.contains(name) {
                unspokenTraits.append((name, at))
            } else {
                let known = UnsupportedSwiftUI.unspokenTraits.union(ViewAccessibility.Trait.allCases.map(\.rawValue))
                throw error("`.\(name)` is not an accessibility trait", at: at,
                            hint: NameSuggestion.hint(for: name, among: known) ?? "SwiftUI's traits are " + known.sorted().map { "`.\($0)`" }.joined(separator: ", "))
            }
        }
    }

    /// Which corners each argument of iOS 26's `ConcentricRectangle` initialisers and
    /// `Shape.rect(...)` shorthands styles (Apple, "ConcentricRectangle": `init(corners:isUniform:)`,
    /// `init(topLeadingCorner:topTrailingCorner:bottomLeadingCorner:bottomTrailingCorner:)`,
    /// `init(uniformTopCorners:uniformBottomCorners:)`, `init(uniformLeadingCorners:uniformTrailingCorners:)`
    /// and their mixes), in `UnevenRoundedRectangle`'s order of radii; a corner not given is `.concentric`.
    static let concentricCorners: [String: [Int]] = [
        "corners": [0, 1, 2, 3], "topLeadingCorner": [0], "topTrailingCorner": [1], "bottomLeadingCorner": [2], "bottomTrailingCorner": [3],
        "uniformTopCorners": [0, 1], "uniformBottomCorners": [2, 3], "uniformLeadingCorners": [0, 2], "uniformTrailingCorners": [1, 3],
    ]

    /// Whether a call with these labels is one of those initialisers (`isUniform:` beside them).
    static func takesConcentricCorners(_ labels: [String?]) -> Bool {
        !labels.isEmpty && labels.allSatisfy { $0 == "isUniform" || concentricCorners[$0 ?? ""] != nil }
    }

    /// iOS 26's `ConcentricRectangle` of these arguments (``concentricCorners``; `isUniform:`
    /// too) as a page draws it: a concentric corner's radius is "the container shape's corner
    /// radius minus the distance between corners", never below its minimum, and "when the system
    /// calculates a zero radius, the corner is square" (Apple, "Edge.Corner.Style.concentric",
    /// "concentric(minimum:)"). A page sets no container shape (`containerShape(_:)` has no effect
    /// here; `ContainerRelativeShape` is a rectangle), so each corner is its fixed radius, its
    /// minimum, or square: a rectangle, a rounded one, or an uneven one. `nil` for other arguments.
    func concentricRectangle(_ arguments: [BlockArgument], at node: some SyntaxProtocol) -> BlockView? {
        /// One `Edge.Corner.Style`: a number is `.fixed` (`init(floatLiteral:)`); the app's value stands in, square.
        func radius(_ style: Value) -> Double? {
            if let number = style.number { return number }
            if case .standIn(let written) = style { _ = standIn(written, at: node); return 0 }
            if style == .null { return 0 }
            guard case .member(let member) = style, member.base == nil || member.base == "Edge.Corner.Style" else { return nil }
            switch (member.name, (member.arguments ?? []).map(\.label)) {
            case ("fixed", [nil]): return radius(member.arguments![0].value)
            case ("concentric", []): return 0
            case ("concentric", ["minimum"]): return radius(member.arguments![0].value)
            default: return nil
            }
        }
        var radii = [0.0, 0, 0, 0]
        for argument in arguments where argument.label != "isUniform" {
            guard let corners = argument.label.flatMap({ Self.concentricCorners[$0] }), let each = radius(argument.value) else { return nil }
            for corner in corners { radii[corner] = each }
        }
        let at = location(of: node)
        if Set(radii).count == 1 {
            let kind = radii[0] == 0 ? "Rectangle" : "RoundedRectangle"
            return BlockView(kind: kind, id: generatedID(kind, at: node), isAuthored: false,
                             arguments: radii[0] == 0 ? [] : [BlockArgument(label: "cornerRadius", value: .double(radii[0]), location: at)], location: at)
        }
        let labels = ["topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius"]
        return BlockView(kind: "UnevenRoundedRectangle", id: generatedID("UnevenRoundedRectangle", at: node), isAuthored: false,
                         arguments: zip(labels, radii).map { BlockArgument(label: $0, value: .double($1), location: at) }, location: at)
    }

    /// The labels of `rect(topLeadingRadius:...)` and `rect(cornerRadii:style:)`, an uneven rounded rectangle's.
    static let unevenCornerLabels: Set<String> = ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius", "topTrailingRadius", "cornerRadii", "style"]

    /// The shape view a static member of `Shape` names (Apple, "Shape": `rect`,
    /// `rect(cornerRadius:style:)`, `capsule`, `circle`, `ellipse`, `containerRelative`,
    /// `buttonBorder`; and `rectangle`, which apps commonly declare), or a case of
    /// `ButtonBorderShape` (`capsule`, `circle`, `roundedRectangle`, `roundedRectangle(radius:)`,
    /// `automatic`), made with the member's arguments; `nil` for any other member. The one
    /// table of shape shorthands, for arguments and for modifiers called on them.
    func shapeView(_ member: MemberValue, at node: some SyntaxProtocol) -> BlockView? {
        guard member.base == nil || member.base == "Shape" || member.base == "ButtonBorderShape" else { return nil }
        let labels = (member.arguments ?? []).map(\.label)
        var arguments = member.arguments ?? []
        // A bordered button's own corner (`ButtonStyle.cornerRadius`): what `.buttonBorder` and
        // `ButtonBorderShape.automatic` resolve to where no `.buttonBorderShape` says otherwise,
        // as on iOS ("A shape that defers to the environment to determine the resolved button
        // border shape", Apple, "Shape.buttonBorder"; set AU's CommonsFinder).
        let borderRadius = BlockArgument(label: "cornerRadius", value: .double(TrellisLayout.ButtonStyle.bordered.cornerRadius),
                                         location: location(of: node))
        let kind: String
        if member.base == "ButtonBorderShape" {
            switch (member.name, labels) {
            case ("capsule", []): kind = "Capsule"
            case ("circle", []): kind = "Circle"
            case ("automatic", []), ("roundedRectangle", []):
                kind = "RoundedRectangle"
                arguments = [borderRadius]
            case ("roundedRectangle", ["radius"]):
                kind = "RoundedRectangle"
                arguments = [BlockArgument(label: "cornerRadius", value: arguments[0].value, location: arguments[0].location)]
            default: return nil
            }
        } else {
            switch (member.name, labels) {
            case ("rect", []), ("rectangle", []): kind = "Rectangle"
            // Apple, "rect(cornerRadius:style:)" and "rect(cornerSize:style:)": a rounded rectangle.
            case ("rect", ["cornerRadius"]), ("rect", ["cornerRadius", "style"]), ("rect", ["cornerSize"]), ("rect", ["cornerSize", "style"]):
                kind = "RoundedRectangle"
            // Apple, "rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)"
            // and "rect(cornerRadii:style:)": an uneven rounded rectangle.
            case ("rect", let labels) where !labels.isEmpty && labels.allSatisfy({ Self.unevenCornerLabels.contains($0 ?? "") }):
                kind = "UnevenRoundedRectangle"
            case ("rect", let labels) where Self.takesConcentricCorners(labels):
                // iOS 26's `rect(corners: .concentric(minimum: 12))`, a `ConcentricRectangle`.
                return concentricRectangle(arguments, at: node)
            case ("capsule", []): kind = "Capsule"
            case ("circle", []): kind = "Circle"
            case ("ellipse", []): kind = "Ellipse"
            case ("containerRelative", []): kind = "ContainerRelativeShape"
            case ("buttonBorder", []):
                kind = "RoundedRectangle"
                arguments = [borderRadius]
            default: return nil
            }
        }
        guard catalog.views[kind] != nil else { return nil }
        let kept: Set<String> = kind == "UnevenRoundedRectangle" ? Self.unevenCornerLabels : ["cornerRadius", "cornerSize", "style"]
        return BlockView(kind: kind, id: generatedID(kind, at: node), isAuthored: false,
                         arguments: arguments.filter { kept.contains($0.label ?? "") }, location: location(of: node))
    }

    /// `.transaction { $0.animation = .easeIn }` as the `.animation` it amounts to: the
    /// transform "applies the given transaction mutation function to all animations used
    /// within the view" (https://developer.apple.com/documentation/swiftui/view/transaction(_:)),
    /// so every change takes the animation, as `.animation(.easeIn)` without a value does;
    /// `.transaction(value: v) { ... }` only "whenever `value` changes"
    /// (https://developer.apple.com/documentation/swiftui/view/transaction(value:_:)), as
    /// `.animation(.easeIn, value: v)`. `nil` for any other transform, which stays a behaviour
    /// modifier noted as having no effect.
    private func transactionAnimation(_ arguments: [CallArgument]) throws -> BlockModifier? {
        let watched = arguments.first { $0.label == "value" }
        guard arguments.count == (watched == nil ? 1 : 2), let closure = arguments.last?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let statement = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        // The transaction's name: `$0`, or the closure's one parameter (`t in`).
        var parameter = "$0"
        if let signature = closure.signature {
            guard let names = signature.parameterClause.map(closureParameterNames), names.count == 1 else { return nil }
            parameter = names[0]
        }
        // `t.animation = value`, folded or not.
        guard let (target, written) = Self.assignment(statement) else { return nil }
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.nameText == "animation",
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText == parameter else { return nil }
        var modifierArguments = [BlockArgument(label: nil, value: try evaluate(written), location: location(of: written))]
        if let watched {
            modifierArguments.append(BlockArgument(label: "value", value: try evaluate(watched.expression), location: location(of: watched.expression)))
        }
        return BlockModifier(name: "animation", arguments: modifierArguments, location: location(of: written))
    }

    private func closureParameterNames(_ clause: ClosureSignatureSyntax.ParameterClause) -> [String] {
        switch clause {
        case .simpleInput(let list): return list.map(\.name.nameText)
        case .parameterClause(let parameters): return parameters.parameters.map { $0.secondName?.nameText ?? $0.firstName.nameText }
        }
    }

    /// `.mask { Circle() }`, `.mask(RoundedRectangle(cornerRadius: 12))`: a mask of one
    /// unmodified shape. A shape takes the whole frame it is offered, and a mask is laid out in
    /// the view's bounds (Apple, "mask(alignment:_:)"), so the view shows exactly where the shape
    /// is opaque: `clipShape` of that shape. `nil` for any other mask.
    private func maskAsClip(_ view: BlockView, arguments: [CallArgument], call: FunctionCallExprSyntax, nameNode: Syntax) throws -> BlockView? {
        let content = arguments.filter { $0.label != "alignment" }
        guard content.count == 1 else { return nil }
        let expression: ExprSyntax
        if let closure = content[0].expression.as(ClosureExprSyntax.self) {
            guard closure.signature == nil, closure.statements.count == 1, let single = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            expression = single
        } else {
            expression = content[0].expression
        }
        guard let shapeCall = expression.as(FunctionCallExprSyntax.self), shapeCall.trailingClosure == nil,
              let shapeName = shapeCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText,
              ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(shapeName), program.type(shapeName) == nil,
              case .view(let shape) = try evaluate(expression), shape.modifiers.isEmpty else { return nil }
        var result = view
        result.modifiers.append(BlockModifier(name: "clipShape", arguments: [BlockArgument(label: nil, value: .view(shape), location: location(of: nameNode))],
                                              location: location(of: nameNode)))
        return result
    }

    // MARK: - Methods of the view language's values

    /// `formatted(...)`, a date's methods, and a SwiftUI value's refinements (`.title.bold()`).
    func method(_ name: String, of base: Value, arguments: [BlockArgument], at node: some SyntaxProtocol, baseText: @autoclosure () -> String) throws -> Value {
        let values = arguments.map(\.value)
        if name == "contains", values.count == 1, let range = BinaryOperation.dateRange(base), let date = Self.dateSeconds(values[0]) {
            return .bool(range.contains(date))
        }
        if let seconds = Self.dateSeconds(base), let result = try dateMethod(name, seconds: seconds, arguments: arguments, at: node) {
            return result
        }
        switch (name, base, values.count) {
        case ("formatted", _, _) where arguments.contains(where: { $0.label != nil }):
            // `median.formatted(for: units)` of the app's extension, not pasted: Foundation's
            // `formatted` takes an unlabelled style, so a labelled one is the app's overload.
            return standIn(baseText() + ".formatted(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")", at: node)
        case ("formatted", .int, _), ("formatted", .double, _), ("formatted", .array, _):
            return .string(try formattedValue(base, arguments: arguments, at: node))
        case ("opacity", .member, 1), ("bold", .member, 0), ("italic", .member, 0), ("weight", .member, 1), ("monospacedDigit", .member, 0), ("monospaced", .member, 0),
             // `.number.precision(.fractionLength(2))`, `.dateTime.year().month(.wide)`: a format style's refinements.
             ("precision", .member, 1), ("grouping", .member, 1), ("notation", .member, 1), ("rounded", .member, _),
             ("year", .member, 0...1), ("month", .member, 0...1), ("day", .member, 0...1), ("weekday", .member, 0...1),
             ("hour", .member, 0...1), ("minute", .member, 0...1), ("second", .member, 0...1),
             ("era", .member, 0...1), ("quarter", .member, 0...1), ("week", .member, 0...1), ("dayOfYear", .member, 0...1), ("timeZone", .member, 0...1),
             // `.easeOut(duration: 1).repeatForever(autoreverses: false)`: an animation's refinements.
             ("repeatForever", .member, 0...1), ("repeatCount", .member, 1...2), ("delay", .member, 1), ("speed", .member, 1),
             // `.scale.combined(with: .opacity)`, `.opacity.animation(.easeIn)`: a transition's refinements.
             ("combined", .member, 1), ("animation", .member, 1):
            // `.title.bold()`, `Color.red.opacity(0.5)`: keep the refinement on the member.
            guard case .member(var member) = base else { break }
            member.arguments = (member.arguments ?? []) + [BlockArgument(label: name, value: values.first ?? .bool(true), location: location(of: node))]
            // `.repeatCount(3, autoreverses: false)`: the refinement's other arguments follow it.
            if name == "repeatCount" { member.arguments? += arguments.dropFirst() }
            return .member(member)
        case ("withAlphaComponent", .member, 1):
            // `UIColor.label.withAlphaComponent(0.2)` (Apple, UIColor): the colour at that
            // opacity, as SwiftUI's `opacity` refinement of a colour keeps it.
            guard case .member(var member) = base else { break }
            member.arguments = (member.arguments ?? []) + [BlockArgument(label: "opacity", value: values[0], location: location(of: node))]
            return .member(member)
        case ("width", .member(let font), 1) where FontName.textStyles.contains(font.name) || ["system", "custom"].contains(font.name):
            // `.body.width(.condensed)` (Apple, "Font", `width(_:)`): the font, at the site's font's
            // one width, said where it is written (it stood in, losing the size: set AJ).
            if let width = BlockLowering.memberName(values[0]), width != "standard" { standardWidthFonts.append((width, location(of: node))) }
            return base
        case ("magic", .member(var effect), 0...1) where effect.base == nil && Self.symbolEffects.contains(effect.name):
            // `.replace.magic(fallback: .downUp.byLayer)` (Apple, "ReplaceSymbolEffect"): kept as written.
            effect.arguments = (effect.arguments ?? []) + [BlockArgument(label: name, value: values.first ?? .bool(true), location: location(of: node))]
            return .member(effect)
        case ("smallCaps", .member, 0), ("lowercaseSmallCaps", .member, 0), ("uppercaseSmallCaps", .member, 0):
            // `Font.headline.smallCaps()`: the theme's font has no small capitals to measure, so
            // the page draws the font without them, and says so.
            guard case .member = base else { break }
            undrawnModifiers.append((name, location(of: node)))
            return base
        case ("shadow", .member, 1):
            // `.background.shadow(.drop(radius: 5))`, `.green.gradient.shadow(.inner(radius: 4))`:
            // a ShapeStyle's shadow, which the page draws without (a warning says so).
            // `.inner(radius: 10, x: motion.x)` of the app's values stands in, and is not drawn either.
            let kind: String? = switch values[0] {
            case .member(let style): style.name
            case .standIn(let written) where written.hasPrefix("."): String(written.dropFirst().prefix { $0 != "(" })
            default: nil
            }
            guard let kind, undrawnShadowStyle(kind, at: node) else { break }
            return base
        case ("animation", .binding(let state), 0...1):
            // `$flag.animation(.easeIn)`: the same binding, whose changes are made with the
            // animation (`.default` without one), as `withAnimation` would make them.
            let value = values.first ?? .member(MemberValue(name: "default"))
            let at = arguments.first?.location ?? location(of: node)
            stateAnimations[state] = BlockModifier(name: "animation", arguments: [BlockArgument(label: nil, value: value, location: at)], location: at)
            return base
        default: break
        }
        // `state.getBackground()` of `var state: DownloadState = .downloaded`: a method of an
        // implicit member whose type the block does not declare is the app's, and stands in
        // (as its properties do, `property(_:of:)`); a near miss of a refinement is a typo. A case
        // of the block's own enums had its methods answered above.
        if case .member(let made) = base, made.base == nil,
           NameSuggestion.hint(for: name, among: Self.refinementNames) == nil {
            return standIn(baseText() + "." + name + "(…)", at: node)
        }
        // `angle.normalized()` of `Angle(degrees: 30)`, `entry.stamp.shortAgo()` of a date (set AI's
        // Hex): the app's extension of a value type apps extend, as in Swift code
        // (`SwiftCompiler.typesAppsExtend`), unless it is a slip of one of the type's own members.
        let ownMembers: [String]? = if Self.dateSeconds(base) != nil { DateArithmetic.memberNames }
            else if case .member(let made) = base, let type = made.base, SwiftCompiler.typesAppsExtend.contains(type) {
                Self.refinementNames + SwiftCompiler.builtInMemberNames(type)
            } else { nil }
        if let ownMembers, NameSuggestion.hint(for: name, among: ownMembers) == nil {
            return standIn(baseText() + "." + name + "(…)", at: node)
        }
        if case .array = base, NameSuggestion.hint(for: name, among: SwiftBuiltins.collectionMethodNames) == nil {
            // `subviews.chunked(3)` of `Group(subviews:)`: a method Swift's collections lack, and
            // no near miss of one, is the app's extension: its answer stands in.
            return standIn(baseText() + "." + name + "(…)", at: node)
        }
        throw error("\(base.typeName) has no method `\(name)` taking \(values.count) argument\(values.count == 1 ? "" : "s")", at: node,
                    hint: NameSuggestion.hint(for: name, among: ["formatted", "opacity", "bold", "italic", "weight", "precision", "repeatForever", "delay", "speed"]))
    }

    /// Whether `kind` is a ShapeStyle's shadow (Apple, "ShapeStyle shadow(_:)": `.drop(...)`,
    /// `.inner(...)`), which the page draws the style without; if so, the warning is noted.
    private func undrawnShadowStyle(_ kind: String, at node: some SyntaxProtocol) -> Bool {
        guard ["drop", "inner"].contains(kind) else { return false }
        undrawnModifiers.append(("shadow(.\(kind)(...))", location(of: node)))
        return true
    }

    /// The refinements `method` keeps on a SwiftUI member, for telling a typo of one from the app's own method.
    static let refinementNames = ["formatted", "opacity", "withAlphaComponent", "bold", "italic", "weight", "monospacedDigit", "monospaced", "precision", "grouping",
                                  "notation", "rounded", "year", "month", "day", "weekday", "hour", "minute", "second", "era", "quarter", "week",
                                  "dayOfYear", "timeZone", "repeatForever", "repeatCount", "delay", "speed", "combined", "animation",
                                  "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "shadow"]

    // MARK: - Functions

    /// A free function, or `nil` if `name` is not one.
    func function(_ name: String, arguments: [CallArgument], at call: FunctionCallExprSyntax) throws -> Value? {
        if SwiftBuiltins.function(name) != nil, program.functions(name) == nil, program.extensionType(name)?.initializers.isEmpty == false {
            // `CGFloat(.roomy)` of the block's `extension CGFloat { init(_ spacing: Spacing) }`:
            // Swift code chooses among the extension's initialisers and the type's own by their
            // parameters' types, as Swift does (it was "cannot convert `.roomy`").
            return try swiftValue(of: ExprSyntax(call))
        }
        if let builtIn = SwiftBuiltins.function(name), program.functions(name) == nil {
            // Swift's own functions of data (`max(a, b)`, `Int(x)`, `sqrt`, `zip`, `stride`) are
            // the Swift evaluator's; the view language keeps only what builds its own values
            // (`GridItem`, `Date`, `String(format:)`, sizes of a GeometryReader).
            if !Self.functionNames.contains(name) || arguments.contains(where: { Self.isFunctionValue($0.expression) }) {
                return try swiftValue(of: ExprSyntax(call))
            }
            if Self.dataFunctionNames.contains(name) {
                var values = try plainArguments(arguments, of: name)
                if let number = values.first(where: { $0.value.number != nil })?.value {
                    // `max(.zero, width)`, `min(.infinity, side)`: the implicit member is of the
                    // other arguments' type, as Swift infers it (set AS's Memola).
                    for index in values.indices { values[index].value = Self.numericMember(values[index].value, beside: number) }
                }
                if values.contains(where: \.value.isStandIn) { return .standIn(call.trimmedDescription) }
                let data = values.compactMap(\.value.dataSwiftValue)
                if data.count == values.count {
                    let result = try runningSwift(at: call) { spot in try builtIn(SwiftMachine(library: self), values.map(\.label), data, spot) }
                    return try viewValue(result, "`\(name)` gives", at: call)
                }
            }
        }
        guard Self.functionNames.contains(name) else { return nil }
        var values = try plainArguments(arguments, of: name)
        if Self.drawingValueNames.contains(name), values.count == arguments.count {
            // `StrokeStyle(lineWidth: ring * 0.05, lineCap: .round)` of a GeometryReader's size:
            // a value only drawing reads, whose numbers of the size are left out with a warning,
            // as `stroke(lineWidth:)` leaves them (it failed the body: layout-time code makes no
            // SwiftUI value; set BL's Loft-Hours).
            values = zip(values, arguments).filter { !leavesOutGeometryDrawing($0.0.value, of: name, at: $0.1.expression) }.map(\.0)
        }
        if ["Double", "CGFloat", "Float", "Int"].contains(name), values.count == 1, values[0].label == nil,
           case .member(let member) = values[0].value, member.base == nil, member.arguments == nil {
            // `CGFloat(.pi)`, `CGFloat(.defaultSpacing)` of the app's `extension CGFloat { init(_:
            // Dimension) }`, not pasted: Swift code's reading, one rule for both evaluators
            // (`SwiftBuiltins.appNumberInit`; it was "cannot convert", set BH's wxm-ios, 99 bodies).
            return try swiftValue(of: ExprSyntax(call))
        }
        // `Double(viewModel.total)`, `CGFloat(UIState.activeCard)` of the app's model or static:
        // a stand-in for the conversion.
        if readsTheAppsValue(values, at: call) { return .standIn(call.trimmedDescription) }
        // `min(proxy.size.width, 300)`, `Double(proxy.size.height)`: computed for each size.
        if values.contains(where: \.value.isGeometry) { return try geometryValue(of: ExprSyntax(call)) }
        func only(_ label: String? = nil) throws -> Value {
            guard values.count == 1, values[0].label == label else {
                throw error("`\(name)` takes one argument" + (label.map { " labelled `\($0):`" } ?? ""), at: call)
            }
            return values[0].value
        }
        switch name {
        case "UUID":
            // `let id = UUID()` in an app's data type: a fresh identifier each call, numbered in the
            // order the block makes them, so every build and state of the page gives the same ones.
            if values.count == 1, values[0].label == "uuidString" {
                // `UUID(uuidString: activeProfileID)` (Apple, "UUID", `init?(uuidString:)`): the
                // identifier a string spells, as Foundation writes it, or nil for one that is not
                // (set BW's StandFit, six views); the app's string stands in.
                if values[0].value.isStandIn { return standIn(call.trimmedDescription, at: call) }
                guard case .string(let text) = values[0].value else { throw error("`UUID(uuidString:)` takes a string", at: call) }
                return UUID(uuidString: text).map { Value.string($0.uuidString) } ?? .null
            }
            guard values.isEmpty else { throw error("`UUID()` takes no arguments here", at: call, hint: "a page makes its own identifiers") }
            madeIdentifiers += 1
            let number = String(madeIdentifiers, radix: 16, uppercase: true)
            return .string("00000000-0000-4000-8000-" + String(repeating: "0", count: max(12 - number.count, 0)) + number)
        case "Double", "CGFloat", "Float", "Int":
            // Data went to the Swift evaluator, and a GeometryReader's values are compiled.
            let value = try only()
            throw error("cannot convert \(value.typeName) to `\(name)`", at: call)
        case "LocalizedStringKey":
            // `LocalizedStringKey(app: .name)`: an initialiser SwiftUI's has not (its forms take
            // one unlabelled string), the app's extension: its key stands in.
            if values.count != 1 || values[0].label != nil { return standIn(call.trimmedDescription, at: call) }
            // `LocalizedStringKey(name)`: the key, which a page shows as written (it has no
            // localisation tables; Apple: a key "looks up a localized string", else the key).
            let key = try only()
            guard case .string = key else { throw error("`LocalizedStringKey` takes a string, found \(key.typeName)", at: call) }
            return key
        case "String":
            // `String(localized: .app(.save))`, `String(describing: flavor)`: Swift's initialisers,
            // one owner (`SwiftBuiltins`), whatever the view builder made of the arguments.
            return try swiftValue(of: ExprSyntax(call))
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
        case "Array" where values.isEmpty:
            // `Array<Card>()`: an empty array, as `[Card]()` is.
            return .array([])
        case "Array":
            let value = try only()
            if case .array(let elements) = value { return .array(elements) }
            if case .range(let lower, let upper, _) = value, Value.rangeCount(lower, upper) > Self.maximumElements {
                throw error("`Array` of \(Value.rangeCount(lower, upper)) elements: a block uses at most \(Self.maximumElements)", at: call)
            }
            // `Array(0..<5)`, `Array("Hello")` (its characters), `Array(counts)` (its `(key:
            // value:)` pairs): the elements of a sequence as Swift code collects them, one rule
            // for both evaluators (`SwiftBuiltins.elements`).
            if let data = value.dataSwiftValue,
               let elements = try runningSwift(at: call, { spot in try SwiftBuiltins.elements(of: data, at: spot) }),
               let made = SwiftValue.array(elements).blockValue {
                return made
            }
            throw error("cannot make an array of \(value.typeName)", at: call)
        // (A `where` clause binds to the last pattern of its case only: each pattern has its own.)
        case "CGSize" where values.map(\.label) == ["width", "height"] && values.allSatisfy({ $0.value.number != nil }),
             "CGPoint" where values.map(\.label) == ["x", "y"] && values.allSatisfy({ $0.value.number != nil }):
            // A size or point of numbers is Swift's value, as Swift code makes it: one form
            // whichever evaluator made it, read by the same members (`size.width`).
            let (a, b) = (values[0].value.number!, values[1].value.number!)
            return .swift(SwiftData(name == "CGSize" ? .size(Size(width: a, height: b)) : .point(Point(x: a, y: b)), typeName: name))
        case "Gradient", "Angle", "UnitPoint", "CGSize", "CGPoint", "StrokeStyle", "FillStyle", "RectangleCornerRadii":
            // `Gradient(colors:)`, `Angle(degrees:)`, `UnitPoint(x:y:)`, `CGSize(width:height:)`
            // (an `offset`), `CGPoint(x:y:)` (a `position`): values their consumers read. A
            // gradient's colours are checked as a gradient view's are (`.styles`), so the app's
            // asset colours (`[._1, .buttom]`) stand in grey and a near miss is named.
            var made = values
            for index in made.indices where name == "Gradient" && ["colors", "stops"].contains(made[index].label) {
                made[index].value = try coerce(made[index].value, to: .styles, for: made[index].label, of: name, at: call)
            }
            return .member(MemberValue(base: name, name: "init", arguments: made))
        case "EdgeInsets":
            // `EdgeInsets(top:leading:bottom:trailing:)`, each defaulting to 0.
            let edges = ["top", "leading", "bottom", "trailing"]
            var next = 0
            var values = values
            for index in values.indices {
                // `EdgeInsets(top: .zero, ...)`: each inset is a `CGFloat`, whose `.zero` (`.pi`,
                // `.infinity`) it takes, as `.padding(.zero)` does (set AY's StackOv).
                if case .member(let constant) = values[index].value, constant.base == nil, constant.arguments == nil,
                   let number = BuiltInNames.staticMember("CGFloat", constant.name)?.blockValue, number.number != nil {
                    values[index].value = number
                }
            }
            for value in values {
                guard let label = value.label, let position = edges[next...].firstIndex(of: label) else {
                    throw error("`EdgeInsets` takes `top:`, `leading:`, `bottom:` and `trailing:` in that order", at: call,
                                hint: value.label.flatMap { NameSuggestion.hint(for: $0, among: edges) })
                }
                if value.value.isStandIn || { if case .member(let member) = value.value { isAppConstant(member) } else { false } }() {
                    // `EdgeInsets(top: .p16, ...)` of the app's constants: the insets stand in,
                    // and `.padding` of a stand-in uses its default, as any stand-in argument does.
                    return standIn(Self.writtenCall("EdgeInsets", arguments), at: call)
                }
                guard value.value.number != nil else {
                    throw error("`EdgeInsets` expects a number for `\(label)`, found \(value.value.typeName)", at: call)
                }
                next = position + 1
            }
            return .member(MemberValue(base: "EdgeInsets", name: "init", arguments: values))
        case "URL":
            // `URL(fileURLWithPath: path)`, `URL(filePath:)`: a file on the app's device, which a
            // page has not: it stands in, as the app's values do. `URL(string:)` is the Swift
            // library's URL (`FoundationObject.url`), one value for views and Swift code.
            if values.first?.label != "string" { return standIn(Self.writtenCall(name, arguments), at: call) }
            guard case .string = try only("string") else { throw error("`URL(string:)` takes a string", at: call) }
            return try swiftValue(of: ExprSyntax(call))
        case "abs", "round", "floor", "ceil", "sqrt":
            throw error("`\(name)` takes a number, found \(try only().typeName)", at: call)
        default: // min, max
            guard values.count >= 2 else { throw error("`\(name)` takes at least two values", at: call) }
            throw error("`\(name)` takes numbers", at: call)
        }
    }
}
