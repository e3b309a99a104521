// Reloading open pages when a build finishes: a small script and a Server-Sent Events stream.

import Hummingbird
import ServiceLifecycle
import TrellisSite

/// The preview's only script, and the event stream it listens to.
///
/// The script is added to HTML as it is served, never written into the build, so the
/// published site stays free of JavaScript. Each page carries the id of the build it came
/// from; the stream sends the current id on connect and a ``PreviewUpdate`` for every new
/// build. A page that was rendered again replaces its content in place (scroll position,
/// open `<details>` and chosen states kept); a changed stylesheet is swapped without
/// touching the page; a page that missed a build, a failed build or a changed image
/// reloads (the scroll position survives). `EventSource` reconnects by itself, and a page
/// left open across a server restart reloads.
///
/// A page with layout blocks also tells the server which configuration its reader looks at
/// and how wide each block is (``choicesPath``), as it loads and whenever the reader changes
/// the text size, a block's state or its width, so that an edit of its blocks is laid out and
/// shown there first (``PreviewUpdate/partial``).
enum LiveReload {
    /// The event stream's path; under a name no site uses.
    static let eventsPath = "/__trellis/live"
    /// The event name carrying a build id (sent after each update, for pages that only
    /// know build ids).
    static let eventName = "build"
    /// The event name carrying a ``PreviewUpdate`` as JSON.
    static let updateEventName = "update"
    /// Where a page posts its reader's choices (``ChoicesReport``).
    static let choicesPath = "/__trellis/choices"
    /// The largest report taken: a page of a hundred blocks with a few states each is a few KiB.
    static let choicesSizeLimit = 64 * 1024

    /// What a page's script posts to ``choicesPath``: its URL path (decoded, as update events
    /// name pages), the text size its control shows, each block's state values, read from the
    /// controls, and each block's width:
    /// `{"page":"/layout/poll/","textSize":"xLarge","states":{"poll-4":{"choice":"hstack"}},"widths":{"poll-4":688}}`.
    struct ChoicesReport: Decodable {
        var page: String
        var textSize: String?
        var states: [String: [String: String]]
        /// Each block's width in px (absent: the first look covers every width).
        var widths: [String: Double]?

        var choices: ReaderChoices { ReaderChoices(textSize: textSize, states: states, widths: widths ?? [:]) }
    }

