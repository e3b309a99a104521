// SwiftUI's environment as a declared view's `@Environment` properties read it: what the views
// around it set, else the page's own values.

import SwiftSyntax
import TrellisLayout

/// Apple, "Environment": "Read environment values from a view's environment with the
/// `Environment` property wrapper"; "EnvironmentValues": "SwiftUI sets some values in the
/// environment automatically ... You can set or override some values using the
/// `environment(_:_:)` view modifier", and the modifiers that set a key (`disabled(_:)` sets
/// `isEnabled`, `dynamicTypeSize(_:)`, `font(_:)`...) set it "for this view and the views it
/// contains". A page builds a view's body when the view is made, so a modifier that sets a key
/// a declared view reads holds while the view it modifies is made (``withEnvironment(of:arguments:base:_:)``).
extension Interpreter {
    /// The key an `@Environment` attribute reads: `\.colorScheme`, `\EnvironmentValues.colorScheme`;
    /// `nil` for an object (`@Environment(Model.self)`) or anything else.
    static func environmentKey(of attribute: AttributeSyntax) -> String? {
        guard attribute.attributeName.trimmedDescription == "Environment" || attribute.attributeName.trimmedDescription == "SwiftUI.Environment",
              case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1 else { return nil }
        return keyPathKey(arguments.first!.expression)
    }

    /// The key under which the environment holds an observable object of the type a view's
    /// property reads: `@Environment(Store.self) var store` (iOS 17's `@Observable` models) or
    /// `@EnvironmentObject var store: Store` (`ObservableObject`s); `nil` for any other property.
    /// Apple, "Environment": "Read an observable object ... by calling the `Environment`
    /// property wrapper with the object's type"; "EnvironmentObject": "a property wrapper type
    /// for an observable object that a parent or ancestor view supplies". The key is the type's
    /// name: SwiftUI looks the object up by its type.
    static func environmentObjectKey(of attribute: AttributeSyntax, _ binding: PatternBindingSyntax) -> String? {
        let wrapper = attribute.attributeName.trimmedDescription
        var typeName: String?
        if wrapper == "Environment" || wrapper == "SwiftUI.Environment" {
            guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let access = arguments.first?.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                  let base = access.base else { return nil }
            typeName = base.trimmedDescription
        } else if wrapper == "EnvironmentObject" || wrapper == "SwiftUI.EnvironmentObject" {
            typeName = binding.typeAnnotation?.type.trimmedDescription
        }
        guard var name = typeName else { return nil }
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return objectKey(name)
    }

    /// The environment's key of an object of type `typeName` (``environmentObjectKey(of:_:)``).
    static func objectKey(_ typeName: String) -> String { "object:" + typeName }

    /// `\.colorScheme` or `\EnvironmentValues.colorScheme` as the key it names.
    static func keyPathKey(_ expression: ExprSyntax) -> String? {
        guard let path = expression.as(KeyPathExprSyntax.self), path.components.count == 1,
              path.root == nil || path.root?.trimmedDescription == "EnvironmentValues",
              let key = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.nameText else { return nil }
        return key
    }

