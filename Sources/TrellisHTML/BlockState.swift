import TrellisLayout

/// One state variable of a block and the control that changes it.
public struct BlockState: Hashable, Sendable {
    /// How the reader changes the value.
    public enum Control: Hashable, Sendable {
        /// A segmented or inline picker: one radio button per value.
        case picker
        /// A menu picker: a `<select>` with one option per value.
        case menu
        /// A switch: a checkbox whose values are `"false"` (first) and `"true"`.
        case toggle
    }

    /// One value the state can take, with the label the control shows for it.
    public struct Value: Hashable, Sendable {
        public var value: String
        public var label: String

        public init(_ value: String, label: String? = nil) {
            self.value = value
            self.label = label ?? value
        }
    }

    /// The variable's name (`input[name="<block id>.<name>"]`).
    public var name: String
    /// The control's label (the Picker's or Toggle's title).
    public var label: String
    public var control: Control
    /// The possible values, the initial one first. A toggle's are `false` and `true` in the
    /// order the block declared them.
    public var values: [Value]
    /// The animation a change of the state is made with where no `.animation(_:value:)`
    /// decides: a binding's `.animation(_:)` (`$flag.animation(.easeIn)`); `nil` for none.
    public var changeAnimation: Animation?
    /// The animation a change into a value is made with, by value, where it is the value's
    /// own: a button's `withAnimation(.bouncy) { choice = .b }`. Before ``changeAnimation``.
    public var valueAnimations: [String: Animation]

    public init(name: String, label: String? = nil, control: Control, values: [Value], changeAnimation: Animation? = nil,
                valueAnimations: [String: Animation] = [:]) {
        self.name = name
        self.label = label ?? name
        self.control = control
        self.values = values
        self.changeAnimation = changeAnimation
        self.valueAnimations = valueAnimations
    }

    /// The animation a change into `value` is made with where no `.animation(_:value:)`
    /// decides (`nil`: none, or any value).
    func changeAnimation(into value: String?) -> Animation? {
        value.flatMap { valueAnimations[$0] } ?? changeAnimation
    }

    /// A toggle whose initial value is `isOn`.
    public static func toggle(_ name: String, label: String? = nil, isOn: Bool = false) -> BlockState {
        let values = isOn ? ["true", "false"] : ["false", "true"]
        return BlockState(name: name, label: label, control: .toggle, values: values.map { Value($0) })
    }
}
