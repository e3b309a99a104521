// Stand-ins: pasted code that reads the app's own values still lays out.

import SwiftSyntax
import TrellisLayout
import TrellisMarkup

/// A view body pasted from an app reads the app's values: its properties (`landmark.name`,
/// `self.title`), its models (`viewModel.items`), its environment objects. A page has none
/// of them, and reporting each as an error would stop nearly every pasted body (on the
/// corpus of `bench/swiftui-corpus`, 215 of 299 bodies that use only SwiftUI failed on such
/// names alone). So a name the block does not define, and that is not a near miss of one it
/// does (a typo stays an error, with its suggestion), stands in for the value: one warning
/// per block lists them, and each is drawn as an author would sketch it, in the spirit of
/// SwiftUI's `redacted(reason: .placeholder)`:
///
/// - as text, the expression as written (`Text(landmark.name)` shows "landmark.name");
/// - as a condition, false (`if viewModel.isLoading` shows the `else`), so `!x` is true
///   and `x != y` is true while every other comparison is false; when that leaves the
///   block with no view at all (`if viewModel.count > 0 { ... }` is the whole body), the
///   block is read again with every stand-in condition holding, to show what it draws;
/// - as a collection, three elements, each standing in under the closure's parameter
///   (`ForEach(store.items) { item in Text(item.title) }` shows three "item.title" rows);
/// - as a view (`content`, `self.header`), a text of its name;
/// - as a binding, a constant one; as any other argument (a colour, a number, a font), the
///   argument is left out, so the modifier or view uses SwiftUI's default (a modifier whose
///   required argument it was, `.foregroundStyle(theme.accent)`, is left out with it);
/// - in a `switch`, the first case; in `if let`, a present value.
///
/// Members, calls, subscripts and arithmetic on a stand-in are stand-ins for the longer
/// expression. The interpreted layout code (`Layout` types, compiled Swift) has no stand-ins:
/// it is the author's own code, and an unknown name there is an error.
extension Interpreter {
    /// How many elements a stand-in collection has: enough to show a repeated row's layout.
    static let standInElements = 3
    /// The rows a `ForEach` over a stand-in collection draws: none inside a declared view that
    /// the same view's body is already expanding (`Branch(node: sub)` for each of the app's
    /// `node.subfolders`), so the app's tree is drawn one level down, not without end (set
    /// AX's FabulaItemsProvider: "views nest more than 64 deep").
    var standInRowCount: Int {
        guard let current = viewStack.last, viewStack.dropLast().contains(where: { $0 === current }) else { return Self.standInElements }
        return 0
    }
    /// The SF Symbol an image of the app draws: a picture's sketch.
    static let standInSymbol = "photo"

    /// A stand-in for `written`, recorded for the block's warning.
    func standIn(_ written: String, at node: some SyntaxProtocol) -> Value {
        standIns.append((written, location(of: node)))
        return .standIn(written)
    }

    /// The hint for a name the block does not define when it is a near miss of one it does
    /// (a typo, an error); `nil` when it is the app's (a stand-in). A singular or plural of a
    /// name in scope is another name, not a typo: `tabs` beside a `ForEach`'s `tab`. A name
    /// bound to a stand-in (`if let line1 = line1`) is the app's, and so is its near miss
    /// (`line2`): the app has both. A name an unseen branch's condition binds stands in only
    /// for want of a value (``unseenBranchErrors()``), so its near miss is a typo.
    func typoHint(for name: String, among names: [String]) -> String? {
        let names = names.filter { lookup($0)?.isStandIn != true || unseenBindings.contains($0) }
        // The same name among the same names is asked once per `ForEach` row: answered once
        // (a grid of 1,000 of the app's images spent seconds in the comparisons).
        let key = name + "\u{0}" + names.joined(separator: "\u{0}")
        if let known = typoHints[key] { return known }
        let hint: String?
        if let closest = NameSuggestion.closest(to: name, among: names), !NameSuggestion.isPluralOrSingular(name, of: closest) {
            hint = NameSuggestion.hint(for: name, among: [closest])
        } else {
            hint = nil
        }
        typoHints[key] = .some(hint)
        return hint
    }

