// Authors' shapes and Path views are drawn as inline SVG with their computed outline.

import Foundation
import Testing
@testable import TrellisHTML
import TrellisLayout

@Suite struct ShapeDrawingTests {
    /// `fill(_:style: FillStyle(eoFill: true))` (Apple, "FillStyle"): the even-odd rule, so a
    /// ring's inner circle is a hole, as SVG's `fill-rule: evenodd` draws it; the default
    /// non-zero rule writes nothing (SVG's initial value). A block found it a stand-in before.
    @Test func anEvenOddFillCutsAHole() throws {
        guard let input = try RenderedSource.input("""
            VStack {
                Path { path in
                    path.addEllipse(in: CGRect(x: 0, y: 0, width: 60, height: 60))
                    path.addEllipse(in: CGRect(x: 15, y: 15, width: 30, height: 30))
                }
                .fill(.blue, style: FillStyle(eoFill: true))
                .frame(width: 60, height: 60)
                Path { path in path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.fill(.red, style: FillStyle())
            }
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        #expect(html.contains("style=\"fill:var(--trellis-blue);fill-rule:evenodd\""), "\(html)")
        #expect(html.contains("style=\"fill:var(--trellis-red)\""), "\(html)")
    }

    /// A `StrokeStyle`'s ends, corners and dashes are CoreGraphics' line parameters, which SVG's
    /// stroke properties are (Apple, "StrokeStyle"; SVG 2, "Stroke Properties"): a path draws
    /// them as written, and SwiftUI's miter limit of 10 where SVG's own is 4.
    @Test func aPathsStrokeStyleIsDrawnWhole() throws {
        guard let input = try RenderedSource.input("""
            Path { path in
                path.move(to: CGPoint(x: 0, y: 10))
                path.addLine(to: CGPoint(x: 60, y: 10))
            }
            .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, dash: [6, 3], dashPhase: 2))
            .frame(width: 60, height: 20)
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        #expect(html.contains("style=\"fill:none;stroke:var(--trellis-blue);stroke-width:4px;stroke-linecap:round;stroke-linejoin:bevel;stroke-dasharray:6 3;stroke-dashoffset:2\""),
                "\(html)")
    }

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
        #expect(html.contains("style=\"fill:none;stroke:var(--trellis-blue);stroke-width:3px;stroke-miterlimit:10\" vector-effect=\"non-scaling-stroke\""))
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

    /// RAYN's class (set BB): a view's own function returning a `Path` from the GeometryReader's
    /// size is a `Path` view, so `.fill(LinearGradient(...))` and `.stroke(...)` apply to it as
    /// to one written inline (it was "makes a SwiftUI value, which code running while the engine
    /// lays out cannot make"). A gradient fills the path as SVG paints one, in the frame's points
    /// (Apple, "ShapeStyle"); it had been the foreground colour, without a word.
    @Test func aPathOfTheReadersSizeTakesShapeModifiersAndGradientFills() throws {
        guard let input = try RenderedSource.input("""
            struct Hill: View {
                var body: some View {
                    GeometryReader { proxy in
                        ZStack {
                            hill(in: proxy.size).stroke(Color.gray, lineWidth: 2)
                            hill(in: proxy.size).fill(LinearGradient(colors: [.orange, .yellow], startPoint: .top, endPoint: .bottom))
                        }
                    }
                    .frame(width: 200, height: 100)
                }
                func hill(in size: CGSize) -> Path {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: size.height))
                    path.addQuadCurve(to: CGPoint(x: size.width, y: size.height), control: CGPoint(x: size.width / 2, y: 0))
                    return path
                }
            }
            Hill()
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        #expect(html.contains("<path d=\"M0 100Q100 0 200 100\" style=\"fill:none;stroke:var(--trellis-gray);stroke-width:2px;stroke-miterlimit:10\""), "\(html)")
        let filled = try #require(html.range(of: "<path d=\"M0 100Q100 0 200 100\" style=\"fill:url(#t-n"))
        let rest = html[filled.upperBound...]
        let id = "t-n" + rest.prefix { $0 != ")" }
        #expect(rest.contains("<defs><linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"100\" y1=\"0\" x2=\"100\" y2=\"100\">"
                              + "<stop offset=\"0\" style=\"stop-color:var(--trellis-orange)\"/><stop offset=\"1\" style=\"stop-color:var(--trellis-yellow)\"/></linearGradient></defs>"))
    }

    /// Radial radii are points about the centre; an elliptical gradient is the unit square's
    /// circle stretched to the frame (Apple, "EllipticalGradient"); an angular one, which SVG
    /// has no paint for, is its first colour (with a warning, `ParsedBlock.shapeWarnings`).
    @Test func gradientFillsOfAPathInEachGeometry() throws {
        guard let input = try RenderedSource.input("""
            HStack {
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 2, endRadius: 30)).frame(width: 40, height: 20)
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(EllipticalGradient(colors: [.red, .blue], startRadiusFraction: 0, endRadiusFraction: 0.5)).frame(width: 40, height: 20)
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(AngularGradient(colors: [.green, .blue], center: .center)).frame(width: 40, height: 20)
            }
            """) else { return }
        let html = BlockRenderer(options: RenderOptions(minWidth: 240, maxWidth: 400)).render(input).html
        #expect(html.contains("gradientUnits=\"userSpaceOnUse\" cx=\"20\" cy=\"10\" r=\"30\" fr=\"2\">"), "\(html)")
        #expect(html.contains("gradientUnits=\"userSpaceOnUse\" gradientTransform=\"scale(40 20)\" cx=\"0.5\" cy=\"0.5\" r=\"0.5\" fr=\"0\">"))
        #expect(html.contains("style=\"fill:var(--trellis-green)\"/></svg>"))
    }
}
