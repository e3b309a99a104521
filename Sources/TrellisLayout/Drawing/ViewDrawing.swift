// What a node looks like and what it is for a reader: typed data from the language to the HTML.

/// How a node is drawn, apart from where: colours, corners, clipping, strokes, opacity, and
/// the control or link it is.
///
/// The engine carries it to the layout result untouched (drawing never changes layout, as
/// in SwiftUI); the language fills it in from modifiers and the HTML writer reads it. Being
/// one typed value, a field the writer reads is a field the language can set: there are no
/// attribute names for the two sides to spell differently.
public struct ViewDrawing: Hashable, Sendable {
    /// A shape's fill (`.fill(.red)`, the shape of `.background(.red, in: Capsule())`).
    public var fill: Color?
    /// A gradient view's colours, or a shape's `.fill(LinearGradient(...))`: drawn instead of `fill`.
    public var gradient: GradientDrawing?
    /// `.foregroundStyle(LinearGradient(...))`: texts inside are painted with the gradient.
    public var foregroundGradient: GradientDrawing?
    /// `.background(.red)`: a colour behind the view, filling its frame.
    public var background: Color?
    /// `.background(.ultraThinMaterial)`: a translucent, blurring layer behind the view (or the
    /// shape of `in:`).
    public var material: Material?
    /// `.overlay(.red)`: a colour over the view and its content, filling its frame.
    public var overlay: Color?
    /// `.foregroundStyle(.red)`: the colour of text and symbols inside.
    public var foreground: Color?
    /// `.tint(.red)`: the accent of controls inside (inherited, like SwiftUI's environment).
    public var tint: Color?
    /// Drawn in the tint a `.tint(_:)` around it sets: the icon of a `Label` in a list row
    /// (iOS draws it in the tint, the accent colour without one, unless a foreground style is
    /// set around it), and a shape's fill, which keeps its own colour without one (a switch's
    /// green).
    public var takesTint = false
    /// `.cornerRadius(8)`: the view and its content clipped to rounded corners.
    public var cornerRadius: Double?
    /// `.clipShape(Circle())`: the view and its content clipped to a shape.
    public var clipShape: ClipShape?
    /// `.border(.red, width: 2)`: a line inside the frame's edge.
    public var border: Stroke?
    /// A shape's `.stroke(.red, lineWidth: 2)`: its outline, centred on the edge, instead of a fill.
    public var stroke: Stroke?
    /// A shape's `.fill(_:style: FillStyle(eoFill: true))`: filled by the even-odd rule, so a
    /// path's inner outline cuts a hole (Apple, "FillStyle.isEOFilled"), not the non-zero rule.
    public var evenOddFill = false
    /// A shape's `.trim(from:to:)`: only that part of it is drawn.
    public var trim: Trim?
    /// A shape's `.inset(by:)`, summed: drawn that far inside its frame on every side (outside
    /// for a negative amount), its corners' radius less by as much (Apple, "InsettableShape");
    /// its frame is unchanged.
    public var shapeInset: Double = 0
    /// `.opacity(0.5)`, in 0...1.
    public var opacity: Double?
    /// `.shadow(...)`: a shadow of what the view draws.
    public var shadow: Shadow?
    /// `.scaleEffect`, `.rotationEffect`: drawn transforms, outermost modifier first.
    public var transforms: [DrawingTransform] = []
    /// `.blur`, `.brightness`, `.saturation`...: effects on the view and its content, innermost first.
    public var filters: [DrawingFilter] = []
    /// `.hidden()`: not drawn; its space is kept.
    public var isHidden = false
    /// `.disabled(true)`: dimmed as iOS dims disabled controls, and not interactive.
    public var isDisabled = false
    /// `.zIndex(_:)`: drawn above siblings with lower values.
    public var zIndex: Double?
    /// `.blendMode(.screen)`: combined with what is drawn beneath.
    public var blendMode: BlendMode?
    /// `.animation(.linear, value: v)`: how the view and the views inside it move between
    /// states, each for the changes of its value, innermost (first written) first, as SwiftUI
    /// applies the innermost modifier whose value changed last; empty to move as the view
    /// around it does.
    public var animations: [WatchedAnimation] = []
    /// `.transition(.slide)`: how the view moves in when a state inserts it and out when
    /// one removes it; `nil` for SwiftUI's default, ``Transition/opacity``.
    public var transition: Transition?
    /// `.matchedGeometryEffect(id:in:)`: the group (namespace and id) of views that are one
    /// view moving between states: where one leaves and another with the same group enters,
    /// each travels between the two frames instead of fading in place.
    public var matchedGeometry: String?
    /// `.contentTransition(.identity)`: a text whose words change shows the new ones at once
    /// instead of cross-fading them (`false`: SwiftUI's `.opacity` cross-fade).
    public var replacesContentAtOnce = false
    /// The control or link the node is, with the state it sets.
    public var control: ControlDrawing?
    /// A `Button` whose action toggles this Bool state variable (`flag.toggle()`, in
    /// `withAnimation` or not): the page draws it over the state's checkbox.
    public var togglesState: String?
    /// A `Button` whose action sets a state to a constant (`choice = .b`, in `withAnimation`
    /// or not): the page draws it over the radio button of that value.
    public var setsState: StateAssignment?
    /// `.tag(value)`: the value a Picker option stands for, as the page's inputs write it.
    public var tag: String?
    /// A `ScrollView`: the axes along which its content scrolls on the page.
    public var scrollAxes: Axis.Set?
    /// `.environment(\.colorScheme, .dark)`: the appearance the view and its content take,
    /// whatever the reader's (`light` or `dark`).
    public var colorScheme: String?
    /// What the accessibility modifiers tell a screen reader about the view.
    public var accessibility = ViewAccessibility()

