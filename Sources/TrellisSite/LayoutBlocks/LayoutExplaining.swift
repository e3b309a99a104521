// A layout renderer that can show how it laid a page's blocks out: the preview's inspector asks.

import TrellisMarkup

/// What the preview's layout inspector needs from the renderer, which the site module does
/// not know: the engine's proposals and answers for the blocks of one page.
public protocol LayoutExplaining: Sendable {
    /// JSON: `{"blocks": [...]}`, one entry per layout block of the page at `page` (its
    /// file `file`, site-relative), laid out `width` px wide in the `state` chosen
    /// (`NAME=VALUE`) at `textSize`: every authored view with its kind, source line, frame,
    /// the proposal it was placed with and every question it was asked.
    func inspection(page: String, file: String, siteDirectory: String, width: Double, state: [String: String], textSize: String)
        throws(BuildFailure) -> String
}
