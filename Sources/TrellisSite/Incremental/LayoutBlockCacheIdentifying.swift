// How a layout-block renderer tells an incremental build when its output may have changed.

/// A ``LayoutBlockRendering`` whose output for a block depends only on the block and on
/// what ``cacheIdentity`` names.
///
/// An incremental build reuses a page with layout blocks (and a rendered block) only when
/// the renderer conforms and its identity is the same as in the build that made it; any
/// other renderer has its blocks rendered by every build.
public protocol LayoutBlockCacheIdentifying: LayoutBlockRendering {
    /// Changes whenever anything besides a block and its page changes how blocks render:
    /// font files, text sizes, settings. (The trellis binary itself is part of every
    /// fingerprint, so the renderer's code need not be.)
    var cacheIdentity: String { get }
}
