#!/usr/bin/env bash
# Error-path benchmark: a failed build must not take longer than a successful one. Builds the
# 19,836-page tldr corpus as it is, then with two broken links added to every page (a link to
# `NAME.html` where NAME.md exists, which gets a "did you mean" hint, and a link to a missing
# page): 39,649 errors when measured. Prints the median wall time of each (3 runs, alternating).
#
#   bash bench/failed-build.sh                  # builds a release trellis first
#   TRELLIS=/path/to/trellis bash bench/failed-build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
repo=$(pwd)
corpora=${CORPORA:-$repo/../shared/corpora}
[ -d "$corpora" ] || corpora=/work/shared/corpora
runs=${RUNS:-3}
command -v /usr/bin/time >/dev/null || { echo "bench: /usr/bin/time is missing (apt-get install time)" >&2; exit 1; }
if [ -z "${TRELLIS:-}" ]; then
  swift build $RELEASE_FLAGS --product trellis >&2
  TRELLIS="$(swift build $RELEASE_FLAGS --show-bin-path)/trellis"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/trellis-failed.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xzf "$corpora/tldr-pages.tar.gz" -C "$work"
for site in ok broken; do
  mkdir -p "$work/$site"
  cp -r "$repo/bench/theme/." "$work/$site/"
  cp -r "$work/corpus" "$work/$site/content"
done
# The benchmark theme reports broken links as warnings (tldr has a few); here they fail the build.
sed -i 's/broken: warning/broken: error/' "$work/broken/trellis.yml"
find "$work/broken/content" -name '*.md' | while read -r file; do
  name=$(basename "$file" .md)
  printf '\nSee also [the old page](%s.html) and [a removed one](removed-%s.md).\n' "$name" "$name" >>"$file"
done

# Prints the wall time of one build; a failed build is expected for the broken site.
measure() {
  /usr/bin/time -f "%e" -o "$work/time.txt" "$TRELLIS" build --source "$work/$1" --output "$work/out-$1-$2" >"$work/log-$1.txt" 2>&1 || true
  cat "$work/time.txt" | tail -1
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

ok=(); broken=()
for run in $(seq 1 "$runs"); do
  ok+=("$(measure ok "$run")")
  broken+=("$(measure broken "$run")")
  echo "run $run: successful ${ok[-1]} s, failed ${broken[-1]} s" >&2
done
errors=$(grep -c ': error: ' "$work/log-broken.txt" || true)
echo "successful build: $(printf '%s\n' "${ok[@]}" | median) s (median of $runs)"
echo "failed build ($errors errors): $(printf '%s\n' "${broken[@]}" | median) s (median of $runs)"
