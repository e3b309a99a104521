// A block's state: the values a picker or toggle can give a `@State` variable.

import TrellisLayout
import TrellisMarkup

/// A `@State` variable and the values its pickers and toggles can give it.
public struct StateVariable: Hashable, Sendable {
    public var name: String
    public var initialValue: Value
    /// Every value, the initial one first.
    public var values: [Value]
    public var location: BlockLocation
    /// The control that changes it on the page (`.none` if nothing does: one value).
    public var control: StateControl
    /// The control's title (`Picker("Layout", ...)` gives `Layout`), or the variable's name.
    public var title: String
    /// What the control shows for each of `values`: the option's text, or the value.
    public var valueLabels: [String]
    /// A binding's `.animation(_:)` (`Toggle(isOn: $flag.animation(.easeIn))`) as an
    /// `.animation` modifier where it is written: the animation changes of the variable are
    /// made with; `nil` for none.
    public var bindingAnimation: BlockModifier? = nil

    /// The animation a button's `withAnimation` sets each value with
    /// (`withAnimation(.bouncy) { choice = .b }`), as an `.animation` modifier where it is written.
    public var valueAnimations: [Value: BlockModifier] = [:]

    /// The animation changes of the variable are made with (``bindingAnimation``).
    public var changeAnimation: Animation? { bindingAnimation.map(BlockLowering.animation(of:)) }

    /// The animation a change into each value is made with (``valueAnimations``), by the
    /// value as the page writes it.
    public var changeAnimations: [String: Animation] {
        Dictionary(uniqueKeysWithValues: valueAnimations.map { ($0.key.interpolated, BlockLowering.animation(of: $0.value)) })
    }

    /// The values as the page's controls and `--state` write them (`hstack`, `true`).
    public var valueNames: [String] { values.map(\.interpolated) }
}

/// How a state variable is changed on the page.
public enum StateControl: Hashable, Sendable {
    /// A segmented `Picker`: one option per tagged view.
    case picker
    /// A `Toggle`: off and on.
    case toggle
    /// Nothing changes it.
    case none
}
