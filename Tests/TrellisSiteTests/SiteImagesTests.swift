import Foundation
import Synchronization
import Testing
import TrellisBlocks
import TrellisLayout
@testable import TrellisPipeline
@testable import TrellisSite

@Suite("Image files of layout blocks")
struct SiteImagesTests {
    /// A real 40 x 30 PNG (orange), small enough to inline.
    static let png40x30 = [UInt8](Data(base64Encoded: """
        iVBORw0KGgoAAAANSUhEUgAAACgAAAAeCAIAAADRv8uKAAAAK0lEQVR42u3NMQ0AAAgDsMlBIorRgQw4mvRvputExGKxWCwWi8VisVj8N16fdySKjKhQcwAAAABJRU5ErkJggg==
        """, options: .ignoreUnknownCharacters) ?? Data())

    /// A hand-written diagram: 120 x 60 px.
    static let diagramSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 240 120">
          <rect x="4" y="4" width="232" height="112" rx="12" fill="#eef" stroke="#336" stroke-width="4"/>
        </svg>
        """

    static func site() throws -> SiteFixture {
        let site = try SiteFixture([
            "content/guide/poll.md": "# Poll\n",
            "content/img/content-only.svg": diagramSVG,
            "content/shared/map.svg": diagramSVG,
            "static/diagram.svg": diagramSVG,
            "static/img/logo.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 16"></svg>"#,
            "content/guide/notes.png": "not a picture",
            "content/guide/.drafts/sketch.png": "hidden",
        ])
        try site.write(bytes: png40x30, to: "content/guide/cat.png")
        try site.write(bytes: png40x30, to: "static/cat.png")
        return site
    }

    func images(_ site: SiteFixture, page: String = "content/guide/poll.md", basePath: String = "") -> SiteImages {
        SiteImages(siteDirectory: site.root, page: page, basePath: basePath)
    }

    func error(_ images: SiteImages, _ name: String) -> BlockImageError? {
        do {
            _ = try images.image(named: name)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Lookup

    @Test("A name is found in the page's folder first, with the size read from the file and the URL the build copies it to")
    func pageFolderFirst() throws {
        let site = try Self.site()
        defer { site.remove() }
        let image = try images(site).image(named: "cat.png")
        #expect(image == BlockImage(size: Size(width: 40, height: 30), url: "/guide/cat.png"))
        #expect(try images(site).locate("cat.png") == SiteImages.Location(file: "content/guide/cat.png", outputPath: "guide/cat.png"))
        // The site's baseURL path prefixes the URL, as for Markdown images.
        #expect(try images(site, basePath: "/docs").image(named: "cat.png").url == "/docs/guide/cat.png")
        // `..` inside content/ is fine: a shared folder of the site.
        #expect(try images(site).image(named: "../shared/map.svg") == BlockImage(size: Size(width: 120, height: 60), url: "/shared/map.svg"))
    }

    @Test("Then static/, published at the site root; a leading slash means static/ then content/")
    func staticFolderAndLeadingSlash() throws {
        let site = try Self.site()
        defer { site.remove() }
        #expect(try images(site).image(named: "diagram.svg") == BlockImage(size: Size(width: 120, height: 60), url: "/diagram.svg"))
        #expect(try images(site).image(named: "img/logo.svg") == BlockImage(size: Size(width: 32, height: 16), url: "/img/logo.svg"))
        #expect(try images(site).locate("/cat.png").file == "static/cat.png", "a leading slash skips the page's folder")
        #expect(try images(site).locate("/img/content-only.svg") == SiteImages.Location(file: "content/img/content-only.svg", outputPath: "img/content-only.svg"))
        // SwiftUI's asset style: no extension.
        #expect(try images(site).locate("cat").file == "content/guide/cat.png")
        #expect(try images(site).locate("diagram").file == "static/diagram.svg")
    }

    @Test("Paths out of the site, hidden files and remote URLs are refused with a reason")
    func refusals() throws {
        let site = try Self.site()
        defer { site.remove() }
        try "secret".write(toFile: site.root + "/secret.png", atomically: false, encoding: .utf8)
        let escape = try #require(error(images(site), "../../secret.png"))
        #expect(escape.message == "image path `../../secret.png` leaves the site's content/ and static/ folders")
        #expect(escape.hint?.contains("page's folder or in static/") == true)
        #expect(error(images(site), "/../secret.png") != nil)
        let hidden = try #require(error(images(site), ".drafts/sketch.png"))
        #expect(hidden.message.contains("hidden folder or file `.drafts`"))
        let remote = try #require(error(images(site), "https://example.org/cat.png"))
        #expect(remote.message.contains("remote image"))
        #expect(error(images(site), "")?.message == "`Image(\"\")` names no file")
        #expect(error(images(site), "")?.isMissingAsset == true)
    }

    @Test("A missing image says where it looked and suggests the nearest file; a damaged one says what is wrong")
    func missingAndDamaged() throws {
        let site = try Self.site()
        defer { site.remove() }
        let missing = try #require(error(images(site), "cta.png"))
        #expect(missing.message == "no image file named `cta.png`")
        #expect(missing.hint == "looked in content/guide/ and static/; did you mean `cat.png`?")
        #expect(error(images(site), "img/lgo.svg")?.hint == "looked in content/guide/img/ and static/img/; did you mean `img/logo.svg`?")
        let far = try #require(error(images(site), "giraffe.webp"))
        #expect(far.hint == "looked in content/guide/ and static/")
        let damaged = try #require(error(images(site), "notes.png"))
        #expect(damaged.message == "image 'content/guide/notes.png' is not a PNG, JPEG, WebP or SVG file")
    }

    @Test("Sizes are read once per file version, from many threads at once, and again after an edit")
    func cache() throws {
        let site = try Self.site()
        defer { site.remove() }
        let images = images(site)
        let path = site.root + "/content/guide/cat.png"
        let results = Mutex<[BlockImage?]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let image = try? images.image(named: "cat.png")
            results.withLock { $0.append(image) }
        }
        #expect(results.withLock { $0 }.allSatisfy { $0?.size == Size(width: 40, height: 30) })
        let reads = SiteImages.sizeCache.reads(of: path)
        #expect(reads >= 1 && reads <= 2, "concurrent first lookups may each read once; \(reads) reads")
        _ = try images.image(named: "cat.png")
        #expect(SiteImages.sizeCache.reads(of: path) == reads, "a repeated lookup is answered from the cache")

        // `trellis serve` keeps the process: an edited file is measured again.
        try site.write(Self.diagramSVG, to: "content/guide/cat.png")
        #expect(try images.image(named: "cat.png").size == Size(width: 120, height: 60))
        #expect(SiteImages.sizeCache.reads(of: path) == reads + 1)
    }
}
