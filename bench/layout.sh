#!/usr/bin/env bash
# Lays out the benchmark trees (10k and 100k SwiftUI nodes of nested stacks and frames) in
# Trellis, Taffy and Yoga, and prints one table. Taffy and Yoga come from PyPI
# (`stretchable`, `yoga-python`, which needs Python >= 3.12); the script makes a venv for
# them under .build/bench-venv unless BENCH_PYTHON names a Python that has both.
#
#   bench/layout.sh [--nodes 10000,100000] [--runs 7]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh

nodes=10000,100000
runs=7
while [ $# -gt 0 ]; do
    case "$1" in
        --nodes) nodes="$2"; shift 2 ;;
        --runs) runs="$2"; shift 2 ;;
        *) echo "usage: bench/layout.sh [--nodes N[,N...]] [--runs R]" >&2; exit 2 ;;
    esac
done

python="${BENCH_PYTHON:-}"
if [ -z "$python" ]; then
    venv=.build/bench-venv
    if [ ! -x "$venv/bin/python" ]; then
        base=""
        for candidate in python3.13 python3.12 "$HOME/.pyenv/versions/3.12.1/bin/python" "$HOME/.pyenv/versions/3.13.0/bin/python" python3; do
            if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 12))' 2>/dev/null; then
                base="$candidate"
                break
            fi
        done
        if [ -z "$base" ]; then
            echo "bench/layout.sh: yoga-python needs Python >= 3.12; set BENCH_PYTHON" >&2
            exit 1
        fi
        "$base" -m venv "$venv"
        "$venv/bin/pip" install --quiet stretchable yoga-python
    fi
    python="$venv/bin/python"
fi

swift build $RELEASE_FLAGS --product trellis-bench 2>&1 | grep -E "error|warning: unre" || true
trellis_json="$(mktemp)"
trap 'rm -f "$trellis_json"' EXIT
.build/release/trellis-bench layout --nodes "$nodes" --runs "$runs" --json >"$trellis_json"
"$python" bench/layout_compare.py --nodes "$nodes" --runs "$runs" --table "$trellis_json"
