// Calls: views, modifiers, layouts as values, and the few functions data needs.

import SwiftSyntax
import TrellisLayout
import TrellisMarkup

/// One argument of a call as written, before it is matched to a parameter.
struct CallArgument {
    var label: String?
    var expression: ExprSyntax
    /// The unlabelled trailing closure, which fills the first closure parameter left.
    var isTrailingClosure: Bool
}

extension Interpreter {
    /// SwiftUI's views the view builder makes by their name (below) rather than from the
    /// catalog: Swift code that makes one (`return GeometryReader { proxy in ... }` in a body
    /// with statements only Swift runs) hands it to the library as it does a catalog view.
    static let viewsMadeByName: Set<String> = [
        "GeometryReader", "ScrollViewReader", "TimelineView", "PhaseAnimator", "KeyframeAnimator", "OutlineGroup", "Table", "AsyncImage",
        "RotatedShape",
    ]

    /// - Parameter type: the name to call in place of the one written: SwiftUI's `Color` for
    ///   `self.init(red: r, green: g, blue: b)` in an `extension Color`.
    func call(_ call: FunctionCallExprSyntax, as type: String? = nil) throws -> Value {
        let arguments = callArguments(call)
        if let type {
            return try self.call(named: type, at: Syntax(call.calledExpression), call: call, arguments: arguments)
        }
        if let access = SwiftCompiler.calledMember(call) {
            // `isOn: .init(get: { ... }, set: { ... })`: a `Binding` with its type left to Swift.
            if access.base == nil, access.declName.baseName.nameText == "init", arguments.map(\.label) == ["get", "set"] {
                return try bindingValue(call, arguments: arguments)
            }
            // `let corner: Alignment = .init(horizontal: .leading, vertical: .top)`, a view's
            // `var anchor: UnitPoint = .init(x: 0, y: 1)`: the initialiser of the declared type,
            // SwiftUI's or CoreGraphics', as Swift finds an implicit member (set BN's career-app).
            if access.base == nil, access.declName.baseName.nameText == "init", case .named(let type)? = declaredTypes[call.id]?.unwrapped,
               program.type(type) == nil, lookup(type) == nil, SwiftCompiler.swiftUILibraryNames.contains(type) || BuiltInNames.types.contains(type) {
                return try self.call(named: type, at: Syntax(call.calledExpression), call: call, arguments: arguments)
            }
            // `Array.init(repeating: "star", count: 3)`: the type's initialiser spelt out.
            if access.declName.baseName.nameText == "init", let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText,
               lookup(type) == nil, let value = try function(type, arguments: arguments, at: call) {
                return value
            }
            // `Tab.init("Home", systemImage: "house") { ... }`, `Binding<Double>.init(get:set:)`:
            // a type's initialiser spelt out is the type called, as in Swift, generic arguments
            // and all (`T.init(...)` is `T(...)`; set AC's Rayon recursed on the generic form).
            if let type = Self.initialisedType(access), lookup(type.baseName.nameText) == nil,
               access.base?.is(GenericSpecializationExprSyntax.self) == true || catalog.views[type.baseName.nameText] != nil
                || program.type(type.baseName.nameText) != nil || Self.typesCalledByName.contains(type.baseName.nameText) {
                return try self.call(named: type.baseName.nameText, at: Syntax(type), call: call, arguments: arguments)
            }
            // `ByteCountFormatter.string(fromByteCount: size, countStyle: .file)`: a static
            // function of the Swift evaluator's library, run as Swift code runs it.
            if let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, program.type(type) == nil,
               SwiftBuiltins.function("\(type).\(access.declName.baseName.nameText)") != nil, BuiltInNames.types.contains(type),
               !["Angle", "Color"].contains(type) {
                // Of a GeometryReader's size (`CGFloat.maximum(proxy.size.width, 10)`): computed
                // for each size; a random draw scaled to each size's bounds (set AB's
                // MochiDiffusion; it was "the proxy has no member `size`").
                if readsGeometry(ExprSyntax(call)) {
                    if access.declName.baseName.nameText == "random", Self.randomTypes.contains(type) {
                        return try randomValue(type, call: call, arguments: arguments)
                    }
                    return try geometryValue(of: ExprSyntax(call))
                }
                return try swiftValue(of: ExprSyntax(call))
            }
            if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "ContentUnavailableView", access.declName.baseName.nameText == "search",
               arguments.map(\.label) == ["text"], lookup("ContentUnavailableView") == nil, program.type("ContentUnavailableView") == nil {
                return searchUnavailableView(text: try evaluate(arguments[0].expression), at: call)
            }
            // `SwiftUI.HStack(spacing: 4) { content() }` in a block that declares its own `HStack`
            // (a wrapper named like SwiftUI's view): the module's view, never the block's
            // (`ModuleQualification` removed the qualifier wherever nothing shadows the name).
            if let module = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText, ModuleQualification.modules.contains(module),
               lookup(module) == nil, program.type(module) == nil, let spec = catalog.views[access.declName.baseName.nameText] {
                return try view(spec, call: call, arguments: arguments)
            }
            // `Capsule.frostedPane()`: a static function of an `extension View`, called through a
            // view type (The Swift Programming Language, "Protocol Extensions": a conforming type
            // has the extension's members); the app's, not pasted, stands in as its view (set
            // AD's MeetingBar). SwiftUI's views have no static functions of their own.
            if let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText, lookup(type) == nil, program.type(type) == nil,
               catalog.views[type] != nil, type != "Color", !ViewCatalog.gradientKinds.contains(type),
               access.declName.baseName.nameText.first?.isLowercase == true, access.declName.baseName.nameText != "init" {
                let member = access.declName.baseName.nameText
                guard let declared = program.viewModifier(member), declared.declaration.modifiers.isStatic else {
                    return standIn(Self.writtenCall("\(type).\(member)", arguments), at: call)
                }
                let none = BlockView(kind: "EmptyView", id: generatedID("EmptyView", at: call), location: location(of: call))
                return .view(try expandModifier(declared.declaration, positions: declared.positions, on: none, call: call, arguments: arguments))
            }
            // `Date.elapsed(since: stamp)` of the app's `extension Date { static func ... }`, not
            // pasted: Foundation's `Date` has no static function (Apple, "Date": initialisers and
            // static properties), so it is the app's, and stands in as `Date.launchDay` does (set
            // BQ's LifeWatch read a member of it: "has no member `amount`").
            if access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "Date", lookup("Date") == nil, program.type("Date") == nil,
               case let name = access.declName.baseName.nameText, name != "init", name.first?.isLowercase == true,
               program.extensionType("Date")?.declaresStaticMember(name) != true, SwiftBuiltins.function("Date.\(name)") == nil {
                return standIn(Self.writtenCall("Date.\(name)", arguments), at: call)
            }
            // `Date.FormatStyle.clock()`: a style through Foundation's type, as `.clock()` is
            // where a date's `formatted(_:)` infers the type (the app's, it stands in there).
            if let base = access.base, Self.isDateFormatStyleType(base) {
                let values = try arguments.map { BlockArgument(label: $0.label, value: try evaluate($0.expression), location: location(of: $0.expression)) }
                return .member(MemberValue(name: access.declName.baseName.nameText, arguments: values))
            }
            // `Card.Item(id: 1, name: "a")`: a type declared inside another, called.
            if let nested = nestedTypeName(ExprSyntax(access)) {
                return try self.call(named: nested, at: Syntax(access.declName), call: call, arguments: arguments)
            }
            return try memberCall(access, call: call, arguments: arguments)
        }
        if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            // `SearchPanel<Label, EmptyView>(...)`: generic arguments written out, which the
            // language infers anyway; the call is the type's.
            return try self.call(named: reference.baseName.nameText, at: Syntax(reference), call: call, arguments: arguments)
        }
        if arguments.isEmpty, call.calledExpression.is(ArrayExprSyntax.self) {
            return .array([])  // `[String]()`
        }
        if call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self) {
            // `[Double](repeating: 0, count: 25)`: Array's and Dictionary's initialisers, Swift's.
            return try swiftValue(of: ExprSyntax(call))
        }
        if arguments.isEmpty, call.calledExpression.is(DictionaryExprSyntax.self) {
            return .dictionary([])  // `[String: Int]()`
        }
        guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else {
            // `(FlowLayout(alignment: .center)) { ... }`, as Food Truck writes it: a layout is a
            // function of its content (`Layout.callAsFunction`), whatever expression gives it.
            let callee = try evaluate(call.calledExpression)
            if case .layout(let value) = callee {
                return try container(kind: value.kind, layoutArguments: value.arguments, call: call, arguments: arguments)
            }
            // `icon?()` of an optional view-builder property: its views, or none when it is nil.
            if call.calledExpression.is(OptionalChainingExprSyntax.self), arguments.isEmpty, callee == .null || callee.isViews || callee.isStandIn {
                return callee == .null ? .views([]) : callee
            }
            // `handler?(setting.key)` of the app's optional closure: nil when it is, and what
            // the app's closure returns (a stand-in) when it is the app's.
            if call.calledExpression.is(OptionalChainingExprSyntax.self), callee == .null || callee.isStandIn {
                return callee == .null ? .null : standIn(call.trimmedDescription, at: call)
            }
            // `ColorSchemes(light: a, dark: b)()` of the app's type (its `callAsFunction`, SE-0253):
            // what it gives is the app's too.
            if callee.isStandIn { return standIn(call.trimmedDescription, at: call) }
            // `handlers[0]()`, `make()()`: a Swift closure reached by an expression, called as
            // Swift calls it (the view code called only closures it could name).
            if case .swift(let data) = callee, case .closure = data.value { return try swiftValue(of: ExprSyntax(call)) }
            if let inner = call.calledExpression.as(FunctionCallExprSyntax.self), inner.trailingClosure == nil,
               let access = inner.calledExpression.as(MemberAccessExprSyntax.self), access.base == nil,
               inner.arguments.count == 1, let instance = inner.arguments.first, instance.label == nil {
                // `.font(.monospacedDigit(.headline.bold())())`: an instance method named through
                // the type (`Font.monospacedDigit` is `(Font) -> () -> Font`, The Swift Programming
                // Language, "Methods"), applied to its instance, then called (set AN's threema).
                let base = try evaluate(instance.expression)
                let values = try arguments.map { BlockArgument(label: $0.label, value: try evaluate($0.expression), location: location(of: $0.expression)) }
                return try method(access.declName.baseName.nameText, of: base, arguments: values, at: call, baseText: instance.expression.trimmedDescription)
            }
            throw error("`\(call.calledExpression.trimmedDescription)` cannot be called", at: call.calledExpression)
        }
        let name = reference.baseName.nameText
        if lookup(name) == nil, program.type(name) == nil, catalog.views[name] == nil,
           let target = SwiftType.aliasedCallName(name, declared: program.allTypeAliases) {
            // `CFloat(level)`, `Meters(3)` of `typealias Meters = Double`: the aliased type's initialiser.
            return try self.call(named: target, at: Syntax(reference), call: call, arguments: arguments)
        }
        return try self.call(named: name, at: Syntax(reference), call: call, arguments: arguments)
    }

    /// The type whose initialiser `access` spells out: `Binding` of `Binding.init` and of
    /// `Binding<Double>.init`.
    static func initialisedType(_ access: MemberAccessExprSyntax) -> DeclReferenceExprSyntax? {
        guard access.declName.baseName.nameText == "init", let base = access.base else { return nil }
        return base.as(DeclReferenceExprSyntax.self) ?? base.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
    }

    /// SwiftUI's types that ``call(named:at:call:arguments:)`` makes though they are no views:
    /// their initialisers spelt out (`Binding.init(get:set:)`) are theirs too.
    static let typesCalledByName: Set<String> = ["Binding", "AnyLayout"]

    /// `ContentUnavailableView.search` and `.search(text:)`: the empty state iOS shows for a
    /// search with no results (Apple, "ContentUnavailableView", `search` and `search(text:)`:
    /// "conveys a search state", the query "parsed into the view's description"), drawn as
    /// iOS 17 draws it: the magnifying glass over "No Results" (for "query", when given) and
    /// "Check the spelling or try a new search."
    func searchUnavailableView(text: Value?, at node: some SyntaxProtocol) -> Value {
        let place = location(of: node)
        let title = text.map { "No Results for \u{201C}\($0.interpolated)\u{201D}" } ?? "No Results"
        let description = BlockView(kind: "Text", id: generatedID("Text", at: node), arguments: [
            BlockArgument(label: "verbatim", value: .string("Check the spelling or try a new search."), location: place),
        ], location: place)
        var view = BlockView(kind: "ContentUnavailableView", id: generatedID("ContentUnavailableView", at: node), arguments: [
            BlockArgument(label: nil, value: .string(title), location: place),
            BlockArgument(label: "systemImage", value: .string("magnifyingglass"), location: place),
            BlockArgument(label: "description", value: .view(description), location: place),
        ], location: place)
        view.drawsStandIn = text?.isStandIn ?? false
        return .view(view)
    }

    /// `Canvas { context, size in ... }`, `Chart { ... }`, `Map(...)`, the code's own
    /// `UIViewRepresentable`: SwiftUI gives each the size it is offered (each fills its space,
    /// as a shape does); its drawing cannot run in a page, so it is laid out exactly and drawn
    /// as a grey placeholder, a stand-in that keeps its modifiers (`.frame(height: 200)`),
    /// with a warning at its call.
    func undrawnPlaceholder(_ name: String, advice: String, written: String, at reference: some SyntaxProtocol, call: FunctionCallExprSyntax) -> Value {
        undrawnViews.append((name, location(of: reference), advice))
        _ = standIn(written, at: reference)
        var placeholder = BlockView(kind: "Color", id: generatedID(name, at: call), arguments: [
            BlockArgument(label: nil, value: .member(MemberValue(base: "Color", name: "gray")), location: location(of: call)),
        ], location: location(of: call))
        placeholder.modifiers = [BlockModifier(name: "opacity", arguments: [BlockArgument(label: nil, value: .double(0.2), location: location(of: call))],
                                               location: location(of: call))]
        placeholder.drawsStandIn = true
        return .view(placeholder)
    }

    /// `TimelineView(.periodic(from: .now, by: 1)) { context in ... }`: Apple, "TimelineView": "A
    /// view that updates according to a schedule that you provide", its content given a
    /// context whose `date` is the update's. A page is drawn once: the content at the page's
    /// date (`Date.now`), the schedule noted as behaviour a page does not run.
    private func timelineView(_ call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil || arguments[1].label == "content",
              let closure = arguments[1].expression.as(ClosureExprSyntax.self) else {
            // `TimelineView(events: events) { ... }` of damus's own view named like SwiftUI's: a
            // call no form of SwiftUI's takes is the app's view, as for any view (`Line(data:)`).
            return standIn(Self.writtenCall("TimelineView", arguments), at: call)
        }
        timelineSchedules.append(location(of: arguments[0].expression))
        let context = Value.dictionary([
            DictionaryEntry(key: "date", value: try dateMember("now", at: call)),
            // `TimelineView.Context.Cadence`: a page is read as `.live` would draw it.
            DictionaryEntry(key: "cadence", value: .member(MemberValue(name: "live"))),
        ])
        return contentGroup(closure, passing: context, at: call)
    }

    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)` and `ProgressView(timerInterval:
    /// countsDown:)` (Apple, iOS 16): a timer over a range of dates, at the page's date, which a
    /// static page shows and does not advance (a note says so, as for `TimelineView`): the
    /// text the time left (or gone, counting up), the bar the share of it.
    private func timerIntervalView(_ name: String, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let range = try evaluate(arguments[0].expression)
        guard case .member(let bounds) = range, bounds.base == "ClosedRange", let lower = bounds.argument("lowerBound").flatMap(Self.dateSeconds),
              let upper = bounds.argument("upperBound").flatMap(Self.dateSeconds) else {
            if range.isStandIn { return standIn(Self.writtenCall(name, arguments), at: call) }
            throw error("`\(name)(timerInterval:)` takes a range of dates, `start...end`", at: arguments[0].expression)
        }
        func flag(_ label: String, _ fallback: Bool) throws -> Bool {
            guard let argument = arguments.first(where: { $0.label == label }) else { return fallback }
            guard case .bool(let value) = try evaluate(argument.expression) else { throw error("`\(label):` takes a Bool", at: argument.expression) }
            return value
        }
        let countsDown = try flag("countsDown", true)
        var now = pageNow
        if let pause = arguments.first(where: { $0.label == "pauseTime" }), let paused = Self.dateSeconds(try evaluate(pause.expression)) { now = min(now, paused) }
        let elapsed = min(max(now - lower, 0), upper - lower)
        let place = location(of: call)
        sayLimit("`\(name)(timerInterval:)` is drawn at the page's date (`Date.now`): the timer does not run on a static page",
                 at: place, note: true, subject: name)
        if name == "Text" {
            let shown = countsDown ? upper - lower - elapsed : elapsed
            let text = Self.timerText(shown, showsHours: try flag("showsHours", true))
            return .view(BlockView(kind: "Text", id: generatedID("Text", at: call), arguments: [BlockArgument(label: nil, value: .string(text), location: place)],
                                   location: place))
        }
        let share = upper > lower ? elapsed / (upper - lower) : 1
        var values = [BlockArgument(label: "value", value: .double(countsDown ? 1 - share : share), location: place),
                      BlockArgument(label: "total", value: .double(1), location: place)]
        if let label = arguments.first(where: { $0.label == "label" || ($0.isTrailingClosure && $0.label == nil) })?.expression.as(ClosureExprSyntax.self) {
            values.append(BlockArgument(label: "label", value: .views(try builder(label)), location: location(of: label)))
        }
        return .view(BlockView(kind: "ProgressView", id: generatedID("ProgressView", at: call), arguments: values, location: place))
    }

    /// Notes a phase animator (`PhaseAnimator`, `.phaseAnimator`) drawn in its first phase.
    func saysFirstPhase(at location: BlockLocation) {
        sayLimit("a phase animator (`PhaseAnimator`, `.phaseAnimator`) is drawn in its first phase, as SwiftUI shows it when it appears: its phases do not cycle on a static page",
                 at: location, note: true, subject: "PhaseAnimator")
    }

    /// Notes a keyframe animator (`KeyframeAnimator`, `.keyframeAnimator`) drawn at its initial
    /// value: with a `trigger:`, SwiftUI plays the keyframes only when the trigger changes; with
    /// `repeating:`, they start from the initial value when the view appears.
    func saysInitialKeyframe(at location: BlockLocation) {
        sayLimit("a keyframe animator (`KeyframeAnimator`, `.keyframeAnimator`) is drawn at its initial value, as SwiftUI shows it before its keyframes play: they do not play on a static page",
                 at: location, note: true, subject: "KeyframeAnimator")
    }

    /// A timer's time as SwiftUI writes it (Apple, "SystemFormatStyle.Timer": "like `4:32` or
    /// `1:23:45`"): minutes and seconds, with hours before them past an hour when `showsHours`
    /// (else the minutes count on past 60).
    static func timerText(_ seconds: Double, showsHours: Bool) -> String {
        let total = Int(abs(seconds).rounded(.down))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let tail = String(format: "%02d", secs)
        if showsHours, hours > 0 { return "\(hours):" + String(format: "%02d", minutes) + ":" + tail }
        return "\(total / 60):" + tail
    }

    /// The views of a content closure given `argument` (`ScrollViewReader`'s proxy,
    /// `TimelineView`'s context), as one group.
    private func contentGroup(_ closure: ClosureExprSyntax, passing argument: Value, at call: FunctionCallExprSyntax) -> Value {
        let names = closure.signature?.parameterClause.map(parameterNames) ?? ["$0"]
        let views = builderContent(closure.statements, bindings: Dictionary(uniqueKeysWithValues: names.map { ($0, argument) }))
        return .view(BlockView(kind: "Group", id: generatedID("Group", at: call), children: views, location: location(of: call)))
    }

    /// Views a builder made as the one view they are: the view itself, or a group of several
    /// (`buildBlock` passes one view through and makes a `TupleView` of several).
    func oneView(_ views: [BlockView], at node: some SyntaxProtocol) -> Value {
        views.count == 1 ? .view(views[0]) : .view(BlockView(kind: "Group", id: generatedID("Group", at: node), children: views, location: location(of: node)))
    }

    /// `Image(.heroBanner)`, `Color(.brandAccent)`: the symbols Xcode generates for an asset
    /// catalogue's images and colours (Apple, `Image.init(_: ImageResource)` and
    /// `Color.init(_: ColorResource)`), which only the app has. A colour named like one of
    /// UIKit's (`Color(.systemGray)`) is that colour, not a resource.
    private func isAssetResource(_ arguments: [CallArgument], of name: String) -> Bool {
        if name == "Image", arguments.count == 1, arguments[0].label == nil, !arguments[0].expression.is(TernaryExprSyntax.self),
           arguments[0].expression.as(MemberAccessExprSyntax.self).map({ $0.base != nil }) ?? true,
           case .member(let symbol)? = try? evaluate(arguments[0].expression), symbol.base == nil, symbol.arguments == nil {
            // `Image(art)` of `var art: ImageResource { .appBadge }`, `Image(menu.icon)`,
            // `Image(Tool.hammer.icon)`: the symbol reached through a property is the app's asset
            // as it is written in the call (not a file `.appBadge`; set AY's XDevMan).
            return true
        }
        guard arguments.count == 1, arguments[0].label == nil else { return false }
        if let ternary = arguments[0].expression.as(TernaryExprSyntax.self) {
            // `Image(offline ? .cloudOff : .emptyBox)`: the app's assets, whichever is chosen
            // (set AR's splito), as each written alone is.
            return [ternary.thenExpression, ternary.elseExpression].allSatisfy {
                isAssetResource([CallArgument(label: nil, expression: $0, isTrailingClosure: false)], of: name)
            }
        }
        guard let member = arguments[0].expression.as(MemberAccessExprSyntax.self) else { return false }
        if let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText {
            // `Image(Brand.loadingLogoImage)`: an image named by a constant of the app's type
            // that was not pasted, its file unknown.
            return name == "Image" && lookup(type) == nil && program.type(type) == nil && SwiftUITypeName.isForeign(type, viewNames: catalog.viewNames)
        }
        guard member.base == nil else { return false }
        let symbol = member.declName.baseName.nameText
        return name == "Image" || !(ColorName.colors + ColorName.uiKit + ColorName.styles).contains(symbol)
    }

    /// A call of `name` (written at `reference`): a view, a layout, a declared type, a function.
    func call(named name: String, at reference: Syntax, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        // The views inside a navigation container are made while it is: their toolbar and search
        // field show in its bar (`UnsupportedSwiftUI.defaultLooks`).
        let opensNavigation = UnsupportedSwiftUI.navigationContainers.contains(name) && lookup(name) == nil && program.type(name) == nil
        if opensNavigation { navigationDepth += 1 }
        defer { if opensNavigation { navigationDepth -= 1 } }
        if let named = lookup(name) {
            // `content()`: a declared view's view-builder property, called to show its views;
            // each call makes them again, as a read of the name does (set AH's phoenix calls one twice).
            if arguments.isEmpty {
                switch named {
                case .view, .views: return placedForUse(named, named: name)
                default: break
                }
            }
            if case .layout(let value) = named {
                return try container(kind: value.kind, layoutArguments: value.arguments, call: call, arguments: arguments)
            }
            if case .viewBuilder(let builder) = named {
                // `row(item)` of `@ViewBuilder let row: (Item) -> Row`: its views for `item`.
                return try callViewBuilder(builder, named: name, arguments: arguments, at: call)
            }
            if case .swift(let data) = named, case .closure = data.value {
                // `scale(planet.radius)` of `let scale: (Double) -> Double = { ... }`: the closure
                // called as Swift calls it; given a GeometryReader's size, called for each size
                // (set BC's XPLevelDisplay: `progressWidth(geometry.size.width)`).
                if readsGeometry(ExprSyntax(call)) { return try geometryValue(of: ExprSyntax(call)) }
                return try swiftValue(of: ExprSyntax(call))
            }
            // `if let builder = valueViewBuilder { builder() }` of the app's closure: what it
            // returns is the app's too.
            if named.isStandIn, catalog.views[name] == nil, program.type(name) == nil {
                return standIn(call.trimmedDescription, at: call)
            }
            // A data key may share a view's name (`Text`); the call still means the view.
            if catalog.views[name] == nil && catalog.layoutTypes[name] == nil && !Self.functionNames.contains(name) && program.type(name) == nil {
                throw error("`\(name)` is \(named.typeName), not a layout", at: reference)
            }
        }
        if name == "GeometryReader" {
            return try geometryReader(call, arguments: arguments)
        }
        if name == "Path", program.type(name) == nil {
            return try pathView(call)
        }
        if name == "RotatedShape", program.type(name) == nil, let shape = arguments.first, shape.label == "shape",
           arguments.dropFirst().map(\.label) == ["angle"] || arguments.dropFirst().map(\.label) == ["angle", "anchor"] {
            // `RotatedShape(shape: Rectangle(), angle: .degrees(30))` (Apple, "RotatedShape": "A
            // shape with a rotation transform applied to it"): what `shape.rotation(angle)` makes,
            // drawn as `rotationEffect` draws the view (set AX's FabulaItemsProvider).
            let given = try evaluate(shape.expression)
            // The app's shape (or a name the block lacks): the rotated shape stands in with it.
            if given.isStandIn { return standIn(Self.writtenCall(name, arguments), at: call) }
            guard case .view(let made) = given, ViewCatalog.shapeKinds.contains(made.kind) else {
                throw error("`RotatedShape` takes a shape such as `Rectangle()` for `shape:`", at: shape.expression)
            }
            let rotation = arguments.dropFirst().map { CallArgument(label: $0.label == "angle" ? nil : $0.label, expression: $0.expression, isTrailingClosure: false) }
            return .view(try modify(made, name: "rotationEffect", nameNode: Syntax(call.calledExpression), call: call, arguments: rotation))
        }
        if name == "ConcentricRectangle", program.type(name) == nil, arguments.isEmpty || Self.takesConcentricCorners(arguments.map(\.label)) {
            // iOS 26's shape whose corners follow a container's (`concentricRectangle`).
            let given = try arguments.map { BlockArgument(label: $0.label, value: try evaluate($0.expression), location: location(of: $0.expression)) }
            if var made = concentricRectangle(given, at: call) {
                made.isAuthored = true
                return .view(made)
            }
        }
        if name == "ScrollViewReader", program.type(name) == nil {
            // Its proxy only scrolls from actions, which a page never runs: the content as a group.
            guard arguments.count == 1, let closure = arguments[0].expression.as(ClosureExprSyntax.self) else {
                throw error("`ScrollViewReader` takes its content as a closure: `ScrollViewReader { proxy in ... }`", at: call)
            }
            return contentGroup(closure, passing: .null, at: call)
        }
        if name == "TimelineView", program.type(name) == nil {
            return try timelineView(call, arguments: arguments)
        }
        if ["Text", "ProgressView"].contains(name), program.type(name) == nil, arguments.first?.label == "timerInterval" {
            return try timerIntervalView(name, call: call, arguments: arguments)
        }
        if name == "Picker", program.type(name) == nil, let shown = arguments.first(where: { $0.label == "currentValueLabel" }) {
            // `currentValueLabel:` (iOS 18): a page's menu shows the selected option's title.
            sayNotDrawn("a `Picker`'s `currentValueLabel`", at: location(of: shown.expression), hint: "the menu shows the selected option's title",
                        subject: "currentValueLabel")
        }
        if name == "PhaseAnimator", program.type(name) == nil, arguments.first?.label == nil,
           let content = arguments.first(where: { $0.label == "content" || ($0.isTrailingClosure && $0.label == nil) })?.expression.as(ClosureExprSyntax.self),
           case .array(let phases) = try evaluate(arguments[0].expression), let first = phases.first {
            // `PhaseAnimator([false, true]) { phase in ... }` (Apple, "PhaseAnimator": "when the
            // view first appears, the first phase is active"): its content in the first phase, the
            // cycle, which a static page does not run, noted (set AK's Nook).
            saysFirstPhase(at: location(of: call))
            return contentGroup(content, passing: first, at: call)
        }
        if name == "KeyframeAnimator", program.type(name) == nil, let initial = arguments.first(where: { $0.label == "initialValue" }),
           let content = arguments.first(where: { $0.label == "content" || ($0.isTrailingClosure && $0.label == nil) })?.expression.as(ClosureExprSyntax.self) {
            // `KeyframeAnimator(initialValue: v, trigger: t) { value in ... } keyframes: { ... }`
            // (Apple, "KeyframeAnimator"): its content at the initial value, as the modifier.
            saysInitialKeyframe(at: location(of: call))
            return contentGroup(content, passing: try evaluate(initial.expression), at: call)
        }
        if name == "Group" || name == "ForEach", program.type(name) == nil, arguments.first?.label == "subviews" {
            return try subviewsOf(call, name: name, arguments: arguments)
        }
        if name == "AnyShapeStyle", program.type(name) == nil, arguments.count == 1, arguments[0].label == nil {
            // `AnyShapeStyle(Color.red)` (Apple, "AnyShapeStyle": "a type-erased ShapeStyle
            // value"): the style it wraps (sets AM's BubbleApp and revolt, 5 bodies).
            return try evaluate(arguments[0].expression)
        }
        if let style = StyleStructName.members[name], program.type(name) == nil {
            // `GroupedListStyle()`: the style `.grouped` it names. Its arguments change nothing a
            // page draws but `SwitchToggleStyle(tint:)`'s colour, kept for `.toggleStyle` to apply.
            // The tint is read as `.tint(_:)` reads its colour: the app's `.brandPurple` stands in (set AL).
            let tint = name == "SwitchToggleStyle" ? try arguments.filter { $0.label == "tint" }.map { tint in
                BlockArgument(label: "tint", value: try coerce(evaluate(tint.expression), to: .optional(.style), for: nil, of: "tint", at: tint.expression),
                              location: location(of: tint.expression))
            } : []
            return .member(MemberValue(name: style, arguments: tint.isEmpty ? nil : tint))
        }
        if name == "Table", program.type(name) == nil, let table = try table(call, arguments: arguments) {
            return table
        }
        if UnsupportedSwiftUI.behaviourValues.contains(name), program.type(name) == nil {
            // `DragGesture(minimumDistance: 0)`, `OpenURLAction { _ in .handled }`: values only
            // behaviour reads (`.gesture(_:)`, `.environment(\.openURL, _:)`), which a page never
            // runs; kept whole and unread, their closures never called (set AK).
            return .member(MemberValue(base: name, name: "init", arguments: []))
        }
        if name == "Alignment", program.type(name) == nil, arguments.map(\.label) == ["horizontal", "vertical"],
           let alignment = try combinedAlignment(arguments) {
            return alignment
        }
        if name == "AsyncImage", program.type(name) == nil {
            return try asyncImage(call, arguments: arguments)
        }
        if name == "AnyView", program.type(name) == nil {
            // Type erasure changes nothing on a page: the view itself, or the stand-in for the
            // app's view (`AnyView(EventValueView(index: i))`).
            guard arguments.count == 1, arguments[0].label == nil else {
                throw error("`AnyView` wraps one view, e.g. `AnyView(Text(\"Hi\"))`", at: call)
            }
            let wrapped = try evaluate(arguments[0].expression)
            // A `some View` property's views (`AnyView(iconView)`): one view of them, as its
            // `TupleView` is one.
            if case .views(let views) = wrapped { return oneView(views, at: call) }
            guard case .view = wrapped else {
                if wrapped.isStandIn { return wrapped }
                throw error("`AnyView` wraps one view, e.g. `AnyView(Text(\"Hi\"))`", at: call)
            }
            return wrapped
        }
        if name == "Binding", program.type(name) == nil {
            return try bindingValue(call, arguments: arguments)
        }
        if name == "AnyLayout" {
            // `AnyLayout(HStackLayout()) { ... }` applies the layout at once, as in the Field Guide.
            let content = arguments.filter(\.isTrailingClosure)
            let values = try plainArguments(arguments.filter { !$0.isTrailingClosure }, of: name)
            guard values.count == 1, values[0].label == nil, case .layout(let layout) = values[0].value else {
                throw error("`AnyLayout` wraps one layout, e.g. `AnyLayout(HStackLayout())`", at: call)
            }
            if !content.isEmpty {
                return try container(kind: layout.kind, layoutArguments: layout.arguments, call: call, arguments: content)
            }
            return .layout(layout)
        }
        if let made = try extensionInitializer(of: name, call: call, arguments: arguments) { return made }
        if name == "Color" || name == "Image", program.type(name) == nil, let spec = catalog.views[name],
           case let appsType = passesTheAppsType(arguments, signatures: spec.signatures),
           appsType || isTheAppsOverload(arguments, signatures: spec.signatures) || isAssetResource(arguments, of: name) {
            // `Color(hex: "FF8800")`, `Image(uiImage: photo)` of the app's extensions, not pasted:
            // a value of that type stands in (a photo for an image), as the app's values do.
            let written = Self.writtenCall(name, arguments)
            if name == "Image" {
                // Listed by what the page lacks: the app's constant, else the call (`Image(uiImage: photo)`,
                // `Image(item.icon)` of the block's own type).
                let named = !appsType && arguments.count == 1 && arguments[0].expression.is(MemberAccessExprSyntax.self)
                    && arguments[0].expression.as(MemberAccessExprSyntax.self)?.base != nil
                _ = standIn(named ? arguments[0].expression.trimmedDescription : written, at: call)
                return .view(standInImage(at: call))
            }
            return standIn(written, at: call)
        }
        if let type = program.type(name) {
            return try declaredCall(type, call: call, arguments: arguments)
        }
        if let view = implicitViews.last, catalog.views[name] == nil,
           catalog.modifiers[name] != nil || program.viewModifier(name) != nil || UnsupportedSwiftUI.behaviourModifiers.contains(name)
            || name == "modifier" {
            // `layoutValue(key: Rank.self, value: value)` inside `extension View`: a modifier of `self`.
            return .view(try modify(view, name: name, nameNode: reference, call: call, arguments: arguments))
        }
        if let kind = catalog.layoutTypes[name], let spec = catalog.views[kind] {
            if kind == name, program.type(name) == nil, isTheAppsOverload(arguments, signatures: spec.signatures, byForm: true) {
                // `FlowLayout(containerWidth: w, gap: 6)`: a layout the site registers (no name of
                // SwiftUI's) called with labels none of its forms has is the app's own type of
                // that name, not pasted, which stands in as any of the app's types does (set AY's
                // StackOv); a near miss of a label is still a slip.
                return standIn(Self.writtenCall(name, arguments), at: call)
            }
            guard arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else {
                // `HStackLayout(spacing: 4)`, `MyRadialLayout()`: a layout value, applied later to content.
                let signatures = spec.signatures.map { Signature($0.parameters.filter { !$0.kind.isClosure }) }
                let bound = try bind(arguments, name: name, signatures: signatures, at: call)
                return .layout(LayoutValue(kind: kind, arguments: bound.compactMap(\.argument)))
            }
            return try view(spec, call: call, arguments: arguments)
        }
        if name == "OutlineGroup" || (name == "List" && arguments.contains { $0.label == "children" }), lookup(name) == nil, program.type(name) == nil {
            let rows = try outlineRows(call, arguments: arguments, of: name)
            if name == "OutlineGroup" { return .views(rows) }
            return .view(BlockView(kind: "List", id: generatedID("List", at: call), children: rows, location: location(of: call)))
        }
        if name == "List", let data = arguments.first, data.label == nil, !data.expression.is(ClosureExprSyntax.self),
           let forEachSpec = catalog.views["ForEach"] {
            // `List(items, id: \.name) { item in ... }`: a List around a ForEach of its rows.
            let rows = arguments.filter { $0.label != "selection" }.map { argument in
                argument.label == "rowContent" ? CallArgument(label: nil, expression: argument.expression, isTrailingClosure: true) : argument
            }
            guard case .views(let views) = try forEach(forEachSpec, call: call, arguments: rows) else { return .views([]) }
            return .view(BlockView(kind: "List", id: generatedID("List", at: call), children: views, location: location(of: call)))
        }
        if name == "Label", program.type(name) == nil, let spec = catalog.views[name], let index = arguments.firstIndex(where: { $0.label == "image" }),
           let resource = arguments[index].expression.as(MemberAccessExprSyntax.self), resource.base == nil {
            // `Label("Split", image: .splitRight)`: iOS 17's `init(_:image:)` of an `ImageResource`,
            // a symbol of the app's asset catalogue (Apple, "Label"), which the page lacks: its
            // icon stands in as the app's images do, listed (set AI's CotEditor read it as a file).
            _ = standIn(resource.trimmedDescription, at: resource)
            var shown = arguments
            let symbol = StringLiteralExprSyntax(openingQuote: .stringQuoteToken(),
                                                 segments: [.stringSegment(StringSegmentSyntax(content: .stringSegment(Self.standInSymbol)))],
                                                 closingQuote: .stringQuoteToken())
            shown[index] = CallArgument(label: "systemImage", expression: ExprSyntax(symbol), isTrailingClosure: false)
            return try view(spec, call: call, arguments: shown)
        }
        if name == "DatePicker", let spec = catalog.views[name] {
            let shown = arguments.filter { $0.label != "in" }
            guard case .view(var picker) = try view(spec, call: call, arguments: shown) else { return .views([]) }
            // Bound to the app's date (`$viewModel.date`), the picker shows the page's `Date()`.
            if let selection = shown.first(where: { $0.label == "selection" }), try evaluate(selection.expression).isStandIn,
               let index = picker.arguments.firstIndex(where: { $0.label == "selection" }) {
                picker.arguments[index].value = .member(MemberValue(name: "constant", arguments: [
                    BlockArgument(label: nil, value: try dateValue(pageNow, at: selection.expression), location: location(of: selection.expression)),
                ]))
            } else if let index = picker.arguments.firstIndex(where: { $0.label == "selection" }),
                      case .member(var binding) = picker.arguments[index].value, binding.name == "constant", var bound = binding.arguments?.first {
                // `.constant(.now)`: the binding's value is a `Date`, so `.now` is `Date.now`; a
                // `Binding(get:set:)` whose getter gives the app's date shows the page's `Date()`.
                bound.value = bound.value.isStandIn ? try dateValue(pageNow, at: call) : try dateWhereExpected(bound.value, at: call)
                binding.arguments = [bound]
                picker.arguments[index].value = .member(binding)
            }
            return .view(picker)
        }
        if name == "ProgressView", program.type(name) == nil, arguments.count == 1, arguments[0].label == nil,
           arguments[0].expression.is(DeclReferenceExprSyntax.self), case .dictionary(let entries) = try evaluate(arguments[0].expression),
           let fraction = entries.first(where: { $0.key == "fractionCompleted" })?.value {
            // `ProgressView(configuration)` in a `ProgressViewStyle`'s `makeBody`: "a progress view
            // based on a style configuration" (Apple, "init(_:)"), drawn as the default style draws
            // its value, label and current value's label.
            let place = location(of: call)
            var values: [BlockArgument] = []
            if let number = fraction.number {
                values += [BlockArgument(label: "value", value: .double(number), location: place), BlockArgument(label: "total", value: .double(1), location: place)]
            }
            for key in ["label", "currentValueLabel"] {
                if let part = entries.first(where: { $0.key == key })?.value, part != .null { values.append(BlockArgument(label: key, value: part, location: place)) }
            }
            return .view(BlockView(kind: "ProgressView", id: generatedID("ProgressView", at: call), arguments: values, location: place))
        }
        if name == "NavigationLink", let spec = catalog.views[name] {
            return try view(spec, call: call, arguments: navigationLinkLabel(arguments))
        }
        if name == "ShareLink", let spec = catalog.views[name] {
            // `preview: SharePreview(...)` is what the share sheet shows; a page never opens
            // one, and the link draws its label only (Apple, "ShareLink").
            return try view(spec, call: call, arguments: arguments.filter { $0.label != "preview" })
        }
        if let spec = catalog.views[name] {
            return try view(spec, call: call, arguments: arguments)
        }
        if let value = try function(name, arguments: arguments, at: call) { return value }
        if let value = try viewMember(name, arguments: arguments, at: call) { return value }
        if holdsFunction(name) {
            // `scaled(100)` of `var scaled: (Double) -> Double { { $0 * factor } }`: the closure
            // the view's computed property gives, called as Swift calls it (it stood in).
            if readsGeometry(ExprSyntax(call)) { return try geometryValue(of: ExprSyntax(call)) }
            return try swiftValue(of: ExprSyntax(call))
        }
        if program.functions(name) != nil {
            // `twice(3)`, `badge(for: item)`, `card("A") { Text("x") }`: a function the block (or
            // `layouts/`) declares, run as Swift code runs it; the views it returns are made by
            // the SwiftUI library, and a closure it takes is called as Swift calls it (the views
            // of `content()` in its `VStack`). Each call's views are its own (their ids under the
            // call's place), as a view's helper's are.
            return placedAtCall(try swiftValue(of: ExprSyntax(call)), call)
        }
        if let advice = UnsupportedSwiftUI.views[name] {
            return undrawnPlaceholder(name, advice: advice, written: Self.writtenCall(name, arguments), at: reference, call: call)
        }
        if let advice = UnsupportedSwiftUI.values[name] {
            throw error("`\(name)` values are not supported in layout blocks", at: reference, hint: advice)
        }
        // Swift capitalises types and not functions: `image(for: number)` is the view's own
        // helper, not a misspelt `Image`.
        // A call written where a view goes is near a view's name: `Handle(tint:size:)` is no slip
        // of `Angle`, nor `cell(item)` of `ceil`, whose values are no views (set AK); only one of
        // number literals is still taken for a misspelt function of numbers (`mxa(1, 2)`).
        let numbersOnly = !arguments.isEmpty && arguments.allSatisfy { argument in
            let expression = argument.expression.as(PrefixOperatorExprSyntax.self)?.expression ?? argument.expression
            return argument.label == nil && (expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self))
        }
        let candidates = Self.isWrittenWhereAViewGoes(call)
            ? catalog.viewNames + (numbersOnly ? Self.functionNames.filter { $0.first?.isLowercase == true } : [])
            : catalog.viewNames + Self.functionNames
        let sameCase = candidates.filter { $0.first?.isUppercase == name.first?.isUppercase }
        // A lowercase call is a helper of the view's (`menu()`, `tag(item)`) unless it is one
        // slip from a function the language has (`mxa` for `max`). Those functions take
        // unlabelled numbers, so a call with labels is the view's (`cell(for: item, type: t)`
        // beside `ceil`), and so is one with more or fewer than that function takes (`main()`
        // and `main(proxy)` beside `min`, which takes two or more: set AH's phoenix).
        // `Groups()` beside SwiftUI's `Group` is the app's view of another name, not a typo.
        if let closest = NameSuggestion.closest(to: name, among: sameCase), !NameSuggestion.isPluralOrSingular(name, of: closest),
           name.first?.isUppercase == true
            || (NameSuggestion.isSlip(name, of: closest) && !arguments.contains { $0.label != nil }
                && Self.functionArity[closest].map { $0.contains(arguments.count) } ?? true),
           !isTheAppsView(arguments, near: closest) {
            throw error("unknown view `\(name)`", at: reference, hint: "did you mean `\(closest)`?", id: .unknownView)
        }
        // The app's own view or view-building helper (`RowView(item: item)`, `makeHeader()`):
        // a stand-in, drawn as its name.
        return standIn(Self.writtenCall(name, arguments), at: reference)
    }

    /// Whether `call` is written where a view goes: a builder's statement or a `return`, under
    /// the modifiers written on it (`Handle(tint: .blue).padding()`), as `builderExpression` reads
    /// them. A name near such a call is the app's view or a misspelt view's, never a misspelt
    /// value's (`Angle`, `ceil`).
    static func isWrittenWhereAViewGoes(_ call: FunctionCallExprSyntax) -> Bool {
        var written = Syntax(call)
        while let access = written.parent?.as(MemberAccessExprSyntax.self), access.base?.id == written.id,
              let modified = access.parent?.as(FunctionCallExprSyntax.self), modified.calledExpression.id == access.id {
            written = Syntax(modified)
        }
        guard let parent = written.parent else { return false }
        return parent.is(CodeBlockItemSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ExpressionStmtSyntax.self)
    }

    /// `Alignment(horizontal: .leading, vertical: .center)` (Apple, "Alignment",
    /// `init(horizontal:vertical:)`): the named alignment of the two guides (`.leading`,
    /// `.topTrailing`, `.centerFirstTextBaseline`); `nil` for a guide of the app's.
    private func combinedAlignment(_ arguments: [CallArgument]) throws -> Value? {
        let guides = try arguments.map { BlockLowering.memberName(try evaluate($0.expression)) }
        guard let horizontal = guides[0].flatMap({ BlockLowering.horizontalAlignments[$0] }),
              let vertical = guides[1].flatMap({ BlockLowering.verticalAlignments[$0] }) else { return nil }
        let combined = Alignment(horizontal: horizontal, vertical: vertical)
        // The named alignment of the lowering's one table whose guides these are.
        return BlockLowering.alignmentNames.first { $0.value == combined }.map { .member(MemberValue(name: $0.key)) }
    }

    /// Whether a call of an unknown name near SwiftUI's view `closest` is the app's own view
    /// (`Line(data: points)` beside `Link`, `Buttons()` beside `Button`): no form of `closest`
    /// takes its arguments, and none of its labels is a slip of one `closest` has. A misspelt
    /// view is called as the view it meant (`Txet("Hi")`, `Buton("OK") { }`).
    private func isTheAppsView(_ arguments: [CallArgument], near closest: String) -> Bool {
        guard let spec = catalog.views[closest], spec.role != .forEach else { return false }
        // `TagView()` beside `TabView`: a container of SwiftUI's takes its content in a closure,
        // which Swift requires (the catalog lets it be left out, for an empty `VStack {}`), so a
        // call of nothing at all is the app's view of another name (set AX's LeitnerBox).
        if arguments.isEmpty, spec.signatures.allSatisfy({ $0.parameters.contains { $0.kind == .builder } }) { return true }
        guard !spec.signatures.contains(where: { match(arguments, to: $0) != nil }) else { return false }
        let labels = Set(spec.signatures.flatMap { $0.parameters.compactMap(\.label) })
        return arguments.compactMap(\.label).allSatisfy { label in !labels.contains { $0 == label || NameSuggestion.isSlip(label, of: $0) } }
    }

    /// The arguments of a `NavigationLink` that a page shows: its title or its label. Its
    /// destination (a view of the app, often), value and activation state are left
    /// unevaluated, as a page never navigates. With a title, or a `label:` closure, the
    /// trailing closure is the destination.
    private func navigationLinkLabel(_ arguments: [CallArgument]) -> [CallArgument] {
        let hasTitle = arguments.contains { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }
        let hasLabel = arguments.contains { $0.label == "label" }
        return arguments.compactMap { argument in
            if ["destination", "value", "isActive", "tag", "selection"].contains(argument.label) { return nil }
            if argument.isTrailingClosure, hasTitle || hasLabel { return nil }
            return argument
        }
    }

    func callArguments(_ call: FunctionCallExprSyntax) -> [CallArgument] {
        var arguments = call.arguments.map {
            CallArgument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false)
        }
        if let closure = call.trailingClosure {
            arguments.append(CallArgument(label: nil, expression: ExprSyntax(closure), isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            arguments.append(CallArgument(label: extra.label.text, expression: ExprSyntax(extra.closure), isTrailingClosure: false))
        }
        return arguments
    }

    // MARK: - Views

    /// A view of the catalogue, its arguments checked against SwiftUI's signatures.
    private func view(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        if spec.role == .forEach { return try forEach(spec, call: call, arguments: arguments) }
        if spec.name == "Text", arguments.count == 2, arguments[0].label == nil, arguments[1].label == "formatter" {
            // `Text(amount, formatter: currencyFormatter)` (Apple, `init(_:formatter:)`): the
            // `Formatter` object is the app's, which a page has not; it stands in, and the value
            // shows as Swift prints it.
            let text = try formatterText(arguments[0].expression, formatter: arguments[1].expression)
            return .view(BlockView(kind: "Text", id: generatedID("Text", at: call), arguments: [
                BlockArgument(label: "verbatim", value: .string(text), location: location(of: arguments[0].expression)),
            ], location: location(of: call)))
        }
        if spec.name == "Text", arguments.count == 2, arguments[0].label == nil,
           let label = arguments[1].label, label == "format" || label == "style" {
            // `Text(price, format: .currency(code: "USD"))`, `Text(date, style: .date)`: the
            // formatted string, shown verbatim as SwiftUI shows it.
            let text = try formattedText(arguments[0].expression, label: label, format: arguments[1].expression, at: call)
            return .view(BlockView(kind: "Text", id: generatedID("Text", at: call), arguments: [
                BlockArgument(label: "verbatim", value: .string(text), location: location(of: arguments[0].expression)),
            ], location: location(of: call)))
        }
        if spec.name == "Text", arguments.count == 1, arguments[0].label == nil, !arguments[0].expression.is(StringLiteralExprSyntax.self),
           let attributed = program.type("AttributedString"), StandardLibrary.declares(attributed),
           case .swift(let data) = try evaluate(arguments[0].expression), data.typeName == "AttributedString",
           let draw = attributed.methods["text"]?.first {
            // `Text(message)` of an `AttributedString`: its runs, as the library draws them
            // (`Text + Text`), with ids of this call's place.
            let before = standIns.count
            let made = try runningSwift(at: call) { _ in
                try SwiftMachine(library: self).call(draw, self: data.value, arguments: [], captured: nil, at: draw.spot).0
            }
            let place = location(of: call)
            // The app's values the runs hold (`.sGreenUpdate`) stand in where the page draws them.
            for index in standIns.indices.dropFirst(before) where standIns[index].location.file == StandardLibrary.foundationFile {
                standIns[index].location = place
            }
            guard case .view(var text) = try viewValue(made, "`Text(\(arguments[0].expression.trimmedDescription))` is", at: call) else {
                throw error("`Text` could not draw this `AttributedString`", at: call)
            }
            // The text is the page's view, where it is written: the runs made inside the library
            // (in one loop, so alike) take the call's place and its id, numbered, so ids stay
            // apart and diagnostics point here.
            text.id = generatedID("Text", at: call)
            text.location = place
            text.children = text.children.enumerated().map { index, run in
                var placed = run
                placed.id = text.id + "-run\(index)"
                placed.location = place
                return placed
            }
            return .view(text)
        }
        if spec.name == "Image", let first = arguments.first, [nil, "uiImage", "nsImage", "decorative"].contains(first.label),
           !first.expression.is(StringLiteralExprSyntax.self), try evaluate(first.expression).isStandIn {
            // The app's own image (an asset named by its data): the `photo` symbol stands in.
            return .view(standInImage(at: call))
        }
        if program.type(spec.name) == nil,
           isTheAppsOverload(arguments, signatures: spec.signatures, byForm: true) || passesTheAppsType(arguments, signatures: spec.signatures) {
            // `Stepper(withTotal: 8, andCurrentIndex: $page)`: an initialiser of the app's
            // extension, not pasted, stands in as `Color(hex:)` does.
            return standIn(Self.writtenCall(spec.name, arguments), at: call)
        }
        let standInsBefore = standIns.count, boundBefore = standInArgumentsBound
        // A `Text`'s literal keeps the symbols and texts interpolated into it (`interpolatedViews`),
        // and so does a control's title key, which SwiftUI shows as `Text(titleKey)`.
        let outerViews = interpolatedViews
        let interpolatesViews = arguments.first.map { first in
            first.label == nil && first.expression.as(StringLiteralExprSyntax.self)?.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) == true
        } ?? false
        let isTitleKey = interpolatesViews && BlockLowering.titleKeyViews.contains(spec.name)
        interpolatedViews = (spec.name == "Text" && arguments.count == 1 && interpolatesViews) || isTitleKey ? [] : nil
        if interpolatedViews != nil, let key = arguments.first?.expression { localizedKeyLiterals.insert(key.id) }
        let bound: [BoundArgument]
        do { bound = try bind(arguments, name: spec.name, signatures: spec.signatures, at: call) } catch {
            interpolatedViews = outerViews
            throw error
        }
        let interpolated = interpolatedViews ?? []
        interpolatedViews = outerViews
        var view = BlockView(kind: spec.name, id: generatedID(spec.name, at: call), location: location(of: call))
        // `Text(landmark.name)`, `Color(uiColor: made)` of the app's value kept in a `let`: the
        // view shows a stand-in (set AC's Rayon: a colour given one was "cannot be drawn").
        view.drawsStandIn = standIns.count > standInsBefore || standInArgumentsBound > boundBefore
        for binding in bound {
            // Views passed by name to a builder parameter (`Gauge(value: v, label: label)`) are
            // its content, as a closure's would be.
            if binding.parameter.kind == .builder, let argument = binding.argument {
                switch argument.value {
                case .views(let views): view.children += views
                case .view(let one): view.children.append(one)
                default: break
                }
                continue
            }
            if var argument = binding.argument {
                // SwiftUI reads a string literal as Markdown (`LocalizedStringKey`) and any other
                // string verbatim; the label records which one the author wrote.
                if spec.name == "Text", argument.label == nil,
                   !(arguments.first?.expression.is(StringLiteralExprSyntax.self) ?? false) {
                    argument.label = "verbatim"
                }
                view.arguments.append(argument)
            }
            if binding.parameter.kind == .builder, let closure = binding.closure {
                view.children += try builder(closure)
            }
            if binding.parameter.kind == .action, let closure = binding.closure {
                if spec.name == "Button", let change = try registerButtonChange(closure, title: view.argument(nil)) {
                    // The button is the control of the state it toggles or sets (`BlockLowering`).
                    view.arguments.append(BlockArgument(label: "action", value: .binding(change.state), location: location(of: closure)))
                    if let value = change.assigned {
                        view.arguments.append(BlockArgument(label: "assigns", value: value, location: location(of: closure)))
                    }
                } else {
                    // Any other action never runs on a page, so the change a `withAnimation` in
                    // it animates is not drawn (a warning at each call, `ParsedBlock`).
                    for call in closure.statements.flatMap({ WithAnimationFinder.calls(in: $0) }) { actionAnimations.insert(location(of: call)) }
                }
            }
            if binding.parameter.kind == .slot, let closure = binding.closure {
                view.arguments.append(BlockArgument(label: binding.parameter.label, value: .views(try builder(closure)), location: location(of: closure)))
            }
        }
        if spec.name == "Text", let parts = try textParts(view, interpolated: interpolated, at: call) { view = parts }
        if isTitleKey, !interpolated.isEmpty {
            guard case .string(let title)? = view.argument(nil), title.unicodeScalars.count(where: { $0 == "\u{FFFC}" }) == interpolated.count else {
                throw error("this title holds U+FFFC, the character a page writes for each image interpolated into a title", at: call,
                            hint: "give the control a label of its own: `label: { Text(verbatim: ...) }`")
            }
            view.titleParts = interpolated
        }
        if spec.name == "TextField", let format = view.argument("format"), case .member = format,
           let index = view.arguments.firstIndex(where: { $0.label == "value" }) {
            // `TextField("Amount", value: $amount, format: .number)` shows the value as the
            // format style writes it (Apple, "init(_:value:format:prompt:)"), as `Text(_:format:)` does.
            let field = view.arguments[index]
            // A binding to the page's state, or to a pasted view's own (`.constant(amount)`).
            let current: Value? = if case .binding(let name) = field.value { lookup(name) } else { boundValue(field.value) }
            // `value: $startValue` of the app's state, or what the app's value gives
            // (`$interval.secondsToMinutes`): its stand-in, passed as its text, is shown as written.
            let isStandIn = if case .string(let written)? = current { standInTexts.contains(written) } else { false }
            if let current, current != .null, !current.isStandIn, !isStandIn {
                let shown = try formattedText(current, label: "format", format: format, at: call)
                view.arguments[index].value = .member(MemberValue(name: "constant", arguments: [BlockArgument(label: nil, value: .string(shown), location: field.location)]))
            }
        }
        if spec.name == "Color", case .string(let asset)? = view.argument(nil), arguments.first?.expression.is(StringLiteralExprSyntax.self) == true {
            // `Color("Accent")`: a colour of the app's asset catalogue, which a page has not
            // (`Color(theme.accent)` already stands in for `theme`).
            _ = standIn("Color(\"\(asset)\")", at: call)
        }
        switch spec.role {
        case .picker: try registerPicker(view, at: call)
        case .toggle: try registerToggle(view, at: call)
        case .disclosure: try registerDisclosure(view, at: call)
        case .tabView: try registerTabView(view, at: call)
        case .plain, .forEach: break
        }
        return .view(view)
    }

    /// A layout applied to content: `layout { ... }`, `MyRadialLayout { ... }`.
    private func container(kind: String, layoutArguments: [BlockArgument], call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        guard arguments.count == 1, let content = arguments.first, content.isTrailingClosure,
              let closure = content.expression.as(ClosureExprSyntax.self) else {
            throw error("a layout value takes its content as a trailing closure: `layout { ... }`", at: call)
        }
        // The id does not name the layout, so switching layouts keeps the node (AnyLayout's identity).
        return .view(BlockView(
            kind: kind, id: generatedID("layout", at: call), arguments: layoutArguments,
            children: try builder(closure), location: location(of: call)))
    }

    /// iOS 18's custom containers: `Group(subviews: content) { collection in ... }` builds its
    /// views from the collection of `content`'s subviews, and `ForEach(subviews: content) {
    /// subview in ... }` builds views from each (Apple, "Group" `init(subviews:transform:)`,
    /// "ForEach" `init(subviews:content:)`). The subviews are the views `content` resolves to,
    /// `ForEach` rows and groups opened, as SwiftUI's `SubviewsCollection` holds them; the
    /// collection is an array of them (`count`, `indices`, subscripts, `ForEach`).
    private func subviewsOf(_ call: FunctionCallExprSyntax, name: String, arguments: [CallArgument]) throws -> Value {
        guard arguments.count == 2, let closure = arguments[1].expression.as(ClosureExprSyntax.self) else {
            throw error("`\(name)(subviews:)` takes the views and a closure: `\(name)(subviews: content) { \(name == "Group" ? "collection" : "subview") in ... }`", at: call)
        }
        let parameter = try soleParameter(of: closure, else: "the closure of `\(name)(subviews:)` takes one parameter")
        let content = try evaluate(arguments[0].expression)
        var subviews: [Value]
        func open(_ view: BlockView) -> [BlockView] {
            view.kind == "Group" || view.kind == "ForEach" ? view.children.flatMap(open) : [view]
        }
        switch content {
        case .view(let view): subviews = open(view).map(Value.view)
        case .views(let views): subviews = views.flatMap(open).map(Value.view)
        // The app's content the page lacks: three rows of it, as a collection of the app's is.
        case .standIn(let written): subviews = Array(repeating: .standIn(written), count: Self.standInElements)
        default: throw error("`\(name)(subviews:)` takes views, found \(content.typeName)", at: arguments[0].expression)
        }
        let place = location(of: call)
        if name == "Group" {
            let views = builderContent(closure.statements, bindings: [parameter: .array(subviews)])
            return .view(BlockView(kind: "Group", id: generatedID("Group", at: call), children: views, location: place))
        }
        var views: [BlockView] = []
        for (index, subview) in subviews.enumerated() {
            let suffix = rowSuffix(place, index)
            views += builderContent(closure.statements, bindings: [parameter: subview]).map { $0.placed(under: suffix) }
        }
        return .views(views)
    }

    /// The name of a closure's one parameter (`$0` when it names none), or an error with
    /// `message` at its parameters.
    func soleParameter(of closure: ClosureExprSyntax, else message: String) throws -> String {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        let names = parameterNames(clause)
        guard names.count == 1, let name = names.first else { throw error(message, at: clause) }
        return name
    }

    /// `GeometryReader { proxy in ... }`: the content with `proxy` standing for the reader's
    /// size, which the engine knows at layout time (see `GeometryReaderLayout`).
    private func geometryReader(_ call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        guard arguments.count == 1, let closure = arguments[0].expression.as(ClosureExprSyntax.self), arguments[0].label == nil || arguments[0].label == "content" else {
            throw error("`GeometryReader` takes its content as a closure: `GeometryReader { proxy in ... }`", at: call)
        }
        let parameter = try soleParameter(of: closure, else: "a GeometryReader's closure takes one parameter, the proxy")
        let views = builderContent(closure.statements, bindings: [parameter: .geometry(GeometryValue.proxy)])
        return .view(BlockView(kind: "GeometryReader", id: generatedID("GeometryReader", at: call), children: views, location: location(of: call)))
    }

    /// `Path { path in ... }`, `Path(ellipseIn: rect)`: a shape view whose outline the Swift
    /// evaluator builds once, here, so a mistake in it is reported with the block's errors.
    /// Inside a `GeometryReader`, a path that reads the proxy (or values computed from it) is
    /// built for each size the path is given: the reader's, as the path fills what its reader
    /// offers.
    private func pathView(_ call: FunctionCallExprSyntax) throws -> Value {
        let shape: InterpretedShape
        let dependencies = geometryDependencies(of: call)
        // A path drawn from the app's data (a stand-in) is empty: it draws nothing.
        if !dependencies.isEmpty {
            if case .geometry(let geometry) = try geometryValue(of: ExprSyntax(call), dependencies: dependencies) {
                shape = InterpretedShape(name: "Path", geometry: geometry, failures: program.failures)
            } else {
                shape = InterpretedShape(name: "Path", path: ShapePath())
            }
        } else {
            let made = try runningOverStandIns(call, standIn: { SwiftValue.path(ShapePath()) }) { try runSwift(ExprSyntax(call), name: "Path") }
            guard case .path(let built) = made else {
                throw error("`Path(...)` did not make a path", at: call)
            }
            shape = InterpretedShape(name: "Path", path: built)
        }
        return .view(BlockView(kind: "Path", id: generatedID("Path", at: call),
                               arguments: [BlockArgument(label: "shape", value: .shape(shape), location: location(of: call))],
                               location: location(of: call)))
    }

    /// `arc(in: proxy.size)` of the view's own `func arc(in size: CGSize) -> Path`: a path
    /// the code computes from a GeometryReader's size is a `Path` view, as the same path
    /// written inline (`Path { path in ... }`, `pathView`) is, so that shape modifiers
    /// (`.fill(LinearGradient(...))`, `.stroke(...)`) apply to it as views do; nil for a value
    /// of another type (a number, a point), which stays a value of the size.
    func pathView(of geometry: GeometryValue, at node: some SyntaxProtocol) -> Value? {
        guard geometry.type == .named("Path") else { return nil }
        let shape = InterpretedShape(name: "Path", geometry: geometry, failures: program.failures)
        return .view(BlockView(kind: "Path", id: generatedID("Path", at: node),
                               arguments: [BlockArgument(label: "shape", value: .shape(shape), location: location(of: node))],
                               location: location(of: node)))
    }

    /// `AsyncImage(url:)`: a build loads nothing from the network, so the page shows what
    /// SwiftUI shows until the image arrives: the `placeholder:` views, else its standard
    /// placeholder, a grey fill of the space offered. The URL is never read.
    private func asyncImage(_ call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let id = generatedID("AsyncImage", at: call)
        if let placeholder = arguments.first(where: { $0.label == "placeholder" })?.expression.as(ClosureExprSyntax.self) {
            return .view(BlockView(kind: "Group", id: id, children: try builder(placeholder), location: location(of: call)))
        }
        let fill = BlockArgument(label: nil, value: .member(MemberValue(name: "systemFill")), location: location(of: call))
        return .view(BlockView(kind: "Color", id: id, arguments: [fill], location: location(of: call)))
    }

    /// `Binding(get: { value }, set: { ... })`, or `Binding { value } set: { ... }`: a page
    /// only reads a binding, so it is `.constant` of what its `get` closure gives now (a body
    /// of statements runs as Swift code); `set` never runs.
    private func bindingValue(_ call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        guard let getter = (arguments.first { $0.label == "get" } ?? arguments.first { $0.isTrailingClosure && $0.label == nil })?
            .expression.as(ClosureExprSyntax.self) else {
            // `Binding(unwrapping: $value)`: an initialiser none of SwiftUI's `Binding`'s takes
            // (Apple, "Binding": `init(get:set:)`, `init(_:)`, `init(projectedValue:)`) is the
            // app's extension, whose binding stands in.
            if !arguments.contains(where: { [nil, "get", "set", "projectedValue"].contains($0.label) }) {
                return standIn(call.trimmedDescription, at: call)
            }
            if arguments.count > 1, arguments[0].label == nil, arguments.dropFirst().allSatisfy({ $0.label != nil && $0.label != "set" }) {
                // `Binding($flag, default: false)`: no initialiser of SwiftUI's `Binding` takes
                // these labels, so it is the app's extension; it binds what its first argument
                // binds, listed as the app's (set AK's Suwatte).
                let first = try evaluate(arguments[0].expression)
                _ = standIn(Self.writtenCall("Binding", arguments), at: call)
                return Self.isBinding(first) ? first : standIn(call.trimmedDescription, at: call)
            }
            if arguments.count == 1, arguments[0].label == nil || arguments[0].label == "projectedValue" {
                // `Binding($memo)` of a `String?` (Apple, "Binding": `init?(_ base: Binding<Value?>)`,
                // nil when the base's value is nil), and `init(_:)`, `init(projectedValue:)` of a
                // binding: the binding it is given, or nil (set revolt's `if let text = Binding($memo)`).
                let base = try evaluate(arguments[0].expression)
                if Self.isBinding(base) { return boundValue(base) == .null ? .null : base }
                if base.isStandIn { return base }
            }
            throw error("a page reads a `Binding` through its `get:` closure", at: call,
                        hint: "for example `Binding(get: { volume }, set: { volume = $0 })`, or `.constant(value)`")
        }
        var read: ExprSyntax?
        if getter.statements.count == 1, let item = getter.statements.first {
            switch item.item {
            case .expr(let expression): read = expression
            case .stmt(let statement):
                read = statement.as(ReturnStmtSyntax.self)?.expression ?? statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: break
            }
        }
        // A getter that reads a `@State` variable binds to it, so the page's control still
        // switches the block's states; any other getter gives a constant.
        if let reference = read?.as(DeclReferenceExprSyntax.self), stateDeclarations[reference.baseName.nameText] != nil {
            if let setter = arguments.first(where: { $0.label == "set" })?.expression.as(ClosureExprSyntax.self) {
                try registerBindingSet(setter, of: reference.baseName.nameText)
            }
            return .binding(reference.baseName.nameText)
        }
        // `get: { if i < pin.count { return ... } else { return "" } }`: an `if` or `switch` is
        // statements whose branches may `return`, run as Swift below.
        if let expression = read, expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { read = nil }
        let value: Value
        if let read {
            value = try evaluate(read)
        } else {
            // `get: { switch mode { case .matches: return true ... } }`: the closure run once, as Swift.
            let closure = try runSwift(ExprSyntax(getter), name: "get", standsIn: true)
            let result = try runningSwift(at: getter) { spot in try SwiftMachine(library: self).invoke(closure, [], at: spot) }
            value = try viewValue(result, "the `get:` closure gives", at: getter)
        }
        return .member(MemberValue(name: "constant", arguments: [BlockArgument(label: nil, value: value, location: location(of: getter))]))
    }

    /// The views of a closure without parameters. A capture list alone (`{ [unowned model] in
    /// ... }`) declares none: Swift allows one on any closure, a builder's too.
    func builder(_ closure: ClosureExprSyntax) throws -> [BlockView] {
        if let signature = closure.signature, signature.parameterClause != nil {
            throw error("this closure takes no parameters", at: signature)
        }
        return builderContent(closure.statements)
    }

    /// A generated node id: the view's kind and page position, plus the enclosing `ForEach`
    /// elements' ids, so it is the same in every state combination.
    func generatedID(_ kind: String, at node: some SyntaxProtocol) -> String {
        generatedID(kind, at: location(of: node))
    }

    /// A `Text` that shows views in its line: the string, with one U+FFFC for each, and the
    /// views as children (lowered as runs of the text, `BlockLowering.styledText`).
    /// `Text(Image(systemName: "star"))` (Apple, `Text.init(_: Image)`) is one symbol;
    /// `Text("\(Image(systemName: "star")) Favorites")` the literal's symbols and texts, in
    /// order (`interpolatedViews`). `nil` for any other text.
    private func textParts(_ text: BlockView, interpolated: [BlockView], at call: FunctionCallExprSyntax) throws -> BlockView? {
        var parts = text
        if case .view(let image)? = text.argument("verbatim"), Self.isSymbol(image) {
            parts.arguments = [BlockArgument(label: nil, value: .string(TextRun.objectReplacement), location: text.location)]
            parts.children = [image]
            return parts
        }
        guard !interpolated.isEmpty, case .string(let written)? = text.argument(nil) else { return nil }
        guard written.unicodeScalars.count(where: { $0 == "\u{FFFC}" }) == interpolated.count else {
            throw error("this text holds U+FFFC, the character a page writes for each image interpolated into a text", at: call,
                        hint: "write the character as `\\u{FFFC}` in a `Text(verbatim:)` of its own")
        }
        parts.children = interpolated
        return parts
    }

    /// Whether `view` is an SF Symbol (`Image(systemName:)`), which a text can draw in its line.
    static func isSymbol(_ view: BlockView) -> Bool {
        guard view.kind == "Image", case .string? = view.argument("systemName") else { return false }
        return true
    }

    /// The id of a view made at `position` (Swift code's `Text + Text` knows its place, not its node).
    func generatedID(_ kind: String, at position: BlockLocation) -> String {
        ([kind.lowercased(), String(position.line), String(position.column)] + elementPath).joined(separator: "-")
    }

    // MARK: - ForEach

    func forEach(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        if let named = try forEachOverFunction(spec, call: call, arguments: arguments) { return named }
        let bound = try bind(arguments, name: spec.name, signatures: spec.signatures, at: call)
        guard let data = bound.first(where: { $0.parameter.kind == .collection })?.argument,
              let content = bound.first(where: { $0.parameter.kind == .itemBuilder })?.closure else {
            throw error("`ForEach` needs a collection and a closure", at: call)
        }
        let keyPath = bound.first { $0.parameter.label == "id" }?.argument
        let parameters = try closureParameters(content)
        let parameter = parameters[0]
        if case .range(let lower, let upper, _) = data.value, Value.rangeCount(lower, upper) > Self.maximumElements {
            throw error("`ForEach` over \(Value.rangeCount(lower, upper)) elements: a block shows at most \(Self.maximumElements)", at: call)
        }
        var views: [BlockView] = []
        var seen: [String: Int] = [:]
        var repeated: (key: String, first: Int, again: Int, count: Int)?
        defer {
            if let repeated {
                // SwiftUI draws every element and logs that the ID "occurs multiple times within
                // the collection"; the page does the same, with one warning per `ForEach`.
                let more = repeated.count > 1 ? ", and \(repeated.count - 1) more repeat an id" : ""
                duplicateIDs.append((message: "`ForEach` has two elements with the id `\(repeated.key)` (elements \(repeated.first + 1) and \(repeated.again + 1))\(more); SwiftUI's results are undefined",
                                     location: location(of: call)))
            }
        }
        let rows = elements(of: data.value)
        for (index, element) in rows.enumerated() {
            var key = try elementKey(element, index: index, keyPath: keyPath)
            if let previous = seen[key] {
                // The element's own views are kept apart by its position.
                repeated = repeated.map { ($0.key, $0.first, $0.again, $0.count + 1) } ?? (key, previous, index, 1)
                key += "~\(index)"
            }
            seen[key] = index
            var scope: [String: Value]
            if parameters.count > 1 {
                // `{ index, item in }` over `Array(items.enumerated())` or a `zip`: Swift gives each
                // part of the tuple its own name.
                scope = try tupleScope(parameters, element: element, at: content)
            } else {
                // A stand-in collection's elements stand in under the closure's parameter.
                let element = element.isStandIn ? Value.standIn(parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter) : element
                scope = [parameter: element]
                if parameter.hasPrefix("$") {
                    // `$pet` is the element's binding (`ForEach($pets) { $pet in ... }`), `pet` its value.
                    scope[String(parameter.dropFirst())] = element
                    if !element.isStandIn, parameter.dropFirst().first?.isLetter == true {
                        scope[parameter] = Self.constantBinding(element, at: location(of: content))
                    }
                }
            }
            scopes.append(scope)
            elementPath.append(key)
            defer {
                scopes.removeLast()
                elementPath.removeLast()
            }
            let errorsBefore = diagnostics.count
            let suffix = "-" + elementPath.joined(separator: "-")
            let row = builderContent(content.statements).map { $0.placed(under: suffix) }
            views += element.isStandIn && index > 0 ? row.map { $0.explicitIDsMarked("~\(index)") } : row
            // A mistake in the content repeats for every element: report it once.
            if diagnostics.count > errorsBefore { break }
        }
        if rows.isEmpty {
            // No row: the closure is read as a branch no reading takes, its names checked.
            noteUnseen(content.statements, bound: parameters + parameters.filter { $0.hasPrefix("$") }.map { String($0.dropFirst()) }, plain: nil)
        }
        return .views(views)
    }

    /// `OutlineGroup(tree, children: \.children) { node in Text(node.name) }` and
    /// `List(tree, children: \.children) { ... }`: a row of the content for each element, one
    /// whose `children` is not nil as a `DisclosureGroup` of that row, closed as SwiftUI first
    /// shows it (Apple, "OutlineGroup": "a structure representing a hierarchy of identifiable
    /// data", each node with children "in a disclosure group"), so the nodes below it are not
    /// drawn. `OutlineGroup(root, children:)` of one node is the same over that node.
    private func outlineRows(_ call: FunctionCallExprSyntax, arguments: [CallArgument], of name: String) throws -> [BlockView] {
        guard let dataArgument = arguments.first(where: { $0.label == nil && !$0.expression.is(ClosureExprSyntax.self) }),
              let childrenArgument = arguments.first(where: { $0.label == "children" }),
              let content = arguments.last(where: { ["content", "rowContent", nil].contains($0.label) })?.expression.as(ClosureExprSyntax.self) else {
            throw error("`\(name)` takes data, `children:` and a closure that makes each row", at: call,
                        hint: "`\(name)(items, children: \\.children) { item in Text(item.name) }`")
        }
        let data = try evaluate(dataArgument.expression)
        guard case .keyPath(let path) = try evaluate(childrenArgument.expression) else {
            throw error("`children:` is a key path to a node's optional children: `\\.children`", at: childrenArgument.expression)
        }
        let idArgument = try arguments.first { $0.label == "id" }.map {
            BlockArgument(label: "id", value: try evaluate($0.expression), location: location(of: $0.expression))
        }
        let parameter = try closureParameters(content)[0]
        var rows: [BlockView] = []
        for (index, element) in (data.isStandIn ? [data] : elements(of: data).isEmpty ? [data] : elements(of: data)).enumerated() {
            // An `Identifiable` node (`OutlineGroup`'s data is) is keyed by its `id`.
            let key = try elementKey(element, index: index, keyPath: idArgument ?? (element["id"] == nil ? nil
                : BlockArgument(label: "id", value: .keyPath(["id"]), location: location(of: dataArgument.expression))))
            scopes.append([parameter: element])
            elementPath.append(key)
            defer {
                scopes.removeLast()
                elementPath.removeLast()
            }
            let errorsBefore = diagnostics.count
            let row = builderContent(content.statements).map { $0.placed(under: "-" + elementPath.joined(separator: "-")) }
            if diagnostics.count > errorsBefore { break }
            var children: Value = element
            for component in path where component != "self" {
                children = element.isStandIn ? .null : ((try? propertyForKey(component, of: children, at: location(of: childrenArgument.expression))) ?? .null)
            }
            guard children != .null else {
                rows += row
                continue
            }
            let place = location(of: call)
            rows.append(BlockView(kind: "DisclosureGroup", id: generatedID("DisclosureGroup", at: call),
                                  arguments: [BlockArgument(label: "label", value: .views(row), location: place)], location: place))
        }
        return rows
    }

    /// `ForEach(fruits, id: \\.self, content: row)`: a function of the block's, passed by name,
    /// makes each element's views (run by the Swift evaluator, with this library for SwiftUI);
    /// `nil` when the content is not a function passed by name.
    private func forEachOverFunction(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value? {
        if let rows = try forEachOverKeyPathOrAppInit(spec, call: call, arguments: arguments) { return rows }
        guard let last = arguments.last, last.label == "content" || last.isTrailingClosure,
              let name = last.expression.as(DeclReferenceExprSyntax.self)?.baseName.nameText else { return nil }
        if case .viewBuilder(let builder)? = lookup(name) {
            // `ForEach(birds, content: content)` of the view's `let content: (Bird) -> Content`,
            // the caller's closure: its views for each element.
            let data = try forEachData(spec, call: call, arguments: arguments)
            let rows = data.isStandIn ? Array(repeating: data, count: standInRowCount) : elements(of: data)
            let place = location(of: call)
            var views: [BlockView] = []
            for (index, element) in rows.enumerated() {
                switch try callViewBuilder(builder, named: name, values: [element], at: call) {
                case .view(let view): views.append(view.placed(under: rowSuffix(place, index)))
                case .views(let more): views += more.map { $0.placed(under: rowSuffix(place, index)) }
                default: break
                }
            }
            return .views(views)
        }
        guard lookup(name) == nil else { return nil }
        // `ForEach(sections, id: \.0, content: sectionView)`: a method of the view being expanded,
        // or a function of the block's, called with each element; a method of several
        // parameters takes a tuple element's parts (`makeRow(title:value:)` over `[(String, String)]`).
        let method = viewMethod(named: name, parameters: 1) ?? viewMethod(named: name)
        let function = method == nil ? program.functions(name)?.first(where: { $0.parameters.count == 1 }) : nil
        guard method != nil || function != nil else {
            guard program.functions(name) == nil, catalog.views[name] == nil, typoHint(for: name, among: namesInScope) == nil else { return nil }
            // The app's function, not pasted (`content: makeRow`): a stand-in row for each element.
            let data = try forEachData(spec, call: call, arguments: arguments)
            let rows = data.isStandIn ? Array(repeating: data, count: standInRowCount) : elements(of: data)
            _ = standIn(name, at: last.expression)
            let place = location(of: call)
            return .views(rows.indices.map { standInView(name, at: last.expression).placed(under: rowSuffix(place, $0)) })
        }
        let data = try forEachData(spec, call: call, arguments: arguments)
        let place = location(of: call)
        var views: [BlockView] = []
        for (index, element) in elements(of: data).enumerated() {
            let suffix = rowSuffix(place, index)
            let result: Value
            if let (declaration, type) = method {
                // Passed as a function, it is called by position: its labels are its own.
                let labels = declaration.signature.parameterClause.parameters.map(\.firstName.nameText).map { $0 == "_" ? nil : $0 }
                let parts: [Value]
                if labels.count == 1 {
                    parts = [element]
                } else if element.isStandIn {
                    parts = labels.map { _ in element }
                } else if let fields = element.tupleParts, fields.count == labels.count {
                    parts = fields.map(\.value)
                } else {
                    throw error("`\(name)` takes \(labels.count) parameters, but `ForEach`'s elements are \(element.typeName)", at: last.expression,
                                hint: "write a closure: `{ element in \(name)(...) }`")
                }
                let values = zip(labels, parts).map { BlockArgument(label: $0, value: $1, location: place) }
                result = try viewMethod(declaration, of: type, values: values, at: last.expression)
            } else if let function {
                let made = try runningSwift(at: last.expression) { spot in
                    try SwiftMachine(library: self).call(function, self: nil, arguments: [SwiftValue(element)], captured: nil, at: spot).0
                }
                result = try viewValue(made, "`\(name)` returns", at: last.expression)
            } else {
                continue
            }
            switch result {
            case .view(let view): views.append(view.placed(under: suffix))
            case .views(let more): views += more.map { $0.placed(under: suffix) }
            case let other: throw error("`\(name)` returns \(other.typeName), not views", at: last.expression)
            }
        }
        return .views(views)
    }

    /// `ForEach(samples, content: \\.destination)`: a key path as the content function (SE-0249),
    /// each element's view at that path; `ForEach(items, content: RowView.init)` of a view the
    /// block does not declare: the app's view, a stand-in row for each element. `nil` for any
    /// other content.
    private func forEachOverKeyPathOrAppInit(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value? {
        guard let last = arguments.last, last.label == "content" || last.isTrailingClosure else { return nil }
        let keyPath = last.expression.as(KeyPathExprSyntax.self)
        var appView: String?
        var declaredView: SwiftStruct?
        if let access = last.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.nameText == "init",
           let type = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText, catalog.views[type] == nil {
            if let declared = program.type(type) { declaredView = declared.role == .view ? declared : nil } else { appView = type }
        }
        if let declaredView { return try forEach(spec, call: call, arguments: arguments, making: declaredView, at: last.expression) }
        guard keyPath != nil || appView != nil else { return nil }
        let data = try forEachData(spec, call: call, arguments: arguments)
        let rows = data.isStandIn ? Array(repeating: data, count: standInRowCount) : elements(of: data)
        // The app's view is named in the block's stand-in warning once.
        if let appView { _ = standIn(appView, at: last.expression) }
        let place = location(of: call)
        var views: [BlockView] = []
        for (index, element) in rows.enumerated() {
            let suffix = rowSuffix(place, index)
            if let appView {
                views.append(standInView(appView + ".init", at: last.expression).placed(under: suffix))
                continue
            }
            let value = try keyPath.map { try keyPathValue($0, of: element, cannot: "this key path cannot give `ForEach`'s rows; write a closure") } ?? element
            switch value {
            case .view(let view): views.append(view.placed(under: suffix))
            case .views(let more): views += more.map { $0.placed(under: suffix) }
            case .standIn(let written): views.append(standInView(written, at: last.expression).placed(under: suffix))
            case let other: throw error("`\(last.expression.trimmedDescription)` gives \(other.typeName), not a view", at: last.expression)
            }
        }
        return .views(views)
    }

    /// `element[keyPath: \.a.b]` as a key path used as a function reads it (SE-0249): each
    /// property as `element.a` reads it (a struct's or enum's computed view too); the app's
    /// element stands in under the last name. `cannot` (and `hint`) is the error for a
    /// component that is no property (a subscript, an optional chain).
    func keyPathValue(_ path: KeyPathExprSyntax, of element: Value, cannot: String, hint: String? = nil) throws -> Value {
        var value = element
        for component in path.components {
            // `\.?.name` of a nil element is nil; `\.name!` reads on.
            if let optional = component.component.as(KeyPathOptionalComponentSyntax.self) {
                if value == .null, optional.questionOrExclamationMark.text == "?" { return .null }
                continue
            }
            guard let name = component.component.as(KeyPathPropertyComponentSyntax.self)?.declName else {
                throw error(cannot, at: path, hint: hint)
            }
            value = value.isStandIn ? .standIn(name.baseName.nameText) : try property(name.baseName.nameText, of: value, at: name, baseText: "$0")
        }
        return value
    }

    /// `ForEach(birds, content: BirdRow.init)` of a view the block declares: each row is the
    /// view made from its element, passed by position to the initialiser's one parameter (its
    /// written `init`'s, or the memberwise one's first), as Swift calls an initialiser used as
    /// a function.
    private func forEach(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument], making type: SwiftStruct,
                         at reference: ExprSyntax) throws -> Value {
        let label: String?
        if let initializer = type.initializers.first(where: { $0.parameters.count == 1 }) {
            label = initializer.parameters[0].label
        } else if let property = type.properties.first(where: \.isMemberwiseParameter), type.initializers.isEmpty {
            label = property.name
        } else {
            throw error("`\(type.name).init` takes no single argument, so it cannot make `ForEach`'s rows", at: reference,
                        hint: "write a closure: `{ element in \(type.name)(...) }`")
        }
        let data = try forEachData(spec, call: call, arguments: arguments)
        let place = location(of: call)
        // The element reaches the initialiser as an argument naming it, in a scope of its own.
        let element = "element·\(place.line)·\(place.column)"
        let argument = CallArgument(label: label, expression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(element))), isTrailingClosure: false)
        var views: [BlockView] = []
        for (index, value) in elements(of: data).enumerated() {
            scopes.append([element: value])
            defer { scopes.removeLast() }
            switch try declaredCall(type, call: call, arguments: [argument]) {
            case .view(let view): views.append(view.placed(under: rowSuffix(place, index)))
            case .views(let more): views += more.map { $0.placed(under: rowSuffix(place, index)) }
            case let other: throw error("`\(type.name).init` gives \(other.typeName), not a view", at: reference)
            }
        }
        return .views(views)
    }

    /// The collection of a `ForEach` whose content is passed by name (a function, a key path,
    /// an `init`): its unlabelled argument, at most `maximumElements` long.
    private func forEachData(_ spec: ViewSpec, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value {
        let values = try plainArguments(Array(arguments.dropLast()), of: spec.name)
        guard let data = values.first(where: { $0.label == nil })?.value else { throw error("`ForEach` needs a collection", at: call) }
        if case .range(let lower, let upper, _) = data, Value.rangeCount(lower, upper) > Self.maximumElements {
            throw error("`ForEach` over \(Value.rangeCount(lower, upper)) elements: a block shows at most \(Self.maximumElements)", at: call)
        }
        return data
    }

    /// The id suffix of a `ForEach` row made without a closure's element path: the call's
    /// place and the row's index, so each row's views keep ids of their own.
    private func rowSuffix(_ place: TrellisMarkup.BlockLocation, _ index: Int) -> String {
        "-at\(place.line)-\(place.column)-\(index)"
    }

    /// More elements than any page should show; beyond it, a block is a mistake, not a layout.
    static let maximumElements = 10_000

    private func elements(of collection: Value) -> [Value] {
        switch collection {
        case .array(let values): return values
        case .range(let lower, let upper, _): return lower < upper ? (lower..<upper).map { .int($0) } : []
        case .dictionary(let entries):
            return entries.map { .dictionary([DictionaryEntry(key: "key", value: .string($0.key)), DictionaryEntry(key: "value", value: $0.value)]) }
        default: return []
        }
    }

    /// The identity of one element: its `id:` key path, its `id` field, the value itself, or
    /// (for records without an `id`) its position.
    func elementKey(_ element: Value, index: Int, keyPath: BlockArgument?) throws -> String {
        if let keyPath, case .keyPath(let path) = keyPath.value, element.isObjectIdentity(path) {
            // `id: \.persistentModelID` of a SwiftData model, `\.id` of a class that declares none.
            return String(index)
        }
        if let keyPath, case .keyPath(let path) = keyPath.value, !element.isStandIn {
            var value = element
            for component in path where component != "self" && component != "!" {
                // `\.element.kind` of `enumerated()`'s pairs of the app's values: the rest of the
                // path is the app's, and the row is keyed by its place, as a stand-in element is.
                if value.isStandIn { return String(index) }
                // `\.?.count` of a nil element: the id is nil, the rest of the chain not read.
                if component == "?" {
                    if value == .null { return Value.null.idSlug }
                    continue
                }
                do {
                    value = try propertyForKey(component, of: value, at: keyPath.location)
                } catch {
                    // `[.init(title: "Chats")]` of the app's `TabBarItem`, not pasted: its `title`
                    // stands in, as reading it in the row does, and the row is keyed by its place.
                    if case .member(let member) = element, member.base == nil { return String(index) }
                    // `OutlineGroup(Screen.MainTypes, id: \.name, ...)` of the app's static, not
                    // pasted (set BI's persephone; a member used as data, so no nested type even in
                    // capitals): its reading stands in, the row keyed by its place.
                    if case .member(let member) = element, member.arguments == nil, let base = member.base, program.type(base) == nil,
                       SwiftUITypeName.isAppStatic(base, viewNames: catalog.viewNames) {
                        _ = standIn(base + "." + member.name, at: keyPath.location)
                        return String(index)
                    }
                    throw self.error("the `id:` key path `\\.\(path.joined(separator: "."))` does not apply to \(element.quoted)",
                                     at: keyPath.location)
                }
            }
            return value.idSlug
        }
        switch element {
        case .standIn: return String(index)
        case .dictionary:
            if let id = element["id"] { return id.idSlug }
            return String(index)
        case .array, .view, .views, .layout: return String(index)
        case .swift where element.isObjectIdentity(["id"]): return String(index)
        default: return element.idSlug
        }
    }

    private func propertyForKey(_ name: String, of value: Value, at location: BlockLocation) throws -> Value {
        if let found = value[name] { return found }
        switch (name, value) {
        case ("count", .string(let text)): return .int(text.count)
        case ("count", .array(let values)): return .int(values.count)
        default:
            // `id: \.description` of an `Int`, `\.hashValue`: the member as Swift reads it.
            let found = try? SwiftBuiltins.member(name, of: SwiftValue(value), machine: SwiftMachine(library: self),
                                                  at: SwiftSpot(source: source, location: location))
            guard let found, let member = Interpreter.record(found), !member.isStandIn, member != .null else {
                throw BinaryOperation.Failure(message: "no member")
            }
            return member
        }
    }

    private func closureParameters(_ closure: ClosureExprSyntax) throws -> [String] {
        guard let clause = closure.signature?.parameterClause else { return ["$0"] }
        let names = parameterNames(clause)
        guard !names.isEmpty else {
            throw error("`ForEach`'s closure takes one parameter, the element", at: clause)
        }
        return names
    }

    /// The names of `{ offset, element in }` bound to the parts of a tuple element (an
    /// `enumerated()` pair, read as `offset` and `element`); each stands in under its own
    /// name when the element does.
    private func tupleScope(_ names: [String], element: Value, at closure: ClosureExprSyntax) throws -> [String: Value] {
        if element.isStandIn { return Dictionary(uniqueKeysWithValues: names.map { ($0, Value.standIn($0)) }) }
        guard let parts = element.tupleParts, parts.count == names.count else {
            throw error("`ForEach`'s closure names \(names.count) parameters, but its elements are \(element.typeName)", at: closure.signature.map(Syntax.init) ?? Syntax(closure),
                        hint: "take one parameter, the element, or iterate `Array(items.enumerated())` to name the offset and the element")
        }
        return Dictionary(uniqueKeysWithValues: zip(names, parts.map(\.value)).map { ($0, $1) })
    }

    /// The names a closure's parameters are bound to (`item in`, `(item: Pet) in`).
    func parameterNames(_ clause: ClosureSignatureSyntax.ParameterClause) -> [String] {
        switch clause {
        case .simpleInput(let list): return list.map(\.name.nameText)
        case .parameterClause(let parameters): return parameters.parameters.map { $0.secondName?.nameText ?? $0.firstName.nameText }
        }
    }

    // MARK: - State controls

    private func registerPicker(_ picker: BlockView, at call: FunctionCallExprSyntax) throws {
        guard case .binding(let name)? = picker.argument("selection") else { return }
        let tags = picker.children.compactMap { child in child.modifiers.last { $0.name == "tag" }?.argument(nil) }
        guard !tags.isEmpty else {
            throw error("`Picker` has no options with `.tag(...)`", at: call,
                        hint: "tag each option with a value of `\(name)`, e.g. `Text(\"HStack\").tag(\"hstack\")`")
        }
        if let current = state[name] {
            for (child, tag) in zip(picker.children, tags) where !sameType(tag, current) {
                throw error("the tag \(tag.quoted) is \(tag.typeName) but `\(name)` holds \(current.typeName)", at: child.location)
            }
        }
        for tag in tags where !(stateValues[name] ?? []).contains(tag) { stateValues[name, default: []].append(tag) }
        if case .string(let title)? = picker.argument(nil) { stateControls[name] = (.picker, title) }
        for child in picker.children {
            guard let tag = child.modifiers.last(where: { $0.name == "tag" })?.argument(nil) else { continue }
            if case .string(let text)? = child.argument(nil) ?? child.argument("verbatim") {
                stateValueLabels[name, default: [:]][tag] = text
            }
        }
    }

    private func registerToggle(_ toggle: BlockView, at call: FunctionCallExprSyntax) throws {
        guard case .binding(let name)? = toggle.argument("isOn") else { return }
        guard case .bool? = state[name] else {
            throw error("`Toggle` needs a Bool state, but `\(name)` holds \(state[name]?.typeName ?? "nothing")", at: call,
                        hint: "declare `@State var \(name) = false`")
        }
        for value in [Value.bool(false), .bool(true)] where !(stateValues[name] ?? []).contains(value) {
            stateValues[name, default: []].append(value)
        }
        if case .string(let title)? = toggle.argument(nil) {
            stateControls[name] = (.toggle, title)
        } else if let title = toggle.children.flatMap(\.allViews).lazy.compactMap({ view -> String? in
            guard ["Text", "Label"].contains(view.kind), case .string(let text)? = view.argument(nil) ?? view.argument("verbatim") else { return nil }
            return text
        }).first {
            // `Toggle(isOn: $on) { Label("Wi-Fi", ...) }`: named by its label's text.
            stateControls[name] = (.toggle, title)
        }
    }

    /// The change `statement` makes and the animation it makes it with: the one statement of
    /// `withAnimation(.easeIn) { change }` (`.default` without an animation), or the
    /// statement itself, unanimated; `nil` for a `withAnimation` of more than one statement.
    private func animatedChange(_ statement: ExprSyntax) throws -> (change: ExprSyntax, animation: BlockModifier?)? {
        guard let call = statement.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "withAnimation" else {
            return (statement, nil)
        }
        guard let body = call.trailingClosure, body.signature == nil, body.statements.count == 1, call.arguments.count <= 1,
              call.arguments.first?.label == nil, let inner = body.statements.first?.item.as(ExprSyntax.self) else { return nil }
        let animation = try call.arguments.first.map { BlockArgument(label: nil, value: try evaluate($0.expression), location: location(of: $0.expression)) }
            ?? BlockArgument(label: nil, value: .member(MemberValue(name: "default")), location: location(of: call))
        return (inner, BlockModifier(name: "animation", arguments: [animation], location: animation.location))
    }

    /// `Binding(get: { flag }, set: { value in withAnimation(.spring) { flag = value } })`: the
    /// control bound to `state` makes its change with that animation, as `$flag.animation(.spring)`
    /// does (Apple, "withAnimation(_:_:)": "returns the result of recomputing the view's body with
    /// the provided animation"). A `set` that does more than assign the value it is given is an
    /// action a page does not run: its `withAnimation`s are warned of as a button's are.
    private func registerBindingSet(_ setter: ClosureExprSyntax, of state: String) throws {
        let calls = setter.statements.flatMap { WithAnimationFinder.calls(in: $0) }
        guard !calls.isEmpty else { return }
        let parameter = setter.signature?.parameterClause.map(parameterNames)?.first ?? "$0"
        if setter.statements.count == 1, let statement = setter.statements.first?.item.as(ExprSyntax.self),
           let (change, animation) = try animatedChange(statement), let animation,
           let assignment = change.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
           stateName(assignment.leftOperand) == state, assignment.rightOperand.as(DeclReferenceExprSyntax.self)?.baseName.nameText == parameter {
            stateAnimations[state] = animation
            return
        }
        for call in calls { actionAnimations.insert(location(of: call)) }
    }

    /// A `Button` whose action changes one state: toggles a Bool (`flag.toggle()`), or sets it
    /// to a constant of its type (`choice = .b`, `count = 2`, `flag = true`), in
    /// `withAnimation(.easeIn) { ... }` or not. A toggled `flag` takes both values, and the
    /// reader switches it by clicking the button, which the page draws over the state's
    /// checkbox; a set state takes the constant too, and the button is drawn over a radio button
    /// of that value, as a picker's option is (a click sets it, as the action would).
    /// `withAnimation` makes the change with its animation ("returns the result of recomputing
    /// the view's body with the provided animation",
    /// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)), `.default`
    /// without one, as a binding's `.animation(_:)` does; a set value's animation is that
    /// button's alone. Returns the state's name and the value set (`nil` for a toggle), or
    /// `nil` for any other action (which a page does not run).
    private func registerButtonChange(_ action: ClosureExprSyntax, title: Value?) throws -> (state: String, assigned: Value?)? {
        guard action.signature == nil, action.statements.count == 1, let statement = action.statements.first?.item.as(ExprSyntax.self),
              let (change, modifier) = try animatedChange(statement) else { return nil }
        if let (name, value) = try stateAssignment(change) {
            // A state a `Toggle` or menu switches has no radio button to set.
            guard stateControls[name]?.control != .toggle else { return nil }
            if !(stateValues[name] ?? []).contains(value) { stateValues[name, default: []].append(value) }
            if stateControls[name] == nil {
                buttonStates[name] = location(of: action)
                stateControls[name] = (.picker, name)
            }
            assignedStates[name, default: []].append(location(of: action))
            if let modifier, valueAnimations[name]?[value] == nil { valueAnimations[name, default: [:]][value] = modifier }
            return (name, value)
        }
        // `flag.toggle()`, `self.flag.toggle()`.
        guard let call = change.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.nameText == "toggle",
              let base = member.base, let name = stateName(base) else { return nil }
        guard stateDeclarations[name] != nil, case .bool? = state[name], assignedStates[name] == nil else { return nil }
        for value in [Value.bool(false), .bool(true)] where !(stateValues[name] ?? []).contains(value) {
            stateValues[name, default: []].append(value)
        }
        if stateControls[name] == nil {
            buttonStates[name] = location(of: action)
            if case .string(let text)? = title { stateControls[name] = (.toggle, text) } else { stateControls[name] = (.toggle, name) }
        }
        if let modifier { stateAnimations[name] = modifier }
        return (name, nil)
    }

    /// `target = value`, folded into an infix expression or not (a closure's statements are
    /// read before operators fold): its two sides.
    static func assignment(_ statement: ExprSyntax) -> (target: ExprSyntax, value: ExprSyntax)? {
        if let infix = statement.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return (infix.leftOperand, infix.rightOperand)
        }
        if let sequence = statement.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           let first = sequence.elements.first, let last = sequence.elements.last {
            return (first, last)
        }
        return nil
    }

    /// `name = constant` (folded or not) where `name` is a state and the constant a literal or
    /// a member (`.b`, `Choice.b`) of the state's type: the state and the value.
    private func stateAssignment(_ statement: ExprSyntax) throws -> (String, Value)? {
        guard let (target, written) = Self.assignment(statement) else { return nil }
        let isConstant = written.is(IntegerLiteralExprSyntax.self) || written.is(FloatLiteralExprSyntax.self)
            || written.is(StringLiteralExprSyntax.self) || written.is(BooleanLiteralExprSyntax.self)
            || written.as(PrefixOperatorExprSyntax.self).map { $0.operator.text == "-" && ($0.expression.is(IntegerLiteralExprSyntax.self) || $0.expression.is(FloatLiteralExprSyntax.self)) } ?? false
            || written.as(MemberAccessExprSyntax.self).map { $0.base == nil || $0.base?.is(DeclReferenceExprSyntax.self) == true } ?? false
        guard isConstant, let name = stateName(target), stateDeclarations[name] != nil, let current = state[name],
              let value = try? evaluate(written), sameType(value, current) else { return nil }
        // An Int state set to 2.0 holds 2, as Swift's literal would be typed.
        if case .int = current, case .double(let number) = value { return number.rounded() == number ? (name, .int(Int(number))) : nil }
        if case .double = current, case .int(let number) = value { return (name, .double(Double(number))) }
        return (name, value)
    }

    /// The state `expression` names: `flag` or `self.flag`.
    private func stateName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.nameText }
        if let access = expression.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "self" {
            return access.declName.baseName.nameText
        }
        return nil
    }

    /// A `DisclosureGroup(isExpanded: $open)`: `open` takes both values, so the page holds the
    /// group open and closed, and the reader switches by clicking the group's label.
    private func registerDisclosure(_ group: BlockView, at call: FunctionCallExprSyntax) throws {
        guard case .binding(let name)? = group.argument("isExpanded") else { return }
        guard case .bool? = state[name] else {
            throw error("`DisclosureGroup` needs a Bool state, but `\(name)` holds \(state[name]?.typeName ?? "nothing")", at: call,
                        hint: "declare `@State var \(name) = false`")
        }
        for value in [Value.bool(false), .bool(true)] where !(stateValues[name] ?? []).contains(value) {
            stateValues[name, default: []].append(value)
        }
        var title = name
        if case .string(let text)? = group.argument(nil) { title = text }
        stateControls[name] = (.toggle, title)
    }

    /// A `TabView(selection: $tab)`: `tab` takes each tab's `.tag(...)` (or `Tab`'s `value:`),
    /// named by the tab's title, so the page holds every tab and the reader picks one.
    private func registerTabView(_ tabs: BlockView, at call: FunctionCallExprSyntax) throws {
        guard case .binding(let name)? = tabs.argument("selection") else { return }
        for tab in tabs.children {
            guard let tag = tab.modifiers.last(where: { $0.name == "tag" })?.argument(nil) ?? tab.argument("value") else { continue }
            if !(stateValues[name] ?? []).contains(tag) { stateValues[name, default: []].append(tag) }
            if let title = BlockLowering.tabTitle(tab) { stateValueLabels[name, default: [:]][tag] = title }
        }
        stateControls[name] = (.picker, "Tab")
    }

    private func sameType(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .int), (.double, .double), (.int, .double), (.double, .int), (.string, .string), (.bool, .bool): return true
        case (.member, .member): return true
        default: return false
        }
    }
}

