"""Input faults: a 10,000-key paste in one write, bracketed paste into the filter field, invalid
UTF-8 and unknown escape sequences, a paste that never closes, 10,000 characters typed into
fields, and shrinking below the minimum size with a form typed. Expected: no crash, and the app still answers keys after."""
import time

import pytest

from pty_app import PtyApp
from scenarios import assert_ok, quit_cleanly, responsive, start


def test_ten_thousand_keys_at_once(probe, row):
    row("10,000 keys in one write", "no crash, still responsive, q exits 0")
    steps = start() + [{"type": "jk" * 5000, "timeout": 30}, {"wait_idle": True, "timeout": 30}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))


def test_bracketed_paste_into_the_filter(probe, row):
    row("bracketed paste into the filter field", "pasted text filters (`Users (1 of 10)`), no crash")
    steps = start() + [{"key": "/"}, {"type": "\x1b[200~Mei\x1b[201~"},
                       {"wait": r"Users \(1 of 10\)", "timeout": 10}, {"key": "Escape"}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))


def test_unknown_escape_sequences(probe, row):
    row("unknown escape sequences", "ignored, still responsive")
    steps = start() + [{"type": "\x1b[99~\x1b[1;9Z\x1bO5Q\x1b[>0;0c\x1b]0;x\x07"}, {"sleep": 0.3}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))


def test_invalid_utf8(binary, app_env, row, tmp_path):
    row("invalid UTF-8 bytes (also inside the filter)", "no crash, q exits 0")
    app = PtyApp(binary, ("--demo", "--cache-dir", str(tmp_path / "cache")), app_env)
    try:
        assert app.wait_for(b"Users (")
        app.write(b"\xff\xfe\xc3\x28\xe2\x82")
        app.write(b"/\xc3\x28\xa0\xa1")
        # Pauses longer than the escape delay, as a person's keys come: an Escape followed at once
        # by more bytes is read as the start of a sequence, not as the key.
        time.sleep(0.2)
        app.write(b"\x1b")
        time.sleep(0.2)
        assert app.answers(b"?"), "no answer to a key after the invalid bytes"
        app.write(b"?q")
        assert app.wait() == 0
        assert app.restored()
    finally:
        app.close()


def test_unclosed_paste_then_ctrl_c(probe, row):
    row("bracketed paste that never closes, then Ctrl-C", "Ctrl-C still quits (exit 0), terminal restored")
    steps = start() + [{"key": "/"}, {"type": "\x1b[200~never closed"}, {"key": "Ctrl-C"},
                       {"expect_exit": 0, "timeout": 5}]
    assert_ok(probe.run(steps))


def test_unclosed_paste_ends_after_a_second_of_silence(probe, row):
    row("bracketed paste that never closes, then silence", "the paste lands after 1 s, keys work again")
    steps = start() + [{"key": "/"}, {"type": "\x1b[200~Okafor"},
                       {"wait": r"Users \(1 of 10\)", "timeout": 5}, {"key": "Enter"},
                       {"wait": r"Filter: Okafor", "timeout": 5}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))


@pytest.mark.slow
def test_ten_thousand_characters_typed_into_fields(probe, row):
    row("10,000+ characters typed into the filter, the city and a post body",
        "each stops at its limit and says so (`Field limit: N characters`), still responsive")
    steps = start() + [
        {"key": "/"}, {"type": "x" * 10_000, "timeout": 30}, {"wait": r"Field limit: 1000 characters", "timeout": 30},
        {"key": "Escape"},
        {"key": "5"}, {"type": "y" * 10_000, "timeout": 30}, {"wait": r"Field limit: 200 characters", "timeout": 30},
        {"key": "Escape"},
        {"key": "2"}, {"key": "n"}, {"key": "Tab"}, {"type": "z" * 10_500, "timeout": 30},
        {"wait": r"Field limit: 10000 characters", "timeout": 30},
        {"key": "Escape"}, {"key": "1"}, {"wait_idle": True, "timeout": 10},
    ] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))


def test_shrink_below_the_minimum_and_back_keeps_a_typed_form(probe, row):
    row("shrink below 40x12 and back with a form typed, the help open",
        "`Terminal too small` covers the app; the form text and help are there again")
    steps = start() + [
        {"key": "n"}, {"type": "Ada Love"}, {"wait": r"Ada Love", "timeout": 5},
        {"resize": [20, 6]}, {"assert_screen": r"Terminal too small"}, {"type": "x"},
        {"resize": [100, 30]}, {"wait": r"Ada Love", "timeout": 5},
        {"key": "Escape"}, {"key": "?"}, {"wait": r"(?i)ctrl-c", "timeout": 5},
        {"resize": [39, 11]}, {"assert_screen": r"Terminal too small"},
        {"resize": [100, 30]}, {"wait": r"(?i)ctrl-c", "timeout": 5}, {"key": "?"},
    ] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps))
