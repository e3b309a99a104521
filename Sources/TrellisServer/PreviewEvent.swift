// What the preview server tells its user (the CLI prints these).

import TrellisMarkup
import TrellisSite

/// Something the author should see in the terminal.
public enum PreviewEvent: Sendable {
    /// The server accepts connections at `url`.
    case listening(url: String)
    /// A build succeeded and is now served; `changedFiles` (relative to the site folder)
    /// caused it, empty for the first build.
    case built(BuildReport, changedFiles: [String])
    /// A build failed; the last good build (if any: `servingLastGoodBuild`) is still
    /// served, with the errors over it.
    case failed(BuildFailure, changedFiles: [String], servingLastGoodBuild: Bool)
}
