// SwiftUI's views and modifiers, with the labels and defaults of their initialisers.

extension ViewCatalog {
    /// Shapes: leaves that take what they are offered and accept `.fill`/`.stroke`.
    public static let shapeKinds: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape"]
    /// Gradient views: leaves that fill what they are offered, also usable as styles.
    public static let gradientKinds: Set<String> = ["LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient"]

    static let builtInViews: [ViewSpec] = {
        let content = Parameter("content", .builder)
        var views = [
            ViewSpec("HStack", [Signature([Parameter("alignment", .verticalAlignment), Parameter("spacing", .optional(.number)), content])]),
            ViewSpec("VStack", [Signature([Parameter("alignment", .horizontalAlignment), Parameter("spacing", .optional(.number)), content])]),
            ViewSpec("ZStack", [Signature([Parameter("alignment", .alignment), content])]),
            ViewSpec("Group", [Signature([content])]),
            // iOS 26's `GlassEffectContainer(spacing:content:)` renders its content's Liquid Glass
            // shapes together (Apple, "GlassEffectContainer"); its views lay out as a group's do,
            // and `spacing` (where the shapes start to blend) changes no frame.
            ViewSpec("GlassEffectContainer", [Signature([Parameter("spacing", .optional(.number)), content])]),
            ViewSpec("Grid", [Signature([
                Parameter("alignment", .alignment), Parameter("horizontalSpacing", .optional(.number)),
                Parameter("verticalSpacing", .optional(.number)), content,
            ])]),
            ViewSpec("GridRow", [Signature([Parameter("alignment", .optional(.verticalAlignment)), content])]),
            ViewSpec("ViewThatFits", [Signature([Parameter("in", .axes), content])]),
            ViewSpec("ScrollView", [Signature([Parameter(nil, .axes), Parameter("showsIndicators", .bool), content])]),
            ViewSpec("Text", [
                Signature([.required(nil, .string)]), Signature([.required("verbatim", .string)]),
                // `Text("Vote", tableName: "Onboarding", bundle: .module, comment: "…")` (Apple,
                // `init(_:tableName:bundle:comment:)`): where the app's translations are, and a
                // note for translators. A page has no strings tables, so the key shows as written,
                // as an app shows a key it has no translation of, and as `Text("Vote")` does here.
                Signature([.required(nil, .string), Parameter("tableName", .optional(.string)), Parameter("bundle", .any), Parameter("comment", .string)]),
            ]),
            // `bundle:` (`.module`, `.main`) names where an app keeps the asset; a site has one
            // place for images, so it is accepted and the name looked up there.
            // `Image("name", label: Text("..."))`: "SwiftUI uses the label for accessibility" (the `alt`).
            ViewSpec("Image", [Signature([.required("systemName", .string)]),
                               Signature([.required("systemName", .string), .required("variableValue", .optional(.number))]),
                               Signature([.required(nil, .string), Parameter("bundle", .any)]),
                               Signature([.required(nil, .string), Parameter("bundle", .any), .required("label", .view)]),
                               Signature([.required("decorative", .string), Parameter("bundle", .any)])]),
            // `role: ButtonRole?`: "A value of nil means that the button doesn't have an assigned
            // role" (Apple, "Button", `init(role:action:label:)`).
            ViewSpec("Button", [
                Signature([.required(nil, .string), Parameter("role", .optional(.buttonRole)), .required("action", .action)]),
                // iOS 17's `Button("Add", systemImage: "plus") { }`.
                Signature([.required(nil, .string), .required("systemImage", .string), Parameter("role", .optional(.buttonRole)), .required("action", .action)]),
                Signature([Parameter("role", .optional(.buttonRole)), .required("action", .action), .required("label", .builder)]),
                // iOS 26's `Button(role: .close) { ... }`: the system's label for the role.
                Signature([.required("role", .buttonRole), .required("action", .action)]),
                // iOS 17's buttons that perform an `AppIntent` (Apple, "Button", `init(intent:label:)`,
                // `init(_:intent:)`): the intent runs when tapped, which a page never does.
                Signature([.required("intent", .any), .required("label", .builder)]),
                Signature([.required(nil, .string), .required("intent", .any)]),
                Signature([.required(nil, .string), .required("systemImage", .string), .required("intent", .any)]),
            ]),
            ViewSpec("Link", [
                Signature([.required(nil, .string), .required("destination", .string)]),
                Signature([.required("destination", .string), .required("label", .builder)]),
            ]),
            ViewSpec("ProgressView", [
                Signature([]),
                // Apple, "ProgressView init(_:)": indeterminate progress with a title.
                Signature([.required(nil, .string)]),
                // Apple, "ProgressView init(label:)": indeterminate progress with views as its label.
                Signature([.required("label", .slot)]),
                Signature([.required("value", .number), Parameter("total", .number)]),
                Signature([.required(nil, .string), .required("value", .number), Parameter("total", .number)]),
                // Apple, "ProgressView init(value:total:label:)": a view as the title;
                // "init(value:total:label:currentValueLabel:)": and one that says the value.
                Signature([.required("value", .number), Parameter("total", .number), .required("label", .slot), Parameter("currentValueLabel", .slot)]),
            ]),
            ViewSpec("Divider", [Signature([])]),
            ViewSpec("Spacer", [Signature([Parameter("minLength", .optional(.number))])]),
            ViewSpec("EmptyView", [Signature([])]),
            ViewSpec("Color", [
                Signature([.required("red", .number), .required("green", .number), .required("blue", .number), Parameter("opacity", .number)]),
                Signature([.required("white", .number), Parameter("opacity", .number)]),
                // `Color(.sRGBLinear, red: 1, green: 0.5, blue: 0)`, `Color(.displayP3, white: 0.2)`.
                Signature([.required(nil, .rgbColorSpace), .required("red", .number), .required("green", .number), .required("blue", .number),
                           Parameter("opacity", .number)]),
                Signature([.required(nil, .rgbColorSpace), .required("white", .number), Parameter("opacity", .number)]),
                Signature([.required("hue", .number), .required("saturation", .number), .required("brightness", .number), Parameter("opacity", .number)]),
                Signature([.required(nil, .string)]),
                // `Color(.systemGroupedBackground)`, `Color(uiColor: .secondaryLabel)`: UIKit's colours.
                Signature([.required(nil, .style)]),
                Signature([.required("uiColor", .style)]),
                // A Mac app's `Color(nsColor: .controlBackgroundColor)` (`ColorName.appKit`).
                Signature([.required("nsColor", .style)]),
            ]),
            ViewSpec("LinearGradient", ["colors", "stops", "gradient"].map { colors in
                Signature([.required(colors, colors == "gradient" ? .any : .styles), .required("startPoint", .any), .required("endPoint", .any)])
            }),
            ViewSpec("RadialGradient", ["colors", "stops", "gradient"].map { colors in
                Signature([.required(colors, colors == "gradient" ? .any : .styles), Parameter("center", .any), Parameter("startRadius", .number), .required("endRadius", .number)])
            }),
            ViewSpec("EllipticalGradient", ["colors", "stops", "gradient"].map { colors in
                Signature([.required(colors, colors == "gradient" ? .any : .styles), Parameter("center", .any),
                           Parameter("startRadiusFraction", .number), Parameter("endRadiusFraction", .number)])
            }),
            ViewSpec("AngularGradient", ["colors", "stops", "gradient"].flatMap { colors in [
                Signature([.required(colors, colors == "gradient" ? .any : .styles), Parameter("center", .any), Parameter("startAngle", .angle), Parameter("endAngle", .angle)]),
                Signature([.required(colors, colors == "gradient" ? .any : .styles), Parameter("center", .any), .required("angle", .angle)]),
            ] }),
            ViewSpec("Rectangle", [Signature([])]),
            // A widget's container shape; outside a widget SwiftUI draws it as a rectangle.
            ViewSpec("ContainerRelativeShape", [Signature([])]),
            // `style: .continuous` (SwiftUI's default on iOS 17) draws as `.circular` here: CSS has no squircle.
            ViewSpec("RoundedRectangle", [
                Signature([.required("cornerRadius", .number), Parameter("style", .members("a corner style", ["circular", "continuous"]))]),
                // Apple, "RoundedRectangle init(cornerSize:style:)": elliptical corners of a CGSize.
                Signature([.required("cornerSize", .any), Parameter("style", .members("a corner style", ["circular", "continuous"]))]),
            ]),
            // Apple, "UnevenRoundedRectangle" (iOS 16): each radius 0 unless given, or a
            // `RectangleCornerRadii`; `.continuous` draws as `.circular`, as for RoundedRectangle.
            ViewSpec("UnevenRoundedRectangle", [
                Signature([Parameter("topLeadingRadius", .number), Parameter("bottomLeadingRadius", .number),
                           Parameter("bottomTrailingRadius", .number), Parameter("topTrailingRadius", .number),
                           Parameter("style", .members("a corner style", ["circular", "continuous"]))]),
                Signature([.required("cornerRadii", .any), Parameter("style", .members("a corner style", ["circular", "continuous"]))]),
            ]),
            ViewSpec("Circle", [Signature([])]),
            // Apple, "Capsule init(style:)".
            ViewSpec("Capsule", [Signature([Parameter("style", .members("a corner style", ["circular", "continuous"]))])]),
            ViewSpec("Ellipse", [Signature([])]),
            // iOS 16's `ForEach($items, editActions: .all) { $item in ... }` (and `List`'s): the
            // swipe-to-delete and drag-to-move a reader cannot do on a page; the rows are the same.
            ViewSpec("ForEach", [Signature([.required(nil, .collection), Parameter("id", .keyPath), Parameter("editActions", .any),
                                            .required("content", .itemBuilder)])],
                     role: .forEach),
            ViewSpec("Picker", [
                Signature([.required(nil, .string), .required("selection", .binding), content]),
                // iOS 14's `Picker("Server", systemImage: "server.rack", selection: $x) { ... }`.
                Signature([.required(nil, .string), .required("systemImage", .string), .required("selection", .binding), content]),
                // iOS 13's `Picker(selection: $x, label: Text("Sort")) { ... }`, and the label as
                // a closure after the content (`Picker(selection: $x) { ... } label: { ... }`).
                Signature([.required("selection", .binding), .required("label", .view), content]),
                Signature([.required("selection", .binding), content, .required("label", .slot)]),
                // iOS 18's `init(selection:content:label:currentValueLabel:)` (Apple, "Picker"): the
                // menu's shown value, which a page draws as the selected option's title (said).
                Signature([.required("selection", .binding), content, .required("label", .slot), .required("currentValueLabel", .slot)]),
            ], role: .picker),
            ViewSpec("Toggle", [
                Signature([.required(nil, .string), .required("isOn", .binding)]),
                // iOS 17's `Toggle("Wi-Fi", systemImage: "wifi", isOn: $on)`.
                Signature([.required(nil, .string), .required("systemImage", .string), .required("isOn", .binding)]),
                Signature([.required("isOn", .binding), .required("label", .builder)]),
            ], role: .toggle),
        ]
        views += collectionViews + controlViews
        views.sort { $0.name < $1.name }
        return views
    }()

