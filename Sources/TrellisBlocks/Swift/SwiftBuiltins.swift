// Members, subscripts and iteration of the built-in values: CGSize, LayoutSubviews, arrays...

import TrellisLayout
import TrellisMarkup

/// The standard library, CoreGraphics and the Layout protocol's API, as interpreted code
/// sees them: one switch per kind of operation, keyed by the value's case and the member's
/// name, each a thin call into the engine's own types.
enum SwiftBuiltins {
    // MARK: - Properties

    /// `Binding`'s own members; any other member of a binding is its value's.
    private static let bindingMembers: Set<String> = ["projectedValue", "transaction", "animation", "id"]

    /// `value.name`. On a page (where SwiftUI is the machine's library), a property that no
    /// Swift or Foundation value has and that is no slip of one is the app's extension that
    /// was not pasted (`"loading".localized` of `extension String { var localized: String }`):
    /// it stands in for its value, as `method` does for the app's methods and as the issue's
    /// stand-in rules ask for an unknown member of a known type.
    static func member(_ name: String, of value: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        do {
            return try builtInMember(name, of: value, machine: machine, at: spot)
        } catch let failure as SwiftRuntimeError where failure.diagnostic.id == .unknownMember && failure.diagnostic.hint == nil && failure.thrown == nil {
            guard let library = machine.library else {
                throw memberHint(value).map { spot.error(failure.diagnostic.message, hint: $0) } ?? failure
            }
            return library.standIn(value.shown + "." + name, at: spot.location)
        }
    }

    /// The properties the standard library and Foundation give the values apps extend (Apple,
    /// "String", "Character", "Int", "Double", "Array", "Dictionary", "Bool"): a name one slip
    /// from one of them is a typo to name; any other name is the app's extension.
    /// The members of the values an optional holds (`count`, `width`): read on nil, the
    /// optional needed unwrapping.
    private static let wrappedValueMemberNames = Set(standardPropertyNames + ["CGSize", "CGPoint", "CGRect"].flatMap(SwiftCompiler.builtInMemberNames))

    static let standardPropertyNames = [
        "count", "isEmpty", "first", "last", "startIndex", "endIndex", "indices", "capitalized", "localizedCapitalized",
        "localizedUppercase", "localizedLowercase", "utf8", "utf16", "unicodeScalars", "description", "debugDescription",
        "hashValue", "lazy", "magnitude", "sign", "isZero", "isNaN", "isFinite", "isInfinite", "isNormal", "keys", "values",
        "underestimatedCount", "capacity", "isNumber", "isLetter", "isWhitespace", "isUppercase", "isLowercase",
        "isPunctuation", "wholeNumberValue", "hexDigitValue", "asciiValue", "isASCII", "isHexDigit", "isSymbol", "isCased",
        "isNewline", "value", "nonzeroBitCount", "leadingZeroBitCount", "trailingZeroBitCount", "bitWidth", "byteSwapped",
        "ulp", "nextUp", "nextDown", "exponent", "significand", "timeIntervalSinceNow", "timeIntervalSince1970", "uuidString",
    ]

