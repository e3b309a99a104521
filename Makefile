# Two commands for a fresh Debian machine:
#   make site   installs what is missing, builds trellis and writes the bundled site into public/
#   make test   installs what is missing and runs the whole test suite (what .ci/run runs)

APT_PACKAGES := libcmark-dev libharfbuzz-dev libicu-dev pkg-config fonts-inter fonts-dejavu-core \
                woff2 chromium chromium-driver
SWIFT ?= swift

.PHONY: site test deps build bench bench-site theme clean

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

build: deps
	$(SWIFT) build -c release --product trellis

site: build
	$$($(SWIFT) build -c release --show-bin-path)/trellis build

test: deps
	$(SWIFT) test

bench: deps
	bash bench/run

# Trellis against Hugo on the tldr corpus (needs the hugo package).
bench-site: deps
	bash bench/site.sh

# Re-embed templates/ into the trellis binary after editing the default theme.
theme:
	bash Sources/TrellisSite/Templates/embed-theme.sh

clean:
	rm -rf .build public