    /// The keys the block's declared views read through `@Environment`, found once: only a
    /// modifier that sets one of them needs to hold while its view is made.
    var readEnvironmentKeys: Set<String> {
        if let keys = environmentKeysRead { return keys }
        var keys: Set<String> = []
        for type in program.types.values {
            guard let declaration = type.viewDeclaration else { continue }
            for member in declaration.memberBlock.members.active {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for attribute in variable.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self) else { continue }
                    if let key = Self.environmentKey(of: attribute) { keys.insert(Self.canonicalKey(key)) }
                    // `@ScaledMetric` scales by the text size around the view (``scaledMetric(_:attribute:)``).
                    if Self.isScaledMetric(attribute) { keys.insert("dynamicTypeSize") }
                    for binding in variable.bindings {
                        if let key = Self.environmentObjectKey(of: attribute, binding) { keys.insert(key) }
                    }
                }
            }
        }
        environmentKeysRead = keys
        return keys
    }

    /// `\.sizeCategory` is iOS 13's name for `\.dynamicTypeSize` (Apple, "EnvironmentValues.sizeCategory",
    /// deprecated: "Use `dynamicTypeSize` instead"): one key, read as either.
    static func canonicalKey(_ key: String) -> String {
        key == "sizeCategory" ? "dynamicTypeSize" : key
    }

    /// The value a declared view's `@Environment(\.key)` property reads: what the views around
    /// it set, else the page's (its text size, the light scheme, enabled, left to right), else
    /// `nil` (an action such as `\.dismiss`, the app's own key, a size class): the app's value,
    /// which stands in. A case is its implicit member (`.large`), which compares with the cases
    /// written in the view and prints as Swift prints a case (`large`).
    func environmentValue(_ key: String, at attribute: AttributeSyntax) throws -> Value? {
        let canonical = Self.canonicalKey(key)
        var value = environment[canonical]
        if value == nil {
            switch canonical {
            case _ where program.environmentDefault(canonical) != nil:
                return try appEnvironmentDefault(canonical, at: attribute)
            case _ where !Self.pageEnvironmentKeys.contains(canonical): return nil
            case "dynamicTypeSize":
                // The text size of the configuration being made: a block that reads it is made
                // again for each text size the page lays out (``ParsedBlock/view(for:textSize:)``).
                value = .member(MemberValue(name: textSizeAround().rawValue))
            case "colorScheme":
                // The scheme of the configuration being made: a block that reads it is made again
                // for the dark scheme, which the page shows where the reader's system is dark
                // (``ParsedBlock/view(for:textSize:colorScheme:)``).
                readsPageColorScheme = true
                value = .member(MemberValue(name: pageColorScheme.rawValue))
            case "isEnabled": value = .bool(true)
            default: value = .member(MemberValue(name: "leftToRight"))
            }
        }
        if key == "sizeCategory", let size = value.flatMap(Self.dynamicTypeSize) {
            return .member(MemberValue(name: size.contentSizeCategory))
        }
        return value
    }

    /// Whether `attribute` is SwiftUI's `@ScaledMetric` (or `@ScaledMetric(relativeTo:)`).
    static func isScaledMetric(_ attribute: AttributeSyntax) -> Bool {
        isScaledMetric(named: attribute.attributeName.trimmedDescription)
    }

    /// Whether an attribute's name is SwiftUI's `ScaledMetric`.
    static func isScaledMetric(named name: String) -> Bool { name == "ScaledMetric" || name == "SwiftUI.ScaledMetric" }

    /// `@ScaledMetric var inset = 12`, `@ScaledMetric(relativeTo: .title) var gap: CGFloat = 8`:
    /// the value as written at the default text size, scaled at any other as its text style's
    /// font is. Apple, "ScaledMetric": "A dynamic property that scales a numeric value";
    /// `init(wrappedValue:relativeTo:)` takes "an unscaled value and a text style to scale
    /// relative to", `init(wrappedValue:)` "the default scaling" (the body style's, as
    /// `UIFontMetrics.default` is body's); UIKit, "UIFontMetrics.scaledValue(for:)" takes the
    /// value "at the standard Dynamic Type size". The factor is the style's size at the text
    /// size around the view over its size at `.large`, from Apple's Dynamic Type table
    /// (``TextStyle/points(at:)``, one table for fonts and metrics): 12 is 16.24 at xxxLarge
    /// (body 17 → 23). A block that reads it is made again for each text size the page lays out.
    func scaledMetric(_ value: Value, attribute: AttributeSyntax) throws -> Value {
        let number: Double
        switch value {
        case .int(let whole): number = Double(whole)
        case .double(let fraction): number = fraction
        default: return value
        }
        var style = TextStyle.body
        if case .argumentList(let arguments)? = attribute.arguments, let relative = arguments.first(where: { $0.label?.text == "relativeTo" }) {
            guard case .member(let member) = try evaluate(relative.expression), let named = TextStyle(rawValue: member.name) else {
                throw error("`relativeTo:` takes a text style (`.body`, `.title`, `.caption`…)", at: relative.expression)
            }
            style = named
        }
        let size = textSizeAround()
        return .double(number * style.points(at: size) / style.points(at: .default))
    }

    /// The text size around the view being made: what a view around set, else the page's, which
    /// makes the block one that is made again for each text size (``readsPageTextSize``).
    private func textSizeAround() -> DynamicTypeSize {
        if let set = environment["dynamicTypeSize"].flatMap(Self.dynamicTypeSize) { return set }
        readsPageTextSize = true
        return pageTextSize
    }

    /// The keys a page has a value of its own for (``environmentValue(_:at:)``).
    static let pageEnvironmentKeys: Set<String> = ["dynamicTypeSize", "colorScheme", "isEnabled", "layoutDirection"]

    /// Whether `@Environment(\.key)` reads a value on the page (``environmentValue(_:at:)``)
    /// rather than the app's, which stands in.
    func hasEnvironmentValue(_ key: String) -> Bool {
        let canonical = Self.canonicalKey(key)
        return environment[canonical] != nil || Self.pageEnvironmentKeys.contains(canonical) || program.environmentDefault(canonical) != nil
    }

    /// The default of the app's key `name` (``SwiftProgram/environmentDefaults``): its `@Entry`
    /// value, or its key type's `defaultValue`; `nil` (a stand-in) for a key type not pasted.
    private func appEnvironmentDefault(_ name: String, at attribute: AttributeSyntax) throws -> Value? {
        switch program.environmentDefault(name) {
        case .value(let getter)?:
            let made = try runningSwift(at: attribute) { _ in
                try SwiftMachine(library: self).call(getter, self: nil, arguments: [], captured: nil, at: getter.spot).0
            }
            return try viewValue(made, "`EnvironmentValues.\(name)` is", at: attribute)
        case .key(let key)?:
            guard let type = program.type(key), type.statics["defaultValue"] != nil || type.viewStatics["defaultValue"] != nil else { return nil }
            return try declaredStatic(type, "defaultValue", at: attribute)
        case .none?:
            return .null
        case nil:
            return nil
        }
    }

    /// The `@Environment` properties of a declared view that read a value on the page, with it;
    /// and its observable objects that a view around it hands down (``environmentObjectKey(of:_:)``).
    func environmentProperties(_ declaration: StructDeclSyntax) throws -> [String: Value] {
        var values: [String: Value] = [:]
        for member in declaration.memberBlock.members.active {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.isStatic,
                  let attribute = variable.attributes.first?.as(AttributeSyntax.self) else { continue }
            for binding in variable.bindings {
                if let key = Self.environmentObjectKey(of: attribute, binding), let object = environment[key],
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText {
                    values[name] = object
                }
            }
            guard let key = Self.environmentKey(of: attribute) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.nameText,
                      let value = try environmentValue(key, at: attribute) else { continue }
                values[name] = value
            }
        }
        return values
    }

    /// The environment a modifier named `name` sets for the view it modifies, of the keys the
    /// block's views read (``readEnvironmentKeys``); empty for any other modifier.
    func environmentSet(by name: String, arguments: [CallArgument]) throws -> [String: Value] {
        let read = readEnvironmentKeys
        guard !read.isEmpty else { return [:] }
        func given(_ index: Int) throws -> Value? {
            arguments.indices.contains(index) ? try evaluate(arguments[index].expression) : nil
        }
        switch name {
        case "environment" where arguments.count == 1 && arguments[0].label == nil && !arguments[0].isTrailingClosure,
             "environmentObject" where arguments.count == 1:
            // `.environment(store)`, `.environmentObject(store)`: the object, found by its type.
            guard read.contains(where: { $0.hasPrefix(Self.objectKey("")) }), let object = try given(0),
                  let key = Self.objectKey(handing: object), read.contains(key) else { return [:] }
            return [key: object]
        case "environment" where arguments.count == 2:
            guard let key = Self.keyPathKey(arguments[0].expression).map(Self.canonicalKey), read.contains(key), var value = try given(1) else { return [:] }
            if key == "dynamicTypeSize", case .member(let member) = value, let size = DynamicTypeSize(contentSizeCategory: member.name) {
                value = .member(MemberValue(name: size.rawValue))
            }
            return [key: value]
        case "colorScheme", "preferredColorScheme":
            // `preferredColorScheme(_:)` sets the scheme of the presentation that holds the view
            // (Apple), which on a page is the block's; `nil` leaves it as it is.
            guard read.contains("colorScheme"), let value = try given(0), value != .null else { return [:] }
            return ["colorScheme": value]
        case "dynamicTypeSize":
            guard read.contains("dynamicTypeSize"), let value = try given(0) else { return [:] }
            if let size = Self.dynamicTypeSize(value) { return ["dynamicTypeSize": .member(MemberValue(name: size.rawValue))] }
            // A range (`...DynamicTypeSize.xxLarge`) clamps the size around it.
            let around = textSizeAround()
            guard let size = Self.dynamicTypeSize(around, clampedTo: value) else { return [:] }
            return ["dynamicTypeSize": .member(MemberValue(name: size.rawValue))]
        case "disabled":
            // `disabled(true)` turns `isEnabled` (default `true`) off below it; `disabled(false)`
            // leaves it as the views around set it (Apple, "disabled(_:)": "The higher views in a
            // view hierarchy can override the value you set on this view").
            guard read.contains("isEnabled"), case .bool(true)? = try given(0) else { return [:] }
            return ["isEnabled": .bool(false)]
        default:
            if let key = UnsupportedSwiftUI.environmentValueModifiers.first(where: { $0.value == name })?.key ?? Self.modifierKeys[name],
               read.contains(key), let value = try given(0) {
                return [key: value]
            }
            return [:]
        }
    }

    /// The key an object handed down with `.environment(_:)` or `.environmentObject(_:)` is
    /// read by: an instance of a class the block declares, under its type's name.
    static func objectKey(handing object: Value) -> String? {
        guard case .swift(let data) = object, case .instance(let instance) = data.value, instance.type.isClass else { return nil }
        return objectKey(instance.type.name)
    }

    /// Modifiers the page draws that set a key of the same name (Apple, "EnvironmentValues":
    /// `font` "set with `font(_:)`", `lineLimit`, `multilineTextAlignment`, `minimumScaleFactor`).
    private static let modifierKeys = ["font": "font", "lineLimit": "lineLimit", "multilineTextAlignment": "multilineTextAlignment",
                                       "minimumScaleFactor": "minimumScaleFactor"]

    /// Runs `body` (the making of the view a modifier `name` modifies) with the environment the
    /// modifier sets, as SwiftUI's views below it read it.
    func withEnvironment(of name: String, arguments: [CallArgument], base: ExprSyntax, _ body: () throws -> Value) throws -> Value {
        let set = try environmentSet(by: name, arguments: arguments)
        if set.isEmpty { return try body() }
        let saved = environment
        environment.merge(set) { _, new in new }
        defer { environment = saved }
        let made = try body()
        // Content made where the container was, in the environment its body runs in now.
        let changed = set.filter { key, value in saved[key].map { !BinaryOperation.equal($0, value) } ?? true }
        if made.isViews, !changed.isEmpty, Self.namesViewsMadeElsewhere(base) {
            // `content.environment(\.colorScheme, .dark)` in a container's body: its content
            // was made where the container was called (a page makes a view's body when the view
            // is made; SwiftUI when it is drawn), so the views in it read what is set there.
            let keys = changed.keys.sorted().map { "`\\.\($0)`" }.joined(separator: ", ")
            sayLimit("the views in `\(base.trimmedDescription)` were made before this `.\(name)`: their `@Environment` reads \(keys) as set where they were written",
                     at: location(of: base), hint: "set the value where the content is written, or around the container",
                     subject: name)
        }
        return made
    }

    /// Whether `expression` names views made before it is read: a property or parameter
    /// (`content`, `self.label`) or a call of one (`content()`), not views written here.
    static func namesViewsMadeElsewhere(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            return access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isLowercase == true {
            // `content()` of a stored closure; `Badge()` makes its view here.
            return true
        }
        return false
    }

    /// The text size a `DynamicTypeSize` or `ContentSizeCategory` case names (`.xLarge`,
    /// `ContentSizeCategory.accessibilityMedium`): both are `Comparable`, smallest first, and
    /// list the same twelve sizes (Apple, "DynamicTypeSize", "ContentSizeCategory").
    static func textSize(_ value: Value) -> DynamicTypeSize? {
        if let size = dynamicTypeSize(value) { return size }
        guard case .member(let member) = value, member.arguments == nil, member.base == nil || member.base == "ContentSizeCategory" else { return nil }
        return DynamicTypeSize(contentSizeCategory: member.name)
    }

    /// `size.isAccessibilitySize` (Apple, "DynamicTypeSize"), `category.isAccessibilityCategory`
    /// (Apple, "ContentSizeCategory"): whether a text size is one of the five accessibility sizes.
    static func textSizeProperty(_ member: String, of value: Value) -> Value? {
        guard member == "isAccessibilitySize" || member == "isAccessibilityCategory", let size = textSize(value) else { return nil }
        return .bool(size.isAccessibilitySize)
    }
}
