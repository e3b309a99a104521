// data/*.yml and data/*.json: structured data that templates and layout blocks read by name.

import TrellisMarkup

/// The site's data files, by file name without extension.
///
/// `data/pets.yml` becomes `site.data.pets` in templates and the name `pets` in layout
/// blocks, so a table or a chart can be written once as data and drawn on several pages.
/// JSON is read by the YAML parser (JSON is YAML).
enum DataFiles {
    static func load(siteDirectory: String, diagnostics: inout [Diagnostic]) -> [String: DataValue] {
        let root = siteDirectory + "/data"
        guard FileSystem.isDirectory(root), let entries = try? FileSystem.entries(of: root) else { return [:] }
        var data: [String: DataValue] = [:]
        for entry in entries where !entry.isDirectory && !entry.name.hasPrefix(".") {
            guard let dot = entry.name.lastIndex(of: "."),
                ["yml", "yaml", "json"].contains(entry.name[entry.name.index(after: dot)...])
            else { continue }
            let name = String(entry.name[..<dot])
            let file = "data/" + entry.name
            do {
                let text = try FileSystem.readText(root + "/" + entry.name)
                if data[name] != nil {
                    diagnostics.append(Diagnostic(file: file, message: "another data file is also named '\(name)'", hint: "keep one of \(name).yml and \(name).json"))
                }
                data[name] = DataValue.parse(yaml: text, file: file, diagnostics: &diagnostics)
            } catch {
                diagnostics.append(Diagnostic(file: file, message: "\(error)"))
            }
        }
        return data
    }
}
