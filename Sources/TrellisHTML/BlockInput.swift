import TrellisLayout

/// Everything TrellisHTML needs to write one layout block: its id, its state controls, the
/// text sizes to precompute, and a function that lays the block out.
///
/// The input is a layout function rather than the block language so that the renderer can be
/// tested with trees built in Swift and stays independent of how blocks are parsed: whoever
/// owns the views (TrellisBlocks, a test) answers "where is everything at this width, in this
/// state, at this text size", and the renderer samples that answer across the width range.
public struct BlockInput: Sendable {
    /// The block id of `trellis layout` (`data-trellis-block`); unique on its page.
    public var id: String
    /// The block's state variables, each shown as a control; at most a few dozen combinations.
    public var states: [BlockState]
    /// The text sizes whose layouts are precomputed; the first is the page's default.
    public var textSizes: [DynamicTypeSize]
    /// The colour schemes it is made in: light alone, or light and dark for a block whose
    /// views read the scheme (the dark configurations apply where the reader's system is dark).
    public var colorSchemes: [ColorScheme] = [.light]
    /// Lays the block out for one configuration in a container `width` px wide.
    ///
    /// Must be deterministic: the renderer calls it many times per configuration and relies
    /// on equal inputs giving equal frames. Node indices and ids must be stable across widths.
    /// Called for different configurations from several threads at once.
    public var layout: @Sendable (BlockConfiguration, Double) -> LayoutResult
    /// When set, the one configuration laid out and written: its CSS draws it whatever the
    /// page's controls say, and the controls stay (the preview's first look at an edit, in
    /// the configuration the reader is looking at, before the others are laid out).
    public var onlyConfiguration: BlockConfiguration?

    public init(
        id: String, states: [BlockState] = [], textSizes: [DynamicTypeSize] = [.default],
        layout: @escaping @Sendable (BlockConfiguration, Double) -> LayoutResult
    ) {
        self.id = id
        self.states = states
        self.textSizes = textSizes.isEmpty ? [.default] : textSizes
        self.layout = layout
    }

    /// Every configuration: each combination of state values at each text size in each
    /// scheme, the page's initial one (every state at its first value, the first text size,
    /// light) first; or ``onlyConfiguration``.
    public var configurations: [BlockConfiguration] {
        if let onlyConfiguration { return [onlyConfiguration] }
        var combinations: [[String: String]] = [[:]]
        for state in states where !state.values.isEmpty {
            combinations = combinations.flatMap { partial in
                state.values.map { value in partial.merging([state.name: value.value]) { $1 } }
            }
        }
        let schemes = colorSchemes.isEmpty ? [.light] : colorSchemes
        return schemes.flatMap { scheme in
            textSizes.flatMap { size in combinations.map { BlockConfiguration(state: $0, textSize: size, colorScheme: scheme) } }
        }
    }
}
