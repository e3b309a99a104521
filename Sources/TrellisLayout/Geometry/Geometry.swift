// Geometry in CSS pixels: the unit the engine computes in and the HTML is written in.

// Rounding (`Double.rounded`) lives in libm; importing the C library links it on Linux.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A point in CSS px, y growing downwards as in SwiftUI and the browser.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A size in CSS px.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(width)x\(height)" }
}

/// A rectangle in CSS px; `origin` is its top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

/// The two axes a layout works along.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

// MARK: - Sanitising

extension Double {
    /// The value if it is a usable length, else `fallback`: NaN and negative lengths become
    /// `fallback` so that bad input never reaches arithmetic that could trap or spread NaN.
    @inlinable
    func sanitizedLength(or fallback: Double = 0) -> Double {
        self >= 0 ? self : fallback  // false for NaN as well as for negatives
    }
}

extension Size {
    /// Whether both dimensions are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension Rect {
    /// Whether every coordinate is a finite number.
    public var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.isFinite }
}
