# The flags of every release build of Trellis: `make site` (the Makefile reads them here) and
# the benchmarks, which source this file. Testability is on so `make test` reuses the release
# modules (the test targets alone are compiled over them), and one set of flags means no build
# recompiles everything another compiled with different ones. It costs the binary nothing
# measurable (`trellis build --no-cache` of content/: 0.751 s against 0.743 s, session 30).
RELEASE_FLAGS="-c release -Xswiftc -enable-testing"
