# users-tui: build, run, test, benchmark, install.
SWIFT     ?= swift
PYTHON    ?= python3
PREFIX    ?= /usr/local
SHARED    ?= $(abspath ../shared)
TUIPROBE  ?= $(SHARED)/tools/tuiprobe/tuiprobe.py
SWIFTFLAGS = -Xswiftc -warnings-as-errors
RELEASE   = .build/release/users-tui

.PHONY: build debug run test test-unit test-e2e test-faults bench fuzz install clean

build:
	$(SWIFT) build -c release $(SWIFTFLAGS) --product users-tui

debug:
	$(SWIFT) build $(SWIFTFLAGS)

run: build
	$(RELEASE) --demo

test: test-unit test-e2e

test-unit:
	$(SWIFT) build --build-tests $(SWIFTFLAGS)
	$(SWIFT) test --skip-build --parallel

test-e2e: build
	USERS_TUI=$(abspath $(RELEASE)) TUIPROBE=$(TUIPROBE) $(PYTHON) -m pytest -q Tests/EndToEnd

bench:
	@echo "make bench: not yet (see the performance issue)"

install: build
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/users-tui
	install -m 0755 $(RELEASE) $(DESTDIR)$(PREFIX)/bin/users-tui
	cp -R Resources/. $(DESTDIR)$(PREFIX)/share/users-tui/

clean:
	$(SWIFT) package clean
	rm -rf .build
