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

    /// `inset(by:)` (Apple, "InsettableShape": "Returns self inset by amount"): the shape drawn
    /// inside its unchanged frame, its corners' radius less by the amount; a stroke's line moved
    /// in (out, for a negative inset, as apps draw hairline borders round a card: set AQ). In
    /// chromium, Firefox and WebKit: every box where the engine put it, a fill's painted box
    /// the frame less the inset on each side with corners of the radius less the inset, and a
    /// stroke's outline offset by the inset.
    @Test(.enabled(if: Showcase.pipeline != nil), arguments: [Browser.chromium, .firefox, .webkit])
    func insetShapesAreDrawnInsideTheirFrames(_ browser: Browser) async throws {
        guard BrowserPage.isAvailable(browser) else { return }
        let code = """
            VStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 10).inset(by: 4).fill(.orange).frame(width: 80, height: 40).id("filled")
                RoundedRectangle(cornerRadius: 8).inset(by: -0.5).stroke(.blue, lineWidth: 1).frame(width: 120, height: 30).id("outset")
                Capsule().inset(by: 2).stroke(.red, lineWidth: 2).frame(width: 90, height: 24).id("stroked")
                Circle().inset(by: 6).fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40).id("circle")
            }
            .padding()
            """
        let pipeline = try #require(Showcase.pipeline)
        let block = LayoutBlock(code: code, file: "inset.md", index: 0)
        #expect(try pipeline.renderBlock(block).warnings.isEmpty)
        var input = try pipeline.blockInput(block, textSizes: [.large])
        input.id = "inset"
        let comparison = try await GeometryCheck.run([input], textSizes: [.large], name: "inset-\(browser)", widthsPerBlock: 3, in: browser, widths: 240...600)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.prefix(20).joined(separator: "\n"))")
        let page = MeasurementPage(blocks: [BlockRenderer().render(input)], textSizes: [.large])
        let html = try page.html(cases: [])
        let drawn = try await WebDriverSession.with(BrowserPage.options(browser: browser)) { session in
            try await BrowserPage.open(html, name: "inset-shapes-\(browser)", in: session)
            return try await session.execute("""
                const style = id => getComputedStyle(document.querySelector('[data-trellis-node="' + id + '"]'));
                const box = id => document.querySelector('[data-trellis-node="' + id + '"]').getBoundingClientRect();
                const filled = style('filled'), circle = style('circle');
                return { filledWidth: box('filled').width, padding: filled.paddingLeft + ' ' + filled.paddingTop,
                         clip: filled.backgroundClip, radius: filled.borderTopLeftRadius,
                         outset: style('outset').outlineOffset, stroked: style('stroked').outlineOffset,
                         circlePadding: circle.paddingLeft, circleClip: circle.clipPath };
                """)
        }
        // The frame is the engine's (80 px); the fill is painted in the content box 4 px inside
        // it, whose corners CSS rounds by 10 - 4 px, as SwiftUI's inset rounded rectangle has.
        #expect(drawn["filledWidth"].double == 80, "\(drawn)")
        #expect(drawn["padding"].string == "4px 4px" && drawn["clip"].string == "content-box" && drawn["radius"].string == "10px", "\(drawn)")
        // A 1 px stroke centred on an edge 0.5 px outside the frame lies just outside it; a 2 px
        // one on an edge 2 px inside lies 1 to 3 px inside.
        #expect(drawn["outset"].string == "0px" && drawn["stroked"].string == "-3px", "\(drawn)")
        #expect(drawn["circlePadding"].string == "6px" && drawn["circleClip"].string?.contains("content-box") == true, "\(drawn)")
    }
}
