// `.environment(\.colorScheme, .dark)` read back in Chromium: the colours inside are the dark ones.

import BrowserSupport
import Foundation
import Testing
import TrellisHTML
import TrellisPipeline
import TrellisSite

/// A view given `.environment(\.colorScheme, .dark)` draws its content in dark mode while the
/// page around it is light (Apple, "EnvironmentValues.colorScheme"). Read with
/// `getComputedStyle`: the text inside has the colour the browser resolves for
/// `var(--trellis-secondary)` under `color-scheme: dark`, and the same text outside the light one.
@Suite(.serialized)
struct ColorSchemeBrowserTests {
    static let code = """
        VStack {
            Text("Outside").foregroundStyle(.secondary).id("outside")
            VStack {
                Text("Inside").foregroundStyle(.secondary).id("inside")
            }
            .padding()
            .background(Color(.systemBackground))
            .environment(\\.colorScheme, .dark)
            .id("panel")
        }
        """

    static let script = """
        const done = arguments[arguments.length - 1];
        document.fonts.ready.then(() => {
          const colour = (id) => {
            const node = document.querySelector(`[data-trellis-node="${id}"]`);
            return getComputedStyle(node.querySelector('.trellis-text') || node).color;
          };
          const probe = (scheme) => {
            const element = document.createElement('span');
            element.style.colorScheme = scheme;
            element.style.color = 'var(--trellis-secondary)';
            document.body.appendChild(element);
            return getComputedStyle(element).color;
          };
          // The dark subtree's root, and the background drawn inside it (`.background` before
          // `.environment` is part of what the environment applies to, as in SwiftUI).
          const root = [...document.querySelectorAll('.trellis-node')].find((e) => getComputedStyle(e).colorScheme === 'dark');
          const filled = root ? [root, ...root.querySelectorAll('*')].map((e) => getComputedStyle(e).backgroundColor)
            .find((c) => c !== 'rgba(0, 0, 0, 0)') || '' : 'no dark element';
          done(JSON.stringify({inside: colour('inside'), outside: colour('outside'), dark: probe('dark'), light: probe('light'), panel: filled}));
        });
        """

    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func theContentOfADarkViewIsDrawnDark() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: Self.code, file: "scheme.md"), textSizes: [.large])
        input.id = "scheme"
        let colours = try await BrowserPage.report([String: String].self, of: input, name: "color-scheme", script: Self.script)
        #expect(colours["dark"] != colours["light"], "\(colours)")
        #expect(colours["inside"] == colours["dark"], "\(colours)")
        #expect(colours["outside"] == colours["light"], "\(colours)")
        // iOS's dark system background (28 28 30 is secondary; the base is black).
        #expect(colours["panel"] == "rgb(0, 0, 0)", "\(colours)")
    }

    /// A view that reads `@Environment(\.colorScheme)` is made in both schemes, and chromium
    /// shows the dark one where the system asks for dark (`--force-dark-mode` makes
    /// `prefers-color-scheme: dark` hold): the text's colour, the panel's fill and a view only
    /// the dark scheme has, as SwiftUI redraws the view when the device's appearance changes.
    /// The page had drawn the light branch for every reader.
    @Test(.enabled(if: BrowserPage.isAvailable && Showcase.pipeline != nil))
    func aViewThatReadsTheSchemeFollowsTheReaders() async throws {
        let pipeline = try #require(Showcase.pipeline)
        var input = try pipeline.blockInput(LayoutBlock(code: """
            struct Card: View {
                @Environment(\\.colorScheme) var colorScheme
                var body: some View {
                    VStack {
                        Text("Hello").foregroundStyle(colorScheme == .dark ? Color.white : Color.black).id("hello")
                        if colorScheme == .dark {
                            Color.blue.frame(width: 10, height: 10).id("moon")
                        }
                    }
                    .padding()
                    .background(colorScheme == .dark ? Color.black : Color.yellow)
                    .id("card")
                }
            }
            Card()
            """, file: "reads-scheme.md"), textSizes: [.large])
        input.id = "reads"
        let script = """
            const done = arguments[arguments.length - 1];
            document.fonts.ready.then(() => {
              const q = (id) => document.querySelector(`[data-trellis-node="${id}"]`);
              const moon = q('moon');
              // The panel's fill: the background shown behind the card (an element of its own
              // beside the card's; the moon is a fill of its own).
              const fill = [...document.querySelectorAll('.trellis-node')].filter((e) => e !== moon && getComputedStyle(e).visibility === 'visible')
                .map((e) => getComputedStyle(e).backgroundColor).filter((c) => c !== 'rgba(0, 0, 0, 0)').join(' ');
              done(JSON.stringify({hello: getComputedStyle(q('hello')).color, moon: moon ? getComputedStyle(moon).visibility : 'absent',
                                   card: fill, dark: String(matchMedia('(prefers-color-scheme: dark)').matches)}));
            });
            """
        let light = try await BrowserPage.report([String: String].self, of: input, name: "reads-scheme", script: script)
        let dark = try await BrowserPage.report([String: String].self, of: input, name: "reads-scheme-dark", script: script,
                                                options: BrowserPage.options(extraArguments: ["--force-dark-mode"]))
        #expect(light == ["hello": "rgb(0, 0, 0)", "moon": "hidden", "card": "rgb(255, 204, 0)", "dark": "false"], "\(light)")
        #expect(dark["dark"] == "true", "\(dark)")
        #expect(dark["hello"] == "rgb(255, 255, 255)" && dark["moon"] == "visible" && dark["card"] == "rgb(0, 0, 0)", "\(dark)")
    }
}
