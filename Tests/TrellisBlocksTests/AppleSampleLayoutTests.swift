// Apple's sample layouts, run by the interpreter, give the frames of their compiled ports.

import Foundation
import Testing
@testable import TrellisBlocks
import TrellisLayout
import TrellisMarkup

/// The `Layout` types of Apple's sample apps against compiled ports of the same code
/// (`AppleSampleLayoutPorts.swift`), frame by frame, through the pipeline `trellis layout`
/// and `trellis build` use (`report(markdown:...)`).
///
/// A block's views use a layout by its sample's name; once with the name registered for the
/// compiled port (`ports`), once with the layout's code declared in the block beside them,
/// which the interpreter runs. Every view the block makes has the same id in both runs, and
/// every frame must agree within 0.001 px for every subview set, width and height below.
@Suite struct AppleSampleLayoutTests {
    static let widths: [Double] = [320, 390, 700]
    static let tolerance = 0.001

    /// The compiled ports, under the names the samples give the layouts.
    static let ports: LayoutRegistry = {
        var registry = LayoutRegistry()
        registry.register("FlowLayout", parameters: [Parameter("alignment", .alignment), Parameter("spacing", .optional(.number))]) { arguments in
            FoodTruckFlowLayoutPort(alignment: BlockLowering.alignments[arguments.member("alignment") ?? ""] ?? .center,
                                    spacing: arguments.number("spacing"))
        }
        registry.register("DiagonalDonutStackLayout") { _ in DiagonalDonutStackLayoutPort() }
        registry.register("DonutLatticeLayout", parameters: [
            Parameter("columns", .integer), Parameter("rows", .integer), Parameter("spacing", .number),
        ]) { arguments in
            DonutLatticeLayoutPort(columns: arguments.integer("columns") ?? 5, rows: arguments.integer("rows") ?? 3,
                                   spacing: arguments.number("spacing") ?? 10)
        }
        registry.register("HeroSquareTilingLayout", parameters: [Parameter("spacing", .number)]) { arguments in
            HeroSquareTilingLayoutPort(spacing: arguments.number("spacing") ?? 10)
        }
        registry.register("BackyardViewportLayout", parameters: [Parameter("birdNaturalScale", .number)]) { arguments in
            BackyardViewportLayoutPort(birdNaturalScale: arguments.number("birdNaturalScale") ?? 1, part: backyardPart)
        }
        return registry
    }()

    // MARK: - Subviews

    /// Subview `index` of a set: a fixed box, a text that wraps, a flexible colour or a text
    /// that takes any width, in turn, each with its own id.
    static func subview(_ index: Int) -> String {
        switch index % 4 {
        case 0: "Color.orange.frame(width: \(24 + 5 * index), height: \(18 + 3 * index)).id(\"s\(index)\")"
        case 1: "Text(\"Fish in a bowl of water, number \(index)\").id(\"s\(index)\")"
        case 2: "Color.blue.id(\"s\(index)\")"
        default: "Text(\"Label \(index)\").frame(maxWidth: .infinity).id(\"s\(index)\")"
        }
    }

    /// The subview sets: none, one text, three of different kinds, twelve.
    static let counts = [0, 1, 3, 12]

    static func subviews(_ count: Int, modifier: (Int) -> String = { _ in "" }) -> String {
        // The set of one is the text, which wraps under narrow proposals.
        let indices = count == 1 ? [1] : Array(0..<count)
        return indices.map { "        " + subview($0) + modifier($0) }.joined(separator: "\n")
    }

    /// A block using `call` (a layout's name and arguments) around `count` subviews, framed by
    /// `frame` (`""` to take the block's proposal), the views first so they keep their ids.
    static func views(_ call: String, _ count: Int, frame: String = "", modifier: (Int) -> String = { _ in "" }) -> String {
        "\(call) {\n\(subviews(count, modifier: modifier))\n}\n\(frame).id(\"layout\")"
    }

    /// Heights for the layouts that read the proposal's: none (the block proposes only a
    /// width), one shorter and one taller than most widths make them.
    static let heights = ["", ".frame(height: 180)", ".frame(height: 520)"]

    // MARK: - Backyard Birds' parts