    /// Lists, forms, navigation and lazy containers (lowered in `BlockLowering+Lists.swift`).
    static let collectionViews: [ViewSpec] = {
        let content = Parameter("content", .builder)
        let verticalStack = Signature([
            Parameter("alignment", .horizontalAlignment), Parameter("spacing", .optional(.number)), Parameter("pinnedViews", .any), content,
        ])
        let horizontalStack = Signature([
            Parameter("alignment", .verticalAlignment), Parameter("spacing", .optional(.number)), Parameter("pinnedViews", .any), content,
        ])
        return [
            // `List(items) { item in ... }` is read as a List around a ForEach (see `Interpreter.call`).
            ViewSpec("List", [Signature([Parameter("selection", .any), content])]),
            ViewSpec("Form", [Signature([content])]),
            ViewSpec("Section", [
                Signature([content]),
                Signature([.required(nil, .string), content]),
                Signature([.required("header", .view), Parameter("footer", .view), content]),
                Signature([.required("footer", .view), content]),
                Signature([content, .required("header", .slot), Parameter("footer", .slot)]),
                Signature([content, .required("footer", .slot)]),
                // iOS 17's collapsible section (Apple, "Section", `init(_:isExpanded:content:)`):
                // its rows only while expanded (`BlockLowering.list`).
                Signature([.required(nil, .string), .required("isExpanded", .any), content]),
                Signature([.required("isExpanded", .any), content, .required("header", .slot)]),
            ]),
            ViewSpec("NavigationStack", [Signature([Parameter("path", .any), content])]),
            ViewSpec("NavigationView", [Signature([content])]),
            // On an iPhone a split view is a stack showing its sidebar; the other columns appear
            // when the reader taps, which a page cannot.
            ViewSpec("NavigationSplitView", [
                Signature([Parameter("columnVisibility", .any), Parameter("preferredCompactColumn", .any), .required("sidebar", .builder),
                           .required("detail", .slot)]),
                Signature([Parameter("columnVisibility", .any), Parameter("preferredCompactColumn", .any), .required("sidebar", .builder),
                           .required("content", .slot), .required("detail", .slot)]),
            ]),
            // A link's destination and value are never shown on a page, so `Interpreter.call`
            // leaves them unevaluated; what remains is its title or label.
            ViewSpec("NavigationLink", [Signature([.required(nil, .string)]), Signature([.required("label", .builder)])]),
            ViewSpec("LazyVStack", [verticalStack]),
            ViewSpec("LazyHStack", [horizontalStack]),
            ViewSpec("LazyVGrid", [Signature([
                .required("columns", .any), Parameter("alignment", .horizontalAlignment), Parameter("spacing", .optional(.number)),
                Parameter("pinnedViews", .any), content,
            ])]),
            ViewSpec("LazyHGrid", [Signature([
                .required("rows", .any), Parameter("alignment", .verticalAlignment), Parameter("spacing", .optional(.number)),
                Parameter("pinnedViews", .any), content,
            ])]),
        ]
    }()

