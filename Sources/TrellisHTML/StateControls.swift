import TrellisMarkup

/// The controls that switch a block's state: real radio buttons, checkboxes and `<select>`
/// menus, so they work without JavaScript, with the keyboard and with assistive technology;
/// the block's CSS reads them through `:has(... :checked)` (a menu's checked `<option>`).
enum StateControls {
    /// `input[name]` (or `select[name]` for a menu) of a state: `<block id>.<state name>`
    /// (the contract tools rely on).
    static func inputName(block: String, state: String) -> String {
        "\(block).\(state)"
    }

    /// A row of controls, one per state, styled like SwiftUI's segmented picker and toggle.
    static func html(block: String, states: [BlockState]) -> String {
        var out = "<div class=\"trellis-controls\">"
        for state in states where !state.values.isEmpty {
            let name = HTMLEscaping.attribute(inputName(block: block, state: state.name))
            switch state.control {
            case .picker:
                out += "<fieldset class=\"trellis-picker\"><legend>\(HTMLEscaping.text(state.label))</legend><span class=\"trellis-segments\">"
                for (index, value) in state.values.enumerated() {
                    out += "<label><input type=\"radio\" name=\"\(name)\" value=\"\(HTMLEscaping.attribute(value.value))\"\(index == 0 ? " checked" : "")>"
                    out += "<span>\(HTMLEscaping.text(value.label))</span></label>"
                }
                out += "</span></fieldset>"
            case .menu:
                out += "<label class=\"trellis-menu-control\"><span>\(HTMLEscaping.text(state.label))</span>"
                out += "<select name=\"\(name)\">\(options(state))</select></label>"
            case .toggle:
                let isOn = state.values.first?.value == "true"
                out += "<label class=\"trellis-toggle\"><span>\(HTMLEscaping.text(state.label))</span>"
                out += "<input type=\"checkbox\" role=\"switch\" name=\"\(name)\" value=\"true\"\(isOn ? " checked" : "")></label>"
            }
        }
        return out + "</div>"
    }

    /// The `<option>`s of a menu, the initial value selected.
    static func options(_ state: BlockState) -> String {
        state.values.enumerated().map { index, value in
            "<option value=\"\(HTMLEscaping.attribute(value.value))\"\(index == 0 ? " selected" : "")>\(HTMLEscaping.text(value.label))</option>"
        }.joined()
    }
}
