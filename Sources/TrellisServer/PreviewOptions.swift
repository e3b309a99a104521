// What `trellis serve` is asked to do.

import TrellisSite

/// Settings of one preview server.
public struct PreviewOptions: Sendable {
    /// The site folder: `content/`, `templates/`, `static/`, `data/`, `trellis.yml`.
    public var siteDirectory: String
    /// The address to listen on; loopback by default so a preview is never exposed by accident.
    public var host: String
    /// The port; 0 lets the system choose one (tests do).
    public var port: Int
    /// Build pages marked `draft: true` too (authors often preview drafts).
    public var includeDrafts: Bool
    /// Turns ```` ```layout ```` blocks into HTML; nil shows them as highlighted code.
    public var layoutRenderer: (any LayoutBlockRendering)?
    /// Whether to ask the kernel for change notifications (inotify on Linux). Off, or where
    /// they are unavailable, the sources are polled: that works on every file system
    /// (network mounts, some containers) where notifications do not.
    public var useNotifications: Bool
    /// How often the sources are checked for changes when polling.
    public var pollInterval: Duration
    /// How long the sources must stay unchanged before a rebuild, so that an editor saving
    /// several files (or writing one in steps) causes one build, not several. Short, since
    /// it is part of every edit's wait: editors write a file's pieces within milliseconds.
    public var debounce: Duration

    public init(
        siteDirectory: String = ".", host: String = "127.0.0.1", port: Int = 1313, includeDrafts: Bool = false,
        layoutRenderer: (any LayoutBlockRendering)? = nil, useNotifications: Bool = true, pollInterval: Duration = .milliseconds(250),
        debounce: Duration = .milliseconds(20)
    ) {
        self.useNotifications = useNotifications
        self.siteDirectory = siteDirectory
        self.host = host
        self.port = port
        self.includeDrafts = includeDrafts
        self.layoutRenderer = layoutRenderer
        self.pollInterval = pollInterval
        self.debounce = debounce
    }
}
