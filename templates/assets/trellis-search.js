// Trellis search: reads the index the build writes to search/ (see SearchIndexBuilder.swift),
// fetching only the shards a query needs, and drives the header's search box.
// The site works without this script: the box stays hidden.
"use strict";
(() => {
  const CJK = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\u{20000}-\u{2FFFF}]/u;
  const WORD = /[\p{L}\p{M}\p{N}]/u;
  const MAX_TERM = 40;

  // The query's terms, split as SearchTokenizer.swift splits pages. `prefix` marks the word
  // still being typed, matched as a prefix.
  function queryTerms(query) {
    const terms = [];
    let word = "", cjk = [];
    const flushWord = (last) => {
      if (word && [...word].length <= MAX_TERM) terms.push({ term: word.toLowerCase(), prefix: last });
      word = "";
    };
    const flushCJK = () => {
      if (cjk.length === 1) terms.push({ term: cjk[0], prefix: false });
      for (let i = 1; i < cjk.length; i++) terms.push({ term: cjk[i - 1] + cjk[i], prefix: false });
      cjk = [];
    };
    for (const ch of query) {
      if (CJK.test(ch)) { flushWord(false); cjk.push(ch); }
      else { flushCJK(); if (WORD.test(ch)) word += ch; else flushWord(false); }
    }
    flushCJK();
    flushWord(true);
    return terms;
  }

  async function fetchGzip(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  // One term shard: sorted terms and where each one's postings start.
  function parseShard(bytes) {
    const decoder = new TextDecoder();
    const terms = [], offsets = [], counts = [];
    let at = 0;
    const varint = () => {
      let value = 0, shift = 0, byte;
      do { byte = bytes[at++]; value += (byte & 0x7f) * 2 ** shift; shift += 7; } while (byte & 0x80);
      return value;
    };
    while (at < bytes.length) {
      const length = varint();
      terms.push(decoder.decode(bytes.subarray(at, at + length)));
      at += length;
      const count = varint();
      counts.push(count);
      offsets.push(at);
      for (let i = 0; i < count; i++) varint();
    }
    // Postings of term `k` as [page id, weight 1...7] pairs.
    const postings = (k) => {
      at = offsets[k];
      const list = new Array(counts[k]);
      let id = 0;
      for (let i = 0; i < counts[k]; i++) {
        const value = varint();
        id += Math.floor(value / 8);
        list[i] = [id, value % 8];
      }
      return list;
    };
    return { terms, counts, postings };
  }

  class SearchIndex {
    constructor(base) {
      this.base = base.endsWith("/") ? base : base + "/";
      this.shards = new Map();
      this.chunks = new Map();
      this.meta = null;
    }
    load() {
      this.meta ??= fetch(this.base + "index.json").then((r) => r.json());
      return this.meta;
    }
    shard(i) {
      if (!this.shards.has(i)) this.shards.set(i, fetchGzip(`${this.base}terms/${i}.bin`).then(parseShard));
      return this.shards.get(i);
    }
    chunk(i) {
      if (!this.chunks.has(i)) {
        this.chunks.set(i, fetchGzip(`${this.base}pages/${i}.bin`).then((b) => JSON.parse(new TextDecoder().decode(b))));
      }
      return this.chunks.get(i);
    }
    // The last shard whose first term is <= term (JavaScript compares UTF-16, as the build sorts).
    static shardIndex(firsts, term) {
      let low = 0, high = firsts.length - 1, found = 0;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (firsts[mid] <= term) { found = mid; low = mid + 1; } else high = mid - 1;
      }
      return found;
    }
    // Page id -> score for one query term (prefix terms add up their completions, less).
    async scores(query, meta) {
      const firsts = meta.shards;
      const first = SearchIndex.shardIndex(firsts, query.term);
      const last = query.prefix ? Math.min(SearchIndex.shardIndex(firsts, query.term + "\uffff"), first + 2) : first;
      const scores = new Map();
      for (let s = first; s <= last; s++) {
        const shard = await this.shard(s);
        let expansions = 0;
        for (let k = lowerBound(shard.terms, query.term); k < shard.terms.length; k++) {
          const term = shard.terms[k];
          const exact = term === query.term;
          if (!exact && !(query.prefix && term.startsWith(query.term))) break;
          if (!exact && ++expansions > 100) break;
          const idf = Math.log(1 + meta.pages / shard.counts[k]);
          const factor = exact ? 1 : 0.5;
          for (const [id, weight] of shard.postings(k)) {
            const score = weight * idf * factor;
            if (score > (scores.get(id) ?? 0)) scores.set(id, score);
          }
        }
      }
      return scores;
    }
    // The best `limit` pages holding every term of `query`, as {url, title, summary}.
    async search(query, limit = 8) {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const meta = await this.load();
      const perTerm = await Promise.all(terms.map((t) => this.scores(t, meta)));
      perTerm.sort((a, b) => a.size - b.size);
      const total = new Map(perTerm[0]);
      for (const scores of perTerm.slice(1)) {
        for (const [id, score] of total) {
          const other = scores.get(id);
          if (other === undefined) total.delete(id); else total.set(id, score + other);
        }
      }
      const best = [...total].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, limit);
      const per = meta.pagesPerChunk;
      return Promise.all(best.map(async ([id, score]) => {
        const [url, title, summary] = (await this.chunk(Math.floor(id / per)))[id % per];
        return { url, title, summary, score };
      }));
    }
  }

  function lowerBound(sorted, value) {
    let low = 0, high = sorted.length;
    while (low < high) { const mid = (low + high) >> 1; if (sorted[mid] < value) low = mid + 1; else high = mid; }
    return low;
  }

  // MARK: The search box: `/` focuses it, arrows move, Enter follows, Escape closes.
  function attach(form) {
    const input = form.querySelector("input");
    const list = form.querySelector("[role=listbox]");
    const index = new SearchIndex(form.dataset.index);
    let selected = -1, generation = 0, timer;
    form.hidden = false;
    const options = () => [...list.querySelectorAll("[role=option]")];
    const select = (i) => {
      const all = options();
      if (all.length === 0) return;
      selected = (i + all.length) % all.length;
      all.forEach((o, k) => o.setAttribute("aria-selected", String(k === selected)));
      input.setAttribute("aria-activedescendant", all[selected].id);
      all[selected].scrollIntoView({ block: "nearest" });
    };
    const close = () => {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      selected = -1;
    };
    const show = (results, query) => {
      list.replaceChildren();
      if (results.length === 0) {
        const empty = document.createElement("li");
        empty.className = "search-empty";
        empty.textContent = `No pages match “${query}”`;
        list.append(empty);
      }
      results.forEach((result, k) => {
        const item = document.createElement("li");
        item.id = `search-result-${k}`;
        item.setAttribute("role", "option");
        item.setAttribute("aria-selected", "false");
        const link = document.createElement("a");
        link.href = result.url;
        link.tabIndex = -1;
        const title = document.createElement("span");
        title.className = "search-title";
        title.textContent = result.title;
        const summary = document.createElement("span");
        summary.className = "search-summary";
        summary.textContent = result.summary;
        link.append(title, summary);
        item.append(link);
        list.append(item);
      });
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      selected = -1;
      if (results.length > 0) select(0);
    };
    const run = async () => {
      const query = input.value.trim();
      const mine = ++generation;
      if (!query) { close(); return; }
      try {
        const results = await index.search(query);
        if (mine === generation) show(results, query);
      } catch (error) {
        if (mine === generation) { show([], query); console.error("search:", error); }
      }
    };
    input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(run, 60); });
    input.addEventListener("focus", () => { index.load(); if (input.value.trim() && list.children.length) { list.hidden = false; } });
    input.addEventListener("keydown", (event) => {
      if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
      else if (event.key === "Escape") { input.value = ""; close(); input.blur(); }
      else if (event.key === "Enter") {
        event.preventDefault();
        const link = options()[Math.max(selected, 0)]?.querySelector("a");
        if (link) window.location.href = link.href;
      }
    });
    form.addEventListener("submit", (event) => event.preventDefault());
    document.addEventListener("keydown", (event) => {
      const target = event.target;
      const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        input.focus();
        input.select();
      }
    });
    document.addEventListener("click", (event) => { if (!form.contains(event.target)) close(); });
  }

  window.TrellisSearch = { SearchIndex, queryTerms };
  const start = () => document.querySelectorAll("form.search[data-index]").forEach(attach);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
