#!/usr/bin/env bash
# Fuzzes the layout-code compiler and interpreter with libFuzzer (the Swift toolchain's).
#
#   bench/fuzz/run.sh [SECONDS]     (default 3600)
#
# Builds trellis-fuzz with AddressSanitizer and libFuzzer's coverage instrumentation in
# .build-fuzz/ (SwiftPM aliases an executable's `main`, so the target calls libFuzzer's
# driver itself and links libFuzzer without its `main`), starts from bench/fuzz/seeds
# (layouts written for Trellis's tests) plus a Swift token dictionary, and mutates for
# SECONDS (the layouts of bench/layouts/ are seeds too). Inputs that crash, hang (-timeout) or blow up memory are written to
# .build-fuzz/findings/; the corpus it grows is kept in .build-fuzz/corpus/.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-3600}"
runtime="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/clang"
fuzzer="$(ls "$runtime"/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a | head -1)"
swift build -c release --scratch-path .build-fuzz --product trellis-fuzz \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xswiftc -DFUZZING -Xlinker "$fuzzer" -Xlinker -lstdc++ >&2
binary=".build-fuzz/release/trellis-fuzz"
mkdir -p .build-fuzz/corpus .build-fuzz/findings
ASAN_OPTIONS=detect_leaks=0 "$binary" .build-fuzz/corpus bench/fuzz/seeds bench/layouts \
    -dict=bench/fuzz/swift.dict -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=4096 -detect_leaks=0 -print_final_stats=1 -artifact_prefix=.build-fuzz/findings/ 2>&1 \
    | grep -E "^#[0-9]+.*(pulse|DONE|NEW)|stat::|ERROR|Test unit written|SUMMARY" | tail -40
echo "findings: $(ls .build-fuzz/findings | wc -l)"
