// sitemap.xml, so search engines find every page.

import TrellisMarkup

/// Writes the sitemap protocol's XML for every built page.
enum Sitemap {
    /// `entries` are (absolute URL, date as written in front matter).
    static func xml(_ entries: [(url: String, date: String?)]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml.reserveCapacity(entries.count * 80)
        for entry in entries {
            xml += "<url><loc>" + HTMLEscaping.text(entry.url) + "</loc>"
            // Only full dates are valid `lastmod` values (W3C datetime).
            if let date = entry.date, date.count >= 10, date.prefix(10).allSatisfy({ $0.isNumber || $0 == "-" }) {
                xml += "<lastmod>" + date.prefix(10) + "</lastmod>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