    private static func builtInMember(_ name: String, of value: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        // A member of the app's value stands in too (`vm.isFlipped`).
        if let written = value.standIn { return .swiftUI(Interpreter.standInMember(written, name)) }
        if case .swiftUI(let made) = value, let seconds = Interpreter.dateSeconds(made),
           let interval = DateArithmetic.property(name, of: seconds, now: machine.library?.pageNow ?? Interpreter.fixedNow) {
            return .double(interval)
        }
        if case .swiftUI(let made) = value, CalendarArithmetic.isCalendar(made), let member = CalendarArithmetic.property(name, of: made) { return member }
        // `inset.trailing` of `EdgeInsets(top: 1, ...)` a body made: its field, as a body reads it.
        if case .swiftUI(.member(let made)) = value, let field = Interpreter.memberwiseField(name, of: made) { return SwiftValue(field) }
        if name == "lowerBound" || name == "upperBound", case .swiftUI(.member(let range)) = value, BinaryOperation.dateRange(.member(range)) != nil,
           let bound = range.argument(name) {
            // A range of dates' bounds, its dates.
            return .swiftUI(bound)
        }
        if name == "date", case .date(let seconds)? = CalendarArithmetic.componentsDate(value) {
            return seconds.map { .swiftUI(DateArithmetic.value($0, at: spot.location)) } ?? .none
        }
        if case .foundation(let object) = value, let member = try object.member(name, at: spot) { return member }
        if name == "isAccessibilitySize" || name == "isAccessibilityCategory", let text = value.blockValue, value.enumCaseName.map({ machine.program?.enumTypes(declaring: $0, properties: false).isEmpty ?? true }) ?? true,
           let result = Interpreter.textSizeProperty(name, of: text) {
            // `size.isAccessibilitySize` of `@Environment(\.dynamicTypeSize)`: SwiftUI's text size.
            return SwiftValue(result)
        }
        if name == "value", case .swiftUI(.views(let views)) = value {
            // `content().value` of `@ViewBuilder content: () -> TupleView<(A, B)>`: a tuple of the
            // views a builder gave (Apple, "TupleView": `var value: T`), taken apart as `.0`, `.1`.
            return .tuple(views.map { .swiftUI(.view($0)) }, labels: views.map { _ in nil })
        }
        // `requestFocus.projectedValue` of a `Binding`: the binding itself (Apple, "Binding",
        // `projectedValue`: "A projection of the binding value that returns a binding"; set CB's
        // Construct, `_requestFocusOnText = requestFocusOnText.projectedValue`).
        if name == "projectedValue" {
            if case .swiftUI(.binding) = value { return value }
            if case .swiftUI(.member(let made)) = value, made.base == "Binding" { return value }
            if case .enumCase("constant", .tuple(let values, _)) = value, values.count == 1 { return value }
        }
        // `self.text.isEmpty` in the `init` that stored `self._text = text` of a `@Binding var
        // text`: the property reads its binding's value, and so does a member of it; Binding's
        // own members (`wrappedValue`, `transaction`...) are the binding's.
        if case .swiftUI(let made) = value, !bindingMembers.contains(name),
           let wrapped = machine.library?.wrappedValue(of: made) {
            return name == "wrappedValue" ? wrapped : try member(name, of: wrapped, machine: machine, at: spot)
        }
        // `T.allCases`, `t.label` of a type passed as a value.
        if case .type(let type) = value { return try SwiftMetatype.member(name, of: type, machine: machine, at: spot) }
        // The commonest readings (`width`, `minX`, `count`...) have one owner, `SwiftMemberReader`.
        if let result = SwiftMemberReader.named(name)?.read(value) { return result }
        if let caseName = value.enumCaseName, let getter = machine.program?.enumTypes(declaring: name, properties: true)
            .first(where: { $0.caseNames.contains(caseName) })?.methods[name]?.first(where: \.isProperty) {
            // A case of a declared enum (its values do not carry their type): the computed
            // property of the enum that has the case, as a key path (`map(\.rawValue)`) reads it.
            return try machine.call(getter, self: value, arguments: [], captured: nil, at: spot).0
        }
        switch value {
        case .enumCase("constant", .tuple(let values, _)) where name == "wrappedValue" && values.count == 1:
            // `.constant(x).wrappedValue`: a view made with a constant binding reads its value.
            return values[0]
        case .enumCase("constant", .tuple(let values, _)) where values.count == 1 && !bindingMembers.contains(name):
            // `self.text.isEmpty` of a `@Binding var text` given `.constant("")`: its value's member.
            return try member(name, of: values[0], machine: machine, at: spot)
        case .instance(let instance):
            if let index = instance.type.propertyIndex(name) { return try storedValue(index, of: value, machine: machine, at: spot) }
            // `self._height`: a wrapped property's storage; `self.$height`: its projection.
            if let index = instance.type.storageIndex(name) { return instance.fields[index] }
            if let index = instance.type.projectionIndex(name) {
                return try member("projectedValue", of: instance.fields[index], machine: machine, at: spot)
            }
            // `self.$count` of `@Published var count` on a page: the publisher stands in.
            if machine.library != nil, instance.type.publisherProjectionIndex(name) != nil { return .swiftUI(.standIn(name)) }
            if let getter = instance.type.methods[name]?.first(where: \.isProperty) {
                return try machine.call(getter, self: value, arguments: [], captured: nil, at: spot).0
            }
            // `self.send`, `model.refresh` named without a call: the method bound to the value.
            if let method = instance.type.methods[name]?.first(where: { !$0.isProperty }) { return method.bound(to: value) }
        case .tuple(let values, let labels):
            if let index = Int(name), index < values.count { return values[index] }
            if let index = labels.firstIndex(of: name) { return values[index] }
        case .rect(let rect):
            switch name {
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "isEmpty": return .bool(rect.width == 0 || rect.height == 0)
            default: break
            }
        case .angle(let radians):
            switch name {
            case "degrees": return .double(radians * 180 / .pi)
            default: break
            }
        case .double(let number):
            switch name {
            case "isFinite": return .bool(number.isFinite)
            case "isInfinite": return .bool(number.isInfinite)
            case "isNaN": return .bool(number.isNaN)
            case "isZero": return .bool(number == 0)
            case "magnitude": return .double(number.magnitude)
            case "sign": return .implicitMember(number.sign == .minus ? "minus" : "plus")
            case "description": return .string(number.description)
            default: break
            }
        case .int(let number):
            switch name {
            case "magnitude": return .int(Int(clamping: number.magnitude))
            case "description": return .string(String(number))
            case "isZero": return .bool(number == 0)
            default: break
            }
        case .string(let text):
            switch name {
            case "count": return .int(text.count)
            case "isEmpty": return .bool(text.isEmpty)
            case "capitalized": return .string(capitalized(text))
            // A `UUID` is its string here (`UUID()` makes one), so its `uuidString` is itself.
            case "uuidString": return .string(text)
            // A string's indices are character offsets here (`String.Index` counts characters too).
            case "startIndex": return .int(0)
            case "endIndex": return .int(text.count)
            case "indices": return .range(0, text.count)
            // A `Character` is a one-character string here.
            case "first": return text.first.map { .string(String($0)) } ?? .none
            case "last": return text.last.map { .string(String($0)) } ?? .none
            case "isNumber", "isLetter", "isWhitespace", "isUppercase", "isLowercase", "isPunctuation":
                guard let character = text.first, text.count == 1 else { break }
                let answers = ["isNumber": character.isNumber, "isLetter": character.isLetter, "isWhitespace": character.isWhitespace,
                               "isUppercase": character.isUppercase, "isLowercase": character.isLowercase, "isPunctuation": character.isPunctuation]
                return .bool(answers[name]!)
            // Apple, "Character": the numeric value of a digit (`"7"` is 7, `"½"` nil) and
            // an ASCII character's code.
            case "wholeNumberValue", "hexDigitValue", "asciiValue", "isASCII", "isHexDigit", "isSymbol", "isCased", "isNewline":
                guard let character = text.first, text.count == 1 else { break }
                switch name {
                case "wholeNumberValue": return character.wholeNumberValue.map(SwiftValue.int) ?? .none
                case "hexDigitValue": return character.hexDigitValue.map(SwiftValue.int) ?? .none
                case "asciiValue": return character.asciiValue.map { .int(Int($0)) } ?? .none
                case "isASCII": return .bool(character.isASCII)
                case "isHexDigit": return .bool(character.isHexDigit)
                case "isSymbol": return .bool(character.isSymbol)
                case "isCased": return .bool(character.isCased)
                default: return .bool(character.isNewline)
                }
            // The code units, as numbers (`s.utf8.count`, `Array(s.utf8)`).
            case "unicodeScalars": return .array(text.unicodeScalars.map { .string(String(Character($0))) })
            // A `Unicode.Scalar`'s number (a scalar is a one-scalar string here).
            case "value":
                guard let scalar = text.unicodeScalars.first, text.unicodeScalars.count == 1 else { break }
                return .int(Int(scalar.value))
            case "utf8": return .array(text.utf8.map { .int(Int($0)) })
            case "utf16": return .array(text.utf16.map { .int(Int($0)) })
            default: break
            }
        case .subview(let subview):
            switch name {
            case "priority": return .double(subview.priority)
            default: break
            }
        case .subviews(let subviews):
            switch name {
            case "startIndex": return .int(subviews.startIndex)
            case "endIndex": return .int(subviews.endIndex)
            case "first": return subviews.first.map(SwiftValue.subview) ?? .none
            case "last": return subviews.last.map(SwiftValue.subview) ?? .none
            case "layoutDirection": return .implicitMember("leftToRight")
            default: break
            }
        case .array(let elements):
            switch name {
            case "first": return elements.first ?? .none
            case "last": return elements.last ?? .none
            case "startIndex": return .int(0)
            case "endIndex": return .int(elements.count)
            // `nums.lazy.map { ... }.first`: the same elements, computed at once (a page's
            // closures have no effects a reader could see in the order they run).
            case "lazy": return value
            default: break
            }
        case .range(let lower, let upper, let closed):
            switch name {
            case "count": return .int(SwiftValue.rangeCount(lower, upper))
            case "isEmpty": return .bool(lower >= upper)
            case "lowerBound", "startIndex", "first": return lower < upper || name == "lowerBound" || name == "startIndex" ? .int(lower) : .none
            // A closed range's upper bound is its last element (`(1...4).upperBound` is 4).
            case "upperBound": return .int(closed && upper != .max ? upper - 1 : upper)
            case "endIndex": return .int(upper)
            case "last": return lower < upper ? .int(upper - 1) : .none
            case "indices", "lazy": return value
            default: break
            }
        case .floatingRange(let range):
            switch name {
            case "lowerBound": return .double(range.lower)
            case "upperBound": return .double(range.upper)
            case "isEmpty": return .bool(!range.isClosed && range.lower == range.upper)
            default: break
            }
        case .dictionary(let dictionary):
            switch name {
            case "count": return .int(dictionary.count)
            case "isEmpty": return .bool(dictionary.count == 0)
            case "keys": return .array(dictionary.keys)
            case "values": return .array(dictionary.values)
            case "first": return dictionary.entries.first ?? .none
            default: break
            }
        case .layoutProperties(let properties):
            if name == "stackOrientation" { return properties.stackOrientation.map(SwiftValue.axis) ?? .none }
        case .geometryProxy(let size):
            switch name {
            case "size": return .size(size)
            case "safeAreaInsets":
                // A page's reader is never under a bar or a notch.
                return .tuple([.double(0), .double(0), .double(0), .double(0)], labels: ["top", "leading", "bottom", "trailing"])
            default: break
            }
        case .record(let entries):
            // A data record (front matter, a data file's row) reads its keys as properties; one
            // made from a labelled tuple its parts by number too (`item.1`), as `Value`'s subscript.
            if let entry = entries.first(where: { $0.key == name }) { return SwiftValue(entry.value) }
            if let index = Int(name), entries.indices.contains(index) { return SwiftValue(entries[index].value) }
            // Otherwise it is Swift's `[String: Value]` (`counts.first`, `flags.keys`), which a
            // dictionary literal of the view code also is.
            if ["count", "isEmpty", "keys", "values", "first", "description", "debugDescription"].contains(name) {
                return try builtInMember(name, of: .dictionary(SwiftDictionary(record: entries)), machine: machine, at: spot)
            }
            throw spot.error("a data record has no member `\(name)`",
                             hint: NameSuggestion.hint(for: name, among: entries.map(\.key))
                                ?? (entries.isEmpty ? "it has no keys" : "its keys are " + entries.map { "`\($0.key)`" }.joined(separator: ", ")))
        case .none where name != "hashValue":
            // A member of the values optionals hold (`name.count` of a nil `String?`) needs the
            // optional unwrapped, as Swift says; any other is `Optional`'s own, which only the
            // app's `extension Optional` (not pasted) gives: it stands in on a page, as a
            // member the app adds to `String` does (set BF's SwiftReddit, `subscribers.formatted`).
            if wrappedValueMemberNames.contains(name) {
                throw spot.error("`.\(name)` of nil", hint: "unwrap the optional first: `if let`, `guard let` or `?.`")
            }
            var failure = spot.error("`.\(name)` of nil: `Optional` has no member `\(name)`")
            failure.diagnostic = failure.diagnostic.identified(.unknownMember, subject: name)
            throw failure
        default:
            break
        }
        // Every value's `String(describing:)` and `String(reflecting:)`, as Swift prints them.
        if name == "description" { return .string(SwiftOperators.text(value)) }
        if name == "debugDescription" { return .string(SwiftOperators.element(value)) }
        if name == "hashValue" {
            var hasher = SwiftHasher()
            hasher.combine(try SwiftKey(value, machine: machine, at: spot))
            return .int(hasher.finalized)
        }
        // A geometry value's unknown property that is no slip (`rect.center`) is the app's
        // extension: without a hint, so a page stands it in (`member`); layout code, which
        // has no library, gets the type's members as the hint there.
        let ownNames = if case .instance(let instance) = value { instance.type.memberNames }
            else { SwiftCompiler.builtInMemberNames(value.typeName) }
        let slip = NameSuggestion.hint(for: name, among: ownNames + standardPropertyNames)
        let appExtends = slip == nil && (SwiftCompiler.typesAppsExtend.contains(value.typeName) || value.isInstance)
        var failure = spot.error("\(value.typeName) has no member `\(name)`", hint: slip ?? (appExtends ? nil : memberHint(value)))
        if failure.diagnostic.hint == nil, isExtendedByApps(value) { failure.diagnostic = failure.diagnostic.identified(.unknownMember, subject: name) }
        throw failure
    }

