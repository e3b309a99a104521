// swift-tools-version: 6.1
// Trellis: a static-site generator whose Markdown pages hold SwiftUI layout blocks.
//
// One module per pipeline stage; dependencies point one way:
//   TrellisLayout (pure engine, no I/O)   <- TrellisText (HarfBuzz + ICU measuring)
//   TrellisMarkup (cmark, front matter, Diagnostic, a block's source)
//   TrellisBlocks (layout-block language, swift-syntax)  <- TrellisLayout, TrellisMarkup
//   TrellisHTML (engine results -> HTML + CSS)            <- TrellisLayout, TrellisMarkup
//   TrellisHighlight (code blocks -> highlighted HTML; swift-syntax, GNU source-highlight)
//   TrellisSite (the build; knows no layout language)    <- TrellisMarkup, TrellisHighlight
//   TrellisPipeline (the one owner of a layout block: fence -> language -> engine -> HTML,
//                    its code pane and `trellis layout` report) <- Site, Blocks, HTML, Highlight, Text
//   TrellisServer (preview)                               <- TrellisSite
//   trellis (thin CLI), trellis-bench                     <- TrellisPipeline, TrellisServer
import PackageDescription

/// The test targets are compiled unoptimised in release too: `make site` builds the release
/// configuration with testability (`Makefile`), and `make test` after it builds only the test
/// targets over the same modules, at a debug build's cost (197 s of CPU against 672 s
/// optimised, session 30) instead of compiling everything again in debug.
let unoptimizedTests: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

let package = Package(
    name: "trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisText", targets: ["TrellisText"]),
        .library(name: "TrellisSite", targets: ["TrellisSite"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - C libraries (Debian -dev packages, found through pkg-config)
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // Snowball's stemmers (no pkg-config file: the header is in /usr/include).
        .systemLibrary(name: "CStemmer", providers: [.apt(["libstemmer-dev"])]),
        // GNU source-highlight is C++: a small C++ shim gives Swift a C interface to it.
        .target(
            name: "CSourceHighlight",
            linkerSettings: [.linkedLibrary("source-highlight"), .linkedLibrary("boost_regex"), .linkedLibrary("stdc++")]
        ),

        // MARK: - Pipeline stages
        .target(name: "TrellisLayout"),
        .target(name: "TrellisText", dependencies: ["TrellisLayout", "CHarfBuzz", "CICU"]),
        .target(name: "TrellisMarkup", dependencies: ["CCmark", "Yams"]),
        .target(
            name: "TrellisBlocks",
            dependencies: [
                "TrellisLayout", "TrellisMarkup",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Build-time code highlighting: swift-syntax for Swift, source-highlight for the rest.
        .target(
            name: "TrellisHighlight",
            dependencies: [
                "CSourceHighlight", "TrellisMarkup",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        .target(name: "TrellisHTML", dependencies: ["TrellisLayout", "TrellisMarkup"]),
        // Mustache templates over typed values (the default theme and sites' own templates).
        .target(name: "TrellisTemplates", dependencies: ["TrellisMarkup"]),
        .target(
            name: "TrellisSite",
            // Layout blocks reach the build through its `LayoutBlockRendering` hook, which
            // TrellisPipeline implements; the site itself knows no layout language.
            dependencies: [
                "TrellisMarkup", "TrellisHighlight", "TrellisTemplates", "CDeflate", "CStemmer", "Yams",
            ],
            exclude: ["Templates/embed-theme.sh"]
        ),
        .target(
            name: "TrellisPipeline",
            dependencies: ["TrellisSite", "TrellisBlocks", "TrellisHTML", "TrellisHighlight", "TrellisText", "TrellisLayout", "TrellisMarkup"]
        ),
        .target(
            name: "TrellisServer",
            dependencies: ["TrellisSite", .product(name: "Hummingbird", package: "hummingbird")]
        ),
        .executableTarget(
            name: "trellis",
            dependencies: [
                "TrellisPipeline", "TrellisSite", "TrellisServer", "TrellisBlocks", "TrellisLayout", "TrellisMarkup",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Plain release executable that prints benchmark figures (`make bench`).
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "TrellisLayout", "TrellisText", "TrellisMarkup", "TrellisBlocks", "TrellisHTML", "TrellisSite", "TrellisPipeline",
                "TrellisTemplates", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // libFuzzer target for the layout-code interpreter (`bench/fuzz/run.sh`); a plain build replays inputs.
        .executableTarget(name: "trellis-fuzz", dependencies: ["TrellisBlocks", "TrellisLayout", "TrellisMarkup"]),

        // MARK: - Tests
        // Drives the system's chromium through chromium-driver (WebDriver over HTTP).
        .target(name: "BrowserSupport", path: "Tests/BrowserSupport"),
        .testTarget(
            name: "TrellisLayoutTests",
            dependencies: ["TrellisLayout", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: unoptimizedTests
        ),
        .testTarget(name: "TrellisTextTests", dependencies: ["TrellisText", "BrowserSupport"], exclude: ["Fixtures"], swiftSettings: unoptimizedTests),
        .testTarget(name: "TrellisMarkupTests", dependencies: ["TrellisMarkup"], swiftSettings: unoptimizedTests),
        .testTarget(name: "TrellisBlocksTests", dependencies: ["TrellisBlocks", "TrellisMarkup", "TrellisText", "TrellisPipeline", "TrellisSite"], swiftSettings: unoptimizedTests),
        .testTarget(name: "TrellisSiteTests", dependencies: ["TrellisSite", "TrellisPipeline"], swiftSettings: unoptimizedTests),
        .testTarget(name: "TrellisHighlightTests", dependencies: ["TrellisHighlight"], swiftSettings: unoptimizedTests),
        // swift-mustache, which Trellis rendered with before, is the oracle the engine is compared with.
        .testTarget(
            name: "TrellisTemplatesTests",
            dependencies: ["TrellisTemplates", "TrellisSite", "TrellisMarkup", .product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: unoptimizedTests
        ),
        .testTarget(name: "TrellisHTMLTests", dependencies: ["TrellisHTML", "TrellisMarkup", "TrellisBlocks", "TrellisText", "TrellisPipeline", "TrellisSite"], swiftSettings: unoptimizedTests),
        .testTarget(
            name: "TrellisServerTests",
            dependencies: ["TrellisServer", "TrellisPipeline", "BrowserSupport", .product(name: "HummingbirdTesting", package: "hummingbird")],
            swiftSettings: unoptimizedTests
        ),
        .testTarget(
            name: "TrellisBrowserTests",
            dependencies: ["TrellisSite", "TrellisServer", "TrellisPipeline", "TrellisBlocks", "TrellisHTML", "TrellisText", "BrowserSupport"],
            swiftSettings: unoptimizedTests
        ),
    ]
)
