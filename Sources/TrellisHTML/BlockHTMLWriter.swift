import TrellisLayout
import TrellisMarkup

/// Writes a block's elements: semantic tags in source order, each with the contract's
/// `data-trellis-node`, inside the block element that is the CSS container.
struct BlockHTMLWriter {
    let input: BlockInput
    let plan: ElementPlan
    let texts: [TextMarkup?]
    let markers: [[Int: String]]
    /// Per element, the class of each drawn version, cut or with a word broken between
    /// characters (`TextMarkup.truncationKeyword`).
    let truncations: [[String: String]]
    let visuals: ElementVisuals

    var html: String { written.html }

    /// The block's HTML, and the warnings of what it reads otherwise than VoiceOver.
    var written: (html: String, warnings: [LayoutWarning]) {
        var children: [[Int]] = Array(repeating: [], count: plan.elements.count)
        var roots: [Int] = []
        for (index, element) in plan.elements.enumerated() {
            if let parent = element.parent { children[parent].append(index) } else { roots.append(index) }
        }
        let accessibility = ElementAccessibility(plan: plan, children: children, blockID: input.id)
        var body = ""
        for root in roots { write(root, children: children, accessibility: accessibility, context: Context(), into: &body) }
        let id = HTMLEscaping.attribute(input.id)
        let frame = "<div class=\"trellis-frame r\"\(accessibility.ownsAttribute(nil))>"
        // Focusable with a name, as code blocks are, so a layout scrolled inside its block is
        // reached by keyboard (axe's scrollable-region-focusable); the width menu is the
        // handle's keyboard path (`SharedStylesheet`).
        let block = "<div class=\"trellis-block\" data-trellis-block=\"\(id)\" tabindex=\"0\" role=\"group\" aria-label=\"Layout\">"
            + Self.widthMenu + "\(frame)\(body)</div></div>"
        guard !input.states.isEmpty else { return (block + "\n", accessibility.warnings) }
        // States whose Picker or Toggle is part of the layout get their inputs there; the
        // rest get a control bar above the block.
        let drawn = Set(plan.elements.compactMap { $0.node.drawing.control?.state ?? $0.node.drawing.togglesState ?? $0.node.drawing.setsState?.state })
        let bar = input.states.filter { !drawn.contains($0.name) }
        return ("<div class=\"trellis-figure\" data-trellis-figure=\"\(id)\">"
            + (bar.isEmpty ? "" : StateControls.html(block: input.id, states: bar)) + unsetValues + block + "</div>\n",
                accessibility.warnings + undrawnAssignments)
    }

    /// The states only buttons set (`choice = .b`), and the values no button sets: the
    /// initial one at least. Each is a hidden radio button, checked for the initial value, so
    /// the block's `:checked` selectors hold before the reader clicks a button.
    private var unsetValues: String {
        let assignments = plan.elements.compactMap(\.node.drawing.setsState)
        var out = ""
        for state in input.states where state.control == .picker && assignments.contains(where: { $0.state == state.name }) {
            guard !plan.elements.contains(where: { $0.node.drawing.control?.state == state.name }) else { continue }
            let name = HTMLEscaping.attribute(StateControls.inputName(block: input.id, state: state.name))
            for (index, value) in state.values.enumerated() where !assignments.contains(StateAssignment(state: state.name, value: value.value)) {
                out += "<input type=\"radio\" name=\"\(name)\" value=\"\(HTMLEscaping.attribute(value.value))\" hidden\(index == 0 ? " checked" : "")>"
            }
        }
        return out
    }

    /// A warning at each button that sets a state a switch or a menu changes: it has no radio
    /// button to set, and does nothing on the page.
    private var undrawnAssignments: [LayoutWarning] {
        plan.elements.compactMap { element -> LayoutWarning? in
            guard let assignment = element.node.drawing.setsState,
                  let state = input.states.first(where: { $0.name == assignment.state }), state.control != .picker else { return nil }
            return LayoutWarning("this button sets `\(state.name)`, which a \(state.control == .toggle ? "switch" : "menu") changes on the page, so it does nothing there",
                                 hint: "set the state from buttons or a segmented picker only", nodeID: element.node.id)
        }
    }