    /// Foundation's `capitalized`: the first letter of every word upper-cased, the rest lower.
    static func capitalized(_ text: String) -> String {
        var result = ""
        var startsWord = true
        for character in text {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = !(character.isLetter || character.isNumber || character == "'")
        }
        return result
    }

    private static func memberHint(_ value: SwiftValue) -> String? {
        switch value {
        case .rect: "a CGRect has origin, size, width, height, minX, midX, maxX, minY, midY, maxY"
        case .proposal: "a ProposedViewSize has width and height (optional), and replacingUnspecifiedDimensions()"
        case .subview: "a subview has sizeThatFits(_:), dimensions(in:), place(at:anchor:proposal:), spacing, priority and [Key.self]"
        case .geometryProxy: "a GeometryReader's proxy has size, frame(in: .local) and safeAreaInsets"
        default: nil
        }
    }

    /// `point.x = 3`, `cache.sizes = ...`: a copy of `value` with one member changed.
    /// Sets member `name` of `value`. `observed` is false where Swift does not run a stored
    /// property's observers: in the type's own initialisers and inside that property's observer.
    static func setMember(_ name: String, of value: inout SwiftValue, to newValue: SwiftValue, observed: Bool,
                          machine: SwiftMachine, at spot: SwiftSpot) throws {
        func number() throws -> Double {
            guard let number = newValue.number else { throw spot.error("`\(name)` takes a number, found \(newValue.described)") }
            return number
        }
        // `LoopManager.lastFrame = result` of the app's value or type: what is set into the
        // app's is the app's too, and it stays the stand-in it was.
        if value.standIn != nil { return }
        switch value {
        case .instance(let instance):
            if let setter = instance.type.setters[name] {
                value = try machine.call(setter, self: value, arguments: [newValue], captured: nil, at: spot).1[0]
                return
            }
            if let index = instance.type.storageIndex(name), case .instance(var changed) = value {
                // `self._height = TwelveOrLess()`: the storage itself.
                changed.fields[index] = newValue
                value = .instance(changed)
                return
            }
            guard let index = instance.type.propertyIndex(name) else { break }
            // A `let` property is set once, in an `init`; the compiler refuses other assignments.
            try setStoredProperty(index, of: &value, to: newValue, observed: observed, machine: machine, at: spot)
            return
        case .point(var point):
            switch name {
            case "x": point.x = try number()
            case "y": point.y = try number()
            default: throw spot.error("CGPoint has no settable member `\(name)`")
            }
            value = .point(point)
            return
        case .size(var size):
            switch name {
            case "width": size.width = try number()
            case "height": size.height = try number()
            default: throw spot.error("CGSize has no settable member `\(name)`")
            }
            value = .size(size)
            return
        case .rect(var rect):
            switch (name, newValue) {
            case ("origin", .point(let point)): rect.origin = point
            case ("size", .size(let size)): rect.size = size
            default: throw spot.error("CGRect's `\(name)` cannot be set to \(newValue.shown)")
            }
            value = .rect(rect)
            return
        case .proposal(var proposal):
            switch name {
            case "width": proposal.width = newValue.number
            case "height": proposal.height = newValue.number
            default: throw spot.error("ProposedViewSize has no settable member `\(name)`")
            }
            value = .proposal(proposal)
            return
        case .record(var entries):
            // `components.hour = 7` of a `DateComponents`, a field of the page's data copied
            // into a `var`: the copy's field changes, as a struct's does.
            guard let index = entries.firstIndex(where: { $0.key == name }), let field = newValue.blockValue else { break }
            entries[index].value = field
            value = .record(entries)
            return
        case .swiftUI(.standIn):
            // `formatter.numberStyle = .none` on the app's object that stood in: it stays the
            // stand-in it was (listed once, where it was made).
            return
        case .foundation(let object) where object.isReference:
            // `formatter.dateStyle = .medium`: the object changes, and every copy with it.
            try object.set(name, to: newValue, at: spot)
            return
        case .tuple(var parts, let labels):
            // `t.0 = 7`, `size.w *= 2`: an element of a tuple in a `var` is a place.
            guard let index = Int(name) ?? labels.firstIndex(of: name), parts.indices.contains(index) else { break }
            parts[index] = newValue
            value = .tuple(parts, labels: labels)
            return
        case .swiftUI(let made) where CalendarArithmetic.isCalendar(made) && name == "timeZone":
            // `calendar.timeZone = zone` of `var calendar = Calendar.current`: that calendar in the zone.
            if FoundationObject.isPageCurrent(newValue) {
                value = .swiftUI(CalendarArithmetic.calendar(made, inTimeZone: nil, at: spot.location))
                return
            }
            guard let zone = newValue.namedTimeZone else { throw spot.error("`timeZone` takes a `TimeZone`, found \(newValue.described)") }
            value = .swiftUI(CalendarArithmetic.calendar(made, inTimeZone: zone.identifier, at: spot.location))
            return
        case .layoutProperties(var properties):
            guard name == "stackOrientation" else { break }
            if case .axis(let axis) = try SwiftConversion.convert(newValue, to: .optional(.named("Axis")), at: spot) { properties.stackOrientation = axis } else { properties.stackOrientation = nil }
            value = .layoutProperties(properties)
            return
        default:
            break
        }
        throw spot.error("\(value.typeName) has no settable member `\(name)`")
    }

