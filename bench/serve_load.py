#!/usr/bin/env python3
"""`trellis serve` under load: wrk on loopback while the site is edited and rebuilt.

Starts `trellis serve` on a generated site (20,000 pages unless SIZE says otherwise; the same
site as bench/serve.py), then runs wrk (Debian's `wrk`, a second process) against one page
for DURATION seconds with CONNECTIONS connections on 2 threads, twice:
  idle:    nothing changes;
  editing: meanwhile a page's text is saved every 0.25 s (an update of that page) and
           another page's title every 2 s (a build: the pages whose sidebar lists it are
           rendered again and the site is linked into a new folder).
Prints wrk's requests/s, latency and errors (non-2xx answers, socket errors) for each, and
how many updates the open page's event stream announced. Every request must be answered.

  python3 bench/serve_load.py                  # builds a release trellis first
  TRELLIS=/path/to/trellis SIZE=1000 DURATION=5 python3 bench/serve_load.py
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve import EventStream, generate, trellis_binary  # noqa: E402

SIZE = int(os.environ.get("SIZE", "20000"))
DURATION = int(os.environ.get("DURATION", "10"))
CONNECTIONS = int(os.environ.get("CONNECTIONS", "16"))


def run_wrk(port, path):
    output = subprocess.run(
        ["wrk", "-t2", "-c%d" % CONNECTIONS, "-d%ds" % DURATION, "--latency", "http://127.0.0.1:%d%s" % (port, path)],
        capture_output=True, text=True, check=True).stdout
    figures = {"requests/s": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))}
    latency = re.search(r"Latency\s+(\S+)\s+(\S+)\s+(\S+)", output)
    figures["latency avg"], figures["latency max"] = latency.group(1), latency.group(3)
    p99 = re.search(r"99%\s+(\S+)", output)
    figures["latency p99"] = p99.group(1) if p99 else "?"
    figures["requests"] = int(re.search(r"(\d+) requests in", output).group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    figures["non-2xx"] = int(non2xx.group(1)) if non2xx else 0
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    figures["socket errors"] = sum(int(n) for n in errors.groups()) if errors else 0
    return figures


def main():
    if shutil.which("wrk") is None:
        sys.exit("bench: wrk is missing (apt-get install wrk)")
    trellis = trellis_binary()
    work = tempfile.mkdtemp(prefix="trellis-serve-load.")
    root = os.path.join(work, "site")
    generate(root, SIZE)
    server = subprocess.Popen([trellis, "serve", "--source", root, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    try:
        port = None
        for line in server.stdout:
            if "Serving the preview at" in line:
                port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
                break
        if port is None:
            sys.exit("bench: the server did not start")
        threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
        stream = EventStream(port)
        stream.wait(lambda u: u.get("previous") is None, timeout=10)
        target = "/section-000/page-00010/"
        print("trellis serve, %d pages, wrk -t2 -c%d -d%ds on %s" % (SIZE, CONNECTIONS, DURATION, target))

        idle = run_wrk(port, target)

        text_page = os.path.join(root, "content", "section-001", "page-00150.md")
        title_page = os.path.join(root, "content", "section-002", "page-00250.md")
        text_original, title_original = open(text_page).read(), open(title_page).read()
        stop = threading.Event()
        saves = {"text": 0, "title": 0}

        def edit():
            started = time.monotonic()
            next_title = started
            while not stop.is_set():
                with open(text_page, "w") as f:
                    f.write(text_original + "\nSave %d.\n" % saves["text"])
                saves["text"] += 1
                if time.monotonic() >= next_title:
                    with open(title_page, "w") as f:
                        f.write(title_original.replace("title: Page 250", "title: Page 250 (%d)" % saves["title"]))
                    saves["title"] += 1
                    next_title += 2
                stop.wait(0.25)

        stream.drain()
        editor = threading.Thread(target=edit)
        editor.start()
        editing = run_wrk(port, target)
        stop.set()
        editor.join()
        updates = 0
        while not stream.events.empty():
            stream.events.get_nowait()
            updates += 1

        print("  %-8s %12s %9s %12s %12s %12s %8s %14s" % (
            "", "requests/s", "requests", "latency avg", "latency p99", "latency max", "non-2xx", "socket errors"))
        for name, figures in (("idle", idle), ("editing", editing)):
            print("  %-8s %12.0f %9d %12s %12s %12s %8d %14d" % (
                name, figures["requests/s"], figures["requests"], figures["latency avg"], figures["latency p99"],
                figures["latency max"], figures["non-2xx"], figures["socket errors"]))
        print("  while editing: %d text saves, %d title saves, %d updates announced" % (saves["text"], saves["title"], updates))
    finally:
        server.terminate()
        server.wait(timeout=30)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
