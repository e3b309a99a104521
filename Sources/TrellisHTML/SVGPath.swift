// A Path or an author's Shape as inline SVG: the outline interpreted code computed, filled or stroked.

import TrellisLayout

/// Writes a `PathShape` leaf as an `<svg>` filling its element.
///
/// The outline is computed for the element's frame in the first configuration. An outline
/// that follows the frame (an author's `path(in:)`) is drawn in a `viewBox` of that size and
/// stretched with the element, which is exact for outlines linear in the frame's edges (the
/// shapes written with `rect.minX`, `rect.midY`, `rect.width * 0.3`...), and its stroke keeps
/// its width (`vector-effect: non-scaling-stroke`). A `Path` view's fixed outline is drawn in
/// the element's own pixels, as SwiftUI draws it.
enum SVGPath {
    static func markup(_ shape: PathShape, size: Size, drawing: ViewDrawing) -> String {
        let frame = Rect(x: 0, y: 0, width: max(size.width, 0), height: max(size.height, 0))
        guard let path = shape.path(frame), !path.isEmpty else { return "" }
        var svg = "<svg class=\"trellis-path\" aria-hidden=\"true\" focusable=\"false\""
        if shape.dependsOnFrame, frame.width > 0, frame.height > 0 {
            svg += " viewBox=\"0 0 \(HTML.number(frame.width)) \(HTML.number(frame.height))\" preserveAspectRatio=\"none\""
        }
        svg += "><path d=\"\(data(path))\""
        if let stroke = drawing.stroke {
            // SwiftUI centres a stroke on the outline, as SVG does.
            svg += " style=\"fill:none;stroke:\(ElementVisuals.color(stroke.color));stroke-width:\(HTML.number(stroke.lineWidth))px\""
            svg += " vector-effect=\"non-scaling-stroke\""
        } else {
            // A shape is filled with its fill, else the foreground style, as in SwiftUI.
            svg += " style=\"fill:\(drawing.fill.map(ElementVisuals.color) ?? "var(--trellis-foreground,var(--trellis-primary))")\""
        }
        return svg + "/></svg>"
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
