import TrellisLayout
import TrellisMarkup

/// Writes a block's elements: semantic tags in source order, each with the contract's
/// `data-trellis-node`, inside the block element that is the CSS container.
struct BlockHTMLWriter {
    let input: BlockInput
    let plan: ElementPlan
    let texts: [TextMarkup?]
    let markers: [[Int: String]]
    /// Per element, the class of each truncated drawing (`TextMarkup.truncationKeyword`).
    let truncations: [[String: String]]
    let visuals: ElementVisuals

    var html: String {
        var children: [[Int]] = Array(repeating: [], count: plan.elements.count)
        var roots: [Int] = []
        for (index, element) in plan.elements.enumerated() {
            if let parent = element.parent { children[parent].append(index) } else { roots.append(index) }
        }
        var body = ""
        for root in roots { write(root, children: children, context: Context(), into: &body) }
        let id = HTMLEscaping.attribute(input.id)
        let block = "<div class=\"trellis-block\" data-trellis-block=\"\(id)\"><div class=\"trellis-frame r\">\(body)</div></div>"
        guard !input.states.isEmpty else { return block + "\n" }
        // States whose Picker or Toggle is part of the layout get their inputs there; the
        // rest get a control bar above the block.
        let drawn = Set(plan.elements.compactMap { $0.node.renderAttributes["state"] })
        let bar = input.states.filter { !drawn.contains($0.name) }
        return "<div class=\"trellis-figure\" data-trellis-figure=\"\(id)\">"
            + (bar.isEmpty ? "" : StateControls.html(block: input.id, states: bar)) + block + "</div>\n"
    }

    /// What an element's ancestors make of it.
    private struct Context {
        var insidePhrasing = false
        /// The state of the enclosing `Picker`: its tagged options become radio buttons.
        var picker: BlockState?
        /// The enclosing `Picker` draws its options as rows with a radio button each.
        var isInlinePicker = false
        /// The row of an inline picker's option: its circle becomes this value's radio button.
        var radio: (state: BlockState, value: String)?
        /// The state of the enclosing `Toggle`: its capsule becomes the switch.
        var toggle: BlockState?
    }

    private func state(_ node: PlacedNode) -> BlockState? {
        node.renderAttributes["state"].flatMap { name in input.states.first { $0.name == name } }
    }

    // MARK: - Elements

