import Foundation

/// Copies the font files a site serves into its output directory, as WOFF2 where smaller.
///
/// WOFF2 (Debian's `woff2_compress`) usually halves a TrueType file; the browser decodes it
/// to the same tables, so measurements do not change. Compressed files are cached by source
/// path, size and modification date, because compressing a large face takes seconds and a
/// site rebuilds often.
///
/// ```swift
/// let published = try FontPublisher(cacheDirectory: cache).publish(measurer.usedFaces, to: publicFonts)
/// let css = fonts.fontFaceCSS(faces: published.map(\.face)) { face in
///     "/fonts/" + (published.first { $0.face == face }?.fileName ?? face.fileName)
/// }
/// ```
public struct FontPublisher: Sendable {
    /// One face as the site serves it.
    public struct PublishedFont: Hashable, Sendable {
        public var face: FontFaceFile
        /// File name inside the output directory.
        public var fileName: String
        public var isWOFF2: Bool
        public var bytes: Int
    }

    public var woff2Compress: String
    /// Where compressed files are kept between builds; `nil` = compress every time.
    public var cacheDirectory: URL?

    public init(woff2Compress: String = "/usr/bin/woff2_compress", cacheDirectory: URL? = nil) {
        self.woff2Compress = woff2Compress
        self.cacheDirectory = cacheDirectory
    }

    /// Writes every face into `directory` (created if needed) and answers what was written.
    /// Without `woff2_compress`, or for collections (`.ttc`), the original file is copied.
    public func publish(_ faces: [FontFaceFile], to directory: URL) throws(FontError) -> [PublishedFont] {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw FontError(.unreadable, path: directory.path)
        }
        var published: [PublishedFont] = []
        var seen = Set<String>()
        for face in faces where seen.insert(face.path).inserted {
            guard let original = manager.contents(atPath: face.path) else { throw FontError(.unreadable, path: face.path) }
            var data = original
            var name = face.fileName
            if let compressed = woff2(for: face), compressed.count < original.count {
                data = compressed
                name = (face.fileName as NSString).deletingPathExtension + ".woff2"
            }
            let destination = directory.appendingPathComponent(name)
            do {
                try data.write(to: destination, options: .atomic)
            } catch {
                throw FontError(.unreadable, path: destination.path)
            }
            published.append(PublishedFont(face: face, fileName: name, isWOFF2: name.hasSuffix(".woff2"), bytes: data.count))
        }
        return published
    }

    /// The face compressed to WOFF2, from the cache when it is there; `nil` when it cannot be.
    private func woff2(for face: FontFaceFile) -> Data? {
        let manager = FileManager.default
        guard face.index == 0, !face.path.lowercased().hasSuffix(".ttc"), manager.isExecutableFile(atPath: woff2Compress),
              let attributes = try? manager.attributesOfItem(atPath: face.path)
        else { return nil }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = Int((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        let key = "\((face.fileName as NSString).deletingPathExtension)-\(size)-\(modified).woff2"
        if let cacheDirectory, let cached = manager.contents(atPath: cacheDirectory.appendingPathComponent(key).path) { return cached }

        let work = manager.temporaryDirectory.appendingPathComponent("trellis-woff2-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: work) }
        let input = work.appendingPathComponent(face.fileName)
        do {
            try manager.createDirectory(at: work, withIntermediateDirectories: true)
            try manager.copyItem(atPath: face.path, toPath: input.path)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: woff2Compress)
            process.arguments = [input.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { return nil }
        } catch {
            return nil
        }
        // woff2_compress writes NAME.woff2 next to its input.
        let output = input.deletingPathExtension().appendingPathExtension("woff2")
        guard let compressed = manager.contents(atPath: output.path) else { return nil }
        if let cacheDirectory {
            try? manager.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
            try? compressed.write(to: cacheDirectory.appendingPathComponent(key), options: .atomic)
        }
        return compressed
    }
}
