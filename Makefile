# users-tui: build, run, test, benchmark, install.
SWIFT     ?= swift
PYTHON    ?= python3
PREFIX    ?= /usr/local
SHARED    ?= $(abspath ../shared)
TUIPROBE  ?= $(SHARED)/tools/tuiprobe/tuiprobe.py
SWIFTFLAGS = -Xswiftc -warnings-as-errors
RELEASE   = .build/release/users-tui

.PHONY: build debug run test test-unit test-e2e test-faults test-install bench fuzz static install clean

build:
	$(SWIFT) build -c release $(SWIFTFLAGS) --product users-tui

debug:
	$(SWIFT) build $(SWIFTFLAGS)

run: build
	$(RELEASE) --demo

# The fault matrix (Tests/Faults): `make test` runs the rows not marked slow, `make test-faults` all
# of them and writes the table to Tests/Faults/results.md.
FAULTS = USERS_TUI=$(abspath $(RELEASE)) TUIPROBE=$(TUIPROBE) $(PYTHON) -m pytest -q -p no:cacheprovider Tests/Faults

test: test-unit test-e2e
	FAULTS_RESULTS=$(abspath .build/faults-quick.md) $(FAULTS) -m "not slow"

test-unit:
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build --parallel

test-e2e: build
	USERS_TUI=$(abspath $(RELEASE)) TUIPROBE=$(TUIPROBE) $(PYTHON) -m pytest -q Tests/EndToEnd

test-faults: build
	$(FAULTS)

# Benchmarks: in-process micro-benchmarks, then users-tui against the C ncurses, Python curses and
# Textual baselines of ../shared/bench in one run (about 20 minutes; results in bench/).
bench: build
	$(SWIFT) build -c release $(SWIFTFLAGS) --product users-tui-bench
	.build/release/users-tui-bench --out bench/micro.json
	$(PYTHON) -m pip install -q -r $(SHARED)/bench/requirements.txt
	USERS_TUI=$(abspath $(RELEASE)) SHARED=$(SHARED) $(PYTHON) bench/run.py --out bench/out

# The installed binary links the Swift runtime and Foundation statically (it runs without the
# toolchain; the link needs libcurl4-openssl-dev). Its own build folder keeps `make build` dynamic.
STATIC = .build/static/release/users-tui
SHARE  = $(DESTDIR)$(PREFIX)/share

static:
	$(SWIFT) build -c release $(SWIFTFLAGS) --static-swift-stdlib --scratch-path .build/static --product users-tui

install: static
	install -d $(DESTDIR)$(PREFIX)/bin $(SHARE)/users-tui $(SHARE)/man/man1 $(SHARE)/bash-completion/completions \
	    $(SHARE)/zsh/site-functions $(SHARE)/fish/vendor_completions.d
	install -m 0755 $(STATIC) $(DESTDIR)$(PREFIX)/bin/users-tui
	install -m 0644 man/users-tui.1 $(SHARE)/man/man1/users-tui.1
	$(STATIC) --completions bash > $(SHARE)/bash-completion/completions/users-tui
	$(STATIC) --completions zsh > $(SHARE)/zsh/site-functions/_users-tui
	$(STATIC) --completions fish > $(SHARE)/fish/vendor_completions.d/users-tui.fish
	chmod 0644 $(SHARE)/bash-completion/completions/users-tui $(SHARE)/zsh/site-functions/_users-tui \
	    $(SHARE)/fish/vendor_completions.d/users-tui.fish
	cp -R Resources/. $(SHARE)/users-tui/

# `make install` into a temporary prefix, then the installed binary without the toolchain
# (Tests/Install). Not part of `make test`: the static release build takes several minutes.
test-install:
	MAKE="$(MAKE)" $(PYTHON) -m pytest -q -p no:cacheprovider Tests/Install

clean:
	$(SWIFT) package clean
	rm -rf .build

# libFuzzer targets (Fuzz/README.md): each runs FUZZ_SECONDS (default 30); not part of `make test`.
fuzz:
	Fuzz/run.sh
