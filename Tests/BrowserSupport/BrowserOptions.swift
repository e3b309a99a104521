import Foundation

/// How the test browser starts: binaries, window and the fonts it may see.
///
/// Text only measures like the engine when fontconfig uses `hintstyle=hintslight`, so every
/// session gets its own fonts.conf pinning hinting and listing only the given directories.
public struct BrowserOptions: Sendable {
    public var chromedriver: String
    /// The browser executable (Debian's real binary, not the `/usr/bin/chromium` wrapper
    /// script, which reads flags from /etc/chromium.d).
    public var chromium: String
    public var windowWidth: Int
    public var windowHeight: Int
    public var fontDirectories: [String]
    /// How long to wait for chromedriver to answer its status endpoint. Generous: in the
    /// whole suite three browser suites start at once on a loaded machine, and 20 s was
    /// seen to run out.
    public var startTimeout: Duration
    /// More chromium flags, e.g. `--force-prefers-reduced-motion`.
    public var extraArguments: [String]

    public init(
        chromedriver: String = "/usr/bin/chromedriver", chromium: String = BrowserOptions.defaultChromium,
        windowWidth: Int = 1280, windowHeight: Int = 1024,
        fontDirectories: [String] = [
            "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/droid",
            "/usr/share/fonts/truetype/nanum",
        ],
        startTimeout: Duration = .seconds(120), extraArguments: [String] = []
    ) {
        self.chromedriver = chromedriver
        self.chromium = chromium
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.fontDirectories = fontDirectories
        self.startTimeout = startTimeout
        self.extraArguments = extraArguments
    }

    public static let defaultChromium: String =
        FileManager.default.isExecutableFile(atPath: "/usr/lib/chromium/chromium") ? "/usr/lib/chromium/chromium" : "/usr/bin/chromium"

    /// The fonts.conf for `directories`: hinting slight, antialiased, grayscale.
    func fontconfig(cacheDirectory: String) -> String {
        let dirs = fontDirectories.map { "  <dir>\(xmlEscaped($0))</dir>" }.joined(separator: "\n")
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
            \(dirs)
              <cachedir>\(xmlEscaped(cacheDirectory))</cachedir>
              <match target="font">
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="hinting" mode="assign"><bool>true</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
              </match>
            </fontconfig>

            """
    }

    private func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