    /// The parts subviews take in turn in the Backyard Birds tests; the last sets none, so
    /// the key's default (a fountain) holds.
    static let backyardParts = [".bird", ".fountain", ".plant(.leading)", ".plant(.trailing)", ".floor", ".silhouette", ".horizon(.leading)", nil]

    static func backyardModifier(_ index: Int) -> String {
        backyardParts[index % backyardParts.count].map { ".layoutValue(key: BackyardViewportContentKey.self, value: \($0))" } ?? ""
    }

    /// A subview's part, as the block set it: the interpreter hands over the case as it was
    /// written (`.plant(.leading)`, a member called with a member), or nothing, which is the
    /// key's default, a fountain.
    @Sendable static func backyardPart(_ subview: LayoutSubview) -> BackyardViewportLayoutPort.Part {
        guard let stored = subview.layoutValue(named: "BackyardViewportContentKey") else { return .fountain }
        guard case .member(let member)? = stored as? Value else {
            Issue.record("a Backyard Birds part the port cannot read: \(stored)")
            return .fountain
        }
        var leading = false
        if case .member(let edge)? = member.argument(nil) { leading = edge.name == "leading" }
        switch member.name {
        case "silhouette": return .silhouette
        case "floor": return .floor
        case "bird": return .bird
        case "horizon": return .horizon(leading: leading)
        case "plant": return .plant(leading: leading)
        case "fountain": return .fountain
        default:
            Issue.record("a Backyard Birds part the port cannot read: \(member)")
            return .fountain
        }
    }

    // MARK: - Comparing

    /// Every authored view's frame, by id, and the warnings, with `layouts` registered.
    static func frames(_ code: String, width: Double, layouts: LayoutRegistry) throws -> (frames: [String: Rect], warnings: [Diagnostic]) {
        let laidOut = try report(markdown: "```layout\n" + code + "\n```\n", file: "apple.md", width: width,
                                 options: BlockRenderingOptions(layouts: layouts))
        var frames: [String: Rect] = [:]
        for node in laidOut.blocks.flatMap(\.nodes) { frames[node.id] = Rect(x: node.x, y: node.y, width: node.width, height: node.height) }
        return (frames, laidOut.warnings)
    }

