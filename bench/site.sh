#!/usr/bin/env bash
# Scale benchmark: `trellis build` against Hugo 0.111 on the same 19,836 tldr pages, side by
# side in one run, with both of Trellis's themes: the default documentation theme (sidebar,
# breadcrumbs, table of contents, pager: what users build with) and the minimal benchmark
# theme (bench/theme: the same output as the Hugo site). Prints the median wall time of 3
# runs and the peak resident memory of each, and the ratios. Target: Trellis (either theme)
# at most half of Hugo's wall time, no more memory.
#
#   bash bench/site.sh                  # builds a release trellis first
#   TRELLIS=/path/to/trellis bash bench/site.sh
#   RUNS=5 bash bench/site.sh
#   SEARCH=off bash bench/site.sh      # without the search index (trellis.yml `search: false`)
#   FENCED=1 bash bench/site.sh        # each page's one-line `command` as a ```sh block, so
#                                       # both generators highlight ~81,000 code blocks
#   TMPDIR=/dev/shm bash bench/site.sh  # on tmpfs: leaves out the disk, which on an ext4
#                                       # without journal gets slow at creating files for
#                                       # minutes after many deletions (both tools pay it)
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
if [ -n "${FENCED:-}" ]; then
  find "$work/corpus" -name '*.md' -print0 | xargs -0 perl -pi -e 's/^`([^`]+)`$/```sh\n$1\n```/'
fi

# The same Markdown files for both generators.
cp -r "$corpora/hugo-minimal" "$work/hugo"
mkdir -p "$work/hugo/content" "$work/trellis" "$work/default/content"
cp -r "$work/corpus/." "$work/hugo/content/"
cp -r "$work/corpus/." "$work/default/content/"
cp -r "$repo/bench/theme/." "$work/trellis/"
[ "${SEARCH:-on}" = off ] && printf '\nsearch: false\n' >> "$work/trellis/trellis.yml"
mv "$work/corpus" "$work/trellis/content"
# The default theme: the benchmark's settings without its templates/.
cp "$repo/bench/theme/trellis.yml" "$work/default/"

# Runs one build; prints "wall-seconds peak-kilobytes cpu-seconds" (user + system).
# Every run writes a new output folder (nothing is deleted between runs: deleting 40,000
# files can take minutes on a busy disk and would slow the next run's file creation).
measure() {
  /usr/bin/time -f "%e %M %U %S" -o "$work/time.txt" "$@" >"$work/log.txt" 2>&1 || { cat "$work/log.txt" >&2; exit 1; }
  awk '{ print $1, $2, $3 + $4 }' "$work/time.txt"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

load=$(cut -d' ' -f1 /proc/loadavg)
hugo_times=(); hugo_rss=(); hugo_cpu=(); trellis_times=(); trellis_rss=(); trellis_cpu=()
default_times=(); default_rss=(); default_cpu=()
for run in $(seq 1 "$runs"); do
  read -r t m c < <(cd "$work/hugo" && measure hugo --quiet -d "$work/hugo-out-$run")
  hugo_times+=("$t"); hugo_rss+=("$m"); hugo_cpu+=("$c")
  read -r t m c < <(measure "$TRELLIS" build --source "$work/default" --output "$work/default-out-$run" --no-cache)
  default_times+=("$t"); default_rss+=("$m"); default_cpu+=("$c")
  read -r t m c < <(measure "$TRELLIS" build --source "$work/trellis" --output "$work/trellis-out-$run" --no-cache)
  trellis_times+=("$t"); trellis_rss+=("$m"); trellis_cpu+=("$c")
  echo "run $run: hugo ${hugo_times[-1]} s (cpu ${hugo_cpu[-1]} s), ${hugo_rss[-1]} KiB;" \
    "trellis default theme ${default_times[-1]} s (cpu ${default_cpu[-1]} s), ${default_rss[-1]} KiB;" \
    "minimal theme ${trellis_times[-1]} s (cpu ${trellis_cpu[-1]} s), ${trellis_rss[-1]} KiB" >&2
done
tail -1 "$work/log.txt" >&2

hugo_files=$(find "$work/hugo-out-1" -name '*.html' | wc -l)
trellis_files=$(find "$work/trellis-out-1" -name '*.html' | wc -l)
default_files=$(find "$work/default-out-1" -name '*.html' | wc -l)
default_bytes=$(du -sk "$work/default-out-1" | cut -f1)
default_page=$(find "$work/default-out-1" -name index.html -printf '%s\n' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)], a[NR] }')
ht=$(printf '%s\n' "${hugo_times[@]}" | median); hm=$(printf '%s\n' "${hugo_rss[@]}" | sort -n | tail -1)
tt=$(printf '%s\n' "${trellis_times[@]}" | median); tm=$(printf '%s\n' "${trellis_rss[@]}" | sort -n | tail -1)
hc=$(printf '%s\n' "${hugo_cpu[@]}" | median); tc=$(printf '%s\n' "${trellis_cpu[@]}" | median)
dt=$(printf '%s\n' "${default_times[@]}" | median); dm=$(printf '%s\n' "${default_rss[@]}" | sort -n | tail -1)
dc=$(printf '%s\n' "${default_cpu[@]}" | median)
cores=$(nproc)
echo "tldr corpus: $pages Markdown pages, $cores cores, median of $runs runs (load average before: $load)"
awk -v ht="$ht" -v hm="$hm" -v tt="$tt" -v tm="$tm" -v hc="$hc" -v tc="$tc" -v hf="$hugo_files" -v tf="$trellis_files" \
    -v dt="$dt" -v dm="$dm" -v dc="$dc" -v df="$default_files" \
    -v hv="$(hugo version | awk '{print $2}')" 'BEGIN {
  printf "                        wall     CPU (user+sys)   peak RSS    HTML files\n"
  printf "hugo %-18s %6.2f s  %6.2f s        %7.1f MiB  %6d\n", hv, ht, hc, hm / 1024, hf
  printf "trellis default theme   %6.2f s  %6.2f s        %7.1f MiB  %6d\n", dt, dc, dm / 1024, df
  printf "trellis minimal theme   %6.2f s  %6.2f s        %7.1f MiB  %6d\n", tt, tc, tm / 1024, tf
  printf "default/hugo: wall %.2f (target <= 0.50), CPU %.2f, memory %.2f (target <= 1.00)\n", dt / ht, dc / hc, dm / hm
  printf "minimal/hugo: wall %.2f (target <= 0.50), CPU %.2f, memory %.2f (target <= 1.00)\n", tt / ht, tc / hc, tm / hm
}'
read -r page_median page_largest <<<"$default_page"
echo "default theme output: $((default_bytes / 1024)) MiB; page size median $((page_median / 1024)) KiB, largest $((page_largest / 1024)) KiB"
