// A block written for one configuration alone (the preview's first look at an edit) draws it exactly.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisLayout

/// `BlockInput.onlyConfiguration`: the preview shows an edited block first in the configuration
/// its reader looks at, laid out and written alone. In that configuration, with the page's
/// controls showing it, every box must be where the engine puts it at every width, as in the
/// block written for every configuration (`BlockGeometryTests`).
@Suite(.serialized)
struct FirstLookGeometryTests {
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.measurer != nil))
    func aBlockWrittenForTheReadersConfigurationAloneDrawsItAtEveryWidth() async throws {
        var inputs: [BlockInput] = []
        // States: not the initial ones (the figure's controls start at those).
        var switcher = try #require(Showcase.all.first { $0.id == "layout-switch" })
        switcher.onlyConfiguration = BlockConfiguration(state: ["axis": "v", "details": "true"], textSize: .default)
        inputs.append(switcher)
        // A text size that is not the page's default.
        var sizes = try #require(Showcase.all.first { $0.id == "text-sizes" })
        sizes.onlyConfiguration = BlockConfiguration(textSize: .accessibility2)
        inputs.append(sizes)
        let comparison = try await GeometryCheck.run(inputs, textSizes: Showcase.textSizes, name: "first-look", checksTextWidths: true)
        #expect(comparison.boxes > 200)
        #expect(comparison.failures.isEmpty, "\(comparison.failures.count) boxes off by more than \(comparison.tolerance) px:\n\(comparison.failures.prefix(20).joined(separator: "\n"))")
        // Laid out around the width the page gives the block (one probe step either side),
        // as a first look is when the page reports it: exact in that window.
        var around = RenderOptions()
        around.minWidth = 604
        around.maxWidth = 636
        let window = Dictionary(uniqueKeysWithValues: inputs.map { ($0.id, BlockRenderer(options: around).render($0)) })
        let near = try await GeometryCheck.run(inputs, textSizes: Showcase.textSizes, name: "first-look-near", rendered: window,
                                               checksTextWidths: true, widths: 604...636)
        #expect(near.boxes > 100)
        #expect(near.failures.isEmpty, "\(near.failures.count) boxes off by more than \(near.tolerance) px:\n\(near.failures.prefix(20).joined(separator: "\n"))")
        // Written alone, each is one configuration: fewer pieces than the whole block's.
        let renderer = BlockRenderer()
        for input in inputs {
            let alone = renderer.render(input)
            var whole = input
            whole.onlyConfiguration = nil
            #expect(alone.configurationCount == 1)
            #expect(alone.cssBytes < (Showcase.rendered[input.id]?.cssBytes ?? renderer.render(whole).cssBytes))
        }
    }
}