    /// Stored property `index` of an instance: a `lazy var` not yet read is computed from the
    /// instance. Only a read that can store it back (``SwiftCompiler``'s, on a mutable
    /// `self`) keeps the value; other reads compute it again, the same while what it reads
    /// is unchanged.
    static func storedValue(_ index: Int, of value: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        guard case .instance(let instance) = value else { return .void }
        let field = instance.fields[index]
        if instance.type.properties[index].isBinding { return wrappedValue(of: field, machine: machine) }
        if instance.type.properties[index].wrapper != nil {
            guard case .instance = field else { throw spot.error("`\(instance.type.name).\(instance.type.properties[index].name)` is read before it is given a value") }
            return try PropertyWrappers.wrappedValue(of: field, machine: machine, at: spot)
        }
        if case .void = field, let lazy = instance.type.properties[index].lazyValue {
            return try SwiftConversion.convert(try machine.call(lazy, self: value, arguments: [], captured: nil, at: spot).0,
                                               to: instance.type.properties[index].type, at: spot)
        }
        return field
    }

    /// What reading a `@Binding var on` gives (`if self.on`): the value of the binding its
    /// field holds, the state's for `$on` and `x` for `.constant(x)`; a field the `init` has
    /// not set yet, or holding no binding, is itself.
    static func wrappedValue(of field: SwiftValue, machine: SwiftMachine) -> SwiftValue {
        switch field {
        case .swiftUI(let made): return machine.library?.wrappedValue(of: made) ?? field
        case .enumCase("constant", .tuple(let values, _)) where values.count == 1: return values[0]
        default: return field
        }
    }

    /// Sets stored property `index` of an instance, running its `willSet` (given the new
    /// value) before and its `didSet` (given the old one) after when `observed` (The Swift
    /// Programming Language, "Property Observers": observers are not called while the
    /// type's own initialiser sets the property).
    static func setStoredProperty(_ index: Int, of value: inout SwiftValue, to newValue: SwiftValue, observed: Bool,
                                  machine: SwiftMachine, at spot: SwiftSpot) throws {
        guard case .instance(let instance) = value else { return }
        let property = instance.type.properties[index]
        let converted = try SwiftConversion.convert(newValue, to: property.type, at: spot)
        if let wrapper = property.wrapper {
            // Through the wrapper: its first assignment (in an `init`) makes the storage with
            // `W(wrappedValue:)`, later ones set its `wrappedValue`.
            guard case .instance(var changed) = value else { return }
            let storage = changed.fields[index]
            if case .instance = storage {
                changed.fields[index] = try PropertyWrappers.setting(storage, to: converted, machine: machine, at: spot)
            } else if let made = try PropertyWrappers.storage(wrapper, for: property, wrappedValue: converted, machine: machine, at: spot) {
                changed.fields[index] = made
            } else {
                throw spot.error("`\(wrapper.name)` has no `init(wrappedValue:)` to give `\(property.name)` its first value")
            }
            value = .instance(changed)
            return
        }
        if observed, let willSet = property.willSet {
            value = try machine.call(willSet, self: value, arguments: [converted], captured: nil, at: spot).1[0]
        }
        guard case .instance(var changed) = value else { return }
        let old = changed.fields[index]
        changed.fields[index] = converted
        value = .instance(changed)
        if observed, let didSet = property.didSet {
            value = try machine.call(didSet, self: value, arguments: [old], captured: nil, at: spot).1[0]
        }
    }