    /// Labels and the controls of forms (lowered in `BlockLowering+Controls.swift`). The
    /// values they show are taken as bindings (`$name`), `.constant(...)`, or the plain value
    /// a declared view's `@Binding` property holds: a page only shows them.
    static let controlViews: [ViewSpec] = {
        let content = Parameter("content", .builder)
        return [
            ViewSpec("Label", [
                Signature([.required(nil, .string), .required("systemImage", .string)]),
                Signature([.required(nil, .string), .required("image", .string)]),
                Signature([.required("title", .slot), .required("icon", .slot)]),
            ]),
            ViewSpec("LabeledContent", [
                Signature([.required(nil, .string), .required("value", .any), Parameter("format", .any)]),
                Signature([.required(nil, .string), content]),
                Signature([content, .required("label", .slot)]),
            ]),
            ViewSpec("TextField", [
                Signature([.required(nil, .string), .required("text", .any), Parameter("prompt", .any), Parameter("axis", .axes),
                           Parameter("onEditingChanged", .action), Parameter("onCommit", .action)]),
                Signature([.required(nil, .string), .required("value", .any), .required("format", .any), Parameter("prompt", .any)]),
                // `init(_:value:formatter:prompt:)` and iOS 13's `init(_:value:formatter:onEditingChanged:onCommit:)`:
                // a `Formatter` object is the app's (a stand-in), so the value shows as Swift prints it.
                Signature([.required(nil, .string), .required("value", .any), .required("formatter", .any), Parameter("prompt", .any),
                           Parameter("onEditingChanged", .action), Parameter("onCommit", .action)]),
                // Apple, "TextField init(text:prompt:label:)": the label a view, the prompt the placeholder.
                Signature([.required("text", .any), Parameter("prompt", .any), Parameter("axis", .axes), .required("label", .slot)]),
            ]),
            ViewSpec("SecureField", [
                // Apple, "SecureField": `init(_:text:prompt:)`, iOS 13's `init(_:text:onCommit:)`
                // (the trailing closure), and `init(text:prompt:label:)`.
                Signature([.required(nil, .string), .required("text", .any), Parameter("prompt", .any), Parameter("onCommit", .action)]),
                Signature([.required("text", .any), Parameter("prompt", .any), .required("label", .slot)]),
            ]),
            ViewSpec("TextEditor", [Signature([.required("text", .any)])]),
            ViewSpec("Slider", [
                Signature([
                    .required("value", .any), Parameter("in", .any), Parameter("step", .number), Parameter("label", .slot),
                    Parameter("minimumValueLabel", .slot), Parameter("maximumValueLabel", .slot), Parameter("onEditingChanged", .action),
                ]),
                // Apple's iOS 13 form, `init(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`:
                // the label last, as a trailing closure.
                Signature([
                    .required("value", .any), Parameter("in", .any), Parameter("step", .number), Parameter("onEditingChanged", .action),
                    .required("minimumValueLabel", .slot), .required("maximumValueLabel", .slot), .required("label", .slot),
                ]),
                // iOS 13's `init(value:in:step:onEditingChanged:label:)`: a label without value labels.
                Signature([
                    .required("value", .any), Parameter("in", .any), Parameter("step", .number), Parameter("onEditingChanged", .action),
                    .required("label", .slot),
                ]),
            ]),
            // `ColorPicker("Accent", selection: $tint)`, `ColorPicker(selection: $tint) { Text("Accent") }`
            // (Apple, "ColorPicker"); `supportsOpacity:` changes only the sheet it opens.
            ViewSpec("ColorPicker", [
                Signature([.required(nil, .string), .required("selection", .any), Parameter("supportsOpacity", .bool)]),
                Signature([.required("selection", .any), Parameter("supportsOpacity", .bool), .required("label", .builder)]),
            ]),
            ViewSpec("Stepper", [
                Signature([.required(nil, .string), .required("value", .any), Parameter("in", .any), Parameter("step", .number),
                           Parameter("onEditingChanged", .action)]),
                Signature([.required(nil, .string), .required("onIncrement", .action), .required("onDecrement", .action),
                           Parameter("onEditingChanged", .action)]),
                Signature([.required("value", .any), Parameter("in", .any), Parameter("step", .number),
                           Parameter("onEditingChanged", .action), .required("label", .builder)]),
                Signature([.required("onIncrement", .action), .required("onDecrement", .action), Parameter("onEditingChanged", .action),
                           .required("label", .builder)]),
                // iOS 16's order, the label first (`Stepper { Text("n") } onIncrement: { } onDecrement: { }`):
                // Apple, "Stepper init(label:onIncrement:onDecrement:onEditingChanged:)" and
                // "init(value:in:step:label:onEditingChanged:)".
                Signature([.required("label", .builder), .required("onIncrement", .action), .required("onDecrement", .action),
                           Parameter("onEditingChanged", .action)]),
                Signature([.required("value", .any), Parameter("in", .any), Parameter("step", .number), .required("label", .builder),
                           Parameter("onEditingChanged", .action)]),
            ]),
            ViewSpec("Menu", [
                Signature([.required(nil, .string), content]),
                // Apple, "Menu init(_:systemImage:content:)" (iOS 17): a label with a symbol.
                Signature([.required(nil, .string), .required("systemImage", .string), content]),
                Signature([content, .required("label", .slot)]),
                Signature([content, .required("label", .slot), .required("primaryAction", .action)]),
            ]),
            ViewSpec("DisclosureGroup", [
                Signature([.required(nil, .string), content]),
                Signature([.required(nil, .string), .required("isExpanded", .any), content]),
                Signature([content, .required("label", .slot)]),
                Signature([.required("isExpanded", .any), content, .required("label", .slot)]),
            ], role: .disclosure),
            // Apple, "ControlGroup": `init(content:label:)`, `init(_:content:)`, `init(_:systemImage:content:)`.
            // The label names the group where it collapses into a menu (a toolbar's overflow);
            // SwiftUI's automatic style in a view's body draws the controls alone (set AU).
            ViewSpec("ControlGroup", [
                Signature([content]),
                Signature([content, .required("label", .slot)]),
                Signature([.required(nil, .string), content]),
                Signature([.required(nil, .string), .required("systemImage", .string), content]),
            ]),
            ViewSpec("HSplitView", [Signature([content])]),
            ViewSpec("VSplitView", [Signature([content])]),
            // Its range (`in:`) only limits what the reader could pick, so it is left unevaluated.
            ViewSpec("DatePicker", [
                Signature([.required(nil, .string), .required("selection", .any), Parameter("displayedComponents", .any)]),
                Signature([.required("selection", .any), Parameter("displayedComponents", .any), .required("label", .builder)]),
            ]),
            // `Gauge(value: 0.4) { Text("Battery") }`: iOS's default gauge is a capacity bar under its label.
            ViewSpec("Gauge", [Signature([
                .required("value", .number), Parameter("in", .any), .required("label", .builder),
                Parameter("currentValueLabel", .slot), Parameter("minimumValueLabel", .slot), Parameter("maximumValueLabel", .slot),
            ])]),
            // iOS 17's empty state: a large symbol over a title and a description, centred.
            ViewSpec("ContentUnavailableView", [
                Signature([.required(nil, .string), .required("systemImage", .string), Parameter("description", .view)]),
                Signature([.required("label", .slot), Parameter("description", .slot), Parameter("actions", .slot)]),
            ]),
            ViewSpec("TabView", [Signature([Parameter("selection", .any), content])], role: .tabView),
            // iOS 18's tabs: `Tab("Home", systemImage: "house") { ... }`.
            ViewSpec("Tab", [
                // Apple, "Tab": `role: .search` marks the search tab (drawn as any other tab here).
                Signature([.required(nil, .string), .required("systemImage", .string), Parameter("value", .any), Parameter("role", .any), content]),
                Signature([.required(nil, .string), .required("image", .string), Parameter("value", .any), Parameter("role", .any), content]),
                Signature([Parameter("value", .any), Parameter("role", .any), content, .required("label", .slot)]),
                // `init(value:content:)`, `init(content:)`, `init(role:content:)`: "with an empty label".
                Signature([Parameter("value", .any), Parameter("role", .any), content]),
            ]),
            ViewSpec("EditButton", [Signature([])]),
            ViewSpec("ShareLink", [
                Signature([.required("item", .any), Parameter("subject", .any), Parameter("message", .any)]),
                Signature([.required(nil, .string), .required("item", .any), Parameter("subject", .any), Parameter("message", .any)]),
                // Apple, "ShareLink": `init(item:subject:message:label:)`, the author's label.
                Signature([.required("item", .any), Parameter("subject", .any), Parameter("message", .any), .required("label", .builder)]),
                // The same of a collection (`init(items:subject:message:)`, `init(_:items:...)`,
                // `init(items:subject:message:label:)`; set AP's convos); `preview:` is left out above.
                Signature([.required("items", .any), Parameter("subject", .any), Parameter("message", .any)]),
                Signature([.required(nil, .string), .required("items", .any), Parameter("subject", .any), Parameter("message", .any)]),
                Signature([.required("items", .any), Parameter("subject", .any), Parameter("message", .any), .required("label", .builder)]),
            ]),
            // Apple, "PasteButton" (iOS 16): `init(payloadType:onPaste:)`, `init(supportedContentTypes:
            // payloadAction:)` and the same with `validator:`; the system's "Paste" button, whose
            // clipboard a page never reads (set AW's Atwy).
            ViewSpec("PasteButton", [
                Signature([.required("payloadType", .any), .required("onPaste", .action)]),
                Signature([.required("supportedContentTypes", .any), .required("payloadAction", .action)]),
                Signature([.required("supportedContentTypes", .any), .required("validator", .action), .required("payloadAction", .action)]),
            ]),
            // Apple, "RenameButton" (iOS 16): `init()`, the system's rename button, whose action
            // (`.renameAction(_:)`) a page never runs.
            ViewSpec("RenameButton", [Signature([])]),
            // macOS 14's link to the app's Settings scene (Apple, "SettingsLink"): a button of
            // the system's label or the author's, whose scene a page never opens.
            ViewSpec("SettingsLink", [Signature([]), Signature([.required("label", .builder)])]),
            // PhotosUI's picker (Apple, "PhotosPicker", iOS 16): a button showing its label or
            // title that presents the photo library, which a page never opens. One item or many
            // (`maxSelectionCount:`, `selectionBehavior:`), iOS 17's `photoLibrary:`.
            ViewSpec("PhotosPicker", {
                let options: [Parameter] = [Parameter("maxSelectionCount", .any), Parameter("selectionBehavior", .any), Parameter("matching", .any),
                                            Parameter("preferredItemEncoding", .any), Parameter("photoLibrary", .any)]
                return [
                    Signature([.required("selection", .any)] + options + [.required("label", .builder)]),
                    Signature([.required(nil, .string), .required("selection", .any)] + options),
                ]
            }()),
            // iOS 13's `GroupBox(label:content:)`, the label first, beside the current forms.
            ViewSpec("GroupBox", [Signature([content]), Signature([.required(nil, .string), content]), Signature([content, .required("label", .slot)]),
                                  Signature([.required("label", .slot), content])]),
        ]
    }()

