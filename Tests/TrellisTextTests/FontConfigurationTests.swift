import Foundation
import Testing
import TrellisLayout
@testable import TrellisText

@Suite("Fonts, text styles and dynamic type")
struct FontConfigurationTests {
    @Test("Text styles keep SwiftUI's ratios to body, which is the site's base size")
    func textStyles() {
        #expect(Font.body.resolve(baseSize: 16) == FontSpec(size: 16))
        #expect(Font.largeTitle.resolve(baseSize: 16).size == 32)
        #expect(Font.title.resolve(baseSize: 16).size == 26.35)
        #expect(Font.headline.resolve(baseSize: 16) == FontSpec(size: 16, weight: .semibold))
        #expect(Font.caption2.resolve(baseSize: 17).size == 11)
        // 23/17 x 16 = 21.647 px: 21.65 (1385.6/64) is a FreeType size apart in chromium and
        // Firefox, 21.66 (1386.24/64) is not (`FontSpec.pageSize`).
        #expect(Font.body.resolve(baseSize: 16, dynamicTypeSize: .xxxLarge).size == 21.66)
        #expect(Font.largeTitle.resolve(baseSize: 17, dynamicTypeSize: .accessibility5).size == 60)
        // Fixed sizes ignore dynamic type, as in SwiftUI.
        #expect(Font.system(size: 13, weight: .bold, design: .monospaced).resolve(baseSize: 16, dynamicTypeSize: .accessibility3)
            == FontSpec(size: 13, weight: .bold, design: .monospaced))
        #expect(Font.title3.bold().italic().monospaced().resolve(baseSize: 17) == FontSpec(size: 20, weight: .bold, italic: true, design: .monospaced))
        for (previous, size) in zip(DynamicTypeSize.allCases, DynamicTypeSize.allCases.dropFirst()) {
            #expect(TextStyle.body.points(at: size) > TextStyle.body.points(at: previous))
        }
    }

    @Test("Faces are matched as CSS matches them, falling back to the nearest weight")
    func faceMatching() {
        // The default theme has a face of each of SwiftUI's weights (Inter's nine).
        let family = FontSet.defaultTheme.text
        #expect(family.face(weight: .regular, italic: false)?.fileName == "Inter-Regular.otf")
        #expect(family.face(weight: .ultraLight, italic: false)?.fileName == "Inter-Thin.otf")
        #expect(family.face(weight: .light, italic: false)?.fileName == "Inter-Light.otf")
        #expect(family.face(weight: .medium, italic: false)?.fileName == "Inter-Medium.otf")
        #expect(family.face(weight: .heavy, italic: true)?.fileName == "Inter-ExtraBoldItalic.otf")
        #expect(family.face(weight: .black, italic: false)?.fileName == "Inter-Black.otf")
        // A family without a weight: the nearest as CSS matches it (the faces every site serves).
        let served = FontFamily(name: "Served", faces: family.faces.filter { !FontSet.defaultTheme.servedWhenUsed.contains($0) })
        #expect(served.faces.count == 6)
        #expect(served.face(weight: .medium, italic: false)?.fileName == "Inter-Regular.otf")
        #expect(served.face(weight: .heavy, italic: true)?.fileName == "Inter-BoldItalic.otf")
        #expect(served.face(weight: .light, italic: false)?.fileName == "Inter-Regular.otf")
        #expect(FontSet.defaultTheme.monospaced.face(weight: .semibold, italic: false)?.fileName == "DejaVuSansMono-Bold.ttf")
    }

    @Test("@font-face CSS and declarations name the served files and the fallbacks")
    func css() {
        let fonts = FontSet.defaultTheme
        let css = fonts.fontFaceCSS { "/fonts/" + $0.fileName }
        #expect(css.contains("src: url(\"/fonts/Inter-Regular.otf\") format(\"opentype\")"))
        #expect(css.contains("font-weight: 600;"))
        #expect(css.contains("font-style: italic;"))
        #expect(fonts.cssFontFamily(for: .monospaced).hasPrefix("\"Trellis Mono\""))
        #expect(fonts.cssDeclarations(for: FontSpec(size: 13.3, weight: .bold, features: [])).contains("font-size: 13.3px; font-weight: 700"))
    }

    @Test("Published fonts are WOFF2 where smaller, cached between builds")
    func publishing() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        let cache = output.appendingPathComponent("cache")
        defer { try? FileManager.default.removeItem(at: output) }
        let faces = [FontSet.defaultTheme.monospaced.faces[0]]
        let publisher = FontPublisher(cacheDirectory: cache)
        let first = try publisher.publish(faces, to: output.appendingPathComponent("fonts"))
        #expect(first.map(\.fileName) == ["DejaVuSansMono.woff2"])
        let original = try #require(FileManager.default.attributesOfItem(atPath: faces[0].path)[.size] as? NSNumber)
        #expect(first[0].bytes < original.intValue)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("fonts/DejaVuSansMono.woff2").path))
        let second = try publisher.publish(faces, to: output.appendingPathComponent("again"))
        #expect(second == first)
        let plain = try FontPublisher(woff2Compress: "/nonexistent").publish(faces, to: output.appendingPathComponent("plain"))
        #expect(plain.map(\.fileName) == ["DejaVuSansMono.ttf"])
    }
}
