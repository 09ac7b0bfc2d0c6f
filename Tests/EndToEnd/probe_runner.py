"""Runs tuiprobe with one emulator gap filled: pyte 0.8.2 ignores SU/SD (`CSI n S`, `CSI n T`,
scroll the region up/down), which ncurses uses (terminfo `indn`/`rin`) when a list shrinks or
scrolls, so without them the probe's screen keeps stale rows that tmux and xterm do not show.

Usage: python3 probe_runner.py TUIPROBE.py [tuiprobe arguments...]
"""
import importlib.util
import sys

import pyte


def _load(path):
    spec = importlib.util.spec_from_file_location("tuiprobe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _scroll(screen, count, up):
    """Scrolls the scrolling region by `count` lines, cursor unmoved, as xterm does."""
    top, bottom = screen._region()
    x, y = screen.cursor.x, screen.cursor.y
    for _ in range(min(count or 1, bottom - top + 1)):
        screen.cursor.y = top
        screen.delete_lines(1) if up else screen.insert_lines(1)
    screen.cursor.x, screen.cursor.y = x, y


def main():
    tuiprobe = _load(sys.argv[1])
    pyte.Stream.csi = {**pyte.Stream.csi, "S": "scroll_up", "T": "scroll_down"}
    tuiprobe.Screen.scroll_up = lambda self, count=None, *args, **kw: _scroll(self, count, up=True)
    tuiprobe.Screen.scroll_down = lambda self, count=None, *args, **kw: _scroll(self, count, up=False)
    sys.argv = [sys.argv[1], *sys.argv[2:]]
    return tuiprobe.main()


if __name__ == "__main__":
    sys.exit(main())
