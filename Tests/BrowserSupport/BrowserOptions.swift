import Foundation

/// The browser engines the tests can drive, each from Debian's packages.
public enum Browser: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `chromium` through `chromium-driver`'s chromedriver.
    case chromium
    /// `firefox-esr` through its own Marionette server (Debian packages no geckodriver).
    case firefox
    /// WebKitGTK's MiniBrowser through `webkit2gtk-driver`'s WebKitWebDriver, on an Xvfb display.
    case webkit

    public var description: String { rawValue }
}

/// How the test browser starts: which browser, binaries, window and the fonts it may see.
///
/// Text only measures like the engine when fontconfig uses `hintstyle=hintslight`, so every
/// session gets its own fonts.conf pinning hinting and listing only the given directories;
/// every browser reads fonts through fontconfig on Linux, so the same file pins all three.
public struct BrowserOptions: Sendable {
    public var browser: Browser
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
    /// More chromium flags.
    public var extraArguments: [String]
    /// Whether the page sees `prefers-reduced-motion: reduce`, as under iOS's Reduce Motion:
    /// chromium's `--force-prefers-reduced-motion`, Firefox's `ui.prefersReducedMotion`, and
    /// for WebKitGTK, GTK's own `gtk-enable-animations=false` in the session's settings.ini.
    public var prefersReducedMotion: Bool
    /// The real Firefox binary (`/usr/bin/firefox` is a wrapper script).
    public var firefox: String
    /// More Firefox preferences, written into the session's profile as `user_pref(name, value)`
    /// with `value` a JavaScript literal: `["ui.prefersReducedMotion": "1"]`.
    public var firefoxPreferences: [String: String]
    public var webKitDriver: String
    /// The browser WebKitWebDriver starts: WebKitGTK's own MiniBrowser (Debian's
    /// libwebkit2gtk-4.1-0 ships it; it understands `--automation`).
    public var miniBrowser: String
    /// The X server WebKitGTK draws into: it has no headless mode of its own.
    public var xvfb: String

    public init(
        browser: Browser = .chromium,
        chromedriver: String = "/usr/bin/chromedriver", chromium: String = BrowserOptions.defaultChromium,
        windowWidth: Int = 1280, windowHeight: Int = 1024,
        fontDirectories: [String] = [
            "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/droid",
            "/usr/share/fonts/truetype/nanum",
        ],
        startTimeout: Duration = .seconds(120), extraArguments: [String] = [], prefersReducedMotion: Bool = false,
        firefox: String = "/usr/lib/firefox-esr/firefox-esr", firefoxPreferences: [String: String] = [:],
        webKitDriver: String = "/usr/bin/WebKitWebDriver",
        miniBrowser: String = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser", xvfb: String = "/usr/bin/Xvfb"
    ) {
        self.browser = browser
        self.chromedriver = chromedriver
        self.chromium = chromium
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.fontDirectories = fontDirectories
        self.startTimeout = startTimeout
        self.extraArguments = extraArguments
        self.prefersReducedMotion = prefersReducedMotion
        self.firefox = firefox
        self.firefoxPreferences = firefoxPreferences
        self.webKitDriver = webKitDriver
        self.miniBrowser = miniBrowser
        self.xvfb = xvfb
    }

    /// The executables `browser` needs, each with the Debian package that installs it.
    public var requiredExecutables: [(path: String, package: String)] {
        switch browser {
        case .chromium: [(chromedriver, "chromium-driver"), (chromium, "chromium")]
        case .firefox: [(firefox, "firefox-esr")]
        case .webkit: [(webKitDriver, "webkit2gtk-driver"), (miniBrowser, "libwebkit2gtk-4.1-0"), (xvfb, "xvfb")]
        }
    }

    /// Whether every executable `browser` needs is installed.
    public var isInstalled: Bool {
        requiredExecutables.allSatisfy { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Throws, naming the package to install, when an executable `browser` needs is missing.
    func checkInstalled() throws {
        for (path, package) in requiredExecutables where !FileManager.default.isExecutableFile(atPath: path) {
            throw WebDriverError("\(browser) needs \(path) (hint: apt-get install \(package), or run make test-deps)")
        }
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
