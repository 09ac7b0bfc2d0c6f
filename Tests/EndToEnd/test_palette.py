"""End-to-end: the command palette in the real binary: `:` opens it, typing filters, Enter runs
the best match (a tab, then a theme), and the terminal is restored at the end."""
import re

from conftest import assert_restored

FIRST_FRAME = r"Users \(\d+"
SGR = re.compile(rb"\x1b\[([0-9;]*)m")


def test_palette_goes_to_posts_and_switches_the_theme(probe, tmp_path):
    log = tmp_path / "output.log"
    steps = [
        {"wait": FIRST_FRAME, "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"key": ":"},
        {"wait": r"Commands \(Enter run, Esc close\)", "timeout": 5},
        {"type": "posts"},
        {"wait": r"Show the Posts tab", "timeout": 5},
        {"key": "Enter"},
        {"wait": r"Posts \(\d+\)", "timeout": 10},
        {"key": "Ctrl-P"},
        {"wait": r"Commands \(Enter run, Esc close\)", "timeout": 5},
        {"type": "theme mono"},
        {"key": "Enter"},
        {"wait_idle": True, "timeout": 5},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, options=("--log", str(log)))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    output = log.read_bytes()
    # The mono theme, once chosen, draws the posts' selection in reverse video.
    after = output[output.rfind(b"Draw the app in the mono theme"):]
    assert re.search(rb"\x1b\[(0;)?7m", after), "no reverse video after switching to mono"