    private func write(_ index: Int, children: [[Int]], context: Context, into out: inout String) {
        var context = context
        let insidePhrasing = context.insidePhrasing
        let element = plan.elements[index]
        let node = element.node
        let attributes = node.renderAttributes
        var tag = insidePhrasing ? "span" : "div"
        var extra = ""
        var isVoid = false
        var classes = "trellis-node n\(index)"
        var content = ""
        let leaf: (any LeafView)? = if case .leaf(let leaf) = node.content { leaf } else { nil }

        switch element.kind {
        case "Text":
            tag = insidePhrasing ? "span" : "p"
            classes += " trellis-text"
            if let markup = texts[index] {
                content = markup.html(markers: markers[index], truncations: truncations[index]) { visuals.runClasses[index][$0] }
                if !truncations[index].isEmpty { extra += " title=\"\(HTMLEscaping.attribute(markup.styled.plainText))\"" }
            }
        case "Image" where attributes["symbol"] != nil:
            // SF Symbols cannot be served to the web: a labelled placeholder of the same size.
            tag = "span"
            classes += " trellis-symbol"
            extra += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(attributes["symbol"] ?? ""))\""
        case "Image":
            tag = "img"
            isVoid = true
            let image = leaf as? Image
            let source = attributes["src"] ?? image?.source ?? ""
            extra += " src=\"\(HTMLEscaping.attribute(source))\" alt=\"\(HTMLEscaping.attribute(attributes["alt"] ?? ""))\""
            if let size = image?.intrinsicSize, size.width.isFinite, size.height.isFinite {
                extra += " width=\"\(Int(size.width.rounded()))\" height=\"\(Int(size.height.rounded()))\""
            }
        case "Divider" where !insidePhrasing:
            tag = "hr"
            isVoid = true
        case "ProgressView" where children[index].isEmpty:
            tag = "progress"
            // The engine's ProgressView names them `progress-value`/`progress-total`.
            if let value = (attributes["progress-value"] ?? attributes["value"]).flatMap(Double.init), value.isFinite {
                let total = (attributes["progress-total"] ?? attributes["total"]).flatMap(Double.init) ?? 1
                extra += " value=\"\(HTML.number(value))\" max=\"\(HTML.number(total))\""
            }
        case "ProgressView":
            extra += " role=\"progressbar\""
            if let value = attributes["progress-value"] ?? attributes["value"] {
                let total = attributes["progress-total"] ?? attributes["total"] ?? "1"
                extra += " aria-valuenow=\"\(HTMLEscaping.attribute(value))\" aria-valuemin=\"0\" aria-valuemax=\"\(HTMLEscaping.attribute(total))\""
            }
        case "Button":
            tag = "button"
            extra += " type=\"button\""
        case "Link":
            tag = "a"
            extra += " href=\"\(HTMLEscaping.attribute(attributes["href"] ?? attributes["destination"] ?? "#"))\""
        default:
            // Colours, shapes and spacers only draw (or hold space): hide them from readers.
            if leaf != nil { extra += " aria-hidden=\"true\"" }
        }
        // MARK: State controls drawn by the layout
        if element.kind == "Picker", let state = state(node), attributes["pickerStyle"] == "menu" {
            // The engine laid out the current title; the `<select>` over the whole frame draws
            // it and opens the native menu; the chevron is the wrapper's.
            tag = insidePhrasing ? "span" : "div"
            classes += " trellis-menu"
            let name = StateControls.inputName(block: input.id, state: state.name)
            extra = ""
            content = "<select name=\"\(HTMLEscaping.attribute(name))\" aria-label=\"\(HTMLEscaping.attribute(state.label))\">\(StateControls.options(state))</select>"
        } else if element.kind == "Picker", let state = state(node) {
            context.picker = state
            context.isInlinePicker = attributes["pickerStyle"] == "inline"
            tag = insidePhrasing ? "span" : "div"
            classes += context.isInlinePicker ? " trellis-inline-picker" : " trellis-segmented"
            extra = " role=\"radiogroup\" aria-label=\"\(HTMLEscaping.attribute(state.label))\""
        } else if let state = context.picker, context.isInlinePicker, let value = attributes["tag"] {
            tag = "label"
            classes += " trellis-option-row"
            context.radio = (state, value)
            context.picker = nil
        } else if let radio = context.radio, leaf is Circle {
            tag = "input"
            isVoid = true
            classes += " trellis-radio"
            let name = StateControls.inputName(block: input.id, state: radio.state.name)
            let checked = radio.state.values.first?.value == radio.value ? " checked" : ""
            extra = " type=\"radio\" name=\"\(HTMLEscaping.attribute(name))\" value=\"\(HTMLEscaping.attribute(radio.value))\"\(checked)"
            context.radio = nil
        } else if element.kind == "Toggle", let state = state(node) {
            context.toggle = state
            tag = "label"
            extra = ""
        } else if let state = context.picker, let value = attributes["tag"] {
            tag = "label"
            classes += " trellis-option"
            let name = StateControls.inputName(block: input.id, state: state.name)
            let checked = state.values.first?.value == value ? " checked" : ""
            content = "<input type=\"radio\" name=\"\(HTMLEscaping.attribute(name))\" value=\"\(HTMLEscaping.attribute(value))\"\(checked)>" + content
        } else if let state = context.toggle, leaf is Capsule {
            tag = "input"
            isVoid = true
            classes += " trellis-switch"
            let name = StateControls.inputName(block: input.id, state: state.name)
            let checked = state.values.first?.value == "true" ? " checked" : ""
            extra = " type=\"checkbox\" role=\"switch\" name=\"\(HTMLEscaping.attribute(name))\" value=\"true\"\(checked)"
            context.toggle = nil
        }

        let key = HTMLEscaping.attribute(element.key)
        out += "<\(tag) class=\"\(classes)\" data-trellis-node=\"\(key)\"\(extra)>"
        if isVoid { return }
        out += content
        context.insidePhrasing = insidePhrasing || ["button", "a", "p", "label"].contains(tag)
        for child in children[index] { write(child, children: children, context: context, into: &out) }
        out += "</\(tag)>"
    }
}
