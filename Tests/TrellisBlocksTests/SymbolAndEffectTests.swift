// SF Symbols' boxes (font size, image scale, baseline), their warnings, and drawing effects that leave layout alone.

import Testing
import TrellisMarkup
@testable import TrellisBlocks
import TrellisLayout

@Suite struct SymbolAndEffectTests {
    /// A symbol is a square of its font's size; `imageScale` scales it by Apple's documented
    /// factors (`NSImage.SymbolScale`: small about 20% smaller, large about 30% larger).
    @Test func symbolBoxFollowsFontAndImageScale() throws {
        let frames = try frames("""
            VStack(alignment: .leading, spacing: 0) {
                Image(systemName: "heart.fill").font(.system(size: 20)).id("medium")
                Image(systemName: "heart.fill").font(.system(size: 20)).imageScale(.small).id("small")
                Image(systemName: "heart.fill").font(.system(size: 20)).imageScale(.large).id("large")
                VStack { Image(systemName: "star").id("inherited") }.font(.system(size: 30)).imageScale(.large)
            }
            """, width: 390)
        #expect(frames["medium"]?.width == 20 && frames["medium"]?.height == 20)
        #expect(frames["small"]?.width == 20 * 0.8 && frames["small"]?.height == 20 * 0.8)
        #expect(frames["large"]?.width == 20 * 1.3 && frames["large"]?.height == 20 * 1.3)
        // `imageScale` is an environment value: a stack passes it to the symbols inside.
        #expect(frames["inherited"]?.width == 30 * 1.3)
    }

    /// On a text baseline, a symbol is centred on the cap height: its baseline is half its
    /// box below its centre plus half the cap height (0.71 em).
    @Test func aResizableSymbolTakesTheSizeItIsOffered() throws {
        let frames = try frames("""
            VStack(alignment: .leading, spacing: 0) {
                Image(systemName: "person.circle.fill").resizable().frame(width: 44, height: 44).id("framed")
                Image(systemName: "person.circle.fill").resizable().id("offered")
                Image(systemName: "person.circle.fill").frame(width: 44, height: 44).id("fixed")
            }
            .font(.system(size: 20))
            """, width: 390)
        #expect(frames["framed"] == Rect(x: 0, y: 0, width: 44, height: 44))
        // Offered the whole width and no height, it takes the width and its own height.
        #expect(frames["offered"]?.width == 390 && frames["offered"]?.height == 20)
        // Without `resizable()` a symbol keeps its font's size inside a larger frame.
        #expect(frames["fixed"]?.width == 20 && frames["fixed"]?.height == 20)
    }

    @Test func symbolSitsOnTheTextBaseline() throws {
        let frames = try frames("""
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Image(systemName: "star").font(.system(size: 20)).id("symbol")
                Text("A").font(.system(size: 20)).id("text")
            }
            """, width: 390)
        let symbol = try #require(frames["symbol"]), text = try #require(frames["text"])
        // FixedAdvance text at 20 px: 25 px tall with its baseline 20 px down.
        let symbolBaseline = 20.0 / 2 + 20 * 0.71 / 2
        #expect(abs((symbol.minY + symbolBaseline) - (text.minY + 20)) < 1e-9, "\(symbol) \(text)")
    }

