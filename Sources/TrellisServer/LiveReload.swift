// Reloading open pages when a build finishes: a small script and a Server-Sent Events stream.

import Hummingbird
import ServiceLifecycle

/// The preview's only script, and the event stream it listens to.
///
/// The script is added to HTML as it is served, never written into the build, so the
/// published site stays free of JavaScript. Each page carries the id of the build it came
/// from; the stream sends the current id on connect and every new one after, and the page
/// reloads when they differ. Sending the current id first closes the gap between loading a
/// page and subscribing, and makes a page left open across a server restart reload too
/// (`EventSource` reconnects by itself). The scroll position survives the reload.
enum LiveReload {
    /// The event stream's path; under a name no site uses.
    static let eventsPath = "/__trellis/live"
    /// The event name carrying a build id.
    static let eventName = "build"

    /// The `<script>` element for a page served from build `buildID`.
    static func script(buildID: String) -> String {
        // The id is [0-9a-z-] (see PreviewSite), so it needs no escaping inside the string.
        """
        <script data-trellis-live-reload>(function () {
          var build = "\(buildID)", key = "trellis-scroll:" + location.pathname;
          try {
            var y = sessionStorage.getItem(key);
            if (y !== null) { sessionStorage.removeItem(key); addEventListener("load", function () { scrollTo(0, +y); }); }
          } catch (e) {}
          if (!window.EventSource) return;
          var source = new EventSource("\(eventsPath)");
          source.addEventListener("\(eventName)", function (event) {
            if (event.data === build) return;
            try { sessionStorage.setItem(key, String(scrollY)); } catch (e) {}
            source.close();
            location.reload();
          });
        })();</script>
        """
    }

    /// Adds `extra` (script, overlay) just before `</body>`, or at the end if there is none.
    static func inject(_ extra: String, into html: [UInt8]) -> [UInt8] {
        let closing = Array("</body".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            var matches = true
            for offset in 0..<closing.count where Self.lowercased(html[index + offset]) != closing[offset] {
                matches = false
                break
            }
            if matches { break }
            index -= 1
        }
        let insertion = index >= 0 ? index : html.count
        var result = [UInt8]()
        result.reserveCapacity(html.count + extra.utf8.count)
        result += html[..<insertion]
        result += extra.utf8
        result += html[insertion...]
        return result
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// The `text/event-stream` response: the current build id, then each new one, with a
    /// comment every 15 seconds so that a page that went away is noticed (the write fails).
    static func eventStream(site: PreviewSite) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let body = ResponseBody { writer in
            // Reconnect quickly after a server restart.
            try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
            let (messages, message) = AsyncStream.makeStream(of: String.self)
            let ids = site.buildIDs()
            let forward = Task {
                for await id in ids { message.yield("event: \(eventName)\ndata: \(id)\n\n") }
                message.finish()
            }
            let keepAlive = Task {
                while (try? await Task.sleep(for: .seconds(15))) != nil { message.yield(": keep-alive\n\n") }
            }
            defer {
                forward.cancel()
                keepAlive.cancel()
            }
            // The stream never ends by itself: end it when the server shuts down, or the
            // server would wait for it forever.
            try await withGracefulShutdownHandler {
                for await text in messages { try await writer.write(ByteBuffer(string: text)) }
            } onGracefulShutdown: {
                message.finish()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