    // MARK: - Subscripts

    /// The first of a type's `subscripts` that a call written with `labels` fits, with its
    /// arguments: each parameter in order takes the next argument of its label, or its default
    /// when the call leaves it out (The Swift Programming Language, "Subscripts": subscripts
    /// "can provide default values for their parameters"). A setter's last parameter is the new
    /// value, which the call does not write (`setting`).
    private static func subscriptCall(_ subscripts: [SwiftFunction], labels: [String?], arguments: [SwiftValue], setting: Bool = false,
                                      machine: SwiftMachine) throws -> (SwiftFunction, [SwiftValue])? {
        candidates: for function in subscripts {
            var filled: [SwiftValue] = []
            var next = 0
            for parameter in function.parameters.dropLast(setting ? 1 : 0) {
                if next < labels.count, labels[next] == parameter.label {
                    filled.append(arguments[next])
                    next += 1
                } else if let value = parameter.defaultValue {
                    filled.append(try value(machine, SwiftFrame.empty))
                } else {
                    continue candidates
                }
            }
            if next == labels.count { return (function, filled) }
        }
        return nil
    }

    static func subscriptGet(_ value: SwiftValue, labels: [String?], arguments: [SwiftValue], machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        if let written = value.standIn { return .swiftUI(.standIn(written + "[…]")) }
        if case .instance(let instance) = value, let subscripts = instance.type.methods[SwiftCompiler.subscriptGetterName] {
            // A declared type's `subscript(...)`, the one whose labels the call writes.
            guard let (getter, filled) = try subscriptCall(subscripts, labels: labels, arguments: arguments, machine: machine) else {
                throw spot.error("no subscript of `\(instance.type.name)` takes [\(labels.map { ($0 ?? "_") + ":" }.joined())]")
            }
            return try machine.call(getter, self: value, arguments: filled, captured: nil, at: spot).0
        }
        if case .type(let type) = value, let declared = type.declared, let subscripts = declared.staticMethods[SwiftCompiler.subscriptGetterName] {
            // `t[index]` of a metatype value (`t: T.Type`): the type's static subscript.
            guard let (getter, filled) = try subscriptCall(subscripts, labels: labels, arguments: arguments, machine: machine) else {
                throw spot.error("no static subscript of `\(declared.name)` takes [\(labels.map { ($0 ?? "_") + ":" }.joined())]")
            }
            return try machine.call(getter, self: nil, arguments: filled, captured: nil, at: spot).0
        }
        // `names["b"]` of a view's `[String: String]`, which the view code hands over as a record
        // of its keys: Swift's dictionary, whose missing key is nil (set AY's XDevMan).
        let keyed = recordAsDictionary(value, key: arguments.first)
        if let written = arguments.first?.standIn {
            switch keyed {
            case .array, .string, .subviews, .dictionary, .record:
                // `palette[abs(name.hashValue) % palette.count]` of a name the app passes (set BF's
                // PIRATEN, in a view's helper), `prices[LocaleManager.client.currencyCode]` (set
                // BS's SwiftfulShopping): the element at a position or key the page cannot know
                // stands in too, as it does in a body.
                return .swiftUI(.standIn("[…][" + written + "]"))
            default: break
            }
        }
        if case .dictionary(let dictionary) = keyed {
            // `d[key]` is optional; `d[key, default: 0]` is not.
            guard let key = arguments.first, arguments.count == 1 || (arguments.count == 2 && labels[1] == "default") else {
                throw spot.error("a dictionary's subscript takes a key, and optionally `default:`")
            }
            return dictionary[try SwiftKey(key, machine: machine, at: spot)] ?? (arguments.count == 2 ? arguments[1] : .none)
        }
        guard arguments.count == 1 else { throw spot.error("a subscript here takes one index") }
        let index = arguments[0]
        switch (value, index) {
        case (.array(let elements), .int(let position)):
            guard elements.indices.contains(position) else {
                throw spot.error("index \(position) is out of range: the array has \(elements.count) element\(elements.count == 1 ? "" : "s")",
                                 hint: elements.isEmpty ? "check `isEmpty` first" : "valid indices are 0...\(elements.count - 1)")
            }
            return elements[position]
        case (.array(let elements), .range(let lower, let upper, _)):
            let (start, end) = try clamp(lower, upper, within: 0, elements.count, at: spot)
            return .array(Array(elements[start..<end]))
        case (.subviews(let subviews), .int(let position)):
            guard subviews.indices.contains(position) else {
                throw spot.error("index \(position) is out of range: there are \(subviews.count) subviews",
                                 hint: subviews.isEmpty ? "a layout can have no subviews; check `subviews.isEmpty` first" : "valid indices are \(subviews.startIndex)..<\(subviews.endIndex)")
            }
            return .subview(subviews[position])
        case (.subviews(let subviews), .range(let lower, let upper, _)):
            let (start, end) = try clamp(lower, upper, within: subviews.startIndex, subviews.endIndex, at: spot)
            return .subviews(subviews[start..<end])
        case (.subview(let subview), .type(let key)):
            return try layoutValue(of: subview, key: key, machine: machine, at: spot)
        case (.dimensions(let dimensions), _):
            let explicit = labels.first == "explicit"
            switch try guide(index, at: spot) {
            case .horizontalAlignment(let guide): return explicit ? (dimensions[explicit: guide].map(SwiftValue.double) ?? .none) : .double(dimensions[guide])
            case .verticalAlignment(let guide): return explicit ? (dimensions[explicit: guide].map(SwiftValue.double) ?? .none) : .double(dimensions[guide])
            default: break
            }
        case (.string(let text), .int(let position)):
            let characters = Array(text)
            guard characters.indices.contains(position) else { throw spot.error("index \(position) is out of range of \(value.shown)") }
            return .string(String(characters[position]))
        case (.string(let text), .range(let lower, let upper, _)):
            // `text[start..<end]`: a substring, which reads as a String here.
            let characters = Array(text)
            let (start, end) = try clamp(lower, upper, within: 0, characters.count, at: spot)
            return .string(String(characters[start..<end]))
        default:
            break
        }
        throw spot.error("\(value.typeName) cannot be subscripted with \(index.described)")
    }

