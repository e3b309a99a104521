#!/usr/bin/env bash
# The bundled site built with its custom layouts interpreted against the same site with the
# compiled built-ins (issue 12's target: at most 1.5x). bench/interpreted_site.py writes the
# two copies; each is built RUNS times (default 5), alternating, without the incremental cache.
#
#   bash bench/interpreted-site.sh            # builds a release trellis first
#   TRELLIS=/path/to/trellis RUNS=9 bash bench/interpreted-site.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
runs=${RUNS:-5}
if [ -z "${TRELLIS:-}" ]; then
  swift build $RELEASE_FLAGS --product trellis >&2
  TRELLIS="$(swift build $RELEASE_FLAGS --show-bin-path)/trellis"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 bench/interpreted_site.py "$work" >/dev/null
for variant in compiled interpreted; do : > "$work/$variant.times"; done
for _ in $(seq "$runs"); do
  for variant in compiled interpreted; do
    (cd "$work/$variant" && /usr/bin/time -f "%e %U" -o "$work/time" "$TRELLIS" build --no-cache >/dev/null 2>"$work/err") \
      || { cat "$work/err" >&2; exit 1; }
    cat "$work/time" >> "$work/$variant.times"
  done
done
# Instructions are the figure a shared machine does not disturb (wall time moves with load).
if command -v perf >/dev/null; then
  for variant in compiled interpreted; do
    (cd "$work/$variant" && perf stat -x, -e instructions:u "$TRELLIS" build --no-cache 2>&1 >/dev/null | grep instructions | cut -d, -f1) \
      > "$work/$variant.instructions" || true
  done
fi
python3 - "$work" <<'PY'
import statistics, sys
work = sys.argv[1]
medians = {}
for variant in ["compiled", "interpreted"]:
    rows = [tuple(map(float, line.split())) for line in open(f"{work}/{variant}.times") if line.strip()]
    medians[variant] = (statistics.median(r[0] for r in rows), statistics.median(r[1] for r in rows))
    print(f"{variant:12} wall {medians[variant][0]:.2f} s  user CPU {medians[variant][1]:.2f} s  (median of {len(rows)})")
print(f"ratio        wall {medians['interpreted'][0] / medians['compiled'][0]:.2f}x  user CPU {medians['interpreted'][1] / medians['compiled'][1]:.2f}x")
import os
counts = {}
for variant in ["compiled", "interpreted"]:
    path = f"{work}/{variant}.instructions"
    if os.path.exists(path) and open(path).read().strip().isdigit():
        counts[variant] = int(open(path).read())
if len(counts) == 2:
    print(f"instructions compiled {counts['compiled'] / 1e9:.2f} G  interpreted {counts['interpreted'] / 1e9:.2f} G  ratio {counts['interpreted'] / counts['compiled']:.2f}x")
PY