    /// The largest difference of any edge or size between the ports' frames for `portViews`
    /// (with `content`, the types the views need besides the layout) and the interpreter's
    /// for `views` (with `declarations`), after checking both have the same views; and the
    /// interpreter's warnings that the ports' run does not give.
    static func worstDifference(portViews: String, views: String, content: String = "", declarations: String, width: Double,
                                allowWarnings: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> (worst: Double, warnings: [Diagnostic]) {
        let compiled = try frames(portViews + "\n" + content, width: width, layouts: ports)
        // No layout registered: the names can only be the block's own declarations.
        let interpreted = try frames(views + "\n" + declarations, width: width, layouts: LayoutRegistry())
        // Views drawn outside the layout warn in both runs alike; a warning of the
        // interpreter's own (a failure in the layout's code) is one the ports' run lacks.
        let portWarnings = Set(compiled.warnings.map(\.description))
        let extra = interpreted.warnings.filter { !portWarnings.contains($0.description) }
        if !allowWarnings {
            #expect(extra.isEmpty, "\(extra)", sourceLocation: sourceLocation)
        }
        #expect(compiled.frames["layout"] != nil, sourceLocation: sourceLocation)
        #expect(Set(compiled.frames.keys) == Set(interpreted.frames.keys), "at \(width):\n\(views)", sourceLocation: sourceLocation)
        var worst = 0.0
        for (id, frame) in compiled.frames {
            guard let other = interpreted.frames[id] else { continue }
            let difference = max(abs(frame.minX - other.minX), abs(frame.minY - other.minY),
                                 abs(frame.width - other.width), abs(frame.height - other.height))
            #expect(difference <= tolerance, "\(id) at \(width): port \(frame), interpreted \(other)\n\(views)", sourceLocation: sourceLocation)
            worst = max(worst, difference.isNaN ? .infinity : difference)
        }
        return (worst, extra)
    }
}

// MARK: - The samples' algorithms as block code

/// Each sample layout's algorithm written as a block declares it, in these tests' words (the
/// ports' doc comments say what each computes): the interpreter must reach the ports' frames.
extension AppleSampleLayoutTests {
    static let flowLayout = """
        struct FlowLayout: Layout {
            var alignment: Alignment = .center
            var spacing: CGFloat?

            struct Line {
                var offsets: [Double] = []
                var top = 0.0
                var width = 0.0
                var height = 0.0
            }

            func shareAcross(_ guide: HorizontalAlignment) -> Double {
                if guide == .leading { return 0 }
                return guide == .trailing ? 1 : 0.5
            }

            func shareDown(_ guide: VerticalAlignment) -> Double {
                if guide == .top { return 0 }
                return guide == .bottom ? 1 : 0.5
            }

            func lines(_ width: Double, _ subviews: Subviews) -> (lines: [Line], size: CGSize) {
                var lines: [Line] = []
                var size = CGSize.zero
                var left = width.isFinite ? width : .greatestFiniteMagnitude
                var line = Line()
                let lineGap = spacing ?? ViewSpacing().distance(to: ViewSpacing(), along: .vertical)
                func finish() {
                    line.width = width - left
                    lines.append(line)
                    size.width = max(size.width, line.width)
                    size.height += line.height + (lines.count > 1 ? lineGap : 0)
                    line = Line(top: line.top + (line.height + lineGap))
                    left = width
                }
                for index in subviews.indices {
                    let ideal = subviews[index].sizeThatFits(.unspecified)
                    var gap = 0.0
                    if !line.offsets.isEmpty {
                        gap = spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .horizontal)
                        if ideal.width + gap > left {
                            finish()
                            gap = 0
                        }
                    }
                    line.offsets.append(width - left + gap)
                    left -= ideal.width + gap
                    line.height = max(line.height, ideal.height)
                }
                if !line.offsets.isEmpty { finish() }
                return (lines, size)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                lines(proposal.replacingUnspecifiedDimensions().width, subviews).size
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var index = 0
                for line in lines(proposal.replacingUnspecifiedDimensions().width, subviews).lines {
                    let shift = (bounds.width - line.width) * shareAcross(alignment.horizontal)
                    for offset in line.offsets {
                        let drop = (line.height - subviews[index].sizeThatFits(.unspecified).height) * shareDown(alignment.vertical)
                        subviews[index].place(at: CGPoint(x: shift + offset + bounds.minX, y: line.top + drop + bounds.minY),
                                              anchor: .topLeading, proposal: .unspecified)
                        index += 1
                    }
                }
            }
        }
        """

    static let diagonalDonutStackLayout = """
        struct DiagonalDonutStackLayout: Layout {
            func side(_ proposal: ProposedViewSize) -> CGFloat {
                let offered = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 60, height: 60))
                return min(offered.width, offered.height)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: side(proposal), height: side(proposal))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let side = side(proposal)
                let corner = CGPoint(x: bounds.minX + bounds.width - side, y: bounds.minY + bounds.height - side)
                let centre = CGPoint(x: corner.x + side / 2, y: corner.y + side / 2)
                let shown = min(subviews.count, 3)
                for index in 0..<shown {
                    let sign: CGFloat = index == 0 ? -1 : 1
                    if shown == 1 {
                        subviews[index].place(at: centre, anchor: .center, proposal: ProposedViewSize(width: side, height: side))
                    } else if shown == 2 {
                        subviews[index].place(at: CGPoint(x: centre.x + side * sign * 0.15, y: centre.y + side * sign * 0.2),
                                              anchor: .center, proposal: ProposedViewSize(width: side * 0.7, height: side * 0.7))
                    } else if index == 1 {
                        subviews[index].place(at: centre, anchor: .center, proposal: ProposedViewSize(width: side * 0.65, height: side * 0.65))
                    } else {
                        subviews[index].place(at: CGPoint(x: centre.x + side * sign * 0.15, y: centre.y + side * sign * 0.23),
                                              anchor: .center, proposal: ProposedViewSize(width: side * 0.7, height: side * 0.65))
                    }
                }
            }
        }
        """

