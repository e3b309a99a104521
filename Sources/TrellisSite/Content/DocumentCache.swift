// Parsed pages kept between the builds of one process (the preview).

import TrellisMarkup

/// Markdown files parsed by an earlier build of the same process, by path and file stamp.
///
/// The preview rebuilds after every save; reading and parsing 20,000 unchanged pages each
/// time would be most of the wait. A file whose size and modification time (to the
/// nanosecond) are unchanged is taken from here, unless the earlier build rendered it: a
/// document renders its body once, with that build's link targets and block HTML, so a
/// rendered page is parsed again. `trellis build` runs once per process and keeps none.
public final class DocumentCache: Sendable {
    private let documents = StripedDictionary<String, Known>()

    private struct Known: Sendable {
        var stamp: FileSystem.FileStamp
        var document: MarkdownDocument
    }

    public init() {}

    /// The document at `path` (absolute), parsed by `parse` unless a reusable one is known.
    func document(at path: String, parse: () throws -> MarkdownDocument) rethrows -> MarkdownDocument {
        // Stamped before reading: an edit during the read leaves a stamp that no longer matches.
        let stamp = FileSystem.stamp(path)
        if let stamp, let known = documents[path], known.stamp == stamp, !known.document.hasRenderedHTML {
            return known.document
        }
        let document = try parse()
        if let stamp { documents[path] = Known(stamp: stamp, document: document) }
        return document
    }

    /// Forgets every file but `paths` (pages deleted or renamed since).
    func keep(only paths: Set<String>) {
        documents.keepOnly { paths.contains($0) }
    }
}
