import TrellisLayout

/// The CSS every page with layout blocks needs once: positioning, transitions, reduced
/// motion, the semantic colours (light and dark), and the look of the state controls.
///
/// Dark colours apply where the page's `color-scheme` allows dark (the theme sets
/// `color-scheme: light dark`); the values are SwiftUI's system colours in each appearance.
/// A reader who asks for more contrast (`prefers-contrast: more`, which Safari on iOS and
/// macOS reports when Increase Contrast is on) gets iOS's Increase Contrast variants instead,
/// as an app's system colours swap on that setting.
///
/// Every block is the container its `@container` rules query and a scroll container with a
/// handle (`resize: horizontal`; CSS resize needs `overflow` other than `visible` or `clip`):
/// dragging it changes the width offered to the layout, SwiftUI's proposal
/// (`ProposedViewSize`), and the layout follows through the same rules as when the window
/// resizes. A layout wider than its column scrolls inside the block: its root is centred, as
/// SwiftUI centres a root view larger than its window, and the frame moves right by what
/// overhangs the block's left edge (the root's left is the frame's `--x`), where no
/// scrolling would reach it. What is drawn above,
/// left of or below the layout's frame is cut off (`overflow-y: hidden`, since a vertical
/// scrollbar would take its width from the width offered), a warning at the build
/// (`BlockRenderer`). The handle is a drag
/// for a pointer only, so each block's width menu (`.trellis-width`, shown when it has the
/// keyboard's focus) offers the same widths in steps: WCAG 2.1.1 (Keyboard) and 2.5.7
/// (Dragging Movements) ask for a way without dragging. A step wins over a dragged width.
///
/// A block's frame is drawn only once the block has a width (``framesWaitForTheirBlock``), so
/// a page stands still while it loads.
public enum SharedStylesheet {
    /// The rule that displays a block's frame (`display:none` until then): a query of the
    /// block's width, true as soon as the block has been laid out.
    ///
    /// Why: Firefox (153 ESR) styles a block's elements once before the block is laid out,
    /// when its size is not known: a size query matches nothing (the spec's "unknown", CSS
    /// Conditional 5, "Size Container Features") and `cqw` is a share of the viewport, as
    /// where there is no container (CSS Containment 3, "Container Relative Lengths"). Layout
    /// gives the block its width and Firefox styles the elements again; to CSS Transitions
    /// that second style is a change like any other, so every length that depends on the
    /// width (the centred root's `left:calc(50cqw - w/2)`) and every value a later piece
    /// sets started a transition on the block's default spring: the root slid 8 px at every
    /// load. Chromium and WebKit style the elements inside a container while laying it out,
    /// with its width known, and start nothing.
    ///
    /// With the frame `display:none` in that first style, its elements have no style before
    /// the second, and an element with no before-change style starts no transition (CSS
    /// Transitions 2, "Defining before-change style"; MDN, `@starting-style`: transitions are
    /// "not triggered on an element's initial style update, or when its display type changes
    /// from none to another value"). From then on the query stays true: the frame and its
    /// boxes are where they were, and a change of state or of width transitions as before.
    /// `(width>=0)` holds at every width, a block squeezed to nothing included. A browser
    /// without size queries (before Chrome 105, Safari 16, Firefox 110) displays the frame at
    /// once, so a block it cannot place is at least there, never blank.
    static let framesWaitForTheirBlock = "@container (width>=0){.trellis-frame{display:block}}"
        + "@supports not (container-type:inline-size){.trellis-frame{display:block}}"

    /// How every element moves between layouts unless a view's `.animation` says otherwise:
    /// SwiftUI's `Animation.default` (a spring since iOS 17), as `withAnimation` without an
    /// argument moves views. The block sets it; `.animation` overrides it for the views inside,
    /// and in a block that writes an animation, a change nothing animates jumps
    /// (`AnimationScope`). It is also `--trellis-default-*`, which `AnimationCSS` names.
    static let defaultMotion = AnimationCSS.Motion(.default)

    /// The narrowest width a reader can offer a block, by its handle or its width menu: the
    /// narrowest the renderer samples (`RenderOptions.minWidth`), below which the CSS would
    /// only extend the nearest piece. A column narrower than that keeps the column's width.
    static let narrowestWidth = RenderOptions().minWidth

