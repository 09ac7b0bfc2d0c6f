"""End-to-end: the real users-tui in a pseudo-terminal. Starting, moving, the help overlay,
quitting, both cursor-key encodings, resizing, and giving the terminal back after q, Ctrl-C,
SIGTERM, or when there is no terminal at all."""
import re
import subprocess

import pytest

from conftest import Probe, assert_restored

FIRST_FRAME = r"Users \(\d+"
# Text only the help overlay shows: it lists every binding, paging ones included.
HELP_TEXT = r"(?i)(page ?down|pgdn|ctrl-d)"


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}]


def test_demo_moves_shows_help_and_quits_cleanly(probe):
    steps = start_steps() + [
        {"snapshot": "start"},
        {"repeat": 3, "key": "Down", "expect_change": True},
        {"snapshot": "moved"},
        {"key": "?", "expect_change": True},
        {"assert_screen": HELP_TEXT},
        {"snapshot": "help"},
        {"key": "?", "expect_change": True},
        {"snapshot": "closed"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 0
    assert_restored(report)
    # Each Down had to change the screen (expect_change: cells or attributes); the text alone
    # may stay the same, since the selection is shown in reverse video.
    assert not re.search(HELP_TEXT, Probe.snapshot(report, "moved"))
    assert re.search(HELP_TEXT, Probe.snapshot(report, "help"))
    assert not re.search(HELP_TEXT, Probe.snapshot(report, "closed"))


@pytest.mark.parametrize("encoding", ["csi", "ss3"])
def test_arrow_keys_work_in_both_encodings(probe, encoding):
    steps = start_steps() + [
        {"key": "Down", "expect_change": True},
        {"key": "Up", "expect_change": True},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, options=("--cursor-keys", encoding))
    assert report["ok"], report["failure"] or report["stderr"]


def test_ctrl_c_quits_and_restores(probe):
    report = probe.run(start_steps() + [{"key": "Ctrl-C"}, {"expect_exit": 0, "timeout": 5}])
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_resize_redraws_and_too_small_says_so(probe):
    steps = start_steps() + [
        {"resize": [80, 24]},
        {"assert_screen": FIRST_FRAME},
        {"resize": [30, 8]},
        {"assert_screen": r"Terminal too small"},
        {"resize": [100, 30]},
        {"assert_screen": FIRST_FRAME},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_sigterm_restores_the_terminal(probe):
    # The scenario ends with the program still running: tuiprobe sends SIGTERM.
    report = probe.run(start_steps())
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 143
    assert_restored(report)


def shrink_and_restore(check):
    """Below the minimum and back: the cover says so, then `check` is on screen again."""
    return [
        {"resize": [30, 8]},
        {"assert_screen": r"Terminal too small"},
        {"type": "jx"},  # ignored while covered
        {"resize": [39, 30]},
        {"assert_screen": r"Terminal too small"},
        {"resize": [100, 30]},
        {"wait": check, "timeout": 5},
    ]


def test_shrinking_below_the_minimum_keeps_everything(probe):
    steps = start_steps() + [
        {"key": "/"}, {"type": "Okafor"}, {"wait": r"Users \(1 of 10\)", "timeout": 5},
        *shrink_and_restore(r"/ Okafor"),
        {"key": "Enter"}, {"wait": r"Filter: Okafor", "timeout": 5},
        {"key": "Enter"}, {"wait": r"Phone", "timeout": 5},
        {"key": "?"}, {"wait": HELP_TEXT, "timeout": 5},
        *shrink_and_restore(HELP_TEXT),
        {"key": "?"}, {"wait": r"Phone", "timeout": 5},
        {"key": "Escape"}, {"wait": r"Filter: Okafor", "timeout": 5},
        {"assert_screen": r"Users \(1 of 10\)"},
        {"key": "n"}, {"type": "Ada Love"}, {"key": "Tab"}, {"type": "ada"},
        {"wait": r"ada", "timeout": 5},
        *shrink_and_restore(r"Ada Love"),
        {"assert_screen": r"ada"},
        {"type": "l"}, {"wait": r"adal", "timeout": 5},
        {"key": "Escape"}, {"key": "5"}, {"type": "Lisbo"}, {"wait": r"Lisbo", "timeout": 5},
        *shrink_and_restore(r"City: Lisbo"),
        {"key": "Escape"}, {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


@pytest.mark.parametrize("term", ["dumb", "unknown-xyz"])
def test_a_terminal_that_cannot_place_the_cursor_is_refused(binary, app_env, term):
    """TERM=dumb (no cursor addressing) or a TERM terminfo does not know: one line on stderr,
    exit status 2, and not one byte sent to the terminal (no escape sequence, no paste mode)."""
    import os
    import pty
    master, slave = pty.openpty()
    try:
        done = subprocess.run([str(binary), "--demo"], stdin=slave, stdout=slave, stderr=subprocess.PIPE,
                              timeout=20, env={**app_env, "TERM": term})
        os.close(slave)
        slave = None
        sent = b""
        os.set_blocking(master, False)
        while True:
            try:
                chunk = os.read(master, 4096)
            except (BlockingIOError, OSError):
                break
            if not chunk:
                break
            sent += chunk
    finally:
        if slave is not None:
            os.close(slave)
        os.close(master)
    assert done.returncode == 2
    assert sent == b"", sent
    message = done.stderr.decode()
    assert message.count("\n") == 1, message
    assert f"TERM={term}" in message, message
    if term == "dumb":
        assert "cannot move the cursor" in message, message


def test_piped_stdout_exits_2_with_a_clear_message(binary, app_env):
    done = subprocess.run([str(binary), "--demo"], stdin=subprocess.DEVNULL, capture_output=True,
                          timeout=20, env=app_env)
    assert done.returncode == 2
    assert b"\x1b" not in done.stdout
    assert b"\x1b" not in done.stderr
    assert re.search(rb"(?i)not a (tty|terminal)", done.stderr), done.stderr
