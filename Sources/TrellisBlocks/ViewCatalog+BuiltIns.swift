// SwiftUI's views and modifiers, with the labels and defaults of their initialisers.

extension ViewCatalog {
    /// Shapes: leaves that take what they are offered and accept `.fill`/`.stroke`.
    public static let shapeKinds: Set<String> = ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"]

    static let builtInViews: [ViewSpec] = {
        let content = Parameter("content", .builder)
        var views = [
            ViewSpec("HStack", [Signature([Parameter("alignment", .verticalAlignment), Parameter("spacing", .optional(.number)), content])]),
            ViewSpec("VStack", [Signature([Parameter("alignment", .horizontalAlignment), Parameter("spacing", .optional(.number)), content])]),
            ViewSpec("ZStack", [Signature([Parameter("alignment", .alignment), content])]),
            ViewSpec("Group", [Signature([content])]),
            ViewSpec("Grid", [Signature([
                Parameter("alignment", .alignment), Parameter("horizontalSpacing", .optional(.number)),
                Parameter("verticalSpacing", .optional(.number)), content,
            ])]),
            ViewSpec("GridRow", [Signature([Parameter("alignment", .optional(.verticalAlignment)), content])]),
            ViewSpec("ViewThatFits", [Signature([Parameter("in", .axes), content])]),
            ViewSpec("ScrollView", [Signature([Parameter(nil, .axes), Parameter("showsIndicators", .bool), content])]),
            ViewSpec("Text", [
                Signature([.required(nil, .string)]), Signature([.required("verbatim", .string)]),
                // `Text("Vote", comment: "…")`: the comment is for translators.
                Signature([.required(nil, .string), .required("comment", .string)]),
            ]),
            ViewSpec("Image", [Signature([.required("systemName", .string)]), Signature([.required(nil, .string)]),
                               Signature([.required("decorative", .string)])]),
            ViewSpec("Button", [
                Signature([.required(nil, .string), .required("action", .action)]),
                Signature([.required("action", .action), .required("label", .builder)]),
            ]),
            ViewSpec("Link", [
                Signature([.required(nil, .string), .required("destination", .string)]),
                Signature([.required("destination", .string), .required("label", .builder)]),
            ]),
            ViewSpec("ProgressView", [
                Signature([]),
                Signature([.required("value", .number), Parameter("total", .number)]),
                Signature([.required(nil, .string), .required("value", .number), Parameter("total", .number)]),
            ]),
            ViewSpec("Divider", [Signature([])]),
            ViewSpec("Spacer", [Signature([Parameter("minLength", .optional(.number))])]),
            ViewSpec("EmptyView", [Signature([])]),
            ViewSpec("Color", [
                Signature([.required("red", .number), .required("green", .number), .required("blue", .number), Parameter("opacity", .number)]),
                Signature([.required("white", .number), Parameter("opacity", .number)]),
                Signature([.required(nil, .string)]),
            ]),
            ViewSpec("Rectangle", [Signature([])]),
            ViewSpec("RoundedRectangle", [Signature([.required("cornerRadius", .number)])]),
            ViewSpec("Circle", [Signature([])]),
            ViewSpec("Capsule", [Signature([])]),
            ViewSpec("Ellipse", [Signature([])]),
            ViewSpec("ForEach", [Signature([.required(nil, .collection), Parameter("id", .keyPath), .required("content", .itemBuilder)])],
                     role: .forEach),
            ViewSpec("Picker", [Signature([.required(nil, .string), .required("selection", .binding), content])], role: .picker),
            ViewSpec("Toggle", [Signature([.required(nil, .string), .required("isOn", .binding)])], role: .toggle),
        ]
        views.sort { $0.name < $1.name }
        return views
    }()

    static let builtInModifiers: [ModifierSpec] = {
        let number = ParameterKind.number
        let sizing: [Parameter] = [
            Parameter("minWidth", .optional(.length)), Parameter("idealWidth", .optional(.length)),
            Parameter("maxWidth", .optional(.length)), Parameter("minHeight", .optional(.length)),
            Parameter("idealHeight", .optional(.length)), Parameter("maxHeight", .optional(.length)),
            Parameter("alignment", .alignment),
        ]
        return [
            ModifierSpec("frame", [
                Signature([Parameter("width", .optional(.number)), Parameter("height", .optional(.number)), Parameter("alignment", .alignment)]),
                Signature(sizing),
            ]),
            ModifierSpec("padding", [
                Signature([]),
                Signature([.required(nil, number)]),
                Signature([.required(nil, .edges), Parameter(nil, .optional(number))]),
                Signature([.required(nil, .insets)]),
            ]),
            ModifierSpec("fixedSize", [Signature([]), Signature([.required("horizontal", .bool), .required("vertical", .bool)])]),
            ModifierSpec("layoutPriority", [Signature([.required(nil, number)])]),
            ModifierSpec("aspectRatio", [Signature([Parameter(nil, .optional(number)), .required("contentMode", .contentMode)])]),
            ModifierSpec("scaledToFit", [Signature([])]),
            ModifierSpec("scaledToFill", [Signature([])]),
            ModifierSpec("offset", [Signature([Parameter("x", number), Parameter("y", number)])]),
            ModifierSpec("background", [
                Signature([.required(nil, .view), Parameter("alignment", .alignment)]),
                Signature([.required(nil, .style), Parameter("in", .shape)]),
                Signature([Parameter("alignment", .alignment), .required("content", .builder)]),
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
            ModifierSpec("foregroundStyle", [Signature([.required(nil, .style)])]),
            ModifierSpec("foregroundColor", [Signature([.required(nil, .optional(.style))])]),
            ModifierSpec("tint", [Signature([.required(nil, .optional(.style))])]),
            ModifierSpec("font", [Signature([.required(nil, .optional(.font))])]),
            ModifierSpec("fontWeight", [Signature([.required(nil, .optional(.fontWeight))])]),
            ModifierSpec("fontDesign", [Signature([.required(nil, .optional(.fontDesign))])]),
            ModifierSpec("bold", [Signature([Parameter(nil, .bool)])]),
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
            ModifierSpec("animation", [Signature([.required(nil, .optional(.any)), .required("value", .any)])]),
            ModifierSpec("environment", [Signature([.required(nil, .keyPath), .required(nil, .any)])]),
            ModifierSpec("dynamicTypeSize", [Signature([.required(nil, .dynamicTypeSize)])]),
            ModifierSpec("fill", [Signature([Parameter(nil, .style)])], appliesTo: shapeKinds),
            ModifierSpec("stroke", [Signature([Parameter(nil, .style), Parameter("lineWidth", number)])], appliesTo: shapeKinds),
            ModifierSpec("resizable", [Signature([])], appliesTo: ["Image"]),
            // The image's `alt` text; other views have no web equivalent the writer emits yet.
            ModifierSpec("accessibilityLabel", [Signature([.required(nil, .string)])], appliesTo: ["Image"]),
            ModifierSpec("imageScale", [Signature([.required(nil, .members("an image scale", ["small", "medium", "large"]))])],
                         appliesTo: ["Image"]),
        ]
    }()
}
