# Two commands for a fresh Debian machine:
#   make site   installs what is missing, builds trellis and writes the bundled site into public/
#   make test   installs what is missing and runs the whole test suite (what .ci/run runs)

# fonts-droid-fallback and fonts-nanum are the default theme's CJK and Hangul fallbacks: the
# engine measures with them and the browser proof renders with them. bootstrap-icons (MIT) draws the
# stand-ins for SF Symbols (Sources/TrellisLayout/Drawing/SymbolCatalog.swift).
APT_PACKAGES := libcmark-dev libharfbuzz-dev libicu-dev libsource-highlight-dev libdeflate-dev libstemmer-dev pkg-config fonts-inter fonts-dejavu-core \
                fonts-droid-fallback fonts-nanum woff2 chromium chromium-driver bootstrap-icons python3-pip
# axe-core, the accessibility rules the browser tests run on every page of content/, comes from
# PyPI's axe-playwright-python, which ships axe.min.js (axe-core 4.12). The tests inject that file
# through their own WebDriver client, so the package is installed without its dependencies
# (Playwright) into .build/axe with `pip install --target`: no venv needed, PEP 668 leaves a
# --target install alone on Debian's externally managed Python, and .build/ is never committed.
AXE_PACKAGE := axe-playwright-python==0.1.8
AXE_DIRECTORY := .build/axe
# The two other browser engines the browser tests drive, test-only: Firefox ESR (through its own
# Marionette server; Debian packages no geckodriver) and WebKitGTK's MiniBrowser through
# WebKitWebDriver, which needs an X display: Xvfb.
TEST_APT_PACKAGES := firefox-esr webkit2gtk-driver xvfb
# Only the benchmarks compare against these.
BENCH_PACKAGES := hugo time
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: site test deps test-deps bench-deps install-missing build bench bench-site theme clean

deps:
	@$(MAKE) --no-print-directory install-missing PACKAGES="$(APT_PACKAGES)"

# What the tests need beyond deps: Firefox and WebKit, and axe-core when .build/axe does not hold it yet.
test-deps: deps
	@$(MAKE) --no-print-directory install-missing PACKAGES="$(TEST_APT_PACKAGES)"
	@test -f $(AXE_DIRECTORY)/axe_playwright_python/axe.min.js || { \
	  echo "Installing $(AXE_PACKAGE) into $(AXE_DIRECTORY)"; \
	  python3 -m pip install --quiet --disable-pip-version-check --no-input --no-deps --target $(AXE_DIRECTORY) $(AXE_PACKAGE); }

bench-deps:
	@$(MAKE) --no-print-directory install-missing PACKAGES="$(APT_PACKAGES) $(BENCH_PACKAGES)"

# Installs those of $(PACKAGES) that dpkg does not list as installed.
install-missing:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

# One configuration for the two commands. `make site` builds release with the flags every release
# build takes (bench/release.sh: testability on) and leaves a stamp; `make test` after it then
# compiles only the test targets (unoptimised, Package.swift) over the same modules instead of
# every module again in debug. Without the stamp (a clean clone, as .ci/run has) it builds debug,
# as before. `make test CONFIG=debug` forces debug. The tests are built by `swift build --build-tests`
# and run with `--skip-build`: `swift test`'s own build adds its testing flags to every module and
# compiles them all again (seen on a scratch package: `swift build` then `swift test` recompiles).
RELEASE := $(shell . bench/release.sh && echo "$$RELEASE_FLAGS")
RELEASE_STAMP := .build/release-with-testing
CONFIG ?= $(if $(wildcard $(RELEASE_STAMP)),release,debug)

build: deps
	$(SWIFT) build $(RELEASE) --product trellis
	@touch $(RELEASE_STAMP)

site: build
	$$($(SWIFT) build $(RELEASE) --show-bin-path)/trellis build

# On a failure the failing tests' lines are printed again at the end, where a CI log's tail shows them.
test: test-deps
	@mkdir -p .build; set -o pipefail; flags="$(if $(filter release,$(CONFIG)),$(RELEASE))"; \
	{ $(SWIFT) build $$flags --build-tests && $(SWIFT) test $$flags --skip-build; } 2>&1 | tee .build/test-output.log || { \
	  status=$$?; echo; echo "make test: these failed (whole output in .build/test-output.log):"; \
	  grep -E "✘|error:|Fatal error|Crash|signal" .build/test-output.log | grep -v "^✘ Test run with" | head -60; \
	  grep -E "^✘ Test run with" .build/test-output.log; exit $$status; }

# Every benchmark, each printing its figures: layout (vs Taffy and Yoga), grid, text, site (vs Hugo).
bench: bench-deps
	bash bench/run

# Trellis against Hugo on the tldr corpus (needs the hugo package).
bench-site: bench-deps
	bash bench/site.sh

# Re-embed templates/ into the trellis binary after editing the default theme.
theme:
	bash Sources/TrellisSite/Templates/embed-theme.sh

clean:
	rm -rf .build public