    /// The `<script>` element for a page served from build `buildID`; `showsErrors` when the
    /// page carries the error overlay (it reloads after the next build, whatever it changed).
    static func script(buildID: String, showsErrors: Bool = false) -> String {
        // The id is [0-9a-z-] (see PreviewSite), so it needs no escaping inside the string.
        """
        <script data-trellis-live-reload>(function () {
          var build = "\(buildID)", showsErrors = \(showsErrors), key = "trellis-scroll:" + location.pathname;
          try {
            var y = sessionStorage.getItem(key);
            if (y !== null) { sessionStorage.removeItem(key); addEventListener("load", function () { scrollTo(0, +y); }); }
          } catch (e) {}
          if (!window.EventSource) return;
          var source = new EventSource("\(eventsPath)");
          function reload() {
            try { sessionStorage.setItem(key, String(scrollY)); } catch (e) {}
            source.close();
            location.reload();
          }
          function path(url) { return decodeURIComponent(new URL(url, location.href).pathname).replace(/index\\.html$/, ""); }
          function sheets(doc) {
            return Array.prototype.map.call(doc.querySelectorAll('link[rel="stylesheet"]'), function (l) { return path(l.getAttribute("href")); }).join(" ");
          }
          // The reader's configuration (text size, each block's state values; control names
          // are "<block id>.<state name>") and each block's width, posted when they change:
          // an edited block is laid out in them first. One post at a time, so they arrive in
          // order; a change made meanwhile is posted when it returns.
          var told = null, telling = false;
          var resized = window.ResizeObserver ? new ResizeObserver(function () { tellChoices(); }) : null;
          function watchBlocks() {
            if (!resized) return;
            resized.disconnect();
            document.querySelectorAll("[data-trellis-block]").forEach(function (block) { resized.observe(block); });
          }
          function tellChoices() {
            if (telling || !document.querySelector("[data-trellis-block]")) return;
            var size = document.querySelector('input[name="trellis-text-size"]:checked'), states = {}, widths = {};
            document.querySelectorAll("[data-trellis-block]").forEach(function (block) {
              widths[block.getAttribute("data-trellis-block")] = Math.round(block.getBoundingClientRect().width * 64) / 64;
            });
            document.querySelectorAll("[data-trellis-figure] input[name], [data-trellis-figure] select[name]").forEach(function (control) {
              var name = control.name, dot = name.lastIndexOf(".");
              if (dot < 1 || (control.type === "radio" && !control.checked)) return;
              var block = name.slice(0, dot);
              (states[block] = states[block] || {})[name.slice(dot + 1)] = control.type === "checkbox" ? String(control.checked) : control.value;
            });
            var report = JSON.stringify({ page: path(location.href), textSize: size ? size.value : null, states: states, widths: widths });
            if (report === told) return;
            telling = true;
            fetch("\(choicesPath)", { method: "POST", body: report, headers: { "Content-Type": "application/json" } })
              .catch(function () {}).then(function () { told = report; telling = false; tellChoices(); });
          }
          document.addEventListener("change", tellChoices);
          watchBlocks();
          tellChoices();
          // Updates can follow each other quickly (a first look, then every configuration):
          // only the newest fetch's page is shown.
          var fetches = 0;
          function replaceContent() {
            var fetchNumber = ++fetches;
            fetch(location.href, { cache: "no-store" }).then(function (r) { return r.text(); }).then(function (text) {
              if (fetchNumber !== fetches) return;
              var fresh = new DOMParser().parseFromString(text, "text/html");
              if (sheets(fresh) !== sheets(document)) { reload(); return; }
              var x = scrollX, y = scrollY;
              var open = Array.prototype.map.call(document.querySelectorAll("details"), function (d) { return d.open; });
              var chosen = Array.prototype.map.call(document.querySelectorAll("input"), function (i) { return i.checked; });
              document.title = fresh.title;
              document.head.querySelectorAll("style").forEach(function (s) { s.remove(); });
              fresh.head.querySelectorAll("style").forEach(function (s) { document.head.appendChild(document.importNode(s, true)); });
              fresh.querySelectorAll("script[data-trellis-live-reload], script[data-trellis-inspector]").forEach(function (s) { s.remove(); });
              document.body.replaceChildren.apply(document.body, Array.prototype.map.call(fresh.body.childNodes, function (n) { return document.importNode(n, true); }));
              var details = document.querySelectorAll("details"), inputs = document.querySelectorAll("input");
              if (details.length === open.length) details.forEach(function (d, i) { d.open = open[i]; });
              if (inputs.length === chosen.length) inputs.forEach(function (input, i) { input.checked = chosen[i]; });
              scrollTo({ left: x, top: y, behavior: "instant" });
              document.documentElement.setAttribute("data-trellis-build", build);
              watchBlocks();
              tellChoices();
              document.dispatchEvent(new Event("trellis:replaced"));
            }).catch(reload);
          }
          source.addEventListener("\(updateEventName)", function (event) {
            var update = JSON.parse(event.data);
            if (update.id === build) return;
            if (update.previous !== build || update.reload || showsErrors) { reload(); return; }
            build = update.id;
            update.stylesheets.forEach(function (sheet) {
              document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
                var url = new URL(link.getAttribute("href"), location.href);
                if (path(url.href) === sheet) { url.search = "?trellis=" + update.id; link.href = url.href; }
              });
            });
            if (update.pages.indexOf(path(location.href)) >= 0) { replaceContent(); }
            else { document.documentElement.setAttribute("data-trellis-build", build); }
          });
          source.addEventListener("\(eventName)", function (event) {
            if (event.data !== build) reload();
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

    /// The `text/event-stream` response: the current build, then each update, with a
    /// comment every 15 seconds so that a page that went away is noticed (the write fails).
    static func eventStream(site: PreviewSite) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        let body = ResponseBody { writer in
            // Reconnect quickly after a server restart.
            try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
            let (messages, message) = AsyncStream.makeStream(of: String.self)
            let updates = site.updates()
            let forward = Task {
                for await update in updates {
                    message.yield("event: \(updateEventName)\ndata: \(update.json)\n\nevent: \(eventName)\ndata: \(update.id)\n\n")
                }
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