    public init() {}

    /// Nothing to draw: a node with this drawing and no id needs no element of its own.
    public static let none = ViewDrawing()
}

/// A state variable and the value an action sets it to, as the page's inputs write it.
public struct StateAssignment: Hashable, Sendable {
    public var state: String
    public var value: String

    public init(state: String, value: String) {
        self.state = state
        self.value = value
    }
}

/// A line of a colour and width (`border`, `stroke`), and the rest of a `StrokeStyle`.
public struct Stroke: Hashable, Sendable {
    public var color: Color
    public var lineWidth: Double
    /// `strokeBorder`: the line lies inside the shape's edge instead of centred on it.
    public var isInside: Bool
    /// `StrokeStyle`'s ends, corners and dashes, SwiftUI's defaults unless written (Apple,
    /// "StrokeStyle": `lineCap: .butt`, `lineJoin: .miter`, `miterLimit: 10`, `dash: []`,
    /// `dashPhase: 0`); they are CoreGraphics' line parameters, which SVG's `stroke-linecap`,
    /// `stroke-linejoin`, `stroke-miterlimit`, `stroke-dasharray` and `stroke-dashoffset` are.
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Double = 0

    public enum LineCap: String, Hashable, Sendable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

    public init(color: Color, lineWidth: Double, inside: Bool = false) {
        self.color = color
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 1
        isInside = inside
    }

    /// Whether the line is drawn dashed (a dash pattern of some positive length).
    public var isDashed: Bool { dash.contains { $0 > 0 } }
}

/// The shape `clipShape(_:)` clips to.
public enum ClipShape: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case unevenRoundedRectangle(RectangleCornerRadii)
    /// The largest circle centred in the frame.
    case circle
    case capsule
    case ellipse
}

/// What a node is for a reader beyond its look: the element the page writes for it.
public enum ControlDrawing: Hashable, Sendable {
    /// A `Button` in its style.
    case button(ButtonStyle)
    /// A `Link` to `destination`.
    case link(destination: String)
    /// An image file, at the URL the site publishes it under, with its `alt` text.
    case image(source: String, alternativeText: String)
    /// An SF Symbol by name.
    case symbol(name: String)
    /// A `Toggle` bound to the state variable `state`.
    case toggle(state: String?)
    /// A `Picker` bound to the state variable `state`, drawn in `style`.
    case picker(state: String?, style: PickerDrawing)
    /// A `DisclosureGroup`'s label bound to the state variable `state`: the reader opens
    /// and closes the group by clicking it.
    case disclosure(state: String?)

    /// The state variable the control sets, if it is bound to one.
    public var state: String? {
        switch self {
        case .toggle(let state), .picker(let state, _), .disclosure(let state): state
        default: nil
        }
    }
}

/// How a `Picker` is drawn, from its SwiftUI style.
public enum PickerDrawing: Hashable, Sendable {
    /// `.segmented` (and `.palette`): the options side by side.
    case segmented
    /// `.menu` (and `.automatic`, a menu on iOS): the current option's title in `titleFont`,
    /// which the page's `<select>` draws.
    case menu(titleFont: FontSpec)
    /// `.inline`, `.radioGroup` (and `.wheel`): the options listed, each with a radio button.
    case inline
}
