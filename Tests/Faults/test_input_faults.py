"""Input faults: a 10,000-key paste in one write, bracketed paste into the filter field, invalid
UTF-8 and unknown escape sequences. Expected: no crash, and the app still answers keys after."""
import time

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
        time.sleep(0.2)
        app.write(b"\x1b")
        time.sleep(0.2)
        assert app.answers(b"?"), "no answer to a key after the invalid bytes"
        app.write(b"?q")
        assert app.wait() == 0
        assert app.restored()
    finally:
        app.close()