    /// An unmapped name is a warning at the Image's line naming the symbol, with the nearest
    /// mapped name; a mapped one gets none.
    @Test func unmappedSymbolWarns() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Image(systemName: "heart.fill")
                Image(systemName: "hearts.fill")
            }
            """, file: "content/test.md", firstLine: 10))
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.line == 12 && warning.message.contains("`hearts.fill`"), "\(warning)")
        #expect(warning.hint?.contains("heart.fill") == true, "\(warning)")
        #expect(SymbolCatalog.names.count > 500)
        // One `Image` repeated by a `ForEach` is one warning (a grid of 1,000 of them used to
        // give 1,000, and compare each with the whole catalogue: seconds of a build).
        let repeated = try ParsedBlock(source: LayoutBlockSource(code: """
            LazyVGrid(columns: [GridItem(), GridItem()]) {
                ForEach(0..<400) { _ in Image(systemName: "hearts.fill") }
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(repeated.notes.filter { $0.severity == .warning }.count == 1)
        #expect(SymbolCatalog.glyph(for: "star.fill") == "star-fill" && SymbolCatalog.glyph(for: "magnifyingglass") == "search")
    }

    /// The stand-in glyphs have one layer: `.multicolor`, `.hierarchical` and `.palette` (and a
    /// second or third foreground style) are drawn in the foreground colour, said at each
    /// modifier, where the page said nothing; `.monochrome` is what the page draws.
    @Test func renderingModesAndSecondaryStylesAreSaid() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.palette).foregroundStyle(.blue, .yellow)
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.monochrome)
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.map { "\($0.line): \($0.message)" } == [
            "11: `.symbolRenderingMode(.multicolor)` is drawn as `.monochrome`, the style a page draws, and laid out at its size",
            "12: `.symbolRenderingMode(.palette)` is drawn as `.monochrome`, the style a page draws, and laid out at its size",
            "12: `.foregroundStyle(.blue, .yellow)` is drawn as `.foregroundStyle(.blue)`, the style a page draws, and laid out at its size",
        ])
    }

    /// `symbolVariant(_:)` draws the symbols inside in the variant (Apple, "SymbolVariants": the
    /// name says it, `heart.circle.fill`), on the view and its children, through `Label`s; a
    /// variant the catalogue has no glyph for draws the symbol's own, with a warning.
    @Test func aSymbolVariantDrawsTheVariantsGlyph() throws {
        #expect(SymbolCatalog.name("heart", in: ["circle", "fill"]) == "heart.circle.fill")
        #expect(SymbolCatalog.name("heart.fill", in: ["circle"]) == "heart.circle.fill")
        #expect(SymbolCatalog.name("bell.circle", in: ["slash", "fill"]) == "bell.slash.circle.fill")
        #expect(SymbolCatalog.name("heart.circle", in: ["square"]) == "heart.square")
        #expect(SymbolCatalog.name("circle", in: ["fill"]) == "circle.fill")
        #expect(SymbolCatalog.name("heart", in: ["none"]) == "heart")
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Image(systemName: "heart").symbolVariant(.circle.fill)
                Label("Bells", systemImage: "bell").symbolVariant(SymbolVariants.slash)
                HStack {
                    Image(systemName: "star")
                    Image(systemName: "heart")
                }
                .symbolVariant(.fill)
                Image(systemName: "heart").symbolVariant(.rectangle)
            }
            """, file: "content/test.md", firstLine: 10))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let symbols = result.nodes.compactMap { node -> String? in if case .symbol(let name)? = node.drawing.control { name } else { nil } }
        #expect(symbols == ["heart.circle.fill", "bell.slash", "star.fill", "heart.fill", "heart"])
        #expect(block.notes.map { "\($0.line): \($0.message)" } == [
            "18: the SF Symbol `heart.rectangle` (`heart` in its `symbolVariant`) has no stand-in glyph; `heart` is drawn",
        ])
    }

    /// scaleEffect, rotationEffect, shadow, blur, hidden and the colour effects change how a
    /// view is drawn, never its frame or its neighbours' (SwiftUI leaves layout alone).
    @Test func drawingEffectsLeaveLayoutAlone() throws {
        let plain = """
            HStack(spacing: 8) {
                Text("Left").id("left")
                RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 40, height: 30).id("box")
                Text("Right").id("right")
            }
            """
        let drawn = plain.replacingOccurrences(of: ".id(\"box\")", with: """
            .scaleEffect(2, anchor: .topLeading).rotationEffect(.degrees(30)).shadow(color: .black.opacity(0.3), radius: 4, x: 0, y: 2)
                .blur(radius: 1).brightness(0.1).saturation(0.5).grayscale(0.2).hueRotation(.degrees(90)).hidden().zIndex(2).disabled(true).clipped().id("box")
            """)
        #expect(drawn != plain)
        #expect(try frames(drawn, width: 390) == frames(plain, width: 390))
    }

    /// `.environment(\.isEnabled, false)` is what `.disabled(true)` sets (Apple,
    /// "EnvironmentValues.isEnabled"); `\.isFocused` is get-only in SwiftUI, so a block setting
    /// it sets the app's own key (IcySky's `@Entry var isFocused`), which changes nothing on a
    /// page. Both were "the environment value is not supported" (set Z).
    @Test func theEnabledKeyDisablesAndAGetOnlyKeyIsTheApps() throws {
        func disabled(_ code: String) throws -> [Bool] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
            let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
            return result.nodes.map(\.drawing.isDisabled)
        }
        #expect(try disabled(#"Button("Go") {}.environment(\.isEnabled, false)"#) == disabled(#"Button("Go") {}.disabled(true)"#))
        #expect(try disabled(#"Button("Go") {}.environment(\.isEnabled, false)"#).contains(true))
        #expect(try !disabled(#"Button("Go") {}.environment(\.isEnabled, true)"#).contains(true))
        let focused = try ParsedBlock(source: LayoutBlockSource(code: #"Text("Post").environment(\.isFocused, true)"#, file: "content/test.md"))
        #expect(focused.notes.allSatisfy { $0.severity != .error })
        #expect(focused.notes.contains { $0.message.contains("environment(\\.isFocused)") })
    }

    /// The drawing data the modifiers record, in SwiftUI's order: the outer transform first.
    @Test func effectsAreRecordedInOrder() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            Color.red.frame(width: 10, height: 10).scaleEffect(x: 2, y: 3).rotationEffect(.radians(0.5), anchor: .bottom)
                .shadow(radius: 5).blur(radius: 2).grayscale(1)
            """, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let drawing = try #require(result.nodes.map(\.drawing).first { !$0.transforms.isEmpty })
        #expect(drawing.transforms.count == 2)
        #expect(drawing.transforms.first == .rotation(degrees: 0.5 * 180 / .pi, anchor: .bottom))
        #expect(drawing.transforms.last == .scale(x: 2, y: 3, anchor: .center))
        #expect(drawing.filters == [.blur(radius: 2), .grayscale(1)])
        // SwiftUI's default shadow colour: black at 33%.
        #expect(drawing.shadow?.radius == 5 && drawing.shadow?.color.opacity == 0.33)
    }

    /// `Angle`s add, subtract and scale as SwiftUI's do (`.rotationEffect(currentAmount +
    /// finalAmount)`, the rotation-gesture pattern of Hacking with Swift's course, met in set
    /// L): in every form an angle is written, the sum is the turn drawn.
    @Test func anglesAddSubtractAndScale() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            struct Dial: View {
                @State private var currentAmount = Angle.zero
                @State private var finalAmount = Angle.degrees(30)
                @State private var step: Angle = .radians(.pi / 12)
                var body: some View {
                    VStack {
                        Color.red.frame(width: 40, height: 20).rotationEffect(currentAmount + finalAmount).id("a")
                        Color.red.frame(width: 40, height: 20).rotationEffect(finalAmount - step * 2 + Angle(degrees: 90)).id("b")
                        Color.red.frame(width: 40, height: 20).rotationEffect(-finalAmount / 3).id("c")
                    }
                }
            }
            Dial()
            """, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200).result
        let turns = result.nodes.compactMap { node -> Double? in
            guard case .rotation(let degrees, _)? = node.drawing.transforms.first else { return nil }
            return (degrees * 1e9).rounded() / 1e9
        }
        #expect(turns == [30, 90, -10])
    }

    @Test func badAngleIsAPositionedError() {
        let text = layoutError("""
            Color.red.rotationEffect(45)
            """)
        #expect(text.contains("content/test.md:10:") && text.contains("angle"), "\(text)")
    }

    /// A gradient view fills what it is offered, as `Color` does; its colours spread evenly
    /// (`Gradient(colors:)`), or sit at their stops.
    @Test func gradientViewsTakeTheProposal() throws {
        let code = """
            VStack(spacing: 0) {
                LinearGradient(colors: [.blue, .purple, .pink], startPoint: .top, endPoint: .bottom).frame(height: 40).id("linear")
                RadialGradient(gradient: Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 0, endRadius: 30).id("radial")
                AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.25)], center: .center).id("angular")
                Circle().fill(.linearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)).frame(width: 20, height: 20).id("circle")
                Text("Sky").foregroundStyle(LinearGradient(colors: [.blue, .teal], startPoint: .leading, endPoint: .trailing)).id("text")
            }
            .frame(height: 200)
            """
        let frames = try frames(code, width: 300)
        // The fixed 40 pt gradient, the 20 pt circle and the text (one FixedAdvance line)
        // leave the rest of the 200 pt to the two flexible gradients, shared equally.
        let text = try #require(frames["text"])
        let share = (200 - 40 - 20 - text.height) / 2
        #expect(frames["linear"] == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(frames["radial"]?.width == 300 && frames["radial"]?.height == share)
        #expect(frames["angular"]?.height == share)

        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        // `.frame` wraps the gradient: its drawing is on the leaf inside.
        let gradients = result.nodes.compactMap(\.drawing.gradient)
        #expect(gradients.count == 4, "\(gradients)")
        let three = try #require(gradients.first { $0.stops.count == 3 })
        #expect(three.stops.map(\.location) == [0, 0.5, 1] && three.geometry == .linear(start: .top, end: .bottom))
        #expect(gradients.contains { $0.geometry == .radial(center: .center, startRadius: 0, endRadius: 30) })
        #expect(gradients.contains { $0.geometry == .angular(center: .center, startDegrees: 0, endDegrees: 360) && $0.stops.map(\.location) == [0, 0.25] })
        #expect(result.nodes.contains { $0.drawing.foregroundGradient?.stops.count == 2 })
    }

    /// `EllipticalGradient` (Apple: `center` `.center`, fractions 0 and 0.5 by default) as a
    /// view, and `.ellipticalGradient(colors:...)` as a style (set O and set AA used it).
    @Test func anEllipticalGradientIsDrawnAsItsFractions() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                EllipticalGradient(colors: [.red, .blue]).frame(width: 60, height: 30)
                Circle().fill(.ellipticalGradient(colors: [.red, .blue], center: .topLeading, startRadiusFraction: 0.2, endRadiusFraction: 1))
                    .frame(width: 20, height: 20)
            }
            """, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let geometries = result.nodes.compactMap(\.drawing.gradient).map(\.geometry)
        #expect(geometries == [.elliptical(center: .center, startFraction: 0, endFraction: 0.5),
                               .elliptical(center: .topLeading, startFraction: 0.2, endFraction: 1)])
    }

    @Test func gradientWithoutColoursIsAPositionedError() throws {
        let text = layoutError("""
            LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)
            """)
        #expect(text.contains("content/test.md:10:") && text.contains("at least one colour"), "\(text)")
    }

    /// Materials, `strokeBorder`, `.background()` with the `backgroundStyle`, the shape
    /// shorthands and a continuous rounded rectangle: drawing only, recorded on the right node.
    @Test func materialsStrokeBordersAndShorthands() throws {
        let code = """
            VStack(spacing: 4) {
                Text("Glass").padding(8).background(.ultraThinMaterial).id("glass")
                Text("Pill").padding(8).background(.thickMaterial, in: .capsule).id("pill")
                Circle().strokeBorder(.red, lineWidth: 4).frame(width: 30, height: 30).id("ring")
                Text("Styled").background().backgroundStyle(.yellow).id("styled")
                Color.blue.frame(width: 40, height: 20).clipShape(.rect(cornerRadius: 6)).id("clip")
                RoundedRectangle(cornerRadius: 10, style: .continuous).frame(width: 40, height: 20).id("rounded")
                Circle().trim(from: 0.2, to: 1.5).stroke(.blue, lineWidth: 3).frame(width: 30, height: 30).id("arc")
                RoundedRectangle(cornerRadius: 12).fill(.regularMaterial).frame(height: 24).id("frosted")
            }
            """
        let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md"))
        let result = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).result
        let drawings = result.nodes.map(\.drawing)
        #expect(drawings.contains { $0.material == .ultraThin })
        #expect(drawings.contains { $0.material == .thick })
        // A material is a ShapeStyle, so a shape can be filled with it.
        #expect(drawings.contains { $0.material == .regular })
        #expect(drawings.contains { $0.stroke == Stroke(color: .red, lineWidth: 4, inside: true) })
        #expect(drawings.contains { $0.background == .yellow })
        #expect(drawings.contains { $0.clipShape == .roundedRectangle(cornerRadius: 6) })
        // Trim fractions are clamped to the path: 1.5 is its end.
        #expect(drawings.contains { $0.trim == Trim(from: 0.2, to: 1) })
        // None of it moves anything: the same block without the drawing has the same frames.
        let plain = code.replacingOccurrences(of: ".background(.ultraThinMaterial)", with: "")
            .replacingOccurrences(of: ".background(.thickMaterial, in: .capsule)", with: "")
            .replacingOccurrences(of: ".strokeBorder(.red, lineWidth: 4)", with: "")
            .replacingOccurrences(of: ".background().backgroundStyle(.yellow)", with: "")
            .replacingOccurrences(of: ".clipShape(.rect(cornerRadius: 6))", with: "")
            .replacingOccurrences(of: ".trim(from: 0.2, to: 1.5)", with: "")
            .replacingOccurrences(of: ".fill(.regularMaterial)", with: "")
        #expect(try frames(plain, width: 300) == frames(code, width: 300))
    }

    /// The errors of laying a block out (drawing values are read when the block is lowered).
    private func layoutError(_ code: String) -> String {
        do {
            let block = try ParsedBlock(source: LayoutBlockSource(code: code, file: "content/test.md", firstLine: 10))
            _ = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 200)
            return ""
        } catch let failure as BuildFailure {
            return failure.diagnostics.map(\.description).joined(separator: "\n")
        } catch let diagnostic as Diagnostic {
            return diagnostic.description
        } catch {
            return "\(error)"
        }
    }

    /// `safeAreaPadding` places and sizes a view as `padding` does on a page, which has no
    /// safe area of its own (Apple, "safeAreaPadding(_:_:)"), also with a reader's size.
    @Test func safeAreaPaddingPlacesAViewAsPaddingDoes() throws {
        let code = { (modifier: String) in """
            VStack(spacing: 0) {
                Text("One").\(modifier)(.horizontal, 15).id("edges")
                Text("Two").\(modifier)(10).id("all")
                GeometryReader { proxy in
                    Color.blue.\(modifier)(.vertical, proxy.size.height * 0.25).id("reader")
                }.frame(height: 80)
            }
            """ }
        let padded = try frames(code("padding"), width: 390)
        let insetSafely = try frames(code("safeAreaPadding"), width: 390)
        #expect(!padded.isEmpty && padded == insetSafely)
    }

    /// `safeAreaInset` and iOS 26's `safeAreaBar` draw their content on the edge and lay the
    /// view out in the rest (Apple, "safeAreaInset(edge:alignment:spacing:content:)"), written
    /// as an app writes a bottom bar; a page once dropped the bar with a note.
    @Test func safeAreaInsetDrawsItsContentOnTheEdge() throws {
        for modifier in ["safeAreaInset", "safeAreaBar"] {
            let block = try ParsedBlock(source: LayoutBlockSource(code: """
                List {
                    Text("Row")
                }
                .id("list")
                .\(modifier)(edge: .bottom, spacing: 0) {
                    Button("Continue") { }
                        .frame(maxWidth: .infinity, minHeight: 44)
                        .id("bar")
                }
                .frame(height: 300)
                """, file: "content/test.md"))
            #expect(!block.notes.contains { $0.subject == modifier }, "\(block.notes)")
            let placed = try frames(block.source.code, width: 390)
            // The button's title, in the middle of the 44 px bar under the list.
            #expect(placed["bar"]?.midY == 278 && placed["bar"]?.midX == 195)
            #expect(placed["list"] == Rect(x: 0, y: 0, width: 390, height: 256))
        }
        let beside = try frames("""
            Color.blue.id("main")
                .safeAreaInset(edge: .trailing, alignment: .bottom, spacing: 4) {
                    Color.red.frame(width: 30, height: 30).id("side")
                }
                .frame(width: 200, height: 100)
            """, width: 390)
        #expect(beside["side"]?.minX == (beside["main"]?.maxX ?? 0) + 4)
        #expect(beside["side"]?.maxY == beside["main"]?.maxY)
        #expect(throws: (any Error).self) {
            try frames("Color.blue.safeAreaInset(edge: .bottom, alignment: .top) { Text(\"Bar\") }", width: 390)
        }
    }

    /// `scrollTransition` is SwiftUI's visual effect by a view's phase in its scroll view
    /// (Apple, "scrollTransition(_:axis:transition:)"), which changes no frame: the page draws
    /// the scroll view at rest with one warning at the modifier, however many rows repeat it.
    /// (It stood in as the app's modifier, "not defined in this block".)
    @Test func scrollTransitionIsDrawnAtRestWithOneWarning() throws {
        let code = { (modifier: String) in """
            ScrollView(.horizontal) {
                HStack {
                    ForEach(0..<4) { n in
                        Color.blue.frame(width: 60, height: 60)\(modifier).id("tile\\(n)")
                    }
                }
            }
            """ }
        let transition = ".scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }"
        let block = try ParsedBlock(source: LayoutBlockSource(code: code(transition), file: "content/test.md"))
        let warnings = block.notes.filter { $0.id == .undrawnModifier }
        #expect(warnings.map(\.subject) == ["scrollTransition"], "\(block.notes)")
        #expect(!block.notes.contains { $0.id == .standIn })
        #expect(try frames(code(transition), width: 390) == frames(code(""), width: 390))
    }

    /// visionOS's `glassBackgroundEffect` and `ornament`, and a watch complication's
    /// `widgetLabel`, change no frame and are drawn by the system around the view: the page
    /// lays the view out and says each is not drawn; macOS's `Section.collapsible(false)` is
    /// behaviour. All stood in as the app's (set AV).
    @Test func visionAndWatchDecorationsWarnAndLeaveTheFrames() throws {
        let code = { (modifiers: Bool) in """
            VStack {
                Text("a")\(modifiers ? ".glassBackgroundEffect()" : "").id("a")
                Text("b")\(modifiers ? ".ornament(attachmentAnchor: .scene(.bottom)) { Text(\"o\") }" : "").id("b")
                Text("c")\(modifiers ? ".widgetLabel(\"x\")" : "").id("c")
                List { Section("S") { Text("r") }\(modifiers ? ".collapsible(false)" : "") }
            }
            """ }
        let block = try ParsedBlock(source: LayoutBlockSource(code: code(true), file: "content/test.md"))
        #expect(block.notes.filter { $0.id == .undrawnModifier }.map(\.subject) == ["glassBackgroundEffect", "ornament", "widgetLabel"], "\(block.notes)")
        #expect(!block.notes.contains { $0.id == .standIn || $0.severity == .error }, "\(block.notes)")
        #expect(try frames(code(true), width: 390) == frames(code(false), width: 390))
    }

    /// A mask of one shape is that shape's clip; any other mask, and the other look-only
    /// modifiers, leave the frames as they are and say at their line that the page does not
    /// draw them.
    @Test func aShapeMaskClipsAndOtherLookOnlyModifiersWarn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Color.blue.frame(width: 100, height: 50).mask { Capsule() }.id("capsule")
                Color.red.frame(width: 100, height: 50).mask(alignment: .leading) { Rectangle().frame(width: 40) }.id("partial")
                Text("Hi").visualEffect { content, proxy in content.offset(x: 10) }
                Text("Card").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                Text("Wave").layerEffect(ShaderLibrary.wave(.float(2)), maxSampleOffset: .zero)
            }
            """, file: "content/test.md", firstLine: 10))
        let views = block.initialView.allViews
        #expect(views.first { $0.id == "capsule" }?.modifiers.last?.name == "clipShape")
        #expect(views.first { $0.id == "partial" }?.modifiers.map(\.name) == ["frame"])
        let warnings = block.notes.filter { $0.id == .undrawnModifier }
        // A Metal shader's effect too (`ShaderLibrary`'s function is the app's), without a stand-in.
        #expect(warnings.map(\.subject) == ["mask", "visualEffect", "rotation3DEffect", "layerEffect"])
        #expect(warnings.map(\.line) == [12, 13, 14, 15])
        #expect(!block.notes.contains { $0.id == .standIn }, "\(block.notes)")
        let masked = try frames("Color.red.frame(width: 100, height: 50).mask { Rectangle().frame(width: 40) }.id(\"v\")", width: 390)
        let plain = try frames("Color.red.frame(width: 100, height: 50).id(\"v\")", width: 390)
        #expect(masked["v"] == plain["v"])
    }

    /// A path is SVG, which has no conic paint and no backdrop blur: an angular gradient or a
    /// material filling one warns at the modifier; a linear gradient is drawn exactly.
    @Test func pathFillsASVGCannotPaintWarn() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(AngularGradient(colors: [.green, .blue], center: .center))
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(.angularGradient(colors: [.green, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(.ultraThinMaterial)
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)).fill(LinearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom))
                Circle().fill(AngularGradient(colors: [.green, .blue], center: .center))
            }
            """, file: "content/test.md", firstLine: 10))
        let warnings = block.notes.filter { $0.severity == .warning }
        let angular = warnings.filter { $0.message == "a path filled with an angular gradient is drawn in the gradient's first colour" }
        #expect(angular.map(\.line) == [11, 12], "\(block.notes)")
        #expect(warnings.contains { $0.message == "a path filled with a material is drawn in the material's colour, unblurred" && $0.line == 13 })
        #expect(warnings.count == 3, "\(warnings)")
    }

    /// Forms of styles and modifiers met on set I: a material or a gradient where one colour
    /// is drawn (a gradient stroke warns), a ShapeStyle's shadow (warned, not drawn), iOS 17's
    /// `animation(_:body:)`, `-Angle.degrees(x)`, `aspectRatio(CGSize)`, `minWidth: .zero`
    /// and `background(_:ignoresSafeAreaEdges:)`.
    @Test func stylesAndModifierFormsOfSetI() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("Frosted").foregroundStyle(.ultraThickMaterial).border(.thinMaterial, width: 2)
                Circle().stroke(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)).frame(width: 20)
                Text("Lifted").padding().background(.background.shadow(.drop(radius: 5)))
                Text("Turned").rotationEffect(-Angle.degrees(30)).id("turned")
                Text("Fading").animation(.easeIn(duration: 0.3).delay(0.1)) { $0.opacity(0.5) }.id("fading")
                Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit).frame(width: 100).id("wide")
                Color.blue.frame(minWidth: .zero, maxWidth: .infinity, minHeight: .zero, maxHeight: 10).id("flexible")
                Divider().background(Color.green, ignoresSafeAreaEdges: .top)
                // A colour, a view and a style: `.primary.shadow(...)` is the style's (it stood in).
                Text("Sunk").foregroundStyle(.primary.shadow(.inner(radius: 2)))
            }
            """, file: "content/test.md", firstLine: 10))
        let warnings = block.notes.filter { $0.severity == .warning }
        #expect(!block.notes.contains { $0.id == .standIn }, "\(block.notes)")
        #expect(warnings.contains { $0.subject == "shadow(.inner(...))" && $0.line == 20 })
        #expect(warnings.contains { $0.message == "a gradient stroke is drawn in the gradient's first colour" && $0.line == 12 })
        #expect(warnings.contains { $0.subject == "shadow(.drop(...))" && $0.line == 13 })
        let views = block.initialView.allViews
        let turned = try #require(views.first { $0.id == "turned" }?.modifiers.first { $0.name == "rotationEffect" })
        guard case .member(let angle)? = turned.argument(nil) else { Issue.record("no angle"); return }
        #expect(angle.arguments?.first?.value.number == -30)
        #expect(views.first { $0.id == "fading" }?.modifiers.map(\.name) == ["opacity", "animation"])
        let found = try BlockLayouter(measurer: FixedAdvanceTextMeasurer()).layout(block, width: 300).nodes
        #expect(found.first { $0.id == "wide" }.map { [$0.width, $0.height] } == [100, 50])
        #expect(found.first { $0.id == "flexible" }?.width == 300)
    }

    /// Set M (session 20): a font's small capitals (`Font.headline.smallCaps()`), which the
    /// theme's font cannot measure, keep the font and warn; `ScrollView(.init())` is
    /// `Axis.Set`'s empty set, as `[]` is.
    @Test func smallCapsWarnAndAnEmptyAxisSetIsEmpty() throws {
        let block = try ParsedBlock(source: LayoutBlockSource(code: """
            VStack {
                Text("Title").font(Font.headline.smallCaps()).id("title")
                ScrollView(.init(), showsIndicators: false) { Text("x") }
            }
            """, file: "content/test.md", firstLine: 10))
        #expect(block.notes.filter { $0.severity == .error }.isEmpty, "\(block.notes)")
        #expect(block.notes.filter { $0.id == .undrawnModifier }.map(\.subject) == ["smallCaps"])
        #expect(try frames("Text(\"Title\").font(Font.headline.smallCaps()).id(\"t\")", width: 300)["t"]
                == frames("Text(\"Title\").font(.headline).id(\"t\")", width: 300)["t"])
        #expect(try frames("ScrollView(.init()) { Color.red.frame(height: 900).id(\"c\") }.id(\"s\")", width: 300)
                == frames("ScrollView([]) { Color.red.frame(height: 900).id(\"c\") }.id(\"s\")", width: 300))
    }
}
