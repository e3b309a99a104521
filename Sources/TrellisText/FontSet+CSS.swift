import TrellisLayout

extension FontSet {
    /// `@font-face` rules declaring `faces` (default: every configured face) under their
    /// families' names, each `src` from `url` (where the site serves the file).
    ///
    /// The family names are Trellis's own, so the browser can only draw with the files the
    /// engine measured; `font-display: block` keeps it from flashing text in another font.
    public func fontFaceCSS(faces: [FontFaceFile]? = nil, url: (FontFaceFile) -> String) -> String {
        var rules: [String] = []
        for family in allFamilies {
            for face in family.faces where faces?.contains(face) ?? true {
                let source = url(face)
                rules.append("""
                    @font-face {
                      font-family: "\(family.name)";
                      src: url("\(source)") format("\(Self.cssFormat(source))");
                      font-weight: \(face.weight.rawValue);
                      font-style: \(face.italic ? "italic" : "normal");
                      font-display: block;
                    }
                    """)
            }
        }
        return rules.joined(separator: "\n")
    }

    /// The CSS declarations that make an element use `font` exactly as the engine measured it.
    public func cssDeclarations(for font: FontSpec) -> String {
        var declarations = [
            "font-family: \(cssFontFamily(for: font.design))",
            "font-size: \(Self.cssNumber(font.size))px",
            "font-weight: \(font.weight.rawValue)",
            "font-style: \(font.italic ? "italic" : "normal")",
        ]
        if !font.features.contains(.kerning) { declarations.append("font-kerning: none") }
        if !font.features.contains(.ligatures) { declarations.append("font-variant-ligatures: none") }
        if font.features.contains(.tabularFigures) { declarations.append("font-variant-numeric: tabular-nums") }
        return declarations.joined(separator: "; ")
    }

    static func cssFormat(_ url: String) -> String {
        let lower = url.lowercased()
        if lower.hasSuffix(".woff2") { return "woff2" }
        if lower.hasSuffix(".woff") { return "woff" }
        if lower.hasSuffix(".otf") { return "opentype" }
        if lower.hasSuffix(".ttc") { return "collection" }
        return "truetype"
    }

    /// A px number without a trailing `.0` and without float noise (sizes have two decimals).
    static func cssNumber(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
