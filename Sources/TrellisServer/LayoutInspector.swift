// The preview's layout inspector: outlines, and each view's proposals and answers on hover.

import Foundation
import TrellisMarkup
import TrellisSite

/// Xcode's view debugger for layout blocks, in the preview only.
///
/// A small button (and Alt+Shift+I) outlines every view of every layout block. Hovering a
/// view shows its id, kind, frame, the size it was proposed and the size it answered, and
/// the line of the page that wrote it; clicking it pins the box and lists every question
/// the engine asked it (who asked, the proposal, the answer), the talk's proposal/response
/// chain. The script asks ``path`` for the engine's data at the block's width, state and
/// text size as the reader sees them; the server lays the page's blocks out again with a
/// traced engine (``TrellisSite/LayoutExplaining``). Nothing of it is in the built site:
/// the script is added to pages as they are served, like the reload script.
struct LayoutInspector: Sendable {
    /// Under the preview's own prefix, which no site uses.
    static let path = "/__trellis/layout"

    let explainer: any LayoutExplaining
    let siteDirectory: String
    /// The source file of the page at a URL path below the site root.
    let pageFile: @Sendable (String) -> String?

    /// The JSON for `GET /__trellis/layout?page=/guide/x/&width=390&textSize=large&state=poll-1.scenario=cats`,
    /// or an error message for the reader (status 400 for a bad request, 422 for a page whose
    /// blocks fail).
    func answer(query: String?, basePath: String) -> (status: Int, json: String) {
        var page: String?, width: Double?, textSize = "large", state: [String: String] = [:]
        for pair in (query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0) }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "page": page = parts[1]
            case "width": width = Double(parts[1])
            case "textSize": textSize = parts[1]
            case "state":
                let choice = parts[1].split(separator: "=", maxSplits: 1).map(String.init)
                if choice.count == 2 { state[choice[0]] = choice[1] }
            default: continue
            }
        }
        guard var page, let width, width.isFinite, width > 0 else { return (400, Self.error("give page= and a positive width=")) }
        if !basePath.isEmpty, page.hasPrefix(basePath) { page = String(page.dropFirst(basePath.count)) }
        if page.hasSuffix("index.html") { page = String(page.dropLast("index.html".count)) }
        let urlPath = String(page.drop { $0 == "/" })
        guard let file = pageFile(urlPath) else { return (404, Self.error("no page of the site is served at \(page)")) }
        let result = Result { () throws(BuildFailure) in
            try explainer.inspection(
                page: siteDirectory + "/" + file, file: file, siteDirectory: siteDirectory, width: width, state: state, textSize: textSize)
        }
        switch result {
        case .success(let json): return (200, json)
        case .failure(let failure): return (422, Self.error(failure.diagnostics.map { $0.formatted(colored: false) }.joined(separator: "\n")))
        }
    }

    private static func error(_ message: String) -> String { "{\"error\":\(JSONEscaping.string(message))}" }

    /// The inspector's `<script>` (its styles included), added to every preview page.
    static let script = """
        <script data-trellis-inspector>(function () {
          var on = false, pinned = null, data = {}, tip, button;
          var style = document.createElement("style");
          style.textContent = ".trellis-inspecting [data-trellis-node]{outline:1px dashed rgba(220,38,127,.75);outline-offset:-1px}" +
            ".trellis-inspecting [data-trellis-node].trellis-inspected{outline:2px solid #dc267f;background-color:rgba(220,38,127,.08)}" +
            "#trellis-inspector-tip{position:fixed;z-index:2147483646;max-width:26rem;max-height:60vh;overflow:auto;padding:.5rem .65rem;border-radius:6px;" +
            "background:#111827;color:#f9fafb;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,monospace;box-shadow:0 4px 16px rgba(0,0,0,.3);pointer-events:none;white-space:pre}" +
            "#trellis-inspector-tip.pinned{pointer-events:auto}" +
            "#trellis-inspector-button{position:fixed;z-index:2147483646;left:.75rem;bottom:.75rem;padding:.3rem .6rem;border-radius:6px;border:1px solid #9ca3af;" +
            "background:#f9fafb;color:#111827;font:12px system-ui,sans-serif;cursor:pointer}" +
            "#trellis-inspector-button[aria-pressed=true]{background:#dc267f;border-color:#dc267f;color:#fff}";
          document.head.appendChild(style);
          function length(v) { return v === "inf" ? "\\u221e" : v === null ? "nil" : String(Math.round(v * 1000) / 1000); }
          function pair(p) { return length(p[0]) + " \\u00d7 " + length(p[1]); }
          function hide() {
            if (tip) tip.remove();
            tip = null;
            document.querySelectorAll(".trellis-inspected").forEach(function (n) { n.classList.remove("trellis-inspected"); });
          }
          function toggle() {
            on = !on; pinned = null;
            document.documentElement.classList.toggle("trellis-inspecting", on);
            button.setAttribute("aria-pressed", String(on));
            if (!on) hide();
          }
          function query(block) {
            var parts = ["page=" + encodeURIComponent(location.pathname), "width=" + block.clientWidth];
            var size = document.querySelector('input[name="trellis-text-size"]:checked');
            if (size) parts.push("textSize=" + encodeURIComponent(size.value));
            var figure = block.closest("[data-trellis-figure]") || block.parentElement;
            figure.querySelectorAll("input[name], select[name]").forEach(function (input) {
              if (input.type === "radio" && !input.checked) return;
              var value = input.type === "checkbox" ? String(input.checked) : input.value;
              parts.push("state=" + encodeURIComponent(input.name + "=" + value));
            });
            return parts.join("&");
          }
          function show(node, view, block) {
            hide();
            node.classList.add("trellis-inspected");
            tip = document.createElement("div");
            tip.id = "trellis-inspector-tip";
            var text = "#" + view.id + "  " + view.kind + "  line " + view.line + "\\n" +
              "frame     " + length(view.frame[0]) + ", " + length(view.frame[1]) + "  " + length(view.frame[2]) + " \\u00d7 " + length(view.frame[3]) + "\\n" +
              "proposed  " + (view.proposal ? pair(view.proposal) : "nothing") + "\\n" +
              "answered  " + length(view.frame[2]) + " \\u00d7 " + length(view.frame[3]);
            if (pinned === node) {
              text += "\\n\\nasked " + view.asks.length + " times:";
              view.asks.forEach(function (ask) {
                text += "\\n  " + (ask.placing ? "placing  " : "") + "by " + ask.by + ": " + pair(ask.proposal) + " \\u2192 " + pair(ask.answer) + (ask.known ? " (known)" : "");
              });
            } else {
              text += "\\n\\nclick for the proposal/response chain";
            }
            tip.textContent = text;
            if (pinned === node) tip.classList.add("pinned");
            document.body.appendChild(tip);
            var box = node.getBoundingClientRect(), room = innerHeight - box.bottom;
            tip.style.left = Math.max(4, Math.min(box.left, innerWidth - tip.offsetWidth - 4)) + "px";
            tip.style.top = (room > tip.offsetHeight + 8 ? box.bottom + 6 : Math.max(4, box.top - tip.offsetHeight - 6)) + "px";
          }
          function inspect(node, event) {
            var block = node.closest("[data-trellis-block]");
            if (!block) return;
            var key = query(block);
            var use = function (json) {
              if (!on || json.error) { if (json.error) console.warn("trellis inspector: " + json.error); return; }
              var entry = (json.blocks || []).filter(function (b) { return b.id === block.getAttribute("data-trellis-block"); })[0];
              var id = node.getAttribute("data-trellis-node");
              var view = entry && entry.views.filter(function (v) { return v.id === id; })[0];
              if (view) show(node, view, block);
            };
            if (data[key]) { use(data[key]); return; }
            fetch("\(path)?" + key, { cache: "no-store" }).then(function (r) { return r.json(); }).then(function (json) { data[key] = json; use(json); });
          }
          document.addEventListener("mouseover", function (event) {
            if (!on || pinned) return;
            var node = event.target.closest && event.target.closest("[data-trellis-node]");
            if (node) inspect(node, event); else hide();
          });
          document.addEventListener("click", function (event) {
            if (!on) return;
            var node = event.target.closest && event.target.closest("[data-trellis-node]");
            if (!node) { if (pinned) { pinned = null; hide(); } return; }
            event.preventDefault();
            pinned = pinned === node ? null : node;
            inspect(node, event);
          }, true);
          addEventListener("keydown", function (event) {
            if (event.altKey && event.shiftKey && event.code === "KeyI") { event.preventDefault(); toggle(); }
            else if (event.key === "Escape" && on) { pinned = null; hide(); }
          });
          addEventListener("resize", function () { data = {}; hide(); });
          document.addEventListener("change", function () { data = {}; });
          button = document.createElement("button");
          button.id = "trellis-inspector-button";
          button.type = "button";
          button.textContent = "Layout";
          button.title = "Layout inspector (Alt+Shift+I): outline every view; hover for its proposal and size, click for the chain";
          button.setAttribute("aria-pressed", "false");
          button.addEventListener("click", function (event) { event.stopPropagation(); toggle(); });
          function attach() { if (document.querySelector("[data-trellis-block]") && !button.isConnected) document.body.appendChild(button); }
          // The reload script replaced the page's content in place (the button with it).
          document.addEventListener("trellis:replaced", function () { data = {}; pinned = null; hide(); attach(); });
          attach();
        })();</script>
        """
}
