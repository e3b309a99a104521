/// What CSS must reproduce of one layout at one width: every length the block sets (block
/// height, each element's offset and size) and every discrete choice (visibility, line breaks).
struct LayoutSample: Equatable {
    var lengths: [Double]
    var keywords: [String]
}