    static let donutLatticeLayout = """
        struct DonutLatticeLayout: Layout {
            var columns = 5
            var rows = 3
            var spacing = 10.0

            func cell(_ proposal: ProposedViewSize) -> Double {
                let huge = CGFloat.greatestFiniteMagnitude
                let offered = proposal.replacingUnspecifiedDimensions(by: CGSize(width: huge, height: huge))
                return min(offered.width / Double(columns), offered.height / Double(rows))
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: cell(proposal) * Double(columns), height: cell(proposal) * Double(rows))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let cell = cell(proposal)
                let left = bounds.minX + (bounds.width - cell * Double(columns))
                let top = bounds.minY + (bounds.height - cell * Double(rows))
                var next = 0
                for row in 0..<rows {
                    let shifted = row % 2 == 1
                    for column in 0..<(shifted ? columns - 1 : columns) where next < subviews.count {
                        var x = left + cell * Double(column)
                        if shifted { x += cell / 2 }
                        let y = top + cell * Double(row)
                        subviews[next].place(at: CGPoint(x: x + spacing / 2, y: y + spacing / 2),
                                             proposal: ProposedViewSize(width: cell - spacing, height: cell - spacing))
                        next += 1
                    }
                }
            }
        }
        """

    static let heroSquareTilingLayout = """
        struct HeroSquareTilingLayout: Layout {
            var spacing = 10.0

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let offered = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 100))
                let hero = min((offered.width - spacing) / 2, offered.height)
                return CGSize(width: hero * 2 + spacing, height: hero)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let hero = min((bounds.width - spacing) / 2, bounds.height)
                let x = bounds.minX + (bounds.width - (hero * 2 + spacing)) / 2
                let y = bounds.minY + (bounds.height - hero) / 2
                let tile = (hero - 10) / 2
                for (index, subview) in subviews.enumerated() {
                    if index == 0 {
                        subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: hero, height: hero))
                    } else {
                        let across: CGFloat = (index - 1) % 2 == 1 ? 1 : 0
                        let down: CGFloat = index > 2 ? 1 : 0
                        subview.place(at: CGPoint(x: x + hero + spacing + across * hero, y: y + down * hero),
                                      anchor: UnitPoint(x: across, y: down), proposal: ProposedViewSize(width: tile, height: tile))
                    }
                }
            }
        }
        """

    /// The part a Backyard Birds subview is, and the key that carries it: what the views of
    /// both runs need besides the layout.
    static let backyardContent = """
        enum BackyardViewportContent: Hashable {
            case silhouette
            case horizon(HorizontalEdge)
            case floor
            case plant(HorizontalEdge)
            case fountain
            case bird
        }

        struct BackyardViewportContentKey: LayoutValueKey {
            static let defaultValue: BackyardViewportContent = .fountain
        }
        """

    static let backyardViewportLayout = """
        struct BackyardViewportLayout: Layout {
            var birdNaturalScale = 1.0

            func height(_ width: Double) -> Double {
                if width <= 0 { return 0 }
                if width < 150 { return 50 }
                if width < 300 { return 120 }
                return width < 600 ? 180 : 240
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                CGSize(width: proposal.width ?? 0, height: height(proposal.width ?? 0))
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let width = proposal.width ?? 0
                let height = height(width)
                let bird = min(max(height * 0.45, 70), 120)
                let fountain = bird * 2
                let plant = bird * 1.5
                let birdTop = bird * 0.3
                let ground = birdTop + bird + fountain * 0.45
                let horizon = ground - height * 0.4
                var plantsOnLeft = 0
                var plantsOnRight = 0
                func put(_ subview: LayoutSubview, x: Double, y: Double, width: Double, height: Double) {
                    subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), anchor: .topLeading,
                                  proposal: ProposedViewSize(width: width, height: height))
                }
                for subview in subviews {
                    switch subview[BackyardViewportContentKey.self] {
                    case .silhouette:
                        let wide = max(width, fountain * 2)
                        put(subview, x: (width - wide) / 2, y: horizon - fountain / 2 * 0.95, width: wide, height: fountain / 2)
                    case .floor:
                        put(subview, x: 0, y: horizon, width: width, height: height - horizon)
                    case .plant(let edge):
                        let left = edge == .leading
                        let index = left ? plantsOnLeft : plantsOnRight
                        if left { plantsOnLeft += 1 } else { plantsOnRight += 1 }
                        let out = fountain / 2 + Double(index) * (plant * 0.35)
                        put(subview, x: width / 2 - plant / 2 + out * (left ? -1 : 1),
                            y: ground - plant * 2 + Double(1 - index) * height * -0.12 + plant * -0.06,
                            width: plant, height: plant * 2)
                    case .fountain:
                        put(subview, x: width / 2 - fountain / 2, y: birdTop + bird + fountain * 0.66 - fountain, width: fountain, height: fountain)
                    case .bird:
                        let lost = bird * (1 - birdNaturalScale)
                        put(subview, x: width / 2 - bird / 2 + lost / 2, y: birdTop + lost * 0.84, width: bird - lost, height: bird - lost)
                    case .horizon:
                        break
                    }
                }
            }
        }
        """
}

// MARK: - The samples

extension AppleSampleLayoutTests {
    /// One sample layout: how views call it, where its code is, what the views need besides it.
    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        /// The calls the views make (the layout's name and arguments), compiled and in a block.
        var calls: [String]
        /// The frames around the layout: proposed heights for those that read them.
        var frames = [""]
        /// The algorithm as block code, in these tests' words.
        var code: String
        /// Apple's files that declare the layout, under `$TRELLIS_APPLE_SAMPLES`.
        var files: [String]
        /// The calls with the sample's own name where it differs (a nested type).
        var verbatimCalls: [String]?
        /// Declarations both runs' views need that the sample's files also hold.
        var content = ""
        /// Whether the subviews name their parts of Backyard Birds' scene.
        var setsParts = false

