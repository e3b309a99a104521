import Foundation
import Testing
@testable import TrellisText

@Suite("Image intrinsic sizes")
struct ImageSizeTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Files written by Chromium's own encoders (canvas.toDataURL), named after their size.
    @Test(arguments: [
        ("png-37x23.png", 37.0, 23.0, ImageSize.Format.png), ("jpeg-41x17.jpg", 41, 17, .jpeg),
        ("webp-lossy-29x31.webp", 29, 31, .webp), ("webp-lossless-33x19.webp", 33, 19, .webp), ("webp-alpha-45x27.webp", 45, 27, .webp),
    ])
    func readsEncodedFiles(name: String, width: Double, height: Double, format: ImageSize.Format) throws {
        let size = try ImageSize.read(path: Self.fixtures.appendingPathComponent(name).path).get()
        #expect(size == ImageSize(width: width, height: height, format: format))
    }

    @Test("Simple WebP chunks, built from the format's header layout")
    func webpChunks() throws {
        // "VP8 " key frame: start code 9D 01 2A, then 14-bit width and height.
        var lossy: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8) + [0, 0, 0, 0, 0, 0, 0, 0x9D, 0x01, 0x2A]
        lossy += [0x40, 0x01, 0xF0, 0x00] + [0, 0]  // 320 x 240
        #expect(try ImageSize.parse(lossy).get() == ImageSize(width: 320, height: 240, format: .webp))
        // "VP8L": signature 2F, then width-1 and height-1 in 14 bits each.
        let bits: UInt32 = UInt32(99) | (UInt32(49) << 14)
        let lossless: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8L".utf8) + [0, 0, 0, 0, 0x2F]
            + [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)] + [0, 0, 0, 0, 0]
        #expect(try ImageSize.parse(lossless).get() == ImageSize(width: 100, height: 50, format: .webp))
    }

    @Test("SVG: width and height in absolute units, else the viewBox, else 300 x 150")
    func svg() throws {
        func size(_ svg: String) throws -> ImageSize { try ImageSize.parse(Array(svg.utf8)).get() }
        #expect(try size("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120\" height=\"40px\"></svg>") == ImageSize(width: 120, height: 40, format: .svg))
        #expect(try size("<?xml version=\"1.0\"?>\n<svg viewBox=\"0 0 64 32\" xmlns=\"http://www.w3.org/2000/svg\"/>") == ImageSize(width: 64, height: 32, format: .svg))
        #expect(try size("<svg width='48pt' viewBox='0,0,20,10'></svg>") == ImageSize(width: 64, height: 32, format: .svg))
        #expect(try size("<svg width=\"100%\" height=\"100%\"></svg>") == ImageSize(width: 300, height: 150, format: .svg))
    }

    @Test("Missing, unsupported and damaged files are errors naming the file")
    func errors() throws {
        let missing = ImageSize.read(path: "/nonexistent/cat.png")
        #expect(missing == .failure(ImageSizeError(.missing, path: "/nonexistent/cat.png")))
        #expect("\(ImageSizeError(.missing, path: "cat.png"))".contains("cat.png"))
        #expect(ImageSize.parse(Array("GIF89a".utf8)) == .failure(.unsupportedFormat))
        #expect(ImageSize.parse([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) == .failure(.malformed("no IHDR chunk")))
        #expect(ImageSize.parse([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0, 0, 0xFF, 0xD9, 0, 0]) == .failure(.malformed("no JPEG start-of-frame in the first megabyte")))
        let directory = ImageSize.read(path: Self.fixtures.path)
        #expect(directory == .failure(ImageSizeError(.unreadable, path: Self.fixtures.path)))
    }
}
