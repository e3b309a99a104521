#!/usr/bin/env bash
# Search benchmark: Trellis's search index against Pagefind on the 19,836 tldr pages, side by
# side in real Chromium (bench/search_compare.py): bytes fetched and time per query, plus the
# time each takes to build its index.
#
#   bash bench/search.sh                  # builds a release trellis first
#   TRELLIS=/path/to/trellis bash bench/search.sh
#   QUERIES="tar,git commit" bash bench/search.sh
#
# Needs chromium, chromium-driver (make deps) and Pagefind's binary from PyPI:
#   pip install 'pagefind[extended]'
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
repo=$(pwd)
corpora=${CORPORA:-$repo/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
python3 -c 'import pagefind' 2>/dev/null || { echo "bench: Pagefind is missing (pip install 'pagefind[extended]')" >&2; exit 1; }
if [ -z "${TRELLIS:-}" ]; then
  swift build $RELEASE_FLAGS --product trellis >&2
  TRELLIS="$(swift build $RELEASE_FLAGS --show-bin-path)/trellis"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-search-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$corpora/tldr-pages.tar.gz" -C "$work"
mkdir -p "$work/site"
cp -r "$repo/bench/theme/." "$work/site/"
mv "$work/corpus" "$work/site/content"

start=$(date +%s.%N)
"$TRELLIS" build --source "$work/site" --output "$work/out" >"$work/trellis.log" 2>&1 || { cat "$work/trellis.log" >&2; exit 1; }
trellis_seconds=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
python3 -m pagefind --site "$work/out" --output-subdir pagefind >"$work/pagefind.log" 2>&1 || { cat "$work/pagefind.log" >&2; exit 1; }
pagefind_seconds=$(echo "$(date +%s.%N) - $start" | bc)

echo "tldr corpus: $(find "$work/site/content" -name '*.md' | wc -l) pages"
printf 'index size: trellis search/ %s in %s files; pagefind/ %s in %s files\n' \
  "$(du -sh --apparent-size "$work/out/search" | cut -f1)" "$(find "$work/out/search" -type f | wc -l)" \
  "$(du -sh --apparent-size "$work/out/pagefind" | cut -f1)" "$(find "$work/out/pagefind" -type f | wc -l)"
printf 'build: trellis build with its index %.2f s (whole site); pagefind indexing the built site %.2f s\n' "$trellis_seconds" "$pagefind_seconds"
if [ -n "${QUERIES:-}" ]; then
  python3 "$repo/bench/search_compare.py" "$work/out" --queries "$QUERIES"
else
  python3 "$repo/bench/search_compare.py" "$work/out"
fi