        var testDescription: String { name }
    }

    static let samples = [
        Sample(name: "Food Truck FlowLayout",
               calls: ["FlowLayout()", "FlowLayout(alignment: .topLeading, spacing: 6)", "FlowLayout(alignment: .bottomTrailing)"],
               code: flowLayout, files: ["sample-food-truck/App/General/FlowLayout.swift"]),
        Sample(name: "Food Truck DiagonalDonutStackLayout", calls: ["DiagonalDonutStackLayout()"], frames: heights,
               code: diagonalDonutStackLayout, files: ["sample-food-truck/FoodTruckKit/Sources/Donut/DiagonalDonutStackLayout.swift"]),
        Sample(name: "Food Truck DonutLatticeLayout", calls: ["DonutLatticeLayout()", "DonutLatticeLayout(columns: 4, rows: 2, spacing: 6)"],
               frames: heights, code: donutLatticeLayout, files: ["sample-food-truck/App/Truck/Cards/TruckDonutsCard.swift"],
               verbatimCalls: ["TruckDonutsCard.DonutLatticeLayout()", "TruckDonutsCard.DonutLatticeLayout(columns: 4, rows: 2, spacing: 6)"]),
        Sample(name: "Food Truck HeroSquareTilingLayout", calls: ["HeroSquareTilingLayout()", "HeroSquareTilingLayout(spacing: 4)"],
               frames: heights, code: heroSquareTilingLayout, files: ["sample-food-truck/App/Truck/Cards/TruckOrdersCard.swift"]),
        Sample(name: "Backyard Birds BackyardViewportLayout", calls: ["BackyardViewportLayout()", "BackyardViewportLayout(birdNaturalScale: 0.8)"],
               code: backyardViewportLayout,
               files: ["sample-backyard-birds/BackyardBirdsUI/Backyard/BackyardViewportLayout.swift", "sample-backyard-birds/BackyardBirdsUI/CoreGraphics+Math.swift"],
               content: backyardContent, setsParts: true),
    ]