    public static let css: String = {
        let narrowest = CSSLength.linear(intercept: narrowestWidth, slope: 0)
        // Each transition reads the motion the element inherits (`AnimationCSS`); visibility
        // keeps its own monotone easing, so a spring's overshoot does not flicker it. A
        // removed view holds its frame and stays seen (`--trellis-place`), an inserted one is
        // seen at once (`--trellis-leave`), and the numbers that draw their looks move
        // (`--trellis-out`, `--trellis-in`): see `TransitionCSS`.
        let parts = "var(--trellis-duration) var(--trellis-easing) var(--trellis-delay)"
        let motion = "var(--trellis-motion)"
        let place = "var(--trellis-at)"
        let leave = "var(--trellis-place,var(--trellis-leave,var(--trellis-duration) var(--trellis-delay)))"
        var css = ":root{" + SystemColours.all.map { "--trellis-\($0.name):light-dark(\($0.light),\($0.dark))" }.joined(separator: ";") + "}\n"
        css += "@media (prefers-contrast:more){:root{" + SystemColours.all.compactMap { colour in
            colour.increased.map { "--trellis-\(colour.name):light-dark(\($0.light),\($0.dark))" }
        }.joined(separator: ";") + "}}\n"
        // Only where relative colours parse: elsewhere the variable would void the background.
        css += "@supports (color:oklch(from red l c h)){@media (prefers-contrast:more){button.trellis-node,label.trellis-state-button{"
            + "--trellis-prominent-fill:oklch(from var(--trellis-tint,var(--trellis-accent)) min(l,\(SystemColours.fillLightnessLimit)) c h)}}}\n"
        css += """
        .trellis-block{container-type:inline-size;position:relative;display:block;margin:1em 0;overflow-x:auto;overflow-y:hidden;resize:horizontal;max-width:100%;min-width:min(\(narrowest),100%);--trellis-moves:1;--trellis-duration:\(defaultMotion.duration);--trellis-easing:\(defaultMotion.easing);--trellis-delay:\(defaultMotion.delay);--trellis-default-duration:var(--trellis-duration);--trellis-default-easing:var(--trellis-easing);--trellis-default-delay:var(--trellis-delay)}
        .trellis-block:focus-visible{outline:2px solid var(--trellis-accent);outline-offset:2px}
        .trellis-width{position:absolute;top:0;right:0;z-index:1;min-height:24px;font:0.875rem system-ui,sans-serif;color:var(--trellis-accent);border:0;border-radius:8px;background:var(--trellis-control);box-shadow:0 1px 3px rgb(0 0 0 / 0.15)}
        .trellis-width:not(:focus){width:1px;height:1px;min-height:0;padding:0;overflow:hidden;clip-path:inset(50%)}
        .trellis-block:has(>.trellis-width>:nth-child(2):checked){width:75%!important}
        .trellis-block:has(>.trellis-width>:nth-child(3):checked){width:50%!important}
        .trellis-block:has(>.trellis-width>:nth-child(4):checked){width:0!important}
        .trellis-code-pair{display:grid;gap:1rem;align-items:start;margin:1em 0;--trellis-code-mark:light-dark(rgb(0 122 255 / 0.14),rgb(10 132 255 / 0.24))}
        .trellis-code-pair>.trellis-code{margin:0;min-width:0;max-height:48rem;overflow:auto}
        .trellis-code-pair .line{display:inline-block;min-width:100%}
        .trellis-code-result{min-width:0}
        .trellis-code-result>.trellis-block,.trellis-code-result>.trellis-figure{margin-top:0}
        @media (min-width:900px){.trellis-code-pair[data-code=beside]{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
        .trellis-figure>.trellis-block{margin:0.5em 0 0}
        .trellis-figure{margin:1em 0}
        \(TransitionCSS.registrations)
        .trellis-frame,.trellis-node,.trellis-text span,.trellis-text>.trellis-scaled{--trellis-motion:\(parts)}
        .trellis-frame{position:relative;display:none;margin:0 0 0 max(0px,-1 * var(--x,0px));padding:0;transition:height \(motion)}
        \(framesWaitForTheirBlock)
        .trellis-node{--trellis-at:var(--trellis-place,\(motion));position:absolute;display:block;box-sizing:border-box;margin:0;padding:0;border:0;min-width:0;min-height:0;max-width:none;max-height:none;transition:left \(place),top \(place),width \(place),height \(place),font-size \(place),max-width \(place),max-height \(place),overflow \(place),opacity var(--trellis-fade,\(motion)),visibility \(leave),--trellis-out \(motion),--trellis-in var(--trellis-place,\(motion))}
        .trellis-text{white-space:nowrap;overflow:visible;letter-spacing:normal;word-spacing:normal;text-indent:0;text-transform:none;font-feature-settings:normal;font-variation-settings:normal;text-rendering:auto;color:var(--trellis-foreground,var(--trellis-primary))}
        .trellis-text a{color:var(--trellis-accent);font:inherit}
        .trellis-text span{transition:font-size \(motion)}
        .trellis-gap{display:block}
        .trellis-spoken{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
        .trellis-full{position:absolute;inset:0}
        .trellis-text>.trellis-scaled{position:absolute;left:0;top:0;display:block;transform-origin:0 0;transition:width \(motion),height \(motion),transform \(motion)}
        hr.trellis-node{height:1px;color:inherit;opacity:1}
        img.trellis-node{object-fit:fill}
        .trellis-path{position:absolute;inset:0;display:block;width:100%;height:100%;overflow:visible}
        .trellis-symbol{color:var(--trellis-foreground,var(--trellis-primary))}
        .trellis-symbol>svg{display:block;width:100%;height:100%;overflow:visible}
        .trellis-inline-symbol{display:inline-block;width:1em;height:1em;vertical-align:\(HTML.number(SymbolImage.capHeight / 2 - 0.5))em}
        .trellis-inline-symbol>svg{display:block;width:100%;height:100%;overflow:visible}
        .trellis-symbol-missing{border-radius:25%;box-shadow:inset 0 0 0 1.5px currentColor;opacity:0.6}
        button.trellis-node,label.trellis-state-button{font:inherit;color:var(--trellis-tint,var(--trellis-accent));--trellis-foreground:var(--trellis-tint,var(--trellis-accent));background:none;cursor:pointer}
        progress.trellis-node{appearance:none;-webkit-appearance:none;accent-color:var(--trellis-tint,var(--trellis-accent));color:var(--trellis-tint,var(--trellis-accent));background:var(--trellis-track);border-radius:9999px;overflow:hidden}
        progress.trellis-node::-webkit-progress-bar{background:var(--trellis-track);border-radius:9999px}
        progress.trellis-node::-webkit-progress-value{background:var(--trellis-tint,var(--trellis-accent));border-radius:9999px}
        progress.trellis-node::-moz-progress-bar{background:var(--trellis-tint,var(--trellis-accent));border-radius:9999px}
        .trellis-segmented{background:var(--trellis-fill);border-radius:8px;isolation:isolate}
        .trellis-option{cursor:pointer}
        .trellis-option>input{position:absolute;inset:-4px -10px;width:auto;height:auto;margin:0;opacity:0;cursor:pointer}
        .trellis-option:has(>input:checked)::before{content:"";position:absolute;inset:-2px -8px;z-index:-1;border-radius:6px;background:var(--trellis-control);box-shadow:0 1px 3px rgb(0 0 0 / 0.15),0 0 0 0.5px rgb(0 0 0 / 0.04)}
        .trellis-option:has(>input:focus-visible)::before{outline:2px solid var(--trellis-accent)}
        .trellis-menu{color:var(--trellis-tint,var(--trellis-accent))}
        .trellis-menu>.trellis-text{color:inherit}
        .trellis-menu>select{appearance:none;-webkit-appearance:none;position:absolute;inset:0;width:100%;height:100%;box-sizing:border-box;margin:0;border:0;border-radius:8px;padding:0 26px 0 10px;background:transparent;color:inherit;cursor:pointer}
        .trellis-menu>select:hover{background:var(--trellis-fill)}
        .trellis-menu>select:focus-visible{outline:2px solid var(--trellis-accent);outline-offset:0}
        .trellis-menu::after{content:"";position:absolute;right:10px;top:50%;width:12px;height:16px;margin-top:-8px;background:currentColor;pointer-events:none;mask:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 16'%3E%3Cpath d='M2.5 6 6 2.5 9.5 6M2.5 10 6 13.5 9.5 10' fill='none' stroke='black' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center/contain no-repeat;-webkit-mask:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 16'%3E%3Cpath d='M2.5 6 6 2.5 9.5 6M2.5 10 6 13.5 9.5 10' fill='none' stroke='black' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E") center/contain no-repeat}
        .trellis-option-row{cursor:pointer}
        .trellis-disclosure>input,.trellis-state-button>input{position:absolute;inset:0;width:100%;height:100%;margin:0;opacity:0;cursor:pointer}
        .trellis-disclosure:has(>input:focus-visible),.trellis-state-button:has(>input:focus-visible){outline:2px solid var(--trellis-accent);outline-offset:2px;border-radius:4px}
        input.trellis-radio{appearance:auto;margin:0;accent-color:var(--trellis-tint,var(--trellis-accent));cursor:pointer}
        input.trellis-switch{appearance:none;border-radius:9999px;background:var(--trellis-fill);cursor:pointer}
        input.trellis-switch::before{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 3px 8px rgb(0 0 0 / 0.15),0 1px 1px rgb(0 0 0 / 0.16);transition:transform 0.2s ease-in-out}
        input.trellis-switch:checked{background:var(--trellis-green)}
        input.trellis-switch:checked::before{transform:translateX(20px)}
        input.trellis-switch:focus-visible{outline:2px solid var(--trellis-accent);outline-offset:2px}
        @media (prefers-reduced-motion:reduce){.trellis-frame,.trellis-text span,input.trellis-switch::before{transition:none}.trellis-block{--trellis-moves:0}.trellis-node{--trellis-at:var(--trellis-place,var(--trellis-still,0s));translate:none!important;scale:none!important}}
        .trellis-controls{display:flex;flex-wrap:wrap;gap:0.5em 1.5em;align-items:center;font:0.875rem/1.2 system-ui,sans-serif}
        .trellis-picker{border:0;margin:0;padding:0;display:inline-flex;align-items:center;gap:0.5em}
        .trellis-picker>legend{float:left;padding:0;margin-right:0.5em}
        .trellis-segments{display:inline-flex;background:var(--trellis-fill);border-radius:8px;padding:2px;gap:2px}
        .trellis-segments label{position:relative;display:block}
        .trellis-segments input{position:absolute;inset:0;margin:0;opacity:0;cursor:pointer}
        .trellis-segments span{display:flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:24px;padding:0.25em 0.9em;border-radius:6px;text-align:center;min-width:2.5em;transition:background-color 0.2s ease-in-out,box-shadow 0.2s ease-in-out}
        .trellis-segments input:checked+span{background:var(--trellis-control);box-shadow:0 1px 3px rgb(0 0 0 / 0.15),0 0 0 0.5px rgb(0 0 0 / 0.04);font-weight:600}
        .trellis-segments input:focus-visible+span{outline:2px solid var(--trellis-accent);outline-offset:1px}
        .trellis-menu-control{display:inline-flex;align-items:center;gap:0.5em}
        .trellis-menu-control select{font:inherit;min-height:24px;color:var(--trellis-accent);border:0;border-radius:8px;background:var(--trellis-fill);padding:0.25em 0.6em}
        .trellis-toggle{display:inline-flex;align-items:center;gap:0.6em;cursor:pointer}
        .trellis-toggle input{appearance:none;margin:0;width:51px;height:31px;border-radius:16px;background:var(--trellis-fill);position:relative;cursor:pointer;transition:background-color 0.2s ease-in-out;flex:none}
        .trellis-toggle input::before{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 3px 8px rgb(0 0 0 / 0.15),0 1px 1px rgb(0 0 0 / 0.16);transition:transform 0.2s ease-in-out}
        .trellis-toggle input:checked{background:var(--trellis-green)}
        .trellis-toggle input:checked::before{transform:translateX(20px)}
        .trellis-toggle input:focus-visible{outline:2px solid var(--trellis-accent);outline-offset:2px}
        @media (prefers-reduced-motion:reduce){.trellis-segments span,.trellis-toggle input,.trellis-toggle input::before{transition:none}}

        """
        return css
    }()
}
