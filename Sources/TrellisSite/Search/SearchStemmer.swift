// Every call into libstemmer (Snowball) lives in this file.

internal import CStemmer

/// Snowball's English stemmer (Porter2), so that a search for `runs` finds `running`.
///
/// The index stores stems; the search script stems the query with its own port of the same
/// algorithm (`stemEnglish` in trellis-search.js), which the browser suite checks word for word
/// against this one. Pagefind, the search the issue measures against, stems the same way.
///
/// A stemmer is not thread-safe: each indexing task makes its own.
final class SearchStemmer {
    /// The languages with a stemmer, by the site's `language` (`en`, `en-GB`...).
    static func algorithm(forLanguage language: String) -> String? {
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        return primary == "en" ? "english" : nil
    }

    private let stemmer: OpaquePointer
    /// Whether every suffix the algorithm removes is ASCII (English's are).
    private let stemsOnlyASCIIEndings: Bool

    /// nil when libstemmer has no such algorithm.
    init?(algorithm: String) {
        guard let stemmer = sb_stemmer_new(algorithm, "UTF_8") else { return nil }
        self.stemmer = stemmer
        stemsOnlyASCIIEndings = algorithm == "english"
    }

    deinit { sb_stemmer_delete(stemmer) }

    /// The stem of a lowercase word (a word libstemmer cannot stem is its own stem).
    func stem(_ word: String) -> String {
        // Every rule of the English algorithm ends in ASCII letters, so a word that ends in
        // another character (most of a Chinese, Korean or Russian page) is its own stem, as
        // libstemmer would answer (checked on the 26,157 such words of the tldr corpus).
        if stemsOnlyASCIIEndings, let last = word.utf8.last, last >= 0x80 { return word }
        var word = word
        let stem = word.withUTF8 { bytes -> String in
            guard let base = bytes.baseAddress, let result = sb_stemmer_stem(stemmer, base, Int32(bytes.count)) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            let length = Int(sb_stemmer_length(stemmer))
            return String(decoding: UnsafeBufferPointer(start: result, count: length), as: UTF8.self)
        }
        return stem
    }
}
