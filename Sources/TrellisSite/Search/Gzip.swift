// Every call into libdeflate lives in this file.

internal import CDeflate

/// gzip compression for the search index: browsers inflate it with `DecompressionStream`, so
/// shards travel small from any static server, whether or not it compresses.
///
/// libdeflate (Debian's `libdeflate-dev`) rather than zlib: the index is compressed in whole
/// buffers, which is what libdeflate is made for, and it does so in about a third of zlib's
/// time at smaller sizes. zlib's deflate was 8% of a 20,000-page build (`perf`).
enum Gzip {
    /// `bytes` as a gzip member (RFC 1952), at libdeflate's `level` (1 fastest ... 12).
    /// Level 6 is libdeflate's default, a few percent from its best on index shards.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(level) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_gzip_compress_bound(compressor, bytes.count))
        let written = bytes.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                libdeflate_gzip_compress(compressor, source.baseAddress, source.count, destination.baseAddress, destination.count)
            }
        }
        guard written > 0 else { return [] }
        output.removeLast(output.count - written)
        return output
    }

    /// The bytes of a gzip member, or nil when `bytes` is not gzip (tests read shards back).
    static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        // The trailer's last four bytes are the original size modulo 2^32 (RFC 1952, ISIZE).
        guard bytes.count >= 18, let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        let size = bytes.suffix(4).reversed().reduce(0) { $0 << 8 | Int($1) }
        var output = [UInt8](repeating: 0, count: size)
        var produced = 0
        let result = bytes.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                libdeflate_gzip_decompress(decompressor, source.baseAddress, source.count, destination.baseAddress, destination.count, &produced)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, produced == size else { return nil }
        return output
    }
}
