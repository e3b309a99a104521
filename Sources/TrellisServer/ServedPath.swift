// Which file of the build a request path means.

import Foundation

/// A request path mapped onto the build folder, the way a static host maps it.
///
/// Pretty URLs: `/guide/grids/` is `guide/grids/index.html`, and `/guide/grids` redirects
/// there (so relative links in the page resolve as they will when published). A path
/// with `.` or `..` parts, a NUL byte or bad percent-encoding is refused before the file
/// system is touched, and a file whose real path leaves the build (a symlink) is refused
/// too, so no request can read outside the build.
enum ServedPath: Equatable {
    /// Serve this file (absolute path).
    case file(String)
    /// Send the browser to this path (a folder requested without its trailing slash).
    case redirect(String)
    /// No such file in the build.
    case notFound
    /// The path tries to leave the build folder.
    case forbidden

    /// Resolves `requestPath` for a site that lives under `basePath` (`/docs`, or empty for
    /// the root), as its host will serve it: the build's files appear below the base path,
    /// the server's root and the bare base path redirect into it, and nothing else exists.
    /// Serving there (as `hugo server` does) keeps the site's own absolute links working.
    static func resolve(_ requestPath: String, root: String, basePath: String) -> ServedPath {
        guard !basePath.isEmpty else { return resolve(requestPath, root: root) }
        if requestPath == "/" || requestPath == basePath { return .redirect(basePath + "/") }
        guard requestPath.hasPrefix(basePath + "/") else { return .notFound }
        switch resolve(String(requestPath.dropFirst(basePath.count)), root: root) {
        case .redirect(let location): return .redirect(basePath + location)
        case let other: return other
        }
    }

    /// Resolves `requestPath` (still percent-encoded, without the query) inside `root`.
    static func resolve(_ requestPath: String, root: String) -> ServedPath {
        guard let decoded = requestPath.removingPercentEncoding, decoded.hasPrefix("/") else { return .forbidden }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        for part in parts where part == "." || part == ".." || part.contains("\0") || part.contains("\\") {
            return .forbidden
        }
        let relative = parts.joined(separator: "/")
        let candidate = relative.isEmpty ? root : root + "/" + relative
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            guard decoded.hasSuffix("/") else { return .redirect(requestPath + "/") }
            let index = candidate + "/index.html"
            guard FileManager.default.fileExists(atPath: index, isDirectory: &isDirectory), !isDirectory.boolValue else {
                return .notFound
            }
            return contained(index, in: root)
        }
        return contained(candidate, in: root)
    }

    /// `.file(path)` if the real location of `path` is inside `root`.
    private static func contained(_ path: String, in root: String) -> ServedPath {
        let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
        let realPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return realPath.hasPrefix(realRoot + "/") ? .file(path) : .forbidden
    }
}
