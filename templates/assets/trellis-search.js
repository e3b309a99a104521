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

  // MARK: English stemming, so that `runs` finds `running`.
  // A port of Snowball's English (Porter2) stemmer as libstemmer 2.2.0 runs it
  // (snowballstem.org/algorithms/english/stemmer.html), which SearchStemmer.swift calls at
  // build time; the browser suite checks that both give the same stem for every word of a
  // real vocabulary. Word positions below count code points, as libstemmer's UTF-8 stemmer does.
  const stemEnglish = (() => {
    const VOWELS = "aeiouy";
    const isV = (c) => c !== undefined && VOWELS.includes(c);
    const isVWXY = (c) => c !== undefined && (VOWELS.includes(c) || c === "w" || c === "x" || c === "Y");
    const VALID_LI = "cdeghkmnrt";
    const EXCEPTIONS = {
      skis: "ski", skies: "sky", dying: "die", lying: "lie", tying: "tie",
      idly: "idl", gently: "gentl", ugly: "ugli", early: "earli", only: "onli", singly: "singl",
      sky: "sky", news: "news", howe: "howe", atlas: "atlas", cosmos: "cosmos", bias: "bias", andes: "andes",
    };
    const AFTER_STEP_1A = new Set(["inning", "outing", "canning", "herring", "earring", "proceed", "exceed", "succeed"]);
    const STEP_1B = ["eedly", "ingly", "edly", "eed", "ing", "ed"];
    const STEP_2 = [
      ["ization", "ize"], ["ational", "ate"], ["fulness", "ful"], ["ousness", "ous"], ["iveness", "ive"],
      ["tional", "tion"], ["biliti", "ble"], ["lessli", "less"], ["entli", "ent"], ["ation", "ate"],
      ["alism", "al"], ["aliti", "al"], ["ousli", "ous"], ["iviti", "ive"], ["fulli", "ful"],
      ["enci", "ence"], ["anci", "ance"], ["abli", "able"], ["izer", "ize"], ["ator", "ate"],
      ["alli", "al"], ["bli", "ble"], ["ogi", "og"], ["li", ""],
    ];
    const STEP_3 = [
      ["ational", "ate"], ["tional", "tion"], ["alize", "al"], ["icate", "ic"], ["iciti", "ic"],
      ["ative", ""], ["ical", "ic"], ["ness", ""], ["ful", ""],
    ];
    const STEP_4 = ["ement", "ance", "ence", "able", "ible", "ment", "ant", "ent", "ism", "ate", "iti",
      "ous", "ive", "ize", "ion", "al", "er", "ic"];

    return (input) => {
      if (Object.hasOwn(EXCEPTIONS, input)) return EXCEPTIONS[input];
      let w = Array.from(input);
      if (w.length < 3) return input;
      // Prelude: no leading apostrophe; y as a consonant (initial, or after a vowel) becomes Y.
      if (w[0] === "'") w.shift();
      let foundY = false;
      for (let i = 0; i < w.length; i++) {
        if (w[i] === "y" && (i === 0 || isV(w[i - 1]))) { w[i] = "Y"; foundY = true; }
      }
      // R1 and R2: after the first non-vowel that follows a vowel (R2: the same again in R1).
      const afterVowelConsonant = (from) => {
        let i = from;
        while (i < w.length && !isV(w[i])) i++;
        while (i < w.length && isV(w[i])) i++;
        return i < w.length ? i + 1 : w.length;
      };
      let p1 = w.length;
      const prefix = ["gener", "commun", "arsen"].find((p) => w.slice(0, p.length).join("") === p);
      p1 = prefix ? prefix.length : afterVowelConsonant(0);
      const p2 = afterVowelConsonant(p1);
      const ends = (s) => w.length >= s.length && w.slice(w.length - s.length).join("") === s;
      const longest = (list) => list.find((s) => ends(typeof s === "string" ? s : s[0]));
      const replaceEnd = (length, by) => { w = w.slice(0, w.length - length).concat(Array.from(by)); };
      const hasVowelBefore = (end) => { for (let i = 0; i < end; i++) if (isV(w[i])) return true; return false; };
      // A short syllable ending at `end`: non-vowel, vowel, non-vowel other than w, x, Y; or a
      // vowel then a non-vowel at the word's start.
      const shortSyllable = (end) =>
        (end >= 3 && !isVWXY(w[end - 1]) && isV(w[end - 2]) && !isV(w[end - 3])) ||
        (end === 2 && !isV(w[1]) && isV(w[0]));

      // Step 1a
      for (const s of ["'s'", "'s", "'"]) if (ends(s)) { replaceEnd(s.length, ""); break; }
      if (ends("sses")) replaceEnd(4, "ss");
      else if (ends("ied") || ends("ies")) replaceEnd(3, w.length - 3 >= 2 ? "i" : "ie");
      else if (ends("us") || ends("ss")) { /* kept */ }
      else if (ends("s") && hasVowelBefore(w.length - 2)) replaceEnd(1, "");

      if (!AFTER_STEP_1A.has(w.join(""))) {
        // Step 1b
        const s1b = longest(STEP_1B);
        if (s1b === "eed" || s1b === "eedly") {
          if (w.length - s1b.length >= p1) replaceEnd(s1b.length, "ee");
        } else if (s1b && hasVowelBefore(w.length - s1b.length)) {
          replaceEnd(s1b.length, "");
          if (ends("at") || ends("bl") || ends("iz")) w.push("e");
          else if (["bb", "dd", "ff", "gg", "mm", "nn", "pp", "rr", "tt"].some(ends)) w.pop();
          else if (w.length === p1 && shortSyllable(w.length)) w.push("e");
        }
        // Step 1c
        const n = w.length;
        if (n >= 3 && (w[n - 1] === "y" || w[n - 1] === "Y") && !isV(w[n - 2])) w[n - 1] = "i";
        // Step 2
        const s2 = longest(STEP_2);
        if (s2 && w.length - s2[0].length >= p1) {
          const start = w.length - s2[0].length;
          if (s2[0] === "ogi") { if (w[start - 1] === "l") replaceEnd(3, "og"); }
          else if (s2[0] === "li") { if (w[start - 1] !== undefined && VALID_LI.includes(w[start - 1])) replaceEnd(2, ""); }
          else replaceEnd(s2[0].length, s2[1]);
        }
        // Step 3
        const s3 = longest(STEP_3);
        if (s3 && w.length - s3[0].length >= p1) {
          if (s3[0] !== "ative" || w.length - 5 >= p2) replaceEnd(s3[0].length, s3[1]);
        }
        // Step 4
        const s4 = longest(STEP_4);
        if (s4 && w.length - s4.length >= p2) {
          const before = w[w.length - s4.length - 1];
          if (s4 !== "ion") replaceEnd(s4.length, "");
          else if (before === "s" || before === "t") replaceEnd(3, "");
        }
        // Step 5
        const last = w.length - 1;
        if (w[last] === "e") {
          if (last >= p2 || (last >= p1 && !shortSyllable(last))) w.pop();
        } else if (w[last] === "l") {
          if (last >= p2 && w[last - 1] === "l") w.pop();
        }
      }
      let out = w.join("");
      if (foundY) out = out.replaceAll("Y", "y");
      return out;
    };
  })();

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
    // Page id -> score for one query term. The index holds stems when `meta.stemmer` says so:
    // a whole word is looked up by its stem; the word still being typed also by its letters as
    // a prefix of the stems (`compre` finds `compress`), for less.
    async scores(query, meta) {
      const stemmed = meta.stemmer === "english";
      const lookups = [{ term: stemmed ? stemEnglish(query.term) : query.term, prefix: query.prefix && !stemmed }];
      if (query.prefix && stemmed) lookups.push({ term: query.term, prefix: true });
      const scores = new Map();
      for (const lookup of lookups) await this.addScores(lookup, meta, scores);
      return scores;
    }
    async addScores(query, meta, scores) {
      const firsts = meta.shards;
      const first = SearchIndex.shardIndex(firsts, query.term);
      const last = query.prefix ? Math.min(SearchIndex.shardIndex(firsts, query.term + "\uffff"), first + 2) : first;
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
    }
    // The best `limit` pages holding every term of `query`, as {url, title, summary, excerpt}
    // (excerpt: the text around the query's words as [text, marked] parts, or null).
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
        const [url, title, description, text] = (await this.chunk(Math.floor(id / per)))[id % per];
        const summary = description || summaryOf(text, title);
        return { url, title, summary, excerpt: excerpt(text, terms, meta.stemmer === "english"), score };
      }));
    }
  }

  // What a page is about when no query word is in its text: what follows its own `# Title`,
  // cut at a word within 160 characters.
  function summaryOf(text, title) {
    const rest = text.startsWith(title) ? text.slice(title.length).replace(/^[ #]+/, "") : text;
    const characters = [...rest];
    if (characters.length <= 160) return rest;
    const cut = characters.slice(0, 160).join("");
    const space = cut.lastIndexOf(" ");
    return (space > 0 ? cut.slice(0, space) : cut) + "…";
  }

  // The ~`length` characters of `text` holding the most of the query's words, as [text,
  // marked] parts with an ellipsis where cut; null when no word is found (a title match).
  function excerpt(text, terms, stemmed, length = 180) {
    const marks = [];
    const wanted = terms.map(({ term, prefix }) => ({ term, prefix, cjk: CJK.test(term), stem: stemmed ? stemEnglish(term) : term }));
    for (const found of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      const word = found[0], lower = word.toLowerCase(), stem = stemmed ? stemEnglish(lower) : lower;
      for (const { term, prefix, cjk, stem: termStem } of wanted) {
        if (cjk) {
          for (let at = word.indexOf(term); at >= 0; at = word.indexOf(term, at + term.length)) {
            marks.push([found.index + at, found.index + at + term.length]);
          }
        } else if (stem === termStem || (prefix && lower.startsWith(term))) {
          marks.push([found.index, found.index + word.length]);
          break;
        }
      }
    }
    if (marks.length === 0) return null;
    marks.sort((a, b) => a[0] - b[0]);
    let best = 0, bestCount = 0;
    for (let i = 0; i < marks.length; i++) {
      let count = 0;
      for (let j = i; j < marks.length && marks[j][1] <= marks[i][0] + length; j++) count++;
      if (count > bestCount) { best = i; bestCount = count; }
    }
    // Start a few words before the first mark, at a space; end at a space after `length`.
    let start = Math.max(0, marks[best][0] - 40);
    if (start > 0) { const space = text.indexOf(" ", start); start = space >= 0 && space < marks[best][0] ? space + 1 : marks[best][0]; }
    let end = Math.min(text.length, start + length);
    if (end < text.length) { const space = text.lastIndexOf(" ", end); if (space > marks[best][1]) end = space; }
    const parts = [];
    let at = start;
    for (const [from, to] of marks) {
      if (from < at || to > end) continue;
      if (from > at) parts.push([text.slice(at, from), false]);
      parts.push([text.slice(from, to), true]);
      at = to;
    }
    if (at < end) parts.push([text.slice(at, end), false]);
    if (start > 0) parts.unshift(["… ", false]);
    if (end < text.length) parts.push([" …", false]);
    return parts;
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
        if (result.excerpt) {
          for (const [text, marked] of result.excerpt) {
            if (marked) { const mark = document.createElement("mark"); mark.textContent = text; summary.append(mark); }
            else summary.append(text);
          }
        } else summary.textContent = result.summary;
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

  window.TrellisSearch = { SearchIndex, queryTerms, stemEnglish, excerpt };
  const start = () => document.querySelectorAll("form.search[data-index]").forEach(attach);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
})();
