#!/usr/bin/env bash
# Scale benchmark: `trellis build` against Hugo 0.111 on the same 19,836 tldr pages, side by
# side in one run. Prints the median wall time of 3 runs and the peak resident memory of
# each, and the ratios. Target: Trellis at most half of Hugo's wall time, no more memory.
#
#   bash bench/site.sh                  # builds a release trellis first
#   TRELLIS=/path/to/trellis bash bench/site.sh
#   RUNS=5 bash bench/site.sh
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
corpora=${CORPORA:-$repo/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
runs=${RUNS:-3}

for tool in hugo /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (apt-get install hugo time)" >&2; exit 1; }
done
if [ -z "${TRELLIS:-}" ]; then
  swift build -c release --product trellis >&2
  TRELLIS="$(swift build -c release --show-bin-path)/trellis"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$corpora/tldr-pages.tar.gz" -C "$work"
pages=$(find "$work/corpus" -name '*.md' | wc -l)

# The same Markdown files for both generators.
cp -r "$corpora/hugo-minimal" "$work/hugo"
mkdir -p "$work/hugo/content" "$work/trellis"
cp -r "$work/corpus/." "$work/hugo/content/"
cp -r "$repo/bench/theme/." "$work/trellis/"
mv "$work/corpus" "$work/trellis/content"

# Runs one build; prints "seconds kilobytes". Output folders are removed before each run
# (outside the timing) so both generators write a fresh site every time.
measure() {
  local out=$1; shift
  rm -rf "$out"
  /usr/bin/time -f "%e %M" -o "$work/time.txt" "$@" >"$work/log.txt" 2>&1 || { cat "$work/log.txt" >&2; exit 1; }
  cat "$work/time.txt"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

hugo_times=(); hugo_rss=(); trellis_times=(); trellis_rss=()
for run in $(seq 1 "$runs"); do
  read -r t m < <(cd "$work/hugo" && measure "$work/hugo-out" hugo --quiet -d "$work/hugo-out")
  hugo_times+=("$t"); hugo_rss+=("$m")
  read -r t m < <(measure "$work/trellis/public" "$TRELLIS" build --source "$work/trellis")
  trellis_times+=("$t"); trellis_rss+=("$m")
  echo "run $run: hugo ${hugo_times[-1]} s, ${hugo_rss[-1]} KiB; trellis ${trellis_times[-1]} s, ${trellis_rss[-1]} KiB" >&2
done
tail -1 "$work/log.txt" >&2

hugo_files=$(find "$work/hugo-out" -name '*.html' | wc -l)
trellis_files=$(find "$work/trellis/public" -name '*.html' | wc -l)
ht=$(printf '%s\n' "${hugo_times[@]}" | median); hm=$(printf '%s\n' "${hugo_rss[@]}" | sort -n | tail -1)
tt=$(printf '%s\n' "${trellis_times[@]}" | median); tm=$(printf '%s\n' "${trellis_rss[@]}" | sort -n | tail -1)
cores=$(nproc)
echo "tldr corpus: $pages Markdown pages, $cores cores, median of $runs runs"
awk -v ht="$ht" -v hm="$hm" -v tt="$tt" -v tm="$tm" -v hf="$hugo_files" -v tf="$trellis_files" \
    -v hv="$(hugo version | awk '{print $2}')" 'BEGIN {
  printf "hugo %s: %6.2f s  %7.1f MiB peak  %6d HTML files\n", hv, ht, hm / 1024, hf
  printf "trellis:        %6.2f s  %7.1f MiB peak  %6d HTML files\n", tt, tm / 1024, tf
  printf "trellis/hugo:   time %.2f (target <= 0.50), memory %.2f (target <= 1.00)\n", tt / ht, tm / hm
}'
