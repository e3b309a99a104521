import Foundation
import TrellisBlocks
import TrellisHTML
import TrellisLayout
import TrellisMarkup
import TrellisPipeline
import TrellisSite
import TrellisText

/// `trellis-bench render [--content DIR] [--blocks ID,ID] [--text-sizes large,...] [--step PX]`:
/// renders every layout block of the site's pages as `trellis build` does (every state at
/// the default theme's five text sizes) and prints, per block, the engine layouts per
/// configuration, the time to render it and its CSS in bytes, raw and gzipped; then, per
/// page, the CSS its blocks add to it (the page's `<style>`), raw and gzipped as one text,
/// and the mean per block.
///
/// Rendering samples each configuration across the 240-1600 px range, so the layouts per
/// configuration are the figure the sampler controls and the milliseconds follow from them.
/// Times are process CPU time (the renderer samples configurations in parallel) and wall time.
/// `--step 1` probes every pixel, the exhaustive sampling the default is checked against;
/// `--verify` renders each block that way too and says whether breakpoints and CSS agree;
/// `--write-css DIR` keeps each block's CSS to read.
enum RenderBenchmark {
    /// The text sizes `LayoutBlockPipeline` renders by default, the page's default first.
    static let defaultTextSizes: [DynamicTypeSize] = [.large, .small, .xLarge, .xxxLarge, .accessibility3]

    struct Options {
        var content = "content"
        var blocks: Set<String> = []
        var textSizes = RenderBenchmark.defaultTextSizes
        var step = RenderOptions.defaultSampleStep
        var verify = false
        /// Off: every layout breaks its texts up again (what the measurer's paragraph cache saves).
        var paragraphCache = true
        /// Off: every text is laid out anew at every width (what the measurer's layout cache saves).
        var layoutCache = true
        /// Where to write each block's CSS (`<block id>.css`), to read what the bytes are.
        var cssDirectory: String?
    }

