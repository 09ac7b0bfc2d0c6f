# users-tui: build, run, test, benchmark, install.
SWIFT     ?= swift
# The Python used by the test and benchmark scripts: a virtual environment under .build/, made and
# filled from the requirements files on first use (no global pip install).
VENV      := .build/venv
PYTHON    ?= $(VENV)/bin/python
PREFIX    ?= /usr/local
SHARED    ?= $(abspath ../shared)
TUIPROBE  ?= $(SHARED)/tools/tuiprobe/tuiprobe.py
SWIFTFLAGS = -Xswiftc -warnings-as-errors
# Release builds link the Swift runtime and Foundation statically: the binary starts without
# resolving about 60 shared libraries' symbols (half the work before the first frame at 10 users)
# and runs without the toolchain; libcurl is loaded on the first request, not linked
# (Sources/CLazyCurl). One release build serves
# run, test, bench and install.
RELEASEFLAGS = $(SWIFTFLAGS) --static-swift-stdlib
RELEASE   = .build/release/users-tui

.PHONY: build debug run example docs format lint test test-unit test-e2e test-faults test-install bench hot-functions fuzz static install clean venv

build:
	$(SWIFT) build -c release $(RELEASEFLAGS) --product users-tui

debug:
	$(SWIFT) build $(SWIFTFLAGS)

run: build
	$(RELEASE) --demo

# The example app of the TerminalUI and Injection libraries (Examples/README.md). `make test`
# builds it with every other target (`swift build --build-tests`) and runs its snapshot tests.
example:
	$(SWIFT) run $(SWIFTFLAGS) terminalui-example

# The fault matrix (Tests/Faults): `make test` runs the rows not marked slow, `make test-faults` all
# of them and writes the table to Tests/Faults/results.md.
$(VENV)/.installed: Tests/EndToEnd/requirements.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/python -m pip install -q --disable-pip-version-check -r Tests/EndToEnd/requirements.txt
	touch $@

venv: $(VENV)/.installed

FAULTS = USERS_TUI=$(abspath $(RELEASE)) TUIPROBE=$(TUIPROBE) $(PYTHON) -m pytest -q -p no:cacheprovider Tests/Faults

# Formatting and lint: the toolchain's swift-format with the repository's .swift-format (4-space
# indents, 120 columns). `make format` rewrites the files; `make lint` (run first by `make test`)
# fails on any difference or rule finding.
FORMATTED = Sources Tests Examples Fuzz Package.swift

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

test: lint test-unit docs test-e2e venv
	FAULTS_RESULTS=$(abspath .build/faults-quick.md) $(FAULTS) -m "not slow"

# The network client's suites assert timeouts and cancellation in seconds of wall time, so they run
# on their own, after the rest: not beside hundreds of CPU-bound tests, nor beside the demo server's
# socket tests, whose blocking reads hold threads of the same small pool.
CLIENT_TESTS = ServicesTests|RepositoriesTests
SERVER_TESTS = DemoAPITests

test-unit:
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build --parallel --skip "$(CLIENT_TESTS)|$(SERVER_TESTS)"
	$(SWIFT) test --skip-build --filter "$(SERVER_TESTS)"
	$(SWIFT) test --skip-build --filter "$(CLIENT_TESTS)"

# API documentation of the two libraries (Sources/*/*.docc), made with the toolchain's own docc, no
# plugin and no network: TerminalUI (and Injection, which it depends on) are compiled in a separate
# scratch directory, so the test build is left alone, emitting their symbol graphs; each module's
# graphs then go to docc in a folder of their own. A docc warning (such as a link to a symbol that
# does not exist) fails the target. Output: .build/docs/{TerminalUI,Injection}.doccarchive.
DOCC       ?= docc
DOCS_BUILD  = .build/docs-build
GRAPHS      = $(DOCS_BUILD)/symbol-graphs
DOCS_MODULES = Injection TerminalUI

docs:
	mkdir -p $(GRAPHS) .build/docs
	$(SWIFT) build --scratch-path $(DOCS_BUILD) --target TerminalUI $(SWIFTFLAGS) \
		-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(abspath $(GRAPHS))
	for module in $(DOCS_MODULES); do \
		rm -rf $(GRAPHS)/$$module && mkdir $(GRAPHS)/$$module && \
		cp $(GRAPHS)/$$module.symbols.json $(GRAPHS)/$$module/ && \
		for extension in $(GRAPHS)/$$module@*.symbols.json; do \
			if [ -e "$$extension" ]; then cp "$$extension" $(GRAPHS)/$$module/; fi; \
		done && \
		$(DOCC) convert Sources/$$module/$$module.docc --additional-symbol-graph-dir $(GRAPHS)/$$module \
			--output-path .build/docs/$$module.doccarchive --fallback-display-name $$module \
			--fallback-bundle-identifier users-tui.$$module --warnings-as-errors || exit 1; \
	done

test-e2e: build venv
	USERS_TUI=$(abspath $(RELEASE)) TUIPROBE=$(TUIPROBE) $(PYTHON) -m pytest -q Tests/EndToEnd

test-faults: build venv
	$(FAULTS)

# Benchmarks: in-process micro-benchmarks, then users-tui against the C ncurses, Python curses and
# Textual baselines of ../shared/bench in one run, and every target of the performance issue
# (about 40 minutes; results in bench/). `make bench BENCHFLAGS=--quick`: one small run of each.
bench: build venv
	$(SWIFT) build -c release $(RELEASEFLAGS) --product users-tui-bench
	.build/release/users-tui-bench --out bench/micro.json
	$(PYTHON) -m pip install -q --disable-pip-version-check -r $(SHARED)/bench/requirements.txt
	USERS_TUI=$(abspath $(RELEASE)) SHARED=$(SHARED) $(PYTHON) bench/run.py $(BENCHFLAGS)

# The functions a start and the common keys run (Sources/users-tui/link/hot-functions.txt), which
# the release link lays out side by side (Package.swift). Needs valgrind; run again after large
# changes (a stale list costs memory and time, never correctness).
hot-functions: build venv
	SHARED=$(SHARED) $(PYTHON) bench/hot_functions.py
	rm -f $(RELEASE) && $(MAKE) build  # the link does not see the list change by itself

# The installed binary is the release build (statically linked, see RELEASEFLAGS).
STATIC = $(RELEASE)
SHARE  = $(DESTDIR)$(PREFIX)/share

static: build

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
test-install: venv
	MAKE="$(MAKE)" $(PYTHON) -m pytest -q -p no:cacheprovider Tests/Install

clean:
	$(SWIFT) package clean
	rm -rf .build

# libFuzzer targets (Fuzz/README.md): each runs FUZZ_SECONDS (default 30); not part of `make test`.
fuzz:
	Fuzz/run.sh