    static let builtInModifiers: [ModifierSpec] = {
        let number = ParameterKind.number
        let sizing: [Parameter] = [
            Parameter("minWidth", .optional(.length)), Parameter("idealWidth", .optional(.length)),
            Parameter("maxWidth", .optional(.length)), Parameter("minHeight", .optional(.length)),
            Parameter("idealHeight", .optional(.length)), Parameter("maxHeight", .optional(.length)),
            Parameter("alignment", .alignment),
        ]
        let padding = [
            Signature([]),
            Signature([.required(nil, number)]),
            Signature([.required(nil, .edges), Parameter(nil, .optional(number))]),
            Signature([.required(nil, .insets)]),
        ]
        // The guide's axis follows the edge's (lowering checks it): a horizontal guide for
        // `.top` and `.bottom`, a vertical one for `.leading` and `.trailing`.
        let safeAreaInset = [
            Signature([.required("edge", .members("an edge", ["top", "bottom", "leading", "trailing"])), Parameter("alignment", .any),
                       Parameter("spacing", .optional(number)), .required("content", .builder)]),
        ]
        return [
            ModifierSpec("frame", [
                Signature([Parameter("width", .optional(.number)), Parameter("height", .optional(.number)), Parameter("alignment", .alignment)]),
                Signature(sizing),
            ]),
            // Apple's three forms (iOS 17): the container's whole length, a span of `count`
            // columns or rows, or the author's closure of the length and the axis, unlabelled
            // (`containerRelativeFrame(_:alignment:_:)`: `_ length: @escaping (CGFloat, Axis) -> CGFloat`).
            ModifierSpec("containerRelativeFrame", [
                Signature([.required(nil, .axes), Parameter("alignment", .alignment)]),
                Signature([.required(nil, .axes), .required("count", .integer), Parameter("span", .integer), .required("spacing", .number),
                           Parameter("alignment", .alignment)]),
                Signature([.required(nil, .axes), Parameter("alignment", .alignment), .required(nil, .containerLength)]),
            ]),
            ModifierSpec("padding", padding),
            // Apple documents the same three forms for both.
            ModifierSpec("safeAreaPadding", padding),
            // Apple, "safeAreaInset(edge:alignment:spacing:content:)" (a vertical edge with a
            // horizontal guide, a horizontal edge with a vertical one) and iOS 26's
            // "safeAreaBar(edge:alignment:spacing:content:)", which places its bar the same way.
            ModifierSpec("safeAreaInset", safeAreaInset),
            ModifierSpec("safeAreaBar", safeAreaInset),
            // Apple, "contentMargins(_:_:for:)" and "(_:for:)" (iOS 17): margins the scroll views
            // inside add around their content.
            // iOS 17's anchor (Apple, "defaultScrollAnchor(_:)"), and iOS 18's per role.
            ModifierSpec("defaultScrollAnchor", [Signature([.required(nil, .any), Parameter("for", .any)])]),
            ModifierSpec("contentMargins", [
                Signature([.required(nil, number), Parameter("for", .members("a content margin placement", ["automatic", "scrollContent", "scrollIndicators"]))]),
                Signature([.required(nil, .edges), .required(nil, .optional(number)),
                           Parameter("for", .members("a content margin placement", ["automatic", "scrollContent", "scrollIndicators"]))]),
            ]),
            ModifierSpec("fixedSize", [Signature([]), Signature([.required("horizontal", .bool), .required("vertical", .bool)])]),
            ModifierSpec("layoutPriority", [Signature([.required(nil, number)])]),
            ModifierSpec("aspectRatio", [Signature([Parameter(nil, .optional(number)), .required("contentMode", .contentMode)]),
                                         // `aspectRatio(_: CGSize, contentMode:)`: the ratio of the size's width to its height.
                                         Signature([.required(nil, .any), .required("contentMode", .contentMode)])]),
            ModifierSpec("scaledToFit", [Signature([])]),
            ModifierSpec("scaledToFill", [Signature([])]),
            // `.offset(dragAmount)` with a `CGSize`, as gesture code writes it.
            ModifierSpec("offset", [Signature([Parameter("x", number), Parameter("y", number)]), Signature([.required(nil, .any)])]),
            ModifierSpec("background", [
                // `.background()` (SwiftUI's `background(ignoresSafeAreaEdges:)`): the background style.
                Signature([Parameter("ignoresSafeAreaEdges", .any)]),
                Signature([.required(nil, .view), Parameter("alignment", .alignment)]),
                Signature([.required(nil, .style), Parameter("in", .shape)]),
                // `background(in:fillStyle:)`: "an insettable shape filled with the default
                // background style" (Apple); the fill style's even-odd rule changes no plain shape.
                Signature([.required("in", .shape), Parameter("fillStyle", .any)]),
                // `background(_:ignoresSafeAreaEdges:)`: a block has no safe area to extend into.
                Signature([.required(nil, .style), .required("ignoresSafeAreaEdges", .any)]),
                Signature([Parameter("alignment", .alignment), .required("content", .builder)]),
            ]),
            // `containerBackground(_:for:)` and `containerBackground(for:alignment:content:)`
            // (Apple): the enclosing container's background, which a `NavigationStack` draws.
            ModifierSpec("containerBackground", [
                Signature([.required(nil, .style), .required("for", .any)]),
                Signature([.required("for", .any), Parameter("alignment", .alignment), .required("content", .builder)]),
            ]),
            ModifierSpec("overlay", [
                Signature([.required(nil, .view), Parameter("alignment", .alignment)]),
                // SwiftUI's `overlay(_:in:fillStyle:)` and `overlay(_:ignoresSafeAreaEdges:)`.
                Signature([.required(nil, .style), Parameter("in", .shape)]),
                Signature([Parameter("alignment", .alignment), .required("content", .builder)]),
            ]),
            ModifierSpec("border", [Signature([.required(nil, .style), Parameter("width", number)])]),
            ModifierSpec("cornerRadius", [Signature([.required(nil, number)])]),
            ModifierSpec("clipShape", [Signature([.required(nil, .shape)])]),
            ModifierSpec("opacity", [Signature([.required(nil, number)])]),
            // Apple, "foregroundStyle(_:_:)" and "(_:_:_:)": the primary, secondary and tertiary
            // levels. Views draw with the primary level; the page draws that one.
            ModifierSpec("foregroundStyle", [
                Signature([.required(nil, .style)]),
                Signature([.required(nil, .style), .required(nil, .style)]),
                Signature([.required(nil, .style), .required(nil, .style), .required(nil, .style)]),
            ]),
            ModifierSpec("foregroundColor", [Signature([.required(nil, .optional(.style))])]),
            ModifierSpec("tint", [Signature([.required(nil, .optional(.style))])]),
            ModifierSpec("listItemTint", [Signature([.required(nil, .any)])]),
            ModifierSpec("font", [Signature([.required(nil, .optional(.font))])]),
            ModifierSpec("fontWeight", [Signature([.required(nil, .optional(.fontWeight))])]),
            ModifierSpec("fontDesign", [Signature([.required(nil, .optional(.fontDesign))])]),
            ModifierSpec("fontWidth", [Signature([.required(nil, .optional(.fontWidth))])]),
            // A gauge's look: iOS's capacity bar, drawn for every style (a circular one is said).
            // Apple, "GaugeStyle": its type properties (`circular` and `linear` are watchOS's).
            ModifierSpec("gaugeStyle", [Signature([.required(nil, .members("a gauge style", [
                "automatic", "accessoryCircular", "accessoryCircularCapacity", "accessoryLinear", "accessoryLinearCapacity",
                "linearCapacity", "circular", "linear",
            ]))])]),
            // A section header's prominence, drawn standard (the interpreter warns at another).
            ModifierSpec("headerProminence", [Signature([.required(nil, .any)])]),
            // A declared `LabeledContentStyle` restyles (`applyingDeclaredStyle`); `.automatic` is SwiftUI's look.
            ModifierSpec("labeledContentStyle", [Signature([.required(nil, .any)])]),
            // A declared `GroupBoxStyle` restyles (`applyingDeclaredStyle`); `.automatic` is SwiftUI's look.
            ModifierSpec("groupBoxStyle", [Signature([.required(nil, .any)])]),
            ModifierSpec("bold", [Signature([Parameter(nil, .bool)])]),
            ModifierSpec("tracking", [Signature([.required(nil, .number)])]),
            ModifierSpec("baselineOffset", [Signature([.required(nil, .number)])]),
            ModifierSpec("kerning", [Signature([.required(nil, .number)])]),
            ModifierSpec("underline", [Signature([Parameter(nil, .bool), Parameter("pattern", .any), Parameter("color", .optional(.style))])]),
            ModifierSpec("strikethrough", [Signature([Parameter(nil, .bool), Parameter("pattern", .any), Parameter("color", .optional(.style))])]),
            ModifierSpec("italic", [Signature([Parameter(nil, .bool)])]),
            ModifierSpec("monospaced", [Signature([Parameter(nil, .bool)])]),
            ModifierSpec("monospacedDigit", [Signature([])]),
            ModifierSpec("lineLimit", [
                Signature([.required(nil, .optional(.integer))]),
                Signature([.required(nil, .integer), .required("reservesSpace", .bool)]),
                Signature([.required(nil, .collection)]),  // `lineLimit(2...4)`
            ]),
            ModifierSpec("lineSpacing", [Signature([.required(nil, number)])]),
            ModifierSpec("truncationMode", [Signature([.required(nil, .truncationMode)])]),
            ModifierSpec("minimumScaleFactor", [Signature([.required(nil, number)])]),
            ModifierSpec("textCase", [Signature([.required(nil, .textCase)])]),
            ModifierSpec("multilineTextAlignment", [Signature([.required(nil, .textAlignment)])]),
            ModifierSpec("gridCellColumns", [Signature([.required(nil, .integer)])]),
            ModifierSpec("gridColumnAlignment", [Signature([.required(nil, .horizontalAlignment)])]),
            ModifierSpec("gridCellAnchor", [Signature([.required(nil, .unitPoint)])]),
            ModifierSpec("gridCellUnsizedAxes", [Signature([.required(nil, .axes)])]),
            ModifierSpec("alignmentGuide", [Signature([.required(nil, .any), .required("computeValue", .computeValue)])]),
            ModifierSpec("layoutValue", [Signature([.required("key", .any), .required("value", .any)])]),
            ModifierSpec("rank", [Signature([.required(nil, .integer)])]),
            ModifierSpec("id", [Signature([.required(nil, .any)])]),
            ModifierSpec("tag", [Signature([.required(nil, .any)])]),
            ModifierSpec("buttonStyle", [Signature([.required(nil, .buttonStyle)])]),
            ModifierSpec("pickerStyle", [Signature([.required(nil, .pickerStyle)])]),
            // `.animation(.default)` without `value:` is deprecated but common in pasted code.
            ModifierSpec("animation", [Signature([.required(nil, .optional(.any)), .required("value", .any)]), Signature([.required(nil, .optional(.any))])]),
            ModifierSpec("transition", [Signature([.required(nil, .any)])]),
            ModifierSpec("contentTransition", [Signature([.required(nil, .any)])]),
            ModifierSpec("matchedGeometryEffect", [Signature([.required("id", .any), .required("in", .any), Parameter("properties", .any),
                                                              Parameter("anchor", .any), Parameter("isSource", .any)])]),
            ModifierSpec("environment", [Signature([.required(nil, .keyPath), .required(nil, .any)])]),
            ModifierSpec("dynamicTypeSize", [Signature([.required(nil, .dynamicTypeSize)])]),
            // Apple, "fill(_:style:)": a `FillStyle(eoFill:antialiased:)`, whose even-odd rule a
            // path's SVG draws (a single closed shape fills the same under either rule).
            ModifierSpec("fill", [Signature([Parameter(nil, .style), Parameter("style", .any)])], appliesTo: shapeKinds),
            // `stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))`, as progress rings write it.
            // (`style:` is SwiftUI's required argument; given a default here so that the app's style,
            // left out as a stand-in, leaves a line of the default width rather than no stroke.)
            ModifierSpec("stroke", [Signature([Parameter(nil, .style), Parameter("lineWidth", number)]), Signature([Parameter(nil, .style), Parameter("style", .strokeStyle)])],
                         appliesTo: shapeKinds),
            ModifierSpec("trim", [Signature([Parameter("from", number), Parameter("to", number)])], appliesTo: shapeKinds),
            // Apple, "InsettableShape": `inset(by:)`, of the shapes here (all insettable).
            ModifierSpec("inset", [Signature([.required("by", number)])], appliesTo: shapeKinds),
            ModifierSpec("strokeBorder", [Signature([Parameter(nil, .style), Parameter("lineWidth", number)]), Signature([Parameter(nil, .style), Parameter("style", .strokeStyle)])],
                         appliesTo: shapeKinds),
            ModifierSpec("backgroundStyle", [Signature([.required(nil, .style)])]),
            ModifierSpec("shadow", [Signature([Parameter("color", .style), .required("radius", number), Parameter("x", number), Parameter("y", number)])]),
            ModifierSpec("scaleEffect", [
                Signature([.required(nil, number), Parameter("anchor", .unitPoint)]),
                Signature([Parameter("x", number), Parameter("y", number), Parameter("anchor", .unitPoint)]),
                // `scaleEffect(_ scale: CGSize, anchor:)`: each axis its own factor.
                Signature([.required(nil, .any), Parameter("anchor", .unitPoint)]),
            ]),
            ModifierSpec("rotationEffect", [Signature([.required(nil, .angle), Parameter("anchor", .unitPoint)])]),
            ModifierSpec("blur", [Signature([.required("radius", number), Parameter("opaque", .bool)])]),
            ModifierSpec("brightness", [Signature([.required(nil, number)])]),
            ModifierSpec("contrast", [Signature([.required(nil, number)])]),
            ModifierSpec("saturation", [Signature([.required(nil, number)])]),
            ModifierSpec("grayscale", [Signature([.required(nil, number)])]),
            ModifierSpec("hueRotation", [Signature([.required(nil, .angle)])]),
            ModifierSpec("colorInvert", [Signature([])]),
            ModifierSpec("blendMode", [Signature([.required(nil, .blendMode)])]),
            ModifierSpec("hidden", [Signature([])]),
            ModifierSpec("disabled", [Signature([.required(nil, .bool)])]),
            ModifierSpec("zIndex", [Signature([.required(nil, number)])]),
            ModifierSpec("clipped", [Signature([]), Signature([.required("antialiased", .bool)])]),
            ModifierSpec("resizable", [Signature([])], appliesTo: ["Image"]),
            // What a screen reader reads (`ViewAccessibility`): an image's `alt`, other views' ARIA.
            ModifierSpec("accessibilityLabel", [Signature([.required(nil, .string), Parameter("isEnabled", .bool)]), Signature([.required(nil, .view), Parameter("isEnabled", .bool)])]),
            ModifierSpec("accessibilityValue", [Signature([.required(nil, .string), Parameter("isEnabled", .bool)]), Signature([.required(nil, .view), Parameter("isEnabled", .bool)])]),
            ModifierSpec("accessibilityHint", [Signature([.required(nil, .string), Parameter("isEnabled", .bool)]), Signature([.required(nil, .view), Parameter("isEnabled", .bool)])]),
            ModifierSpec("accessibilityHidden", [Signature([.required(nil, .bool), Parameter("isEnabled", .bool)])]),
            ModifierSpec("accessibilityElement", [Signature([Parameter("children", .members("a child behavior", ["ignore", "combine", "contain"]))])]),
            ModifierSpec("accessibilityAddTraits", [Signature([.required(nil, .any)])]),
            ModifierSpec("accessibilitySortPriority", [Signature([.required(nil, number)])]),
            ModifierSpec("accessibilityHeading", [Signature([.required(nil, .members("a heading level", ["unspecified", "h1", "h2", "h3", "h4", "h5", "h6"]))])]),
            // Read by the enclosing NavigationStack, which draws the title.
            // The view-builder form (`.navigationTitle { Label("Settings", systemImage: "gear") }`,
            // watchOS's `navigationTitle(_ title: () -> V)`) titles the bar with its text (set AU).
            ModifierSpec("navigationTitle", [
                Signature([.required(nil, .string)]), Signature([.required(nil, .view)]), Signature([.required("title", .builder)]),
            ]),
            ModifierSpec("navigationBarTitle", [
                Signature([.required(nil, .string)]), Signature([.required(nil, .view)]),
                Signature([.required(nil, .string), .required("displayMode", .navigationTitleMode)]),
                Signature([.required(nil, .view), .required("displayMode", .navigationTitleMode)]),
            ]),
            ModifierSpec("navigationBarTitleDisplayMode", [Signature([.required(nil, .navigationTitleMode)])]),
            ModifierSpec("toolbarTitleDisplayMode", [Signature([.required(nil, .toolbarTitleMode)])]),
            // Read by the enclosing TabView, which draws the tab bar.
            ModifierSpec("tabItem", [Signature([.required("label", .builder)])]),
            ModifierSpec("tabViewStyle", [Signature([.required(nil, .any)])]),
            // `PageIndexViewStyle(backgroundDisplayMode:)` of a paged TabView's indicator (Apple,
            // "indexViewStyle(_:)"), which a page does not draw.
            ModifierSpec("indexViewStyle", [Signature([.required(nil, .any)])]),
            // Read by the enclosing List or Form (`BlockLowering.row`, `list`).
            // iOS 26's Liquid Glass: `.glassEffect()`, `.glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 16))`.
            ModifierSpec("glassEffect", [Signature([Parameter(nil, .any), Parameter("in", .shape), Parameter("isEnabled", .bool)])]),
            ModifierSpec("position", [
                Signature([Parameter("x", .number), Parameter("y", .number)]), Signature([.required(nil, .any)]),
            ]),
            ModifierSpec("accentColor", [Signature([.required(nil, .optional(.style))])]),
            ModifierSpec("progressViewStyle", [Signature([.required(nil, .members("a progress view style", ["automatic", "linear", "circular"]))])]),
            ModifierSpec("listRowBackground", [Signature([.required(nil, .optional(.view))])]),
            // Apple, "listRowInsets(_:)" and "listRowInsets(_:_:)" (iOS 26): "Sets the insets of
            // rows in a list on the specified edges", a nil length the platform's own.
            ModifierSpec("listRowSpacing", [Signature([.required(nil, .optional(.number))])]),
            ModifierSpec("listRowInsets", [
                Signature([.required(nil, .optional(.insets))]),
                Signature([.required(nil, .edges), .required(nil, .optional(.number))]),
            ]),
            ModifierSpec("listSectionMargins", [
                Signature([.required(nil, .optional(.number))]),
                Signature([.required(nil, .edges), .required(nil, .optional(.number))]),
            ]),
            ModifierSpec("listRowSeparator", [Signature([.required(nil, .visibility), Parameter("edges", .any)])]),
            ModifierSpec("listRowSeparatorTint", [Signature([.required(nil, .optional(.style)), Parameter("edges", .any)])]),
            ModifierSpec("horizontalRadioGroupLayout", [Signature([])]),
            ModifierSpec("scrollContentBackground", [Signature([.required(nil, .visibility)])]),
            ModifierSpec("listStyle", [Signature([.required(nil, .listStyle)])]),
            ModifierSpec("navigationLinkIndicatorVisibility", [Signature([.required(nil, .visibility)])]),
            ModifierSpec("labelsHidden", [Signature([])]),
            ModifierSpec("labelsVisibility", [Signature([.required(nil, .visibility)])]),
            ModifierSpec("formStyle", [Signature([.required(nil, .members("a form style", ["automatic", "grouped", "columns"]))])]),
            ModifierSpec("labelStyle", [Signature([.required(nil, .members("a label style", ["automatic", "titleAndIcon", "titleOnly", "iconOnly"]))])]),
            ModifierSpec("textFieldStyle", [Signature([.required(nil, .members("a text field style", ["automatic", "plain", "roundedBorder"]))])]),
            // How an image's pixels are drawn; symbols already take the foreground colour.
            ModifierSpec("renderingMode", [Signature([.required(nil, .optional(.members("a rendering mode", ["template", "original"])))])],
                         appliesTo: ["Image"]),
            ModifierSpec("interpolation", [Signature([.required(nil, .members("an interpolation", ["none", "low", "medium", "high"]))])],
                         appliesTo: ["Image"]),
            ModifierSpec("antialiased", [Signature([.required(nil, .bool)])], appliesTo: ["Image"]),
            // An environment value: symbols anywhere inside take it.
            // Apple, "symbolVariant(_:)": "Makes symbols within the view show a particular variant"
            // (`.fill`, `.circle`, `.circle.fill`...); `LoweringEnvironment.symbolVariants`.
            ModifierSpec("symbolVariant", [Signature([.required(nil, .any)])]),
            ModifierSpec("imageScale", [Signature([.required(nil, .members("an image scale", ["small", "medium", "large"]))])]),
            // The stand-in glyphs have one layer, drawn in the foreground colour whatever the mode.
            ModifierSpec("symbolRenderingMode", [Signature([.required(nil, .optional(.members("a symbol rendering mode",
                ["monochrome", "hierarchical", "palette", "multicolor"])))])]),
        ]
    }()
}
