import TrellisLayout

/// A CSS font family: a name used in the generated `@font-face` rules and its face files.
public struct FontFamily: Hashable, Sendable {
    /// The family name the CSS declares, e.g. `Trellis Text`; distinct from any system font
    /// name so that the browser can only use the served files.
    public var name: String
    public var faces: [FontFaceFile]

    public init(name: String, faces: [FontFaceFile]) {
        self.name = name
        self.faces = faces
    }

    /// The face the browser picks for `weight` and `italic`, by CSS Fonts 4 §5.2 matching.
    ///
    /// Style first (italic faces for italic text, else upright ones, which the browser then
    /// slants), then the weight rule: for 400 try 500, then lighter, then heavier; for 500 try
    /// lighter first; below 400 lighter first; above 500 heavier first.
    public func face(weight: FontWeight, italic: Bool) -> FontFaceFile? {
        let styled = faces.filter { $0.italic == italic }
        let candidates = styled.isEmpty ? faces : styled
        if let exact = candidates.first(where: { $0.weight == weight }) { return exact }
        let desired = weight.rawValue
        let lighter = candidates.filter { $0.weight.rawValue < desired }.sorted { $0.weight > $1.weight }
        let heavier = candidates.filter { $0.weight.rawValue > desired }.sorted { $0.weight < $1.weight }
        switch desired {
        case 400:
            if let medium = candidates.first(where: { $0.weight == .medium }) { return medium }
            return lighter.first ?? heavier.first
        case 500:
            return lighter.first ?? heavier.first
        case ..<400:
            return lighter.first ?? heavier.first
        default:
            return heavier.first ?? lighter.first
        }
    }
}