    static func run(arguments: [String]) {
        guard let options = parse(arguments) else { return }
        do {
            try measure(options)
        } catch {
            print("trellis-bench render: \(error)")
            exit(1)
        }
    }

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            switch option {
            case "--verify": options.verify = true
            case "--no-paragraph-cache": options.paragraphCache = false
            case "--no-layout-cache": options.layoutCache = false
            case "--write-css": options.cssDirectory = remaining.popFirst()
            case "--content": options.content = remaining.popFirst() ?? options.content
            case "--blocks": options.blocks = Set((remaining.popFirst() ?? "").split(separator: ",").map(String.init))
            case "--text-sizes":
                let sizes = (remaining.popFirst() ?? "").split(separator: ",").compactMap { DynamicTypeSize(rawValue: String($0)) }
                if !sizes.isEmpty { options.textSizes = sizes }
            case "--step": options.step = remaining.popFirst().flatMap { Double($0) } ?? options.step
            default:
                print("trellis-bench render: unknown option '\(option)' (use --content DIR --blocks ID,ID --text-sizes large,small --step PX --verify --no-paragraph-cache --no-layout-cache --write-css DIR)")
                return nil
            }
        }
        return options
    }

    // MARK: - Measuring

    private static func measure(_ options: Options) throws {
        let site = URL(fileURLWithPath: options.content).deletingLastPathComponent().path
        let fonts = try SiteFonts(siteDirectory: site)
        let measurer = try TextMeasurer(fonts: fonts.fontSet, cachesParagraphs: options.paragraphCache, cachesLayouts: options.layoutCache)
        // The build's own pipeline, so the blocks are prepared exactly as a build prepares them.
        let pipeline = try LayoutBlockPipeline(fonts: fonts, textSizes: options.textSizes, measurer: measurer)
        let renderer = BlockRenderer(options: RenderOptions(sampleStep: options.step, fontFamily: { fonts.fontSet.cssFontFamily(for: $0) }))
        let inputs = try blocks(in: options.content, pipeline: pipeline)
            .filter { options.blocks.isEmpty || options.blocks.contains($0.input.id) }
        print("render  \(inputs.count) blocks of \(options.content), text sizes \(options.textSizes.map(\.rawValue).joined(separator: ",")), probes at most \(options.step) px apart")
        print(pad("block", 28) + pad("configs", 8) + pad("pieces", 8) + pad("layouts/config", 15) + pad("cpu ms", 10) + pad("wall ms", 10) + pad("css B", 10) + "gzip B")
        var mismatches: [String] = []
        var totals = (configurations: 0, pieces: 0, layouts: 0, cpu: 0.0, wall: 0.0, css: 0, gzip: 0)
        var pages: [(page: String, css: [String])] = []
        for (page, input, counter) in inputs {
            let cpuStart = processCPUMilliseconds()
            let wallStart = Date()
            let rendered = renderer.render(input)
            let cpu = processCPUMilliseconds() - cpuStart
            let wall = Date().timeIntervalSince(wallStart) * 1000
            let layouts = counter.count
            let gzip = try gzipBytes(rendered.css)
            if let directory = options.cssDirectory {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try rendered.css.write(toFile: directory + "/" + input.id + ".css", atomically: true, encoding: .utf8)
            }
            if pages.last?.page == page { pages[pages.count - 1].css.append(rendered.css) } else { pages.append((page, [rendered.css])) }
            let configurations = rendered.configurationCount
            print(pad(input.id, 28) + pad("\(configurations)", 8) + pad("\(rendered.pieceCount)", 8)
                  + pad("\(layouts / max(configurations, 1))", 15) + pad(LayoutBenchmark.format(cpu), 10)
                  + pad(LayoutBenchmark.format(wall), 10) + pad("\(rendered.cssBytes)", 10) + "\(gzip)")
            if options.verify {
                // The same options but the step: with the default fonts, every block's CSS differed.
                var exhaustiveOptions = renderer.options
                exhaustiveOptions.sampleStep = 1
                let exhaustive = BlockRenderer(options: exhaustiveOptions).render(input)
                let agrees = exhaustive.breakpoints == rendered.breakpoints && exhaustive.css == rendered.css
                if !agrees { mismatches.append(input.id) }
                print("  1 px probing: \((counter.count - layouts) / max(configurations, 1)) layouts/config, breakpoints \(exhaustive.breakpoints == rendered.breakpoints ? "equal" : "DIFFER"), CSS \(exhaustive.css == rendered.css ? "equal" : "DIFFERS")")
            }
            totals.configurations += configurations
            totals.pieces += rendered.pieceCount
            totals.layouts += layouts
            totals.cpu += cpu
            totals.wall += wall
            totals.css += rendered.cssBytes
            totals.gzip += gzip
        }
        print(pad("total", 28) + pad("\(totals.configurations)", 8) + pad("\(totals.pieces)", 8)
              + pad("\(totals.layouts / max(totals.configurations, 1))", 15) + pad(LayoutBenchmark.format(totals.cpu), 10)
              + pad(LayoutBenchmark.format(totals.wall), 10) + pad("\(totals.css)", 10) + "\(totals.gzip)")
        try printPages(pages)
        if options.verify {
            print(mismatches.isEmpty ? "verify: every block's breakpoints and CSS equal 1 px probing's" : "verify: DIFFERENT from 1 px probing: \(mismatches.joined(separator: ", "))")
        }
    }

    /// Per page, the CSS its blocks add (raw and gzipped together, as the page's `<style>`
    /// is sent), and the mean per block; then the same over all pages.
    private static func printPages(_ pages: [(page: String, css: [String])]) throws {
        print("\n" + pad("page", 36) + pad("blocks", 8) + pad("css B", 10) + pad("gzip B", 10) + pad("css B/block", 13) + "gzip B/block")
        var totals = (blocks: 0, css: 0, gzip: 0)
        for (page, css) in pages {
            let bytes = css.reduce(0) { $0 + $1.utf8.count }
            let gzip = try gzipBytes(css.joined())
            print(pad(page, 36) + pad("\(css.count)", 8) + pad("\(bytes)", 10) + pad("\(gzip)", 10)
                  + pad("\(bytes / css.count)", 13) + "\(gzip / css.count)")
            totals.blocks += css.count
            totals.css += bytes
            totals.gzip += gzip
        }
        let blocks = max(totals.blocks, 1)
        print(pad("all pages", 36) + pad("\(totals.blocks)", 8) + pad("\(totals.css)", 10) + pad("\(totals.gzip)", 10)
              + pad("\(totals.css / blocks)", 13) + "\(totals.gzip / blocks)")
    }

    /// Every layout block of the Markdown pages under `directory`, prepared by the build's
    /// pipeline (the site finds the fences, front matter names are in scope, images are found
    /// next to the page), with its page (the file, relative to `directory`) and a counter of
    /// the layouts the renderer asks for.
    static func blocks(in directory: String, pipeline: LayoutBlockPipeline) throws -> [(page: String, input: BlockInput, counter: LayoutCounter)] {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { throw RenderBenchmarkError("no directory \(directory)") }
        let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        var result: [(String, BlockInput, LayoutCounter)] = []
        for file in files {
            let path = root.appendingPathComponent(file).path
            let document = MarkdownDocument(text: try String(contentsOfFile: path, encoding: .utf8), file: root.lastPathComponent + "/" + file)
            let blocks = LayoutBlock.blocks(in: document, siteData: [:], data: [:], siteDirectory: root.deletingLastPathComponent().path)
            for block in blocks {
                let input = try pipeline.blockInput(block)
                let counter = LayoutCounter()
                let counted = BlockInput(id: input.id, states: input.states, textSizes: input.textSizes) { configuration, width in
                    counter.increment()
                    return input.layout(configuration, width)
                }
                result.append((file, counted, counter))
            }
        }
        return result
    }

    // MARK: - Parts

    /// Bytes of `text` after `gzip -9`, what a server would send.
    static func gzipBytes(_ text: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gzip")
        process.arguments = ["-9", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Written from another thread: CSS larger than the pipe's buffer would block the
        // write while gzip waits for its output to be read.
        let data = Data(text.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed.count
    }

    static func processCPUMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// Counts the layouts a renderer asks for; called from the renderer's worker threads.
final class LayoutCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() { lock.withLock { value += 1 } }

    var count: Int { lock.withLock { value } }
}

private struct RenderBenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
