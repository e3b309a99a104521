// Authors' shapes and Path views in chromium: boxes where the engine put them, outlines that follow their frames.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout
import TrellisPipeline
import TrellisSite

@Suite(.serialized)
struct ShapeBrowserTests {
    static let code = """
        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }
        VStack {
            Triangle().fill(.orange).frame(height: 60).id("wide")
            HStack {
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: 30, y: 30))
                }
                .stroke(.red, lineWidth: 2)
                .frame(width: 40, height: 40)
                .id("fixed")
                Text("A triangle as wide as the column, and a line in its own pixels.")
            }
        }
        .padding()
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func shapesAreDrawnInTheirFramesInChromium() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "shapes.md", index: 0), textSizes: [.large])
        input.id = "shapes"
        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "shapes", widthsPerBlock: 6)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(20).joined(separator: "\n"))")
        print("shapes in chromium: \(comparison.boxes) boxes, worst difference \(comparison.worst) px")

        let page = MeasurementPage(blocks: [BlockRenderer().render(input)], textSizes: [.large])
        let html = try page.html(cases: [])
        let observed = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "shape-outlines", in: browser)
            var results: [JSONValue] = []
            for width in [300, 520] {
                results.append(try await browser.execute("""
                    document.querySelector('[data-trellis-block="shapes"]').style.width = '\(width)px';
                    const box = id => document.querySelector('[data-trellis-node="' + id + '"]').getBoundingClientRect();
                    const path = id => document.querySelector('[data-trellis-node="' + id + '"] path');
                    const wide = box('wide'), outline = path('wide').getBoundingClientRect(), line = path('fixed').getBoundingClientRect();
                    return { dx: Math.abs(outline.left - wide.left) + Math.abs(outline.right - wide.right),
                             dy: Math.abs(outline.top - wide.top) + Math.abs(outline.bottom - wide.bottom),
                             width: wide.width, fill: getComputedStyle(path('wide')).fill,
                             lineWidth: line.width, lineLeft: line.left - box('fixed').left };
                    """))
            }
            return results
        }
        // The triangle's outline spans its element at both widths: it follows the frame.
        for result in observed {
            #expect((result["dx"].double ?? 99) < 0.5 && (result["dy"].double ?? 99) < 0.5, "\(result)")
            #expect(result["fill"].string == "rgb(255, 149, 0)")
            // The Path keeps its 30-px line (plus the 2-px stroke's caps) whatever the frame.
            #expect(abs((result["lineWidth"].double ?? 0) - 30) < 2.5 && abs(result["lineLeft"].double ?? 9) < 1.5, "\(result)")
        }
        #expect((observed[1]["width"].double ?? 0) > (observed[0]["width"].double ?? 0))
    }

    /// `UnevenRoundedRectangle` (iOS 16), its `.rect(...Radius:)` shorthand as a clip shape and
    /// its `RectangleCornerRadii` form: boxes where the engine put them, and each corner
    /// rounded by its own radius as Chromium computes it (leading is left on the page).
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func unevenCornersAreRoundedEachByItsRadiusInChromium() async throws {
        let code = """
            VStack(spacing: 12) {
                UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 8).fill(.blue).frame(width: 120, height: 60).id("filled")
                Color.orange.frame(width: 90, height: 40)
                    .clipShape(.rect(topLeadingRadius: 4, bottomLeadingRadius: 6, bottomTrailingRadius: 10, topTrailingRadius: 12)).id("clipped")
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 3, topTrailing: 9))
                    .stroke(.red, lineWidth: 2).frame(width: 50, height: 30).id("stroked")
            }
            .padding()
            """
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: code, file: "uneven.md", index: 0), textSizes: [.large])
        input.id = "uneven"
        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "uneven", widthsPerBlock: 3)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(20).joined(separator: "\n"))")
        let page = MeasurementPage(blocks: [BlockRenderer().render(input)], textSizes: [.large])
        let html = try page.html(cases: [])
        let radii = try await WebDriverSession.with(BrowserPage.options()) { browser in
            try await BrowserPage.open(html, name: "uneven-corners", in: browser)
            return try await browser.execute("""
                const corners = id => {
                    const style = getComputedStyle(document.querySelector('[data-trellis-node="' + id + '"]'));
                    return [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius].join(' ');
                };
                const clipped = document.querySelector('[data-trellis-node="clipped"]');
                let clip = getComputedStyle(clipped).clipPath;
                for (let element = clipped; clip === 'none' && element; element = element.parentElement) { clip = getComputedStyle(element).clipPath; }
                return { filled: corners('filled'), stroked: corners('stroked'), clip: clip };
                """)
        }
        #expect(radii["filled"].string == "20px 0px 8px 0px", "\(radii)")
        #expect(radii["stroked"].string == "3px 9px 0px 0px", "\(radii)")
        #expect(radii["clip"].string == "inset(0px round 4px 12px 10px 6px)", "\(radii)")
    }
}

