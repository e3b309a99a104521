// data/*.yml and data/*.json: structured data that templates and layout blocks read by name.

import TrellisMarkup

/// The site's data files, by file name without extension: the one reader of `data/`, for
/// templates and layout blocks (the build's and `trellis layout`'s) alike.
///
/// `data/pets.yml` becomes `site.data.pets` in templates and the name `pets` in layout
/// blocks, so a table or a chart can be written once as data and drawn on several pages.
/// A folder becomes a mapping of its files, as in Hugo and Zola (`data/team/roles.yml` ->
/// `team.roles`). JSON is read by the YAML parser (JSON is YAML); mappings keep the
/// author's key order.
public enum DataFiles {
    /// Folders deeper than this are not read: a symbolic link to a parent would never end.
    static let maximumDepth = 8

    public static func load(siteDirectory: String, diagnostics: inout [Diagnostic]) -> [String: DataValue] {
        var data: [String: DataValue] = [:]
        for (name, value) in load(folder: "data", siteDirectory: siteDirectory, depth: 0, diagnostics: &diagnostics).entries {
            data[name] = value
        }
        return data
    }

    private static func load(folder: String, siteDirectory: String, depth: Int, diagnostics: inout [Diagnostic]) -> DataMapping {
        let root = siteDirectory + "/" + folder
        guard depth <= maximumDepth, FileSystem.isDirectory(root), let entries = try? FileSystem.entries(of: root) else { return [:] }
        var data = DataMapping()
        for entry in entries where !entry.name.hasPrefix(".") {
            let file = folder + "/" + entry.name
            if entry.isDirectory {
                let nested = load(folder: file, siteDirectory: siteDirectory, depth: depth + 1, diagnostics: &diagnostics)
                if data[entry.name] != nil {
                    diagnostics.append(Diagnostic(file: file, message: "a data file is also named '\(entry.name)'", hint: "rename the folder or the file"))
                }
                data[entry.name] = .dictionary(nested)
                continue
            }
            guard let dot = entry.name.lastIndex(of: "."),
                ["yml", "yaml", "json"].contains(entry.name[entry.name.index(after: dot)...])
            else { continue }
            let name = String(entry.name[..<dot])
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
