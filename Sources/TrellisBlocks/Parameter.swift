// The shape of a view's or modifier's arguments: SwiftUI's labels, defaults and types.

/// What an argument accepts; the interpreter checks and normalises values against it.
public indirect enum ParameterKind: Hashable, Sendable {
    case number
    case integer
    case string
    case bool
    /// A number or `.infinity` (frame lengths).
    case length
    /// Anything (ids, tags, animation values).
    case any
    /// An `Angle`: `.degrees(45)`, `Angle(radians: .pi)`, checked when it is drawn.
    case angle
    /// The inner kind or `nil`.
    case optional(ParameterKind)
    /// One of a closed set of implicit members: `.leading`, `.segmented`, `.bold`.
    case members(String, [String])
    /// `Edge.Set`: `.all`, `.horizontal`, `[.top, .leading]`.
    case edges
    /// `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]`.
    case axes
    /// `EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`.
    case insets
    /// A colour or shape style: `.red`, `Color.red`, `Color(red:green:blue:)`, `.tint`.
    case style
    /// A gradient's `colors:` or `stops:`: an array whose elements are each a `style`, or a
    /// `Gradient.Stop` whose colour is.
    case styles
    /// `.title`, `.system(size: 20, weight: .bold)`, `Font.body`.
    case font
    /// A shape's stroke: `StrokeStyle(lineWidth: 8, lineCap: .round)`, `.init(lineWidth: 2)`.
    case strokeStyle
    /// One view: `Color.red`, `Circle()`.
    case view
    /// One shape: `Circle()`, `RoundedRectangle(cornerRadius: 8)`.
    case shape
    /// A view-builder closure, interpreted into child views.
    case builder
    /// A view-builder closure kept as the named argument it fills (`header:`, `icon:`), not
    /// as the view's content: `Section { rows } header: { Text("Pets") }`.
    case slot
    /// An action closure (a button's), kept out of the layout and never run.
    case action
    /// `ForEach`'s closure, interpreted once per element.
    case itemBuilder
    /// `alignmentGuide`'s closure from the view's dimensions to a number, compiled and
    /// evaluated at layout time.
    case computeValue
    /// `containerRelativeFrame`'s closure from the container's length and the axis to a
    /// length, compiled and evaluated at layout time.
    case containerLength
    /// Something `ForEach` can walk: an array, a range or a dictionary.
    case collection
    case keyPath
    /// `$name` of a `@State` variable.
    case binding
    /// `HStackLayout()`, `AnyLayout(...)`, a registered layout.
    case layout

    /// Whether a value of this kind is never a key path in SwiftUI's signatures (numbers,
    /// lengths, text, edges, styles): a key path given here is the app's overload.
    var takesNoKeyPath: Bool {
        switch self {
        case .number, .integer, .string, .bool, .length, .angle, .members, .edges, .axes, .insets, .style, .styles, .font, .strokeStyle, .shape: true
        case .optional(let wrapped): wrapped.takesNoKeyPath
        default: false
        }
    }

    /// Kinds no view is given as (a view where a number or a title goes is the app's overload):
    /// those no key path is given as, but for styles and shapes, which a colour is.
    var takesNoView: Bool {
        switch self {
        case .style, .styles, .shape: false
        case .optional(let wrapped): wrapped.takesNoView
        default: takesNoKeyPath
        }
    }

    /// The types whose static members an implicit member here names (`.brand` where a style
    /// goes is `Color.brand` or `ShapeStyle`'s): where a block's own extension of one declares
    /// the member, Swift's implicit member expression finds it there.
    var contextualTypes: [String] {
        switch self {
        case .style, .styles: ["Color", "ShapeStyle"]
        case .font: ["Font"]
        case .strokeStyle: ["StrokeStyle"]
        case .angle: ["Angle"]
        case .number, .length: ["CGFloat", "Double"]
        case .optional(let wrapped): wrapped.contextualTypes
        default: []
        }
    }

    /// The kind an optional parameter holds when it has a value; any other kind itself.
    var unwrappedOptional: ParameterKind {
        if case .optional(let wrapped) = self { return wrapped.unwrappedOptional }
        return self
    }

    /// Whether the parameter takes a view (`Text?`, `some View`) or views a builder makes.
    var takesViews: Bool {
        switch self {
        case .view, .builder, .slot: return true
        default: return false
        }
    }

    /// Whether a closure (trailing or not) fills this parameter.
    var isClosure: Bool {
        switch self {
        case .builder, .slot, .action, .itemBuilder, .computeValue, .containerLength: return true
        default: return false
        }
    }
}

/// One parameter of a signature.
public struct Parameter: Hashable, Sendable {
    /// The argument label; `nil` for an unlabelled (`_`) parameter.
    public var label: String?
    public var kind: ParameterKind
    /// Whether SwiftUI gives it a default, so it may be left out.
    public var hasDefault: Bool

    public init(_ label: String?, _ kind: ParameterKind, hasDefault: Bool = true) {
        self.label = label
        self.kind = kind
        self.hasDefault = hasDefault
    }

    /// A parameter that must be written.
    public static func required(_ label: String?, _ kind: ParameterKind) -> Parameter {
        Parameter(label, kind, hasDefault: false)
    }
}

/// One way to call a view or modifier, e.g. `frame(width:height:alignment:)`.
public struct Signature: Hashable, Sendable {
    public var parameters: [Parameter]

    public init(_ parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// Whether the parameter labelled `label` could take the implicit member `name` written for
    /// it (`.outlinedGray`): any, unless it takes a closed set of SwiftUI's members.
    func admits(member name: String, label: String?) -> Bool {
        guard let parameter = parameters.first(where: { $0.label == label }) else { return true }
        switch parameter.kind {
        case .members(_, let names), .optional(.members(_, let names)): return names.contains(name)
        default: return true
        }
    }

    /// Whether a call with these argument labels could be this form (``ArgumentLabels``).
    func takes(labels: [String?], trailingClosures: Int = 0) -> Bool {
        ArgumentLabels.fit(labels, trailingClosures: trailingClosures,
                           parameters.map { .init(label: $0.label, hasDefault: $0.hasDefault, takesClosure: $0.kind.isClosure) })
    }

    /// How the signature reads in a hint: `frame(width:height:alignment:)`.
    func spelled(_ name: String) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// How Swift matches a call's argument labels to a function's parameters: the one rule for
/// SwiftUI's forms (``Signature/takes(labels:trailingClosures:)``), a view's methods and a
/// declared type's initialisers. The written arguments in order, a parameter with a default
/// left out, then each trailing closure filling the next parameter that takes one (SE-0286's
/// forward scan).
enum ArgumentLabels {
    /// One parameter as the labels see it.
    struct Slot {
        var label: String?
        var hasDefault: Bool
        var takesClosure: Bool
    }

    static func fit(_ labels: [String?], trailingClosures: Int = 0, _ parameters: [Slot]) -> Bool {
        var next = 0
        var closures = trailingClosures
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if next == labels.count, closures > 0, parameter.takesClosure {
                closures -= 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count && closures == 0
    }
}