extension Interpreter {
    /// `Color(hex: "FF8800")`: an initialiser an `extension Color` (or of another SwiftUI type)
    /// declares, run by the Swift evaluator with this library for SwiftUI's own initialiser;
    /// `nil` when the call's labels fit none of them (then SwiftUI's own are tried).
    func extensionInitializer(of name: String, call: FunctionCallExprSyntax, arguments: [CallArgument]) throws -> Value? {
        guard SwiftCompiler.extensibleSwiftUITypes.contains(name), let extended = program.extensionType(name), !extended.initializers.isEmpty else { return nil }
        let labelled = arguments.map { CompiledArgument(label: $0.label, value: { _, _ in .void }, target: nil, isTrailingClosure: $0.isTrailingClosure) }
        guard SwiftCompiler.match(extended.initializers, labelled) != nil else { return nil }
        let values = CompiledArgument.constants(try plainArguments(arguments, of: name))
        guard let (initializer, sources) = SwiftCompiler.match(extended.initializers, values) else { return nil }
        let made = try runningSwift(at: call) { spot in
            let machine = SwiftMachine(library: self)
            let frame = SwiftFrame.make(slotCount: 0, parent: nil)
            return try SwiftCompiler.invoke(initializer, self: .void, sources: sources, values: try values.map { try $0.value(machine, frame) },
                                            machine: machine, at: spot).1[0]
        }
        // Each call is a value of its own: the views the initialiser made get the call's place.
        return placedAtCall(try viewValue(made, "`\(name)(…)` makes", at: call), call)
    }
}

/// The `withAnimation` calls in a piece of code.
private final class WithAnimationFinder: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    static func calls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let finder = WithAnimationFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.nameText == "withAnimation" { found.append(node) }
        return .visitChildren
    }
}
