import Foundation
import TrellisLayout
import TrellisText

/// `trellis-bench text [corpus.tar.gz]`: the cost of measuring the whole text of the tldr
/// corpus with the shaped-word cache, without it, and of raw HarfBuzz shaping of the same runs.
///
/// Every non-empty Markdown line of every page becomes a `Text` (inline Markdown parsed into
/// runs) laid out at 600 px, as a documentation page's paragraphs and list items would be.
enum TextBenchmark {
    static func run(arguments: [String]) {
        do {
            try measure(arguments: arguments)
        } catch {
            print("trellis-bench text: \(error)")
            exit(1)
        }
    }

    private static func measure(arguments: [String]) throws {
        let archive = try corpusArchive(arguments.first)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
        tar.arguments = ["xzf", archive, "-C", directory.path]
        try tar.run()
        tar.waitUntilExit()
        guard tar.terminationStatus == 0 else { throw BenchmarkError("tar could not unpack \(archive)") }

        let body = FontSpec(size: 16)
        var texts: [StyledText] = []
        var characters = 0
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "md", let page = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in page.split(separator: "\n") where !line.hasPrefix("---") && !line.hasPrefix("title:") {
                let text = line.drop(while: { "#>- ".contains($0) })
                guard !text.isEmpty else { continue }
                characters += text.count
                texts.append(InlineMarkdown.styledText(String(text), font: body))
            }
        }
        print("tldr corpus: \(texts.count) texts, \(characters) characters, \(texts.reduce(0) { $0 + $1.runs.count }) runs")

        let proposal = ProposedViewSize(width: 600, height: nil)
        // The word cache is what is measured: each text is laid out once per pass, and the
        // paragraph and layout caches (which serve a text's re-layouts) would turn the second
        // pass into lookups of whole texts.
        let uncached = try TextMeasurer(fonts: .defaultTheme, cachesWords: false, cachesParagraphs: false, cachesLayouts: false)
        let cached = try TextMeasurer(fonts: .defaultTheme, cachesWords: true, cachesParagraphs: false, cachesLayouts: false)

        // Raw HarfBuzz: each run shaped once, whole, with its primary face; no ICU, no fallback.
        let rawSeconds = time {
            var sum = 0.0
            for text in texts { sum += uncached.rawShapedWidth(of: text.runs) }
            blackHole(Int64(sum))
        }
        var lines = 0
        let uncachedSeconds = time {
            for text in texts { lines += uncached.layout(text, proposal: proposal).lines.count }
        }
        let coldSeconds = time {
            for text in texts { blackHole(Int64(cached.layout(text, proposal: proposal).lines.count)) }
        }
        let warmSeconds = time {
            for text in texts { blackHole(Int64(cached.layout(text, proposal: proposal).lines.count)) }
        }
        let missing = texts.prefix(2000).reduce(0) { $0 + cached.layout($1, proposal: proposal).missingGlyphs.count }
        print("lines at 600 px: \(lines); shaped words cached: \(cached.cachedWordCount); missing glyphs in the first 2000 texts: \(missing)")
        func row(_ name: String, _ seconds: (cpu: Double, wall: Double)) {
            let rate = Double(characters) / seconds.cpu / 1_000_000
            print(String(format: "%-42@ %7.2f s CPU (%6.2f s wall)  %5.2f M chars/s", name as NSString, seconds.cpu, seconds.wall, rate))
        }
        row("raw HarfBuzz shaping (runs, no breaking)", rawSeconds)
        row("TextMeasurer without word cache", uncachedSeconds)
        row("TextMeasurer with word cache (cold)", coldSeconds)
        row("TextMeasurer with word cache (warm)", warmSeconds)
    }

    private static func corpusArchive(_ argument: String?) throws -> String {
        let candidates = [argument, ProcessInfo.processInfo.environment["TRELLIS_CORPUS"], "../shared/corpora/tldr-pages.tar.gz", "/work/shared/corpora/tldr-pages.tar.gz"]
        guard let path = candidates.compactMap({ $0 }).first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw BenchmarkError("tldr-pages.tar.gz not found (give its path, or set TRELLIS_CORPUS)")
        }
        return path
    }

    /// CPU seconds of this thread: the machine is shared, so wall time says more about the
    /// neighbours than about the code (wall time is printed too).
    private static func time(_ body: () -> Void) -> (cpu: Double, wall: Double) {
        func cpuNow() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
        let start = ContinuousClock.now
        let cpuStart = cpuNow()
        body()
        let elapsed = ContinuousClock.now - start
        return (cpuNow() - cpuStart, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }

    @inline(never) private static func blackHole(_ value: Int64) {
        if value == .min { print("") }
    }
}

private struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