    /// Whether `expression` reads a name that is a stand-in: compiled code over it (a closure
    /// over the app's `items`, a `Path` from its data) cannot run, so its result stands in.
    func readsStandIn(_ expression: some SyntaxProtocol) -> Bool {
        expression.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return lookup(name)?.isStandIn == true }
            return false
        }
    }

    /// Runs compiled code as `run` does; when it reads a stand-in, or a name the block does not
    /// define that is not a near miss of one it does (the app's), `standIn` instead.
    func runningOverStandIns<T>(_ expression: some SyntaxProtocol, standIn: () -> T, _ run: () throws -> T) throws -> T {
        if readsStandIn(expression) { return standIn() }
        do {
            return try run()
        } catch let diagnostic as Diagnostic where [.unknownName, .unknownFunction, .unknownMacro].contains(diagnostic.id) {
            // `isCompact(proxy.size)`: a function of the app's, as a name of the app's; so is
            // `#localize("title")`, the app's macro.
            guard let name = diagnostic.subject, diagnostic.hint == nil || diagnostic.id != .unknownFunction,
                  typoHint(for: name, among: namesInScope) == nil else { throw diagnostic }
            _ = self.standIn(diagnostic.id == .unknownFunction ? name + "(…)" : name, at: expression)
            return standIn()
        }
    }

    /// A call as a stand-in writes it: `RowView(…)`, `makeHeader()`, `.cardStyle()`.
    static func writtenCall(_ callee: String, _ arguments: [CallArgument]) -> String {
        callee + (arguments.isEmpty ? "()" : "(…)")
    }

    /// `base.member`: `self.title` is the view's own `title`.
    static func standInMember(_ base: String, _ member: String) -> Value {
        .standIn(base == "self" || base == "Self" ? member : base + "." + member)
    }

    /// A stand-in passed where `kind` is expected, as the view or modifier receives it; `nil`
    /// leaves the argument out.
    func standInArgument(_ written: String, for kind: ParameterKind, at node: some SyntaxProtocol) -> Value? {
        switch kind {
        // A gradient's colours of the app's (`colors: backgroundColors`): drawn grey by its text,
        // so the gradient's shape shows (`BlockLowering.gradientStops`).
        case .string, .any, .styles:
            standInTexts.insert(written)
            return .string(written)
        case .optional(let inner): return standInArgument(written, for: inner, at: node)
        case .collection: return .array(Array(repeating: .standIn(written), count: standInRowCount))
        case .binding:
            return .member(MemberValue(name: "constant", arguments: [BlockArgument(label: nil, value: .standIn(written), location: location(of: node))]))
        case .view, .builder, .slot: return .view(standInView(written, at: node))
        case .action: return .null
        default: return nil
        }
    }

    /// The app's shape of SwiftUI's type `kind` (`Capsule.pill`, `RoundedRectangle.card`): that
    /// shape, or a rectangle for the rounded ones, whose radius is the app's; drawn as a stand-in.
    func standInShape(_ kind: String, at node: some SyntaxProtocol) -> BlockView {
        let drawn = ["RoundedRectangle", "UnevenRoundedRectangle"].contains(kind) ? "Rectangle" : kind
        var shape = BlockView(kind: drawn, id: generatedID(drawn, at: node), location: location(of: node))
        shape.drawsStandIn = true
        return shape
    }

    /// What a stand-in draws as a view: its name, as a text.
    func standInView(_ written: String, at node: some SyntaxProtocol) -> BlockView {
        if Self.isAppColourConstant(written) {
            // `Color.appAccent` of the app's `extension Color`, not pasted: a colour, which fills
            // what it is offered and keeps its modifiers, drawn grey as the app's colours are
            // (set AZ's Pomodoro; it was its name as text, 20 high under `.frame(height: 40)`).
            var colour = BlockView(kind: "Color", id: generatedID("Color", at: node),
                                   arguments: [BlockArgument(label: nil, value: .standIn(written), location: location(of: node))], location: location(of: node))
            colour.drawsStandIn = true
            colour.isAppViewStandIn = true
            return colour
        }
        // Authored, as the author wrote it at this line: its box carries its id, which the
        // preview's outline, the code pane and `trellis layout` find it by.
        var view = BlockView(kind: "Text", id: generatedID("Text", at: node),
                             arguments: [BlockArgument(label: nil, value: .string(written), location: location(of: node))], location: location(of: node))
        view.drawsStandIn = true
        view.isAppViewStandIn = true
        return view
    }

    /// Whether `written` is a static colour of the app's (`Color.appAccent`).
    static func isAppColourConstant(_ written: String) -> Bool {
        guard written.hasPrefix("Color."), case let name = written.dropFirst(6), name.first?.isLowercase == true else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// What the app's own image draws (`Image(item.imageName)`, `Image.donutSymbol`): the
    /// `photo` symbol, as a sketch marks a picture.
    func standInImage(at node: some SyntaxProtocol) -> BlockView {
        var view = BlockView(kind: "Image", id: generatedID("Image", at: node), arguments: [
            BlockArgument(label: "systemName", value: .string(Self.standInSymbol), location: location(of: node)),
        ], location: location(of: node))
        view.drawsStandIn = true
        return view
    }

    /// `Spacing.large`, `MockAPIService.isMocking`, `AppSymbols.settings`: a static constant of
    /// a type the block does not declare and the language does not read (the app's or the
    /// platform's), as written; `nil` for any other value. It stands in where its value is
    /// needed (a nested type, `Models.Visibility`, stays a type for its members).
    func appStaticConstant(_ value: Value) -> String? {
        guard case .member(let member) = value, member.arguments == nil, let base = member.base, Self.namesAConstant(member.name),
              member.name != "self", program.type(base) == nil, SwiftUITypeName.isAppStatic(base, viewNames: catalog.viewNames) else { return nil }
        return base + "." + member.name
    }

    /// Whether an argument of a call is the app's value (a stand-in, or another type's constant
    /// it reads, `Spin.cycle`), so that the call's answer stands in too; the first such constant
    /// is listed with the block's stand-ins, at `node`.
    func readsTheAppsValue(_ arguments: [BlockArgument], at node: some SyntaxProtocol) -> Bool {
        if let written = arguments.lazy.compactMap({ self.appStaticConstant($0.value) }).first { _ = standIn(written, at: node) }
        return arguments.contains { $0.value.isStandIn || appStaticConstant($0.value) != nil }
    }

    /// `.screenW * 5` of an app's `extension CGFloat { static var screenW }` that was not
    /// pasted: an implicit member beside a number that no number type has (Swift infers the
    /// number's type for it, as `numericMember` reads `.pi`), written as it is; `nil` for any
    /// other value, and for a near miss of a number's member (`.zro` stays an error). In
    /// arithmetic beside another such member (`.padding(.gapM + .gapS)`) both are the number
    /// the context gives them (Swift infers `CGFloat` for both from `padding`'s parameter; set
    /// AL's artemis); a range of two members (`.large ... .xLarge`) is not arithmetic.
    func appNumberConstant(_ value: Value, beside other: Value, arithmetic: Bool) -> String? {
        guard other.number != nil || (arithmetic && appImplicitConstant(other) != nil) else { return nil }
        return appImplicitConstant(value)
    }

    /// `.gapM`: an implicit member named as a constant that no enum of the page's has and
    /// that is no near miss of a number's static member.
    private func appImplicitConstant(_ value: Value) -> String? {
        guard case .member(let member) = value, member.base == nil, member.arguments == nil,
              Self.namesAConstant(member.name), program.enumTypes(withCase: member.name).isEmpty,
              NameSuggestion.hint(for: member.name, among: Self.numberStaticNames) == nil else { return nil }
        return "." + member.name
    }

    /// `.defaultFlag` where a `Bool` goes (`!flag`, `if flag`), as written: `Bool` declares no
    /// static property (Apple, "Bool"), so it is the app's value, whose type was not pasted
    /// (`@State var flag = Prefs.defaultFlag` handed through Swift code, which keeps its
    /// member, set CF's rawctl), a stand-in; `nil` for any other value.
    func implicitMemberAsBool(_ value: Value) -> String? {
        guard case .member(let member) = value, member.base == nil, member.arguments == nil,
              Self.namesAConstant(member.name) else { return nil }
        return "." + member.name
    }

    /// The static members Swift's number types have (Apple, "CGFloat", "Double", "Int").
    static let numberStaticNames = ["pi", "infinity", "zero", "greatestFiniteMagnitude", "leastNormalMagnitude", "leastNonzeroMagnitude",
                                    "nan", "signalingNaN", "ulpOfOne", "max", "min", "bitWidth", "isSigned"]

    /// Whether a member's name is a constant's, not a nested type's: lowerCamelCase as Swift's
    /// API guidelines name values (`AppSymbols.settings`), or the SCREAMING_SNAKE_CASE some apps
    /// keep for constants (`Globals.INSPECTOR_SUBHEADER_FONT`); a type is UpperCamelCase (`Font.Weight`).
    static func namesAConstant(_ name: String) -> Bool {
        if name.first?.isLowercase == true { return true }
        return name.count > 1 && !name.contains(where: \.isLowercase) && name.contains(where: \.isLetter)
    }

    /// The value as a condition (`if`, `guard`, `? :`, `&&`, `||`): a stand-in is false, or
    /// true in a second reading where stand-ins hold (``standInsHold``).
    func condition(_ value: Value, at node: some SyntaxProtocol) -> Value {
        var value = value
        // `if MockAPIService.isMocking`: the app's static, which the page does not have.
        if let written = appStaticConstant(value) ?? implicitMemberAsBool(value) { value = standIn(written, at: node) }
        guard value.isStandIn else { return value }
        standInDecided = true
        return .bool(standInsHold)
    }

    /// An operator with a stand-in operand: comparisons are false (`!=` true; all true where
    /// stand-ins hold), `??` keeps it (it is present), anything else is a stand-in for the
    /// whole expression. `nil` when neither operand is a stand-in.
    func standInOperation(_ symbol: String, _ left: Value, _ right: Value, written: String) -> Value? {
        guard left.isStandIn || right.isStandIn else { return nil }
        switch symbol {
        case "==", "<", ">", "<=", ">=", "===", "~=":
            standInDecided = true
            return .bool(standInsHold)
        case "!=", "!==":
            standInDecided = true
            return .bool(true)
        // `a ?? b` is `b` when `a` is nil (set AB's nostur: `fallback ?? Color.appAsset` was nil).
        case "??": return left == .null ? right : left
        default: return .standIn(written)
        }
    }
}

extension Value {
    var isStandIn: Bool {
        if case .standIn = self { return true }
        return false
    }
}
