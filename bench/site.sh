#!/usr/bin/env bash
# Scale benchmark: `trellis build` against Hugo 0.111 on the same 19,836 tldr pages, with both
# of Trellis's themes: the default documentation theme (sidebar, breadcrumbs, table of
# contents, pager: what users build with) and the minimal benchmark theme (bench/theme: the
# same output as the Hugo site). Two cases, as an author meets them:
#   first  a first build into an empty folder (every run writes a new folder);
#   over   a build into the site's own output over the previous one, after an edit that
#          changes every page (as after a template edit): Hugo into its public/, Trellis
#          into its public/ (which keeps the output it replaces as .public.spare).
# The output is ON DISK by default: a folder under .build/ of this repository (not /tmp,
# which is tmpfs on many systems). Prints the median wall, user and system time of the runs
# and the peak resident memory of each tool, and the ratios to Hugo.
# On ext4 WITHOUT a journal (no /proc/fs/jbd2/<device>, as on some VMs) mass deletions on the
# same file system in the last minutes (this script's own clean-up at exit, any `rm -rf`)
# inflate the system time of both tools: the inode allocator skips inodes deleted within the
# last 60 s, or 300 s while their table block is dirty (recently_deleted() in the kernel's
# fs/ext4/ialloc.c). Trellis's tldr first build measured 1.2 s of system time on a quiet
# disk and 5-8 s just after some twenty earlier outputs (40,000 files and folders each)
# were deleted (`perf record`: recently_deleted, find_inode_bit). Leave a few minutes
# after deleting large trees before measuring.
# Targets: Trellis (either theme) at most half of Hugo's wall time in both cases, and at
# most 0.4 of its memory.
#
#   bash bench/site.sh                  # builds a release trellis first; 5 runs of each case
#   TRELLIS=/path/to/trellis bash bench/site.sh
#   RUNS=3 bash bench/site.sh
#   CASES=first bash bench/site.sh      # one case only (first, over)
#   TMPFS=1 bash bench/site.sh          # the output on tmpfs (/dev/shm): leaves out the disk
#   BENCH_DIR=/some/disk bash bench/site.sh   # where the sites and outputs go
#   SEARCH=off bash bench/site.sh       # without the search index (trellis.yml `search: false`)
#   FENCED=1 bash bench/site.sh         # each page's one-line `command` as a ```sh block, so
#                                       # both generators highlight ~81,000 code blocks
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
repo=$(pwd)
corpora=${CORPORA:-$repo/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
runs=${RUNS:-5}
cases=${CASES:-first over}

for tool in hugo /usr/bin/time; do
  command -v "$tool" >/dev/null || { echo "bench: $tool is missing (apt-get install hugo time)" >&2; exit 1; }
done
if [ -z "${TRELLIS:-}" ]; then
  swift build $RELEASE_FLAGS --product trellis >&2
  TRELLIS="$(swift build $RELEASE_FLAGS --show-bin-path)/trellis"
fi

if [ -n "${TMPFS:-}" ]; then
  base=/dev/shm
else
  base=${BENCH_DIR:-$repo/.build}
fi
mkdir -p "$base"
work=$(mktemp -d "$base/trellis-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
fstype=$(df --output=fstype "$work" | tail -1)
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
cp "$work/trellis/trellis.yml" "$work/default/"

# An edit that changes every page of each site, different at each call (the "over" case):
# a <meta> tag in the base template (Hugo, minimal theme; Hugo drops HTML comments); the
# site's title, which every page's header shows (default theme, whose templates are built in).
edit_every_page() {
  EDIT="$1" perl -pi -e 's/(<meta name="edit" content="\d+">)?<title>/<meta name="edit" content="$ENV{EDIT}"><title>/' \
    "$work/hugo/layouts/_default/baseof.html" "$work/trellis/templates/base.mustache"
  EDIT="$1" perl -pi -e 's/^title: .*/title: tldr $ENV{EDIT}/' "$work/default/trellis.yml"
}

# Runs one build; prints "wall-seconds peak-kilobytes user-seconds system-seconds".
measure() {
  /usr/bin/time -f "%e %M %U %S" -o "$work/time.txt" "$@" >"$work/log.txt" 2>&1 || { cat "$work/log.txt" >&2; exit 1; }
  cat "$work/time.txt"
}

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
largest() { sort -n | tail -1; }

# The three builds of one run of a case, each as "tool wall rss user sys" lines in $work/$case.txt.
build_once() {
  local case=$1 run=$2
  if [ "$case" = first ]; then
    echo "hugo $(cd "$work/hugo" && measure hugo --quiet -d "$work/hugo-first-$run")"
    echo "default $(measure "$TRELLIS" build --source "$work/default" --output "$work/default-first-$run" --no-cache)"
    echo "minimal $(measure "$TRELLIS" build --source "$work/trellis" --output "$work/trellis-first-$run" --no-cache)"
  else
    edit_every_page "$run"
    echo "hugo $(cd "$work/hugo" && measure hugo --quiet)"
    echo "default $(measure "$TRELLIS" build --source "$work/default" --no-cache)"
    echo "minimal $(measure "$TRELLIS" build --source "$work/trellis" --no-cache)"
  fi
}

load=$(cut -d' ' -f1 /proc/loadavg)
echo "tldr corpus: $pages Markdown pages, $(nproc) cores, output on $fstype ($work), $runs runs per case (load average before: $load)"
for case in $cases; do
  : >"$work/$case.txt"
  if [ "$case" = over ]; then
    # Two builds first, not counted: the outputs to build over (and Trellis's spare).
    build_once over 101 >/dev/null
    build_once over 102 >/dev/null
  fi
  for run in $(seq 1 "$runs"); do
    build_once "$case" "$run" | tee -a "$work/$case.txt" | awk -v run="$run" -v c="$case" '
      { line = line sprintf("%s %.2f s (user %.2f, sys %.2f), %d MiB; ", $1, $2, $4, $5, $3 / 1024) }
      END { print c " run " run ": " line }' >&2
  done
  stat_of() { awk -v t="$1" -v f="$2" '$1 == t { print $f }' "$work/$case.txt"; }
  ht=$(stat_of hugo 2 | median); hm=$(stat_of hugo 3 | largest)
  echo
  if [ "$case" = first ]; then
    echo "first build into an empty folder (median of $runs; peak RSS is the largest run's):"
  else
    echo "build over the previous output, every page changed (median of $runs; peak RSS is the largest run's):"
  fi
  printf "                        wall      user      sys       peak RSS    wall/hugo  RSS/hugo\n"
  for tool in hugo default minimal; do
    name=$tool
    [ "$tool" = hugo ] && name="hugo $(hugo version | awk '{print $2}' | cut -d- -f1)"
    [ "$tool" = default ] && name="trellis default theme"
    [ "$tool" = minimal ] && name="trellis minimal theme"
    awk -v n="$name" -v w="$(stat_of "$tool" 2 | median)" -v u="$(stat_of "$tool" 4 | median)" \
        -v s="$(stat_of "$tool" 5 | median)" -v m="$(stat_of "$tool" 3 | largest)" -v ht="$ht" -v hm="$hm" \
        'BEGIN { printf "%-22s %6.2f s  %6.2f s  %6.2f s  %7.1f MiB  %6.2f    %6.2f\n", n, w, u, s, m / 1024, w / ht, m / hm }'
  done
  echo "targets: wall/hugo <= 0.50, RSS/hugo <= 0.40"
done

if [ -d "$work/default-first-1" ]; then
  hugo_files=$(find "$work/hugo-first-1" -name '*.html' | wc -l)
  default_files=$(find "$work/default-first-1" -name '*.html' | wc -l)
  minimal_files=$(find "$work/trellis-first-1" -name '*.html' | wc -l)
  default_bytes=$(du -sk "$work/default-first-1" | cut -f1)
  read -r page_median page_largest < <(find "$work/default-first-1" -name index.html -printf '%s\n' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)], a[NR] }')
  echo
  echo "HTML files: hugo $hugo_files, trellis default theme $default_files, minimal theme $minimal_files"
  echo "default theme output: $((default_bytes / 1024)) MiB; page size median $((page_median / 1024)) KiB, largest $((page_largest / 1024)) KiB"
fi
