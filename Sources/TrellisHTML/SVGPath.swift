// A Path or an author's Shape as inline SVG: the outline interpreted code computed, filled or stroked.

import TrellisLayout
import TrellisMarkup

/// Writes a `PathShape` leaf as an `<svg>` filling its element.
///
/// The outline is computed for the element's frame in the first configuration. An outline
/// that follows the frame (an author's `path(in:)`) is drawn in a `viewBox` of that size and
/// stretched with the element, which is exact for outlines linear in the frame's edges (the
/// shapes written with `rect.minX`, `rect.midY`, `rect.width * 0.3`...), and its stroke keeps
/// its width (`vector-effect: non-scaling-stroke`). A `Path` view's fixed outline is drawn in
/// the element's own pixels, as SwiftUI draws it.
///
/// A gradient fill is an SVG gradient in the path's own `<defs>` (`id`, unique in the page, names
/// it), in the frame's coordinates as SwiftUI places a shape style's gradient (Apple,
/// "ShapeStyle": unit points of the shape's frame).
enum SVGPath {
    static func markup(_ shape: PathShape, size: Size, drawing: ViewDrawing, id: String) -> String {
        let frame = Rect(x: 0, y: 0, width: max(size.width, 0), height: max(size.height, 0))
        guard let path = shape.path(frame), !path.isEmpty else { return "" }
        var svg = "<svg class=\"trellis-path\" aria-hidden=\"true\" focusable=\"false\""
        if shape.dependsOnFrame, frame.width > 0, frame.height > 0 {
            svg += " viewBox=\"0 0 \(HTML.number(frame.width)) \(HTML.number(frame.height))\" preserveAspectRatio=\"none\""
        }
        svg += "><path d=\"\(data(path))\""
        if let stroke = drawing.stroke {
            // SwiftUI centres a stroke on the outline, as SVG does.
            svg += " style=\"fill:none;stroke:\(ElementVisuals.color(stroke.color));stroke-width:\(HTML.number(stroke.lineWidth))px\(lineStyle(stroke))\""
            svg += " vector-effect=\"non-scaling-stroke\""
        } else if let gradient = drawing.gradient, let definition = Self.gradient(gradient, frame: frame.size, id: id + "-fill") {
            return svg + " style=\"fill:url(#\(HTMLEscaping.attribute(id))-fill)\(fillRule(drawing))\"/><defs>\(definition)</defs></svg>"
        } else {
            // A shape is filled with its fill, else the foreground style, as in SwiftUI. (An
            // angular gradient, which SVG lacks, is its first colour, with a warning at the
            // modifier: `ParsedBlock.shapeWarnings`.)
            let fill = drawing.fill ?? drawing.gradient?.stops.first?.color
            svg += " style=\"fill:\(fill.map(ElementVisuals.color) ?? "var(--trellis-foreground,var(--trellis-primary))")\(fillRule(drawing))\""
        }
        return svg + "/></svg>"
    }

    /// An SVG gradient for a SwiftUI one over a frame of `size`, in its user space (the
    /// frame's points, which a stretched `viewBox` stretches with the element); nil for an
    /// angular gradient, which SVG has no paint for.
    ///
    /// Linear: from `startPoint` to `endPoint` of the frame, its colour lines square to that
    /// line in points, as SwiftUI draws them (SVG 2, "linearGradient"). Radial: circles of the
    /// radii in points about the centre, `fr` the start radius. Elliptical: the unit square's
    /// circle stretched to the frame (Apple, "EllipticalGradient"), by `gradientTransform`.
    static func gradient(_ gradient: GradientDrawing, frame: Size, id: String) -> String? {
        func number(_ value: Double) -> String { HTML.number(value, decimals: 3) }
        let stops = gradient.stops.map { "<stop offset=\"\(number($0.location))\" style=\"stop-color:\(ElementVisuals.stopColor($0))\"/>" }.joined()
        let name = HTMLEscaping.attribute(id)
        switch gradient.geometry {
        case .linear(let start, let end):
            return "<linearGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(number(start.x * frame.width))\" y1=\"\(number(start.y * frame.height))\""
                + " x2=\"\(number(end.x * frame.width))\" y2=\"\(number(end.y * frame.height))\">\(stops)</linearGradient>"
        case .radial(let center, let startRadius, let endRadius):
            return "<radialGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(number(center.x * frame.width))\" cy=\"\(number(center.y * frame.height))\""
                + " r=\"\(number(max(endRadius, 0)))\" fr=\"\(number(max(startRadius, 0)))\">\(stops)</radialGradient>"
        case .elliptical(let center, let startFraction, let endFraction):
            return "<radialGradient id=\"\(name)\" gradientUnits=\"userSpaceOnUse\" gradientTransform=\"scale(\(number(frame.width)) \(number(frame.height)))\""
                + " cx=\"\(number(center.x))\" cy=\"\(number(center.y))\" r=\"\(number(max(endFraction, 0)))\" fr=\"\(number(max(startFraction, 0)))\">\(stops)</radialGradient>"
        case .angular:
            return nil
        }
    }

    /// `FillStyle(eoFill: true)` as SVG's `fill-rule` (SVG's initial rule is non-zero, as
    /// SwiftUI's default `FillStyle` is).
    static func fillRule(_ drawing: ViewDrawing) -> String {
        drawing.evenOddFill ? ";fill-rule:evenodd" : ""
    }

    /// A `StrokeStyle`'s ends, corners and dashes as SVG's stroke properties, which are
    /// CoreGraphics' (SVG 2, "Stroke Properties"); nothing for SwiftUI's defaults, which are SVG's
    /// but the miter limit (SVG's initial value is 4, CoreGraphics' 10).
    static func lineStyle(_ stroke: Stroke) -> String {
        var style = ""
        if stroke.lineCap != .butt { style += ";stroke-linecap:\(stroke.lineCap.rawValue)" }
        if stroke.lineJoin != .miter { style += ";stroke-linejoin:\(stroke.lineJoin.rawValue)" }
        if stroke.lineJoin == .miter { style += ";stroke-miterlimit:\(HTML.number(stroke.miterLimit))" }
        if stroke.isDashed {
            style += ";stroke-dasharray:" + stroke.dash.map { HTML.number($0) }.joined(separator: " ")
            if stroke.dashPhase != 0 { style += ";stroke-dashoffset:\(HTML.number(stroke.dashPhase))" }
        }
        return style
    }

    /// The path's `d` attribute.
    static func data(_ path: ShapePath) -> String {
        func point(_ point: Point) -> String { HTML.number(point.x) + " " + HTML.number(point.y) }
        return path.elements.map { element in
            switch element {
            case .move(let to): "M" + point(to)
            case .line(let to): "L" + point(to)
            case .quadCurve(let to, let control): "Q" + point(control) + " " + point(to)
            case .curve(let to, let control1, let control2): "C" + point(control1) + " " + point(control2) + " " + point(to)
            case .close: "Z"
            }
        }.joined()
    }
}
