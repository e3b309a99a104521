// Authors' shapes and Path views are drawn as inline SVG with their computed outline.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

@Suite struct ShapeDrawingTests {
    @Test func aShapeIsAnSVGOfItsOutlineStretchedWithItsElement() throws {
        guard let input = try RenderedSource.input("""
            struct Triangle: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { path in
                        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                        path.closeSubpath()
                    }
                }
            }
            HStack {
                Triangle().fill(.orange).frame(width: 80, height: 60)
                Triangle().stroke(.blue, lineWidth: 3).frame(width: 80, height: 60)
            }
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        #expect(html.contains("viewBox=\"0 0 80 60\" preserveAspectRatio=\"none\"><path d=\"M40 0L80 60L0 60Z\" style=\"fill:var(--trellis-orange)\"/></svg>"),
                "\(html)")
        #expect(html.contains("style=\"fill:none;stroke:var(--trellis-blue);stroke-width:3px\" vector-effect=\"non-scaling-stroke\""))
    }

    @Test func aPathViewIsDrawnInItsOwnPixels() throws {
        guard let input = try RenderedSource.input("""
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).frame(width: 50, height: 50)
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        // No viewBox: the ellipse keeps its 20 × 10 at any frame; filled with the foreground.
        #expect(html.contains("<svg class=\"trellis-path\" aria-hidden=\"true\" focusable=\"false\"><path d=\"M20 5C20 "))
        #expect(html.contains("style=\"fill:var(--trellis-foreground,var(--trellis-primary))\""))
    }
}
