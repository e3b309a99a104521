// A built site never publishes stand-ins by accident: an error unless the block or the site opts in.

import Foundation
import Testing
import TrellisMarkup
import TrellisBlocks
@testable import TrellisPipeline
@testable import TrellisSite

@Suite("Stand-ins in a site build")
struct StandInPublishingTests {
    static func page(fence: String) -> String {
        """
        # Landmark

        \(fence)
        VStack {
            Text(landmark.name)
            Text("Joshua Tree")
        }
        ```
        """
    }

    func build(page: String, config: String = "title: Parks\n", standIns: StandInPolicy) throws -> (SiteFixture, Result<BuildReport, BuildFailure>) {
        let site = try SiteFixture(["trellis.yml": config, "content/park.md": page])
        let renderer = try LayoutBlockPipeline(siteDirectory: site.root, textSizes: [.large], standIns: standIns)
        return (site, Result { () throws(BuildFailure) in try Site.build(BuildOptions(siteDirectory: site.root, layoutRenderer: renderer)) })
    }

    @Test("trellis build fails on a stand-in at its line, and leaves the old output")
    func aStandInFailsTheBuild() throws {
        let (site, result) = try build(page: Self.page(fence: "```layout"), standIns: .error)
        defer { site.remove() }
        guard case .failure(let failure) = result else { Issue.record("the build published a stand-in"); return }
        let error = try #require(failure.diagnostics.first { $0.id == .standIn })
        #expect(error.severity == .error)
        #expect(error.file == "content/park.md" && error.line == 5 && error.column == 10)
        #expect(error.message.hasPrefix("`landmark` is not defined in this block; a built site would publish"))
        #expect(error.hint?.contains("```layout stand-ins") == true)
        #expect(site.read("public/park/index.html") == nil)
    }

    @Test("A stand-in only another state draws fails the build too, and what only it draws without is warned of, each once")
    func aStandInOfAnotherStateFailsTheBuild() throws {
        // The initial state draws no stand-in; turning `details` on draws `ratingBadge` (the
        // app's, not pasted) and small capitals, which the site's font has none of.
        let page = """
            # Landmark

            ```layout
            @State var details = false
            VStack {
                Toggle("Details", isOn: $details)
                if details {
                    Text("Joshua Tree").ratingBadge(4)
                    Text("Open").font(.headline.smallCaps())
                }
            }
            ```
            """
        let (site, result) = try build(page: page, standIns: .error)
        defer { site.remove() }
        guard case .failure(let failure) = result else { Issue.record("the build published another state's stand-in"); return }
        let errors = failure.diagnostics.filter { $0.id == .standIn }
        #expect(errors.map(\.message) == ["`.ratingBadge(…)` is not defined in this block; a built site would publish it as a stand-in"])
        #expect(errors.first.map { [$0.line, $0.column] } == [8, 29])
        #expect(site.read("public/park/index.html") == nil)
        // Published on purpose: said as a warning, with the other state's undrawn modifier.
        let (published, report) = try build(page: page.replacingOccurrences(of: "```layout", with: "```layout stand-ins"), standIns: .error)
        defer { published.remove() }
        let warnings = try report.get().warnings
        #expect(warnings.filter { $0.id == .standIn }.map(\.line) == [8])
        #expect(warnings.filter { $0.id == .undrawnModifier }.map { "\($0.subject ?? "") \($0.line)" } == ["smallCaps 9"])
    }

    @Test("A placeholder for a view a page does not draw (`Chart`) fails the build as a stand-in does, said once")
    func aPlaceholderFailsTheBuild() throws {
        let page = "# Sales\n\n```layout\nChart {\n    BarMark(x: .value(\"Day\", \"Mon\"), y: .value(\"Count\", 3))\n}\n.frame(height: 100)\n```\n"
        let (site, result) = try build(page: page, standIns: .error)
        defer { site.remove() }
        guard case .failure(let failure) = result else { Issue.record("the build published a placeholder"); return }
        #expect(failure.diagnostics.map(\.message) == ["`Chart` is drawn as a grey placeholder; a built site would publish it as a stand-in"])
        #expect(failure.diagnostics.first?.line == 4)
        let (published, report) = try build(page: page.replacingOccurrences(of: "```layout", with: "```layout stand-ins"), standIns: .error)
        defer { published.remove() }
        #expect(try report.get().warnings.filter { $0.id == .undrawnView }.count == 1)
    }

    @Test("A block that says `stand-ins`, or a site with layout.standIns, publishes them with a warning")
    func optingInPublishes() throws {
        for (fence, config) in [("```layout stand-ins", "title: Parks\n"), ("```layout", "title: Parks\nlayout:\n  standIns: true\n")] {
            let (site, result) = try build(page: Self.page(fence: fence), config: config, standIns: .error)
            defer { site.remove() }
            let report = try result.get()
            #expect(report.warnings.filter { $0.id == .standIn }.count == 1)
            #expect(site.read("public/park/index.html")?.contains("landmark.name") == true)
            // A published page draws no placeholder outline.
            #expect(site.read("public/park/index.html")?.contains("outline:1.5px dashed") == false)
        }
    }

    @Test("The preview's policy shows a stand-in as a warning")
    func thePreviewWarns() throws {
        let (site, result) = try build(page: Self.page(fence: "```layout"), standIns: .warning)
        defer { site.remove() }
        #expect(try result.get().warnings.contains { $0.id == .standIn && $0.severity == .warning })
        // The preview outlines the text that shows the stand-in, and only it.
        let html = try #require(site.read("public/park/index.html"))
        #expect(html.contains(#"[data-trellis-block="park-1"] [data-trellis-node="text-5-5"]{outline:1.5px dashed"#))
        #expect(!html.contains(#"[data-trellis-node="text-6-5"]{outline"#))
    }

    @Test("The preview outlines the app's own views drawn as stand-ins: every outlined id is a box of the page")
    func theOutlineFindsTheAppsViews() throws {
        // `RowView(...)` and `Color.appAccent` are the app's, not pasted: each is drawn in its
        // place (its name, a colour) keeping its modifiers, and was made without its id, so the
        // outline named boxes the page did not have (session 45).
        let page = """
            # Row

            ```layout
            VStack {
                RowView(item: item).frame(width: 21, height: 21)
                Color.appAccent.frame(height: 40)
                Text("Joshua Tree")
            }
            ```
            """
        let (site, result) = try build(page: page, standIns: .warning)
        defer { site.remove() }
        #expect(try result.get().warnings.contains { $0.id == .standIn })
        let html = try #require(site.read("public/park/index.html"))
        let outlined = html.matches(of: /\[data-trellis-node="([^"]+)"\](?:,|\{outline)/).map { String($0.output.1) }
        #expect(Set(outlined) == ["text-5-5", "color-6-5"])
        // The boxes' own attributes (in a tag, not the selector's text).
        let boxes = Set(html.matches(of: /<[a-z]+ [^>]*data-trellis-node="([^"]+)"/).map { String($0.output.1) })
        for id in outlined {
            #expect(boxes.contains(id), "no box \(id) for the outline")
        }
    }
}
