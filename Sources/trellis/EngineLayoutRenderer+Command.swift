// The layout-block renderer as `build` and `serve` both set it up.

import ArgumentParser
import TrellisSite

extension EngineLayoutRenderer {
    /// The renderer for the site in `source`, or a printed diagnostic and a failing exit when
    /// the site's font configuration is unusable (nothing could be measured with it).
    static func forCommand(source: String, colored: Bool) throws -> EngineLayoutRenderer {
        do {
            return try EngineLayoutRenderer(siteDirectory: source)
        } catch let error as SiteFontsError {
            printError(error.diagnostic.formatted(colored: colored))
            printError("Build failed; the previous output is unchanged.")
            throw ExitCode.failure
        }
    }
}
