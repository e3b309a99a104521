/// The identity of one alignment guide plus how to compute and merge it.
///
/// A class so that passing guides around (every stack asks every child for one) costs one
/// reference, and equality is the guide's identity: its `AlignmentID` type, or a name for
/// guides that the layout-block interpreter declares at run time.
public final class AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What makes two guides the same guide.
    enum Identity: Hashable {
        case type(ObjectIdentifier)
        case named(String)
    }

    let identity: Identity
    let axis: Axis
    let name: String
    let defaultValue: @Sendable (ViewDimensions) -> Double
    let combine: @Sendable (Double, Int, inout Double?) -> Void
    /// Frame guides are never merged by containers, which lets the engine skip the work.
    let isFrameGuide: Bool
    /// For guides whose default is a fixed fraction of the view's length (leading 0,
    /// center 0.5, trailing 1, text baselines 1): that fraction, so the default needs no call.
    let frameFraction: Double?

    init(id: any AlignmentID.Type, axis: Axis) {
        identity = .type(ObjectIdentifier(id))
        self.axis = axis
        name = String(describing: id)
        defaultValue = { id.defaultValue(in: $0) }
        combine = { id._combineExplicit(childValue: $0, $1, into: &$2) }
        isFrameGuide = id is any FrameAlignmentID.Type
        frameFraction = (id as? any FractionalAlignmentID.Type)?.fraction
    }

    init(name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        identity = .named(name)
        self.axis = axis
        self.name = name
        self.defaultValue = defaultValue
        combine = { value, n, parent in
            let previous = n == 0 ? value : (parent ?? value)
            parent = (previous * Double(n) + value) / Double(n + 1)
        }
        isFrameGuide = false
        frameFraction = nil
    }

    public static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs === rhs || (lhs.axis == rhs.axis && lhs.identity == rhs.identity)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(axis)
    }

    public var description: String { name }
}
