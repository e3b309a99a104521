#!/usr/bin/env bash
# Growth benchmark: `trellis build` with the default theme (search on) on 1 to 5 copies of the
# 19,836 tldr pages side by side (copy-1/, copy-2/... each a full set of sections), up to
# 99,180 pages. Prints pages, wall and CPU time, time per page and peak memory for each size:
# growth is linear when the time and memory per page stay flat.
#
#   bash bench/scale.sh                   # builds a release trellis first
#   TRELLIS=/path/to/trellis COPIES="1 3 5" bash bench/scale.sh
#   TMPDIR=/dev/shm bash bench/scale.sh   # on tmpfs, as bench/site.sh recommends
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
repo=$(pwd)
corpora=${CORPORA:-$repo/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
command -v /usr/bin/time >/dev/null || { echo "bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
if [ -z "${TRELLIS:-}" ]; then
  swift build $RELEASE_FLAGS --product trellis >&2
  TRELLIS="$(swift build $RELEASE_FLAGS --show-bin-path)/trellis"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$corpora/tldr-pages.tar.gz" -C "$work"

printf '%8s %9s %9s %12s %12s %14s\n' pages wall_s cpu_s us_per_page peak_MiB KiB_per_page
for copies in ${COPIES:-1 2 3 4 5}; do
  site="$work/site-$copies"
  mkdir -p "$site/content"
  cp "$repo/bench/theme/trellis.yml" "$site/"
  for k in $(seq 1 "$copies"); do cp -r "$work/corpus" "$site/content/copy-$k"; done
  pages=$(find "$site/content" -name '*.md' | wc -l)
  /usr/bin/time -f "%e %M %U %S" -o "$work/time.txt" "$TRELLIS" build --source "$site" --output "$work/out-$copies" --no-cache \
    >"$work/log.txt" 2>&1 || { cat "$work/log.txt" >&2; exit 1; }
  read -r wall rss user sys < "$work/time.txt"
  awk -v p="$pages" -v w="$wall" -v m="$rss" -v u="$user" -v s="$sys" 'BEGIN {
    printf "%8d %9.2f %9.2f %12.1f %12.0f %14.1f\n", p, w, u + s, w * 1e6 / p, m / 1024, m / p }'
  rm -rf "$site" "$work/out-$copies"
done
