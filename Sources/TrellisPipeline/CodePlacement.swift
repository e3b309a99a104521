// Where a layout block shows its own code: beside the result, above it, or not at all.

/// The code pane of a layout block, as the SwiftUI Field Guide shows "Code / View" pairs.
///
/// Set for the site with `layout: { code: beside }` in `trellis.yml` and for one block with
/// `layout code=above` on its fence (the fence wins). `beside` puts the code on the left and
/// the result on the right where the column is wide enough, and the code above the result on
/// narrow screens.
public enum CodePlacement: String, Sendable, CaseIterable {
    case beside, above, none

    static let names = allCases.map(\.rawValue)
}
