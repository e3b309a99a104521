#!/usr/bin/env bash
# Text measuring cost over the whole tldr corpus: with and without the shaped-word cache,
# against raw HarfBuzz shaping of the same runs. Usage: bash bench/text.sh [corpus.tar.gz]
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
swift build $RELEASE_FLAGS --product trellis-bench >/dev/null
"$(swift build $RELEASE_FLAGS --show-bin-path)/trellis-bench" text "$@"