    /// Every call of `sample` around every subview set at every width and frame, the
    /// interpreter's views calling `calls` (the sample's own calls where they differ) with
    /// `declarations` beside them; the worst difference, how many blocks were compared and
    /// the interpreter's own warnings.
    static func compare(_ sample: Sample, calls: [String], declarations: String, allowWarnings: Bool = false,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> (worst: Double, blocks: Int, warnings: Set<String>) {
        var worst = 0.0
        var blocks = 0
        var warnings: Set<String> = []
        func modifier(_ index: Int) -> String { sample.setsParts ? backyardModifier(index) : "" }
        for (portCall, call) in zip(sample.calls, calls) {
            for count in counts {
                for frame in sample.frames {
                    for width in widths {
                        let (difference, warned) = try worstDifference(
                            portViews: views(portCall, count, frame: frame, modifier: modifier), views: views(call, count, frame: frame, modifier: modifier),
                            content: sample.content, declarations: declarations, width: width, allowWarnings: allowWarnings, sourceLocation: sourceLocation)
                        worst = max(worst, difference)
                        warnings.formUnion(warned.map(\.description))
                        blocks += 1
                    }
                }
            }
        }
        return (worst, blocks, warnings)
    }

    @Test(arguments: samples)
    func theAlgorithmWrittenInABlockGivesThePortsFrames(_ sample: Sample) throws {
        let (worst, blocks, _) = try Self.compare(sample, calls: sample.calls, declarations: sample.content + "\n" + sample.code)
        print("\(sample.name), written in a block: \(blocks) blocks, worst difference \(worst) px")
        #expect(worst <= Self.tolerance)
    }

    @Test func aLayoutThatDiffersByOneTermIsToldApart() throws {
        // The lattice's cells inset by a third of the spacing instead of half: the comparison sees it.
        let changed = Self.donutLatticeLayout.replacingOccurrences(of: "y: y + spacing / 2", with: "y: y + spacing / 3")
        #expect(changed != Self.donutLatticeLayout)
        let views = Self.views("DonutLatticeLayout()", 3)
        let compiled = try Self.frames(views, width: 390, layouts: Self.ports)
        let interpreted = try Self.frames(views + "\n" + changed, width: 390, layouts: LayoutRegistry())
        let port = try #require(compiled.frames["s0"]), other = try #require(interpreted.frames["s0"])
        #expect(abs((port.minY - other.minY) - (10.0 / 2 - 10.0 / 3)) < 1e-9)
    }
}

// MARK: - Apple's files, verbatim

/// The folder holding Apple's sample files for the verbatim test, if the environment names one.
private let appleSamples = ProcessInfo.processInfo.environment["TRELLIS_APPLE_SAMPLES"].flatMap { $0.isEmpty ? nil : $0 }

/// Apple's files pasted unedited into a block beside the views, against the same ports.
///
/// Runs only where `TRELLIS_APPLE_SAMPLES` names a folder holding the samples, one folder per
/// repository, each file at its path in the repository (the samples stay out of this one):
///
///     $TRELLIS_APPLE_SAMPLES/sample-food-truck/App/General/FlowLayout.swift
///     $TRELLIS_APPLE_SAMPLES/sample-backyard-birds/BackyardBirdsUI/Backyard/BackyardViewportLayout.swift
///
/// Clones of the repositories at the commits the ports cite do (apple/sample-food-truck
/// 3954a769e99f3cc53297d94f2b960ceb2665b3d6, apple/sample-backyard-birds
/// 1843d5655bf884b501e2889ad9862ec58978fdbe):
///
///     git clone https://github.com/apple/sample-food-truck "$TRELLIS_APPLE_SAMPLES/sample-food-truck"
///     git -C "$TRELLIS_APPLE_SAMPLES/sample-food-truck" checkout 3954a769e99f3cc53297d94f2b960ceb2665b3d6
///     git clone https://github.com/apple/sample-backyard-birds "$TRELLIS_APPLE_SAMPLES/sample-backyard-birds"
///     git -C "$TRELLIS_APPLE_SAMPLES/sample-backyard-birds" checkout 1843d5655bf884b501e2889ad9862ec58978fdbe
///
/// or, from bare copies of them (`git --git-dir`), only the files the test reads:
///
///     for file in App/General/FlowLayout.swift FoodTruckKit/Sources/Donut/DiagonalDonutStackLayout.swift \
///                 App/Truck/Cards/TruckDonutsCard.swift App/Truck/Cards/TruckOrdersCard.swift; do
///         mkdir -p "$TRELLIS_APPLE_SAMPLES/sample-food-truck/$(dirname "$file")"
///         git --git-dir=FOOD_TRUCK.git show 3954a769e99f3cc53297d94f2b960ceb2665b3d6:"$file" > "$TRELLIS_APPLE_SAMPLES/sample-food-truck/$file"
///     done
///     for file in BackyardBirdsUI/Backyard/BackyardViewportLayout.swift BackyardBirdsUI/CoreGraphics+Math.swift; do
///         mkdir -p "$TRELLIS_APPLE_SAMPLES/sample-backyard-birds/$(dirname "$file")"
///         git --git-dir=BACKYARD_BIRDS.git show 1843d5655bf884b501e2889ad9862ec58978fdbe:"$file" > "$TRELLIS_APPLE_SAMPLES/sample-backyard-birds/$file"
///     done
///
/// then `TRELLIS_APPLE_SAMPLES=... swift test --skip-build --filter AppleSampleLayoutVerbatimTests`.
/// Each file goes into the block whole (its comments, imports, views and previews with it);
/// Backyard Birds' layout adds points with the `+` its `CoreGraphics+Math.swift` declares, so
/// that file goes in too.
@Suite(.enabled(if: appleSamples != nil, "TRELLIS_APPLE_SAMPLES names no folder of Apple's samples"))
struct AppleSampleLayoutVerbatimTests {
    @Test(arguments: AppleSampleLayoutTests.samples)
    func applesFileGivesThePortsFrames(_ sample: AppleSampleLayoutTests.Sample) throws {
        let folder = URL(fileURLWithPath: try #require(appleSamples))
        let files = try sample.files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        let (worst, blocks, warnings) = try AppleSampleLayoutTests.compare(
            sample, calls: sample.verbatimCalls ?? sample.calls, declarations: files.joined(separator: "\n"), allowWarnings: true)
        print("\(sample.name), Apple's file verbatim: \(blocks) blocks, worst difference \(worst) px")
        // The rest of a file (a card's body, its previews) may stand in; the layout must not.
        for warning in warnings.sorted() { print("  warning: \(warning)") }
        #expect(worst <= AppleSampleLayoutTests.tolerance)
    }
}

/// The ports against frames worked out by hand from the samples' code, so that agreeing
/// with them means agreeing with the samples.
@Suite struct AppleSampleLayoutPortTests {
    @Test func backyardBirdsPlantsLandWhereTheSamplesArithmeticPutsThem() throws {
        // 390 wide: 180 tall, a bird of 0.45 × 180 = 81, a fountain of 162, plants 121.5
        // wide; the ground 24.3 + 81 + 72.9 = 178.2 down. The first plant on each side: half
        // a fountain (81) out from 195 - 60.75, at 178.2 - 243 - 21.6 - 7.29 = -93.69.
        let views = AppleSampleLayoutTests.views("BackyardViewportLayout()", 12, modifier: AppleSampleLayoutTests.backyardModifier)
        let laidOut = try AppleSampleLayoutTests.frames(views + "\n" + AppleSampleLayoutTests.backyardContent, width: 390,
                                                        layouts: AppleSampleLayoutTests.ports)
        let leading = try #require(laidOut.frames["s2"]), trailing = try #require(laidOut.frames["s3"])
        #expect(abs(leading.minX - 53.25) < 1e-9 && abs(leading.minY + 93.69) < 1e-9)
        #expect(leading.size == Size(width: 121.5, height: 243))
        // The trailing plant is a label in a frame of any width: centred in the plant's 121.5 from 215.25.
        #expect(abs(trailing.midX - (215.25 + 121.5 / 2)) < 1e-9, "\(trailing)")
        #expect(laidOut.frames["layout"]?.size == Size(width: 390, height: 180))
    }

    @Test func theDonutLatticesCellsAreAFifthOfTheWidthInsetByHalfTheSpacing() throws {
        // 390 wide and no height: cells of 390 / 5 = 78, inset by 5; the third sits at 2 × 78 + 5.
        let views = AppleSampleLayoutTests.views("DonutLatticeLayout()", 12)
        let laidOut = try AppleSampleLayoutTests.frames(views, width: 390, layouts: AppleSampleLayoutTests.ports)
        #expect(laidOut.frames["s2"] == Rect(x: 161, y: 5, width: 68, height: 68))
        // The sixth starts the second row, of four cells, half a cell in.
        #expect(laidOut.frames["s6"] == Rect(x: 39 + 78 + 5, y: 83, width: 68, height: 68))
        #expect(laidOut.frames["layout"]?.size == Size(width: 390, height: 234))
    }
}
