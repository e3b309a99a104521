#!/usr/bin/env python3
"""Trellis search against Pagefind on one built site, side by side, in real Chromium.

For each query and each engine, a fresh page loads the engine, runs the query and loads the
top results' titles and summaries (what a results list shows), and reports the bytes of every
file it fetched (neither engine's files are HTTP-compressed; both store gzip) and the time from the query to the results (cold: first query of a fresh page,
index loading included; warm: the same query again). Bytes are counted by the
server, which sends every file uncached (Cache-Control: no-store), so each query starts cold.

    python3 bench/search_compare.py SITE_DIR [--queries "tar,git commit,..."]

SITE_DIR holds the Trellis build (search/) and Pagefind's output (pagefind/). The script
serves it on 127.0.0.1 and drives /usr/bin/chromedriver over WebDriver's HTTP protocol.
"""
import argparse, functools, http.server, json, os, shutil, socket, statistics, subprocess, sys, threading, time, urllib.request

QUERIES = ["tar", "git commit", "docker run", "compress", "ssh key", "find files", "python", "kill process",
           "ffmpeg video", "network interface", "l", "apt-get install", "压缩", "fichier"]
RESULTS = 5  # Pagefind's UI shows 5 results first

PAGE = """<!doctype html><meta charset="utf-8"><title>search bench</title>
<script src="/_search_bench/trellis-search.js"></script>
<script>
async function measure(engine, query) {
  const t0 = performance.now();
  let results;
  if (engine === "trellis") {
    const index = new TrellisSearch.SearchIndex("/search/");
    results = await index.search(query, %(n)d);
    var again = async () => index.search(query, %(n)d);
  } else {
    const pagefind = await import("/pagefind/pagefind.js");
    await pagefind.init();
    const found = await pagefind.search(query);
    results = await Promise.all(found.results.slice(0, %(n)d).map((r) => r.data()));
    var again = async () => { const f = await pagefind.search(query); return Promise.all(f.results.slice(0, %(n)d).map((r) => r.data())); };
  }
  const cold = performance.now() - t0;
  const t1 = performance.now();
  await again();
  const warm = performance.now() - t1;
  const titles = results.map((r) => r.title ?? (r.meta && r.meta.title) ?? r.url);
  return { cold, warm, titles };
}
</script>""" % {"n": RESULTS}


class Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the site uncached and counts the bytes of every file sent (Pagefind fetches from
    a worker, which the page's Resource Timing does not see; the server sees everything)."""
    served = {"bytes": 0, "requests": 0}
    lock = threading.Lock()

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def copyfile(self, source, destination):
        data = source.read()
        if "_search_bench" not in self.path:
            with Counting.lock:
                Counting.served["bytes"] += len(data)
                Counting.served["requests"] += 1
        destination.write(data)

    def log_message(self, *args):
        pass


def reset_count():
    with Counting.lock:
        Counting.served.update(bytes=0, requests=0)


def take_count():
    with Counting.lock:
        return dict(Counting.served)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def webdriver(port, method, path, body=None):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as response:
        return json.loads(response.read())["value"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--queries", default=",".join(QUERIES))
    args = parser.parse_args()
    site = os.path.abspath(args.site)
    for needed in ("search/index.json", "pagefind/pagefind.js"):
        if not os.path.exists(os.path.join(site, needed)):
            sys.exit(f"search_compare: {site}/{needed} is missing")
    bench_dir = os.path.join(site, "_search_bench")
    os.makedirs(bench_dir, exist_ok=True)
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    shutil.copy(os.path.join(repo, "templates/assets/trellis-search.js"), bench_dir)
    with open(os.path.join(bench_dir, "index.html"), "w") as f:
        f.write(PAGE)

    http_port = free_port()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", http_port), functools.partial(Counting, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    driver_port = free_port()
    driver = subprocess.Popen(["/usr/bin/chromedriver", f"--port={driver_port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    chromium = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "/usr/bin/chromium"
    try:
        for _ in range(100):
            try:
                webdriver(driver_port, "GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        session = webdriver(driver_port, "POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]}}}})["sessionId"]
        base = f"/session/{session}"
        rows = []
        for query in [q for q in args.queries.split(",") if q]:
            row = {"query": query}
            for engine in ("trellis", "pagefind"):
                # A fresh page per query and engine: nothing cached in memory.
                webdriver(driver_port, "POST", base + "/url", {"url": f"http://127.0.0.1:{http_port}/_search_bench/index.html?{engine}-{time.time()}"})
                # Let the page settle (nothing else fetched), then count only the query's files.
                time.sleep(0.2)
                reset_count()
                row[engine] = webdriver(driver_port, "POST", base + "/execute/async", {
                    "script": "const done = arguments[arguments.length - 1]; measure(arguments[0], arguments[1]).then(done, (e) => done({error: String(e)}));",
                    "args": [engine, query]})
                if "error" in row[engine]:
                    sys.exit(f"{engine} failed on {query!r}: {row[engine]['error']}")
                row[engine].update(take_count())
            rows.append(row)
        webdriver(driver_port, "DELETE", base)
    finally:
        driver.terminate()
        server.shutdown()
        shutil.rmtree(bench_dir, ignore_errors=True)

    print(f"{'query':<20} {'trellis KiB':>11} {'req':>4} {'cold ms':>8} {'warm ms':>8}   {'pagefind KiB':>12} {'req':>4} {'cold ms':>8} {'warm ms':>8}   top result (trellis / pagefind)")
    for row in rows:
        t, p = row["trellis"], row["pagefind"]
        top = lambda r: (r["titles"][0] if r["titles"] else "-")[:18]
        print(f"{row['query']:<20} {t['bytes']/1024:11.1f} {t['requests']:4d} {t['cold']:8.1f} {t['warm']:8.1f}   "
              f"{p['bytes']/1024:12.1f} {p['requests']:4d} {p['cold']:8.1f} {p['warm']:8.1f}   {top(t)} / {top(p)}")
    med = lambda engine, key: statistics.median(r[engine][key] for r in rows)
    print(f"{'median':<20} {med('trellis','bytes')/1024:11.1f} {'':4} {med('trellis','cold'):8.1f} {med('trellis','warm'):8.1f}   "
          f"{med('pagefind','bytes')/1024:12.1f} {'':4} {med('pagefind','cold'):8.1f} {med('pagefind','warm'):8.1f}")
    print(f"trellis/pagefind (medians): bytes {med('trellis','bytes')/med('pagefind','bytes'):.2f}, "
          f"cold time {med('trellis','cold')/med('pagefind','cold'):.2f}, warm time {med('trellis','warm')/max(med('pagefind','warm'), 0.01):.2f} (target <= 1.00)")


if __name__ == "__main__":
    main()