    /// The widths a reader can offer the block from the keyboard, in the order the shared
    /// stylesheet's `:nth-child` rules read them: the column (or the handle's width), three
    /// quarters and half of it, and the narrowest the block was sampled at.
    static let widthMenu = "<select class=\"trellis-width\" aria-label=\"Width offered\"><option>Column<option>75%<option>50%<option>"
        + HTML.number(SharedStylesheet.narrowestWidth) + " pt</select>"

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
        /// The parent is read as one element (`.combine`, `.ignore`, a label): its children are not.
        var isUnread = false
        /// The enclosing `Toggle`'s accessibility label, the name of its switch.
        var toggleLabel: String?
    }

    private func state(_ node: PlacedNode) -> BlockState? {
        node.drawing.control?.state.flatMap { name in input.states.first { $0.name == name } }
    }

    // MARK: - Elements

    private func write(_ index: Int, children: [[Int]], accessibility: ElementAccessibility, context: Context, into out: inout String) {
        var context = context
        let insidePhrasing = context.insidePhrasing
        let element = plan.elements[index]
        let node = element.node
        let drawing = node.drawing
        var tag = insidePhrasing ? "span" : "div"
        var extra = ""
        var isVoid = false
        var classes = "trellis-node n\(index)"
        var content = ""
        let leaf: (any LeafView)? = if case .leaf(let leaf) = node.content { leaf } else { nil }

        switch element.kind {
        case .text:
            tag = insidePhrasing ? "span" : "p"
            classes += " trellis-text"
            if let markup = texts[index] {
                content = markup.html(markers: markers[index], truncations: truncations[index]) { visuals.runClasses[index][$0] }
                // A text that may shrink draws its words in a box the block's CSS scales.
                if plan.shrinkingTexts.contains(index) { content = "<span class=\"trellis-scaled\">\(content)</span>" }
                if truncations[index].keys.contains(where: TextMarkup.isTruncated) { extra += " title=\"\(HTMLEscaping.attribute(markup.styled.spokenText))\"" }
            }
        case .image:
            if case .symbol(let name)? = drawing.control {
                // Apple's glyphs cannot be shipped: the stand-in's SVG, inline, or a labelled
                // placeholder box of the same size when no glyph is mapped.
                tag = "span"
                extra += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(accessibility.spoken[index] ?? name))\""
                if let svg = SymbolArtwork.svg(for: name) {
                    classes += " trellis-symbol"
                    content = svg
                } else {
                    classes += " trellis-symbol trellis-symbol-missing"
                }
                break
            }
            tag = "img"
            isVoid = true
            let image = leaf as? Image
            var source = image?.source ?? "", alternative = ""
            if case .image(let url, let text)? = drawing.control { (source, alternative) = (url, accessibility.spoken[index] ?? text) }
            extra += " src=\"\(HTMLEscaping.attribute(source))\" alt=\"\(HTMLEscaping.attribute(alternative))\""
            if let size = image?.intrinsicSize, size.width.isFinite, size.height.isFinite {
                extra += " width=\"\(Int(size.width.rounded()))\" height=\"\(Int(size.height.rounded()))\""
            }
        case _ where leaf is PathShape:
            if let shape = leaf as? PathShape {
                content = SVGPath.markup(shape, size: node.frame.size, drawing: drawing, id: "\(input.id)-n\(index)")
                extra += " aria-hidden=\"true\""
            }
        case .divider where !insidePhrasing:
            tag = "hr"
            isVoid = true
        case .progressView:
            // The bar's value and total are the engine's leaf's; a spinner has none, and an
            // indeterminate `<progress>` animates as one.
            tag = "progress"
            if let progress = leaf as? ProgressView, let value = progress.value, value.isFinite {
                extra += " value=\"\(HTML.number(value))\" max=\"\(HTML.number(progress.total))\""
            }
        case .button:
            if let state = drawing.togglesState.flatMap({ name in input.states.first { $0.name == name } }) {
                // A button whose action toggles a state: its label over the state's checkbox,
                // so a click switches the state (as a disclosure group's label does).
                tag = "label"
                classes += " trellis-state-button"
                let name = StateControls.inputName(block: input.id, state: state.name)
                let checked = state.values.first?.value == "true" ? " checked" : ""
                let disabled = drawing.isDisabled ? " disabled" : ""
                content = "<input type=\"checkbox\" name=\"\(HTMLEscaping.attribute(name))\" value=\"true\" aria-label=\"\(HTMLEscaping.attribute(accessibility.spoken[index] ?? state.label))\"\(checked)\(disabled)>"
                break
            }
            if let assignment = drawing.setsState, let state = input.states.first(where: { $0.name == assignment.state && $0.control == .picker }) {
                // A button whose action sets a state to a value: its label over that value's
                // radio button, so a click sets the state (as a picker's option does).
                tag = "label"
                classes += " trellis-state-button"
                let name = StateControls.inputName(block: input.id, state: state.name)
                let checked = state.values.first?.value == assignment.value ? " checked" : ""
                let disabled = drawing.isDisabled ? " disabled" : ""
                // Named by the label's words, or by its accessibility label.
                let label = accessibility.spoken[index].map { " aria-label=\"\(HTMLEscaping.attribute($0))\"" } ?? ""
                content = "<input type=\"radio\" name=\"\(HTMLEscaping.attribute(name))\" value=\"\(HTMLEscaping.attribute(assignment.value))\"\(label)\(checked)\(disabled)>"
                break
            }
            tag = "button"
            extra += " type=\"button\""
            // `.disabled(true)`: announced as dimmed and skipped by the keyboard, as VoiceOver
            // and iOS treat a disabled control (and exempt from text contrast: WCAG 1.4.3).
            if drawing.isDisabled { extra += " disabled" }
        case .link:
            tag = "a"
            var destination = "#"
            if case .link(let url)? = drawing.control { destination = url }
            extra += " href=\"\(HTMLEscaping.attribute(destination))\""
        default:
            // Colours, shapes and spacers only draw (or hold space): hide them from readers.
            if leaf != nil { extra += " aria-hidden=\"true\"" }
        }
        // MARK: State controls drawn by the layout
        let pickerStyle: PickerDrawing? = if case .picker(_, let style)? = drawing.control { style } else { nil }
        let isMenu = if case .menu? = pickerStyle { true } else { false }
        if element.kind == .picker, let state = state(node), isMenu {
            // The engine laid out the current title; the `<select>` over the whole frame draws
            // it and opens the native menu; the chevron is the wrapper's.
            tag = insidePhrasing ? "span" : "div"
            classes += " trellis-menu"
            let name = StateControls.inputName(block: input.id, state: state.name)
            extra = ""
            content = "<select name=\"\(HTMLEscaping.attribute(name))\" aria-label=\"\(HTMLEscaping.attribute(accessibility.spoken[index] ?? state.label))\">\(StateControls.options(state))</select>"
        } else if element.kind == .picker, isMenu {
            // A menu with a fixed selection: its title is an element; the wrapper gives it the
            // tint and the chevron.
            classes += " trellis-menu"
        } else if element.kind == .picker, let state = state(node) {
            context.picker = state
            context.isInlinePicker = pickerStyle == .inline
            tag = insidePhrasing ? "span" : "div"
            classes += context.isInlinePicker ? " trellis-inline-picker" : " trellis-segmented"
            extra = " role=\"radiogroup\" aria-label=\"\(HTMLEscaping.attribute(accessibility.spoken[index] ?? state.label))\""
        } else if let state = context.picker, context.isInlinePicker, let value = drawing.tag {
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
        } else if case .disclosure? = drawing.control, let state = state(node) {
            // The whole label is the checkbox's: clicking it opens and closes the group.
            tag = "label"
            classes += " trellis-disclosure"
            let name = StateControls.inputName(block: input.id, state: state.name)
            let checked = state.values.first?.value == "true" ? " checked" : ""
            content = "<input type=\"checkbox\" name=\"\(HTMLEscaping.attribute(name))\" value=\"true\" aria-label=\"\(HTMLEscaping.attribute(accessibility.spoken[index] ?? state.label))\"\(checked)>" + content
        } else if element.kind == .toggle, let state = state(node) {
            context.toggle = state
            context.toggleLabel = accessibility.spoken[index]
            tag = "label"
            extra = ""
        } else if let state = context.picker, let value = drawing.tag {
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
            // `Toggle(...).accessibilityLabel("...")`: the switch's name, instead of the label's words.
            if let label = context.toggleLabel { extra += " aria-label=\"\(HTMLEscaping.attribute(label))\"" }
            context.toggle = nil
        }

        extra = accessibilityAttributes(index, tag: tag, extra: extra, accessibility: accessibility, context: context, into: &out)
        context.isUnread = accessibility.hidesChildren[index]

        let key = HTMLEscaping.attribute(element.key)
        out += "<\(tag) class=\"\(classes)\" data-trellis-node=\"\(key)\"\(extra)>"
        if isVoid { return }
        out += content
        context.insidePhrasing = insidePhrasing || ["button", "a", "p", "label"].contains(tag)
        for child in children[index] { write(child, children: children, accessibility: accessibility, context: context, into: &out) }
        out += "</\(tag)>"
    }

    // MARK: - Accessibility

    /// `extra` with what the element's accessibility modifiers say (`ElementAccessibility`),
    /// writing into `out` first the visually hidden words of an element read through them.
    private func accessibilityAttributes(_ index: Int, tag: String, extra: String, accessibility: ElementAccessibility,
                                         context: Context, into out: inout String) -> String {
        let hiddenAttribute = " aria-hidden=\"true\""
        let node = plan.elements[index].node
        let modifiers = node.drawing.accessibility
        var extra = extra
        let id = accessibility.isOwned(index) ? " id=\"\(accessibility.id(of: index))\"" : ""
        let hint = modifiers.hint.map { " aria-description=\"\(HTMLEscaping.attribute($0))\"" } ?? ""
        if accessibility.isHidden[index] || context.isUnread {
            return extra.replacingOccurrences(of: hiddenAttribute, with: "") + hiddenAttribute
        }
        if let role = accessibility.roles[index] {
            // A labelled shape is no longer drawing only: it is an image of its label.
            extra = extra.replacingOccurrences(of: hiddenAttribute, with: "") + " role=\"\(role)\""
            // ARIA's own default level, 2, for SwiftUI's `.unspecified` (axe asks for it written).
            if role == "heading" { extra += " aria-level=\"\(accessibility.headingLevels[index] ?? 2)\"" }
            if let words = accessibility.spoken[index], !words.isEmpty { extra += " aria-label=\"\(HTMLEscaping.attribute(words))\"" }
        } else if accessibility.speaksThroughSpan[index] {
            // ARIA names no plain `<p>` or `<div>`: the words are read from a span, the drawing hidden.
            if let words = accessibility.spoken[index], !words.isEmpty {
                out += "<span class=\"trellis-spoken s\(index)\"\(id)\(hint)>\(HTMLEscaping.text(words))</span>"
            }
            return extra.replacingOccurrences(of: hiddenAttribute, with: "") + hiddenAttribute + accessibility.ownsAttribute(index)
        } else if let words = accessibility.spoken[index], !words.isEmpty, ["button", "a", "progress"].contains(tag) {
            if tag == "progress", let value = modifiers.value {
                extra += " aria-valuetext=\"\(HTMLEscaping.attribute(value))\""
                if let label = modifiers.label { extra += " aria-label=\"\(HTMLEscaping.attribute(label))\"" }
            } else {
                extra += " aria-label=\"\(HTMLEscaping.attribute(words))\""
            }
        }
        return extra + id + hint + accessibility.ownsAttribute(index)
    }
}
