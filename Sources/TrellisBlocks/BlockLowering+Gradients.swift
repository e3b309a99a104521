// Gradient views and styles (`LinearGradient(...)`, `.linearGradient(...)`) as typed gradient drawings.

import TrellisLayout
import TrellisMarkup

extension BlockLowering {
    /// The style members that make a gradient (`.fill(.linearGradient(colors:startPoint:endPoint:))`).
    static let gradientStyles: [String: String] = [
        "linearGradient": "LinearGradient", "radialGradient": "RadialGradient", "angularGradient": "AngularGradient",
        "ellipticalGradient": "EllipticalGradient",
        "conicGradient": "AngularGradient", "gradient": "AnyGradient",
    ]

    /// How far toward white the top of `Color.gradient` is. Apple documents the gradient's
    /// direction (an `AnyGradient` style runs from the top centre to the bottom centre) but not
    /// its colours; a fifth toward white matches how it looks on iOS closely enough for a page.
    static let colorGradientLightening = 0.2

    /// A gradient view: a rectangle (it fills its proposal) drawn with the gradient.
    func gradientView(_ view: BlockView) throws -> ViewNode {
        let gradient = try self.gradient(.view(view), at: view.location)
        return Rectangle().node.drawing { $0.gradient = gradient }
    }

    /// The gradient a view or style value stands for, or `nil` if it is not a gradient (a colour).
    func gradient(_ value: Value?, at location: BlockLocation) throws -> GradientDrawing? {
        let kind: String, argument: (String?) -> Value?
        switch value {
        case .view(let view)? where ViewCatalog.gradientKinds.contains(view.kind):
            (kind, argument) = (view.kind, view.argument)
        case .member(let member)? where Self.gradientStyles[member.name] != nil:
            (kind, argument) = (Self.gradientStyles[member.name] ?? "", member.argument)
        default:
            return nil
        }
        if kind == "AnyGradient" {
            // `Color.blue.gradient`: the colour, lighter at the top, down to itself.
            let color = try styleColor(argument("color"), at: location)
            return GradientDrawing(geometry: .linear(start: .top, end: .bottom), stops: [
                GradientDrawing.Stop(color: color, location: 0, whiteMix: Self.colorGradientLightening),
                GradientDrawing.Stop(color: color, location: 1),
            ])
        }
        let stops = try gradientStops(colors: argument("colors"), stops: argument("stops"), gradient: argument("gradient") ?? argument(nil), at: location)
        let center = unitPoint(argument("center"))
        let geometry: GradientDrawing.Geometry
        switch kind {
        case "RadialGradient":
            geometry = .radial(center: center, startRadius: max(number(argument("startRadius")) ?? 0, 0),
                               endRadius: max(number(argument("endRadius")) ?? 0, 0))
        case "EllipticalGradient":
            // Apple, "EllipticalGradient init(colors:center:startRadiusFraction:endRadiusFraction:)":
            // `center` defaults to `.center`, the fractions to 0 and 0.5.
            geometry = .elliptical(center: center, startFraction: max(number(argument("startRadiusFraction")) ?? 0, 0),
                                   endFraction: max(number(argument("endRadiusFraction")) ?? 0.5, 0))
        case "AngularGradient":
            var start = 0.0, end = 360.0
            if let angle = argument("angle") {
                start = try degrees(angle, at: location)
                end = start + 360
            } else {
                if let value = argument("startAngle") { start = try degrees(value, at: location) }
                if let value = argument("endAngle") { end = try degrees(value, at: location) }
            }
            geometry = .angular(center: center, startDegrees: start, endDegrees: end)
        default:
            geometry = .linear(start: unitPoint(argument("startPoint"), default: .top), end: unitPoint(argument("endPoint"), default: .bottom))
        }
        return GradientDrawing(geometry: geometry, stops: stops)
    }

    /// `colors: [...]`, `stops: [...]` or `gradient: Gradient(colors:)`/`Gradient(stops:)`,
    /// with `Gradient.Stop(color:location:)` or `.init(color:location:)` stops.
    private func gradientStops(colors: Value?, stops: Value?, gradient: Value?, at location: BlockLocation) throws -> [GradientDrawing.Stop] {
        // `Gradient(colors:)`, or `.init(colors:)` with the type left to Swift.
        if case .member(let member)? = gradient, member.base == "Gradient" || (member.base == nil && member.name == "init") {
            return try gradientStops(colors: member.argument("colors"), stops: member.argument("stops"), gradient: nil, at: location)
        }
        if case .array(let values)? = colors {
            let colors = try values.map { try styleColor($0, at: location) }
            guard !colors.isEmpty else { throw error("a gradient needs at least one colour", at: location) }
            return GradientDrawing(geometry: .linear(start: .top, end: .bottom), colors: colors).stops
        }
        if case .array(let values)? = stops, !values.isEmpty {
            return try values.enumerated().map { index, value in
                let evenly = values.count == 1 ? 0 : Double(index) / Double(values.count - 1)
                if value.isStandIn || { if case .string = value { true } else { false } }() {
                    // The app's stop (`stops: [brandStart, brandEnd]`), standing in by its text: grey, spaced evenly.
                    return GradientDrawing.Stop(color: .gray, location: evenly)
                }
                // A stop at the app's location (`location: middleStop`, listed as a stand-in): spaced evenly.
                if case .member(let stop) = value, stop.argument("location")?.isStandIn == true {
                    return GradientDrawing.Stop(color: try styleColor(stop.argument("color"), at: location), location: evenly)
                }
                guard case .member(let stop) = value, let position = stop.argument("location")?.number else {
                    throw error("a gradient stop is `.init(color: .red, location: 0.5)`", at: location)
                }
                return GradientDrawing.Stop(color: try styleColor(stop.argument("color"), at: location), location: position)
            }
        }
        if case .string? = gradient ?? colors ?? stops {
            // `gradient: theme.gradient`, `Gradient(colors: colours)`, `colors: palette.map {...}`
            // of the app's: a stand-in, given as its text; drawn grey, so the gradient's shape
            // shows, as its colours are.
            return [GradientDrawing.Stop(color: .gray, location: 0), GradientDrawing.Stop(color: .gray, location: 1)]
        }
        throw error("a gradient needs `colors: [...]`, `stops: [...]` or `gradient: Gradient(colors: [...])`", at: location,
                    hint: "e.g. `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`")
    }

    /// A colour written in an array (`.blue`, `Color.red.opacity(0.5)`, `Color(red:green:blue:)`).
    func styleColor(_ value: Value?, at location: BlockLocation) throws -> Color {
        // The app's colour (`Self.gradientStart`, a stand-in): grey, so the gradient's shape shows.
        if case .standIn? = value { return .gray }
        if case .view(let view)? = value, view.kind == "Color" {
            var color = try self.color(Self.colorValue(of: view), at: location)
            for modifier in view.modifiers where modifier.name == "opacity" { color = color.opacity(modifier.argument(nil)?.number ?? 1) }
            return color
        }
        guard case .member? = value else { throw error("expected a colour such as `.blue` in the gradient", at: location) }
        return try color(value, at: location)
    }
}

extension Value {
    /// A gradient written as a style (`LinearGradient(...)`, `.linearGradient(...)`), not a colour.
    var isGradientStyle: Bool {
        switch self {
        case .view(let view): ViewCatalog.gradientKinds.contains(view.kind)
        case .member(let member): BlockLowering.gradientStyles[member.name] != nil
        default: false
        }
    }
}