    /// A dictionary the view code hands over as a record of its keys (`.record`), read or
    /// written by key as Swift's dictionary: one keyed by strings, or an empty one, whatever
    /// its key type (`var maxShare: [Int: Double] = [:]` above a body's loop, set CF's Klettrack).
    private static func recordAsDictionary(_ value: SwiftValue, key: SwiftValue?) -> SwiftValue {
        guard case .record(let entries) = value else { return value }
        if case .string? = key { return .dictionary(SwiftDictionary(record: entries)) }
        return entries.isEmpty && key != nil ? .dictionary(SwiftDictionary()) : value
    }

    static func subscriptSet(_ value: inout SwiftValue, labels: [String?], arguments: [SwiftValue], to newValue: SwiftValue,
                             machine: SwiftMachine, at spot: SwiftSpot) throws {
        // `text[range].link = url` of the app's `AttributedString`: what is assigned into the
        // app's value is the app's too, and it stays the stand-in it was.
        if value.standIn != nil { return }
        if case .record = value { value = recordAsDictionary(value, key: arguments.first) }
        if case .type(let type) = value, let declared = type.declared, declared.staticMethods[SwiftCompiler.subscriptGetterName] != nil {
            // `t[index] += 1` of a metatype value: the type's static subscript's setter.
            guard let (setter, filled) = try subscriptCall(declared.staticMethods[SwiftCompiler.subscriptSetterName] ?? [], labels: labels,
                                                           arguments: arguments, setting: true, machine: machine) else {
                throw spot.error("the static subscript of `\(declared.name)` taking [\(labels.map { ($0 ?? "_") + ":" }.joined())] has no `set`",
                                 hint: "add `set { ... }` to the subscript to assign through it")
            }
            _ = try machine.call(setter, self: nil, arguments: filled + [newValue], captured: nil, at: spot)
            return
        }
        if case .instance(let instance) = value, instance.type.methods[SwiftCompiler.subscriptGetterName] != nil {
            // A declared type's subscript setter: a mutating method whose final `self` is the new value.
            guard let (setter, filled) = try subscriptCall(instance.type.methods[SwiftCompiler.subscriptSetterName] ?? [], labels: labels,
                                                           arguments: arguments, setting: true, machine: machine) else {
                throw spot.error("the subscript of `\(instance.type.name)` taking [\(labels.map { ($0 ?? "_") + ":" }.joined())] has no `set`",
                                 hint: "add `set { ... }` to the subscript to assign through it")
            }
            let (_, frame) = try machine.call(setter, self: value, arguments: filled + [newValue], captured: nil, at: spot)
            value = frame[0]
            return
        }
        if case .dictionary(var dictionary) = value, let key = arguments.first {
            // `d[key] = nil` removes the entry, as in Swift.
            let hashed = try SwiftKey(key, machine: machine, at: spot)
            value = .void
            if case .none = newValue { dictionary.remove(hashed) } else { dictionary.update(newValue, for: key, hashed: hashed) }
            value = .dictionary(dictionary)
            return
        }
        guard arguments.count == 1, case .array(var elements) = value, case .int(let position) = arguments[0] else {
            throw spot.error("only an array element can be assigned through a subscript")
        }
        guard elements.indices.contains(position) else {
            throw spot.error("index \(position) is out of range: the array has \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        // Let go of `value`'s reference first, so an array only it held changes in place.
        value = .void
        elements[position] = newValue
        value = .array(elements)
    }

    private static func clamp(_ lower: Int, _ upper: Int, within start: Int, _ end: Int, at spot: SwiftSpot) throws -> (Int, Int) {
        // Partial ranges (`1...`, `..<3`) are stored with an open end, which takes the collection's.
        let from = lower == Int.min ? start : lower
        let to = upper == Int.max ? end : upper
        guard from >= start, to <= end, from <= to else {
            throw spot.error("the range \(from)..<\(to) is out of bounds \(start)..<\(end)")
        }
        return (from, to)
    }

    /// `d[.leading]`: the guide an index names.
    static func guide(_ value: SwiftValue, at spot: SwiftSpot) throws -> SwiftValue {
        switch value {
        case .horizontalAlignment, .verticalAlignment: return value
        case .implicitMember(let name):
            if name == "center" {
                throw spot.error("`.center` is ambiguous here", hint: "write `HorizontalAlignment.center` or `VerticalAlignment.center`, as Swift asks")
            }
            if let guide = BlockLowering.horizontalAlignments[name] { return .horizontalAlignment(guide) }
            if let guide = BlockLowering.verticalAlignments[name] { return .verticalAlignment(guide) }
        default: break
        }
        throw spot.error("\(value.shown) is not an alignment guide")
    }

    /// `subview[Rank.self]`: the value the view set with `layoutValue(key:value:)`, or the
    /// key's `defaultValue`.
    private static func layoutValue(of subview: LayoutSubview, key: SwiftTypeName, machine: SwiftMachine, at spot: SwiftSpot) throws -> SwiftValue {
        guard let type = key.declared, type.role == .layoutValueKey else {
            throw spot.error("`\(key.name)` is not a `LayoutValueKey`", hint: "declare `struct \(key.name): LayoutValueKey { static let defaultValue = ... }`")
        }
        if let stored = subview.layoutValue(named: key.name) {
            switch stored {
            case let number as Int: return .int(number)
            case let number as Double: return .double(number)
            case let text as String: return .string(text)
            case let flag as Bool: return .bool(flag)
            case let value as Value: return SwiftValue(value)
            default: break
            }
        }
        guard let defaultValue = type.statics["defaultValue"] else {
            throw spot.error("`\(key.name)` has no `static let defaultValue`", hint: "a LayoutValueKey's default value fixes its type")
        }
        return try machine.call(defaultValue, self: nil, arguments: [], captured: nil, at: spot).0
    }

    // MARK: - Iteration

    /// Calls `body` with each element of a sequence until it answers `false`. Ranges are not
    /// materialised, so `for i in 0..<n` costs nothing up front.
    static func forEachElement(of value: SwiftValue, machine: SwiftMachine, at spot: SwiftSpot, _ body: (SwiftValue) throws -> Bool) throws {
        switch value {
        case .range(let lower, let upper, _):
            var index = lower
            while index < upper {
                guard try body(.int(index)) else { return }
                index += 1
            }
        case .array(let elements):
            for element in elements where !(try body(element)) { return }
        case .subviews(let subviews):
            for subview in subviews where !(try body(.subview(subview))) { return }
        case .string(let text):
            for character in text where !(try body(.string(String(character)))) { return }
        case .dictionary(let dictionary):
            for entry in dictionary.entries where !(try body(entry)) { return }
        case .record(let entries):
            // A record is a `[String: Value]` to a loop, as to `elements(of:)`.
            for entry in SwiftDictionary(record: entries).entries where !(try body(entry)) { return }
        case .swiftUI(.standIn(let written)):
            // The app's collection: three stand-in rows, as `ForEach` over it draws.
            for _ in 0..<Interpreter.standInElements where !(try body(.swiftUI(.standIn(written)))) { return }
        default:
            throw spot.error("\(value.described) is not a sequence", hint: "loop over an array, a range, a dictionary or `subviews`")
        }
    }

    /// A sequence's elements as an array, for the collection methods.
    static func elements(of value: SwiftValue, at spot: SwiftSpot) throws -> [SwiftValue]? {
        // The app's collection: three rows, each a stand-in, as `ForEach` over it draws.
        if let written = value.standIn { return Array(repeating: .swiftUI(.standIn(written)), count: Interpreter.standInElements) }
        switch value {
        case .array(let elements): return elements
        case .subviews(let subviews): return subviews.map(SwiftValue.subview)
        case .range(let lower, let upper, _):
            let count = SwiftValue.rangeCount(lower, upper)
            guard count <= 1_000_000 else { throw spot.error("a range of \(count) elements is too large to collect") }
            return lower < upper ? (lower..<upper).map(SwiftValue.int) : []
        case .string(let text): return text.map { .string(String($0)) }
        case .dictionary(let dictionary): return dictionary.entries
        // A record is a `[String: Value]` to a loop or a sequence's method (`flags.sorted(by:)`).
        case .record(let entries): return SwiftDictionary(record: entries).entries
        default: return nil
        }
    }
}

extension Value {
    /// The value for Swift's operators, when it is plain data: numbers, strings, booleans,
    /// `nil`, integer ranges and arrays of those. SwiftUI values, views and GeometryReader
    /// sizes are the view language's own.
    var plainSwiftValue: SwiftValue? {
        switch self {
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null: SwiftValue.none
        case .range(let lower, let upper, let closed): .range(lower, upper, closed: closed)
        case .member(let member) where member.base == "ClosedRange": FloatingRange(member).map(SwiftValue.floatingRange)
        case .array(let values):
            values.allSatisfy { $0.plainSwiftValue != nil } ? .array(values.compactMap(\.plainSwiftValue)) : nil
        default: nil
        }
    }

    /// The value as the Swift evaluator sees the page's data: plain values, and records
    /// (front matter, data files, `ForEach` items) whose fields are data.
    var dataSwiftValue: SwiftValue? {
        switch self {
        case .dictionary(let entries): entries.allSatisfy { $0.value.dataSwiftValue != nil } ? .record(entries) : nil
        case .array(let values): values.allSatisfy { $0.dataSwiftValue != nil } ? .array(values.compactMap(\.dataSwiftValue)) : nil
        case .swift(let data): data.value
        // The app's value, which Swift code carries with a stand-in's rules (`SwiftValue.standIn`).
        case .standIn: .swiftUI(self)
        default: plainSwiftValue
        }
    }

    var isDouble: Bool {
        if case .double = self { return true }
        return false
    }
}

extension SwiftValue {
    /// A value of the page's data (front matter, data files) as interpreted code sees it.
    init(_ value: Value) {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .none
        case .array(let values): self = .array(values.map(SwiftValue.init))
        case .dictionary(let entries) where !entries.isEmpty && entries.indices.allSatisfy({ entries[$0].key == String($0) }):
            // `let point = (2, 0)` of a body, which the view language holds by position (`"0"`,
            // `"1"`, `blockValue`): the tuple again, so `switch point { case (_, 0): … }` matches
            // as in Swift (it fell to `default`).
            self = .tuple(entries.map { SwiftValue($0.value) }, labels: entries.map { _ in nil })
        case .dictionary(let entries): self = .record(entries)
        case .range(let lower, let upper, let closed): self = .range(lower, upper, closed: closed)
        case .member(let member) where member.base == "ClosedRange" && FloatingRange(member) != nil:
            self = .floatingRange(FloatingRange(member)!)
        // `let calendar = Calendar.current` read by Swift code: the calendar whole, whose methods
        // Swift's library answers (`CalendarArithmetic`).
        case .member where CalendarArithmetic.isCalendar(value):
            self = .swiftUI(value)
        case .member(let member):
            // `.degrees(45)` written in a view, handed to a layout's `init(angle: Angle)`.
            if ["degrees", "radians"].contains(member.name) || member.base == "Angle", let degrees = BlockLowering.angleDegrees(value) {
                self = .angle(radians: degrees * .pi / 180)
            } else if let arguments = member.arguments, !arguments.isEmpty, member.base == nil {
                // `.plant(.leading)`, `.constant(true)`: a case with associated values, as its enum's
                // maker makes it, so it equals the same case written in Swift code (Backyard Birds
                // passes `.plant(.leading)` to its layout) and comes back as it went.
                self = .enumCase(member.name, .tuple(arguments.map { SwiftValue($0.value) }, labels: arguments.map(\.label)))
            } else if member.base != nil, member.arguments?.isEmpty == false {
                // `Date(timeIntervalSince1970: ...)`, `GridItem(.flexible())`: a value SwiftUI's
                // library made, kept whole for Swift code to pass, read and hand back.
                self = .swiftUI(value)
            } else if let base = member.base, member.arguments == nil, let known = BuiltInNames.staticMember(base, member.name) {
                // `let anchor = UnitPoint.trailing` of a body read by Swift code: the point itself,
                // as Swift code's own `UnitPoint.trailing` is (it was `.trailing` of no type).
                self = known
            } else {
                self = .implicitMember(member.name)
            }
        case .swift(let data): self = data.value
        case .view(let view) where view.kind == "Angle":
            // `Angle(degrees: 30)`: Swift's angle, or the view whole when its value is not known.
            self = BlockLowering.angleDegrees(value).map { .angle(radians: $0 * .pi / 180) } ?? .swiftUI(value)
        // Views, layouts, bindings, key paths: SwiftUI's, kept whole for the views that read them.
        default: self = .swiftUI(value)
        }
    }

    /// The value for the view language, when a helper's result flows back into a body.
    var blockValue: Value? {
        var visiting: Set<ObjectIdentifier> = []
        return blockValue(visiting: &visiting)
    }

    /// ``blockValue``, with the class instances whose fields are being read on the way here:
    /// objects may refer to each other (`crate.items.append(self)` in an `init`, set AO's foqos),
    /// and such an object met again inside itself is carried whole, its fields read through it,
    /// where reading them again never ended.
    private func blockValue(visiting: inout Set<ObjectIdentifier>) -> Value? {
        switch self {
        case .int(let number): .int(number)
        case .double(let number): .double(number)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .none: .null
        case .array(let values):
            Self.blockValues(values, visiting: &visiting).map(Value.array)
        case .record(let entries): .dictionary(entries)
        case .range(let lower, let upper, let closed): .range(lower, upper, closed: closed)
        case .floatingRange(let range): range.blockValue
        case .implicitMember(let name): .member(MemberValue(name: name))
        // `var direction: Axis` set by a view's `init`: the case, as `.vertical` is written.
        case .axis(let axis): .member(MemberValue(name: axis == .horizontal ? "horizontal" : "vertical"))
        // `var anchor: UnitPoint { ... .top ... }` of an enum: the point by its name (`.top`), else
        // as `UnitPoint(x:y:)` is written, read back through the one table of names.
        case .unitPoint(let point):
            SwiftConversion.unitPointNames.first { $0.value == point }.map { .member(MemberValue(name: $0.key)) }
                ?? .member(MemberValue(base: "UnitPoint", name: "init", arguments: [
                    BlockArgument(label: "x", value: .double(point.x), location: BlockLocation(file: "", line: 0, column: 0)),
                    BlockArgument(label: "y", value: .double(point.y), location: BlockLocation(file: "", line: 0, column: 0))]))
        case .horizontalAlignment(let guide):
            // An alignment made by Swift code reaches the views by its name (`.leading`), read
            // back through the one table of names (`BlockLowering`'s).
            BlockLowering.horizontalAlignments.first { $0.value == guide }.map { .member(MemberValue(name: $0.key)) }
        case .verticalAlignment(let guide):
            BlockLowering.verticalAlignments.first { $0.value == guide }.map { .member(MemberValue(name: $0.key)) }
        case .tuple(let values, let labels) where labels == ["horizontal", "vertical"]:
            // `Alignment`, which Swift code holds as its two guides.
            if case .horizontalAlignment(let h) = values[0], case .verticalAlignment(let v) = values[1],
               let name = BlockLowering.alignments.first(where: { $0.value.horizontal == h && $0.value.vertical == v })?.key {
                .member(MemberValue(name: name))
            } else {
                .swift(SwiftData(self, typeName: "Alignment"))
            }
        case .tuple(let values, let labels):
            // `enumerated()`'s `(offset:, element:)`, `zip`'s pairs: carried whole, so that it
            // prints and converts back as the tuple it is (`(1, "two")`, not a dictionary), and
            // read by label or by position (`.0`) through its fields, as a `ForEach` item is.
            .swift(SwiftData(self, typeName: typeName, fields: Self.blockValues(values, visiting: &visiting).map { converted in
                zip(converted, labels).enumerated().map { DictionaryEntry(key: $1.1 ?? String($0), value: $1.0) }
            } ?? []))
        case .swiftUI(let value): value
        case .instance(let instance):
            // A field the view language has no value for (a closure) is still read through
            // the instance.
            Self.instanceBlockValue(self, instance, visiting: &visiting)
        case .enumCase(let name, .tuple(let values, let labels)):
            // Where the case came from is not kept: its arguments have no place of their own.
            Self.blockValues(values, visiting: &visiting).map { converted in
                .member(MemberValue(name: name, arguments: zip(converted, labels).map { value, label in
                    BlockArgument(label: label, value: value, location: BlockLocation(file: "", line: 0, column: 0))
                }))
            }
        case .size, .point, .rect, .closure, .angle, .dictionary, .enumCase, .unitPoint, .transform, .foundation, .type:
            // Swift's data that the view language has no form for, carried whole (`Value.swift`).
            .swift(SwiftData(self, typeName: typeName))
        default: nil
        }
    }

    /// Each of `values` for the view language, or nil if one has no such value.
    private static func blockValues(_ values: [SwiftValue], visiting: inout Set<ObjectIdentifier>) -> [Value]? {
        var converted: [Value] = []
        converted.reserveCapacity(values.count)
        for value in values {
            guard let one = value.blockValue(visiting: &visiting) else { return nil }
            converted.append(one)
        }
        return converted
    }

    /// An instance with the fields the view language has a value for; an object already being
    /// read (a cycle of references) without them.
    private static func instanceBlockValue(_ value: SwiftValue, _ instance: SwiftInstance, visiting: inout Set<ObjectIdentifier>) -> Value {
        let object = instance.object.map(ObjectIdentifier.init)
        if let object {
            guard visiting.insert(object).inserted else { return .swift(SwiftData(value, typeName: instance.type.name)) }
        }
        defer { if let object { visiting.remove(object) } }
        return .swift(SwiftData(value, typeName: instance.type.name, fields: zip(instance.type.properties, instance.fields).compactMap { property, field in
            field.blockValue(visiting: &visiting).map { DictionaryEntry(key: property.name, value: $0) }
        }))
    }

    /// How many integers `lower..<upper` holds, saturating instead of overflowing.
    static func rangeCount(_ lower: Int, _ upper: Int) -> Int {
        Value.rangeCount(lower, upper)
    }
}

extension FloatingRange {
    /// A closed range as the view builder makes `0.0...1.0` (``BinaryOperation``), for the
    /// controls that read one (`Slider(value:in:)`).
    init?(_ member: MemberValue) {
        guard member.base == "ClosedRange", let lower = member.argument("lowerBound")?.number,
              let upper = member.argument("upperBound")?.number else { return nil }
        self.init(lower: lower, upper: upper, isClosed: true)
    }

    /// The view language's form of the range: closed ranges as the view builder writes them;
    /// half-open ones as Swift data, which no SwiftUI control takes.
    var blockValue: Value {
        guard isClosed else { return .swift(SwiftData(.floatingRange(self), typeName: "Range<Double>")) }
        return BinaryOperation.closedRange(lower, upper)
    }
}
