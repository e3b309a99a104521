// Path building: arcs, ellipses and rounded corners as CoreGraphics approximates them.

import Foundation
import Testing
@testable import TrellisLayout

@Suite struct ShapePathTests {
    private func close(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test func anArcSweepsWithGrowingAnglesUnlessClockwise() {
        // y grows downwards: from 0 to 90 degrees without `clockwise` ends below the centre.
        var path = ShapePath()
        path.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.first == .move(Point(x: 15, y: 10)))
        guard case .curve(let end, let control1, _)? = path.elements.last else { Issue.record("no curve"); return }
        #expect(close(end, Point(x: 10, y: 15)))
        // A quarter turn's control points are 4/3 · tan(π/8) · r along the tangents.
        let k = 4.0 / 3.0 * tan(Double.pi / 8) * 5
        #expect(close(control1, Point(x: 15, y: 10 + k)))
        #expect(path.elements.count == 2)

        // The same angles `clockwise` go the long way round: three quarter turns, 3 curves.
        var long = ShapePath()
        long.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(long.elements.count == 4)
        if case .curve(let end, _, _)? = long.elements.last { #expect(close(end, Point(x: 10, y: 15))) }
    }

    @Test func anArcAfterAMoveIsJoinedByALine() {
        var path = ShapePath()
        path.move(to: Point(x: 10, y: 10))
        path.addArc(center: Point(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        path.closeSubpath()
        #expect(path.elements[1] == .line(Point(x: 10, y: 0)))
        #expect(path.elements.last == .close)
        #expect(path.currentPoint == Point(x: 10, y: 10))
    }

    @Test func anEllipseIsFourQuarterCurvesThroughItsRectsMidpoints() {
        var path = ShapePath()
        path.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20))
        let ends = path.elements.compactMap { element -> Point? in
            if case .curve(let end, _, _) = element { return end }
            return nil
        }
        #expect(path.elements.first == .move(Point(x: 40, y: 10)))
        #expect(ends.count == 4)
        #expect(close(ends[0], Point(x: 20, y: 20)) && close(ends[1], Point(x: 0, y: 10)))
        #expect(close(ends[2], Point(x: 20, y: 0)) && close(ends[3], Point(x: 40, y: 10)))
    }

    @Test func roundedCornersAreClampedToHalfTheSides() {
        var path = ShapePath()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 10), cornerSize: Size(width: 50, height: 50))
        // Radii of 10 × 5: the top edge starts 10 in and ends at once.
        #expect(path.elements.first == .move(Point(x: 10, y: 0)))
        #expect(path.elements[1] == .line(Point(x: 10, y: 0)))
    }

    @Test func aLineWithoutACurrentPointStartsThePath() {
        var path = ShapePath()
        path.addLine(to: Point(x: 3, y: 4))
        #expect(path.elements == [.move(Point(x: 3, y: 4))])
        #expect(path.offsetBy(dx: 1, dy: 1).elements == [.move(Point(x: 4, y: 5))])
    }
}
