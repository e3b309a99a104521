// The layout-block pipeline as `build`, `serve` and `layout` all set it up.

import ArgumentParser
import TrellisBlocks
import TrellisPipeline
import TrellisSite

extension LayoutBlockPipeline {
    /// The renderer for the site in `source`, or a printed diagnostic and a failing exit when
    /// the site's font configuration is unusable (nothing could be measured with it).
    ///
    /// - Parameters:
    ///   - failureNote: the line printed after the diagnostic.
    ///   - standIns: `.error` for `build`, which publishes; `.warning` while an author works.
    static func forCommand(
        source: String, colored: Bool, options: BlockRenderingOptions = BlockRenderingOptions(),
        failureNote: String = "Build failed; the previous output is unchanged.", standIns: StandInPolicy = .error
    ) throws -> LayoutBlockPipeline {
        do {
            return try LayoutBlockPipeline(siteDirectory: source, options: options, standIns: standIns)
        } catch let error as SiteFontsError {
            printError(error.diagnostic.formatted(colored: colored))
            printError(failureNote)
            throw ExitCode.failure
        }
    }
}
