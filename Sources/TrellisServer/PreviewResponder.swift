// Answers the preview's HTTP requests from the served build.

import Foundation
import Hummingbird
import TrellisMarkup
import TrellisSite

/// Serves the current build like a static host, plus the live-reload stream, the layout
/// inspector's data and the readers' choices.
///
/// Every HTML response gets the reload script (and the layout inspector's) and, while the latest build has errors, the
/// error overlay. Nothing is cached (`Cache-Control: no-store`): a preview must never show
/// a stale page after a rebuild.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let site: PreviewSite
    /// The layout inspector, when the site renders layout blocks with a renderer that can
    /// explain them.
    var inspector: LayoutInspector?

    func respond(to request: Request, context: Context) async throws -> Response {
        if request.uri.path == LiveReload.choicesPath { return await recordChoices(request) }
        guard request.method == .get || request.method == .head else {
            var headers = HTTPFields()
            headers[.allow] = "GET, HEAD"
            return Self.text("Method not allowed\n", status: .methodNotAllowed, headers: headers)
        }
        let path = request.uri.path
        if path == LiveReload.eventsPath { return LiveReload.eventStream(site: site) }
        let snapshot = site.current
        if path == LayoutInspector.path {
            guard let inspector else { return Self.text("The site has no layout blocks to inspect\n", status: .notFound) }
            let answer = inspector.answer(query: request.uri.query, basePath: snapshot.basePath)
            return Self.bytes(Array(answer.json.utf8), type: "application/json; charset=utf-8", status: HTTPResponse.Status(code: answer.status))
        }
        var response = respond(path: path, query: request.uri.query, snapshot: snapshot)
        if request.method == .head {
            // Same headers (with the length a GET would send), no body.
            let length = response.headers[.contentLength]
            response.body = ResponseBody()
            if let length { response.headers[.contentLength] = length }
        }
        return response
    }

    /// `POST /__trellis/choices`: what the reader of an open page looks at (its script posts
    /// ``LiveReload/ChoicesReport`` as JSON), kept for the next edit of its blocks.
    private func recordChoices(_ request: Request) async -> Response {
        guard request.method == .post else {
            var headers = HTTPFields()
            headers[.allow] = "POST"
            return Self.text("Method not allowed\n", status: .methodNotAllowed, headers: headers)
        }
        let body: ByteBuffer
        do { body = try await request.body.collect(upTo: LiveReload.choicesSizeLimit) } catch {
            return Self.text("The choices are larger than \(LiveReload.choicesSizeLimit) bytes\n", status: .contentTooLarge)
        }
        guard let report = try? JSONDecoder().decode(LiveReload.ChoicesReport.self, from: Data(body.readableBytesView)),
              report.page.hasPrefix("/") else {
            return Self.text("Expected {\"page\": \"/path/\", \"textSize\": \"large\", \"states\": {}, \"widths\": {}}\n", status: .badRequest)
        }
        site.record(report.choices, page: report.page)
        return Response(status: .noContent, headers: [.cacheControl: "no-store"])
    }

    private func respond(path: String, query: String?, snapshot: PreviewSite.Snapshot) -> Response {
        guard let root = snapshot.root else {
            // Nothing built yet: every page is the error list (and reloads when fixed).
            return html(Array(ErrorOverlay.page(errors: snapshot.errors).utf8), status: .internalServerError, snapshot: snapshot)
        }
        switch ServedPath.resolve(path, root: root, basePath: snapshot.basePath) {
        case .file(let file):
            guard let data = FileManager.default.contents(atPath: file) else { return notFound(root: root, snapshot: snapshot) }
            let type = Self.contentType(of: file)
            if type.hasPrefix("text/html") { return html(Array(data), status: .ok, snapshot: snapshot) }
            return Self.bytes(Array(data), type: type, status: .ok)
        case .redirect(let location):
            var headers = HTTPFields()
            headers[.location] = location + (query.map { "?" + $0 } ?? "")
            headers[.cacheControl] = "no-store"
            return Response(status: .movedPermanently, headers: headers)
        case .notFound:
            return notFound(root: root, snapshot: snapshot)
        case .forbidden:
            return Self.text("Forbidden: the path leaves the site\n", status: .forbidden)
        }
    }

    /// The site's own 404 page when it has one, with status 404.
    private func notFound(root: String, snapshot: PreviewSite.Snapshot) -> Response {
        if let page = FileManager.default.contents(atPath: root + "/404.html") {
            return html(Array(page), status: .notFound, snapshot: snapshot)
        }
        return html(Array("<!doctype html><title>Not found</title><h1>Page not found</h1>".utf8), status: .notFound, snapshot: snapshot)
    }

    /// An HTML page with the preview's additions.
    private func html(_ page: [UInt8], status: HTTPResponse.Status, snapshot: PreviewSite.Snapshot) -> Response {
        var extra = ""
        if !snapshot.errors.isEmpty, snapshot.root != nil {
            extra += ErrorOverlay.html(errors: snapshot.errors, hasLastGoodBuild: true)
        }
        // A page showing errors (over the last good build, or alone) reloads after the next build.
        extra += LiveReload.script(buildID: snapshot.buildID, showsErrors: !snapshot.errors.isEmpty)
        if inspector != nil { extra += LayoutInspector.script }
        return Self.bytes(LiveReload.inject(extra, into: page), type: "text/html; charset=utf-8", status: status)
    }

    private static func bytes(_ bytes: [UInt8], type: String, status: HTTPResponse.Status) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.contentLength] = String(bytes.count)
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    private static func text(_ text: String, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var response = bytes(Array(text.utf8), type: "text/plain; charset=utf-8", status: status)
        for field in headers { response.headers[field.name] = field.value }
        return response
    }

    /// The `Content-Type` for a file, by extension; text types say they are UTF-8.
    static func contentType(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        let ext = name[name.index(after: dot)...].lowercased()
        switch ext {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json", "map": return "application/json; charset=utf-8"
        case "xml": return "application/xml; charset=utf-8"
        case "svg": return "image/svg+xml; charset=utf-8"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "woff2": return "font/woff2"
        case "woff": return "font/woff"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "wasm": return "application/wasm"
        default:
            return MediaType.getMediaType(forExtension: ext).map { "\($0)" } ?? "application/octet-stream"
        }
    }
}
