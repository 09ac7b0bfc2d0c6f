"""Terminal and process faults: signals, a Swift runtime trap, resize storms, tiny and huge
sizes, poor terminals (dumb, vt100), NO_COLOR, and no terminal at all. Expected: a message or a
working app, and at exit the terminal given back (alternate screen left, cursor shown, cooked)."""
import os
import pty
import signal
import subprocess
import time

import pytest

from pty_app import PtyApp
from scenarios import assert_ok, assert_restored, quit_cleanly, responsive, start


@pytest.fixture
def pty_app(binary, app_env, tmp_path):
    """`pty_app(*args)` starts the binary on a pty; stopped at the end of the test."""
    apps = []

    def launch(*args, env=None):
        app = PtyApp(binary, args or ("--demo", "--cache-dir", str(tmp_path / "cache")), {**app_env, **(env or {})})
        apps.append(app)
        assert app.wait_for(b"Users ("), bytes(app.output[-500:])
        return app

    yield launch
    for app in apps:
        app.close()


SIGNALS = [(signal.SIGINT, (0, 130)), (signal.SIGTERM, (143,)), (signal.SIGHUP, (129,))]


@pytest.mark.parametrize("number,statuses", SIGNALS, ids=[s.name for s, _ in SIGNALS])
def test_signal_restores_the_terminal(pty_app, row, number, statuses):
    row(f"{number.name} to the process", f"exits ({' or '.join(map(str, statuses))}), terminal restored")
    app = pty_app()
    app.signal(number)
    assert app.wait() in statuses
    assert app.restored()


def test_stop_and_continue(pty_app, row):
    row("SIGTSTP, then SIGCONT", "gives the terminal back while stopped, redraws after, q exits 0")
    app = pty_app()
    app.signal(signal.SIGTSTP)
    assert app.wait_for(b"\x1b[?1049l", timeout=5), "the screen was not left on SIGTSTP"
    mark = len(app.output)
    app.signal(signal.SIGCONT)
    assert app.wait_for(b"\x1b[?1049h", timeout=5) and b"Users (" in app.output[mark:] or app.wait_for(b"Users (")
    app.write(b"q")
    assert app.wait() == 0
    assert app.restored()


def test_runtime_trap_restores_the_terminal(probe, row):
    row("Swift runtime trap (`--debug-trap-after-ms 800`)", "terminal restored, then one line says so; crash status")
    # The release build links the Swift runtime statically and has no backtracer; the line comes
    # from the app's own crash handler. (SWIFT_BACKTRACE=enable=no makes a dynamic build the same.)
    steps = [{"wait": r"Users \(", "timeout": 15},
             {"wait": r"users-tui crashed \(SIG(ILL|TRAP)\); the terminal has been restored", "timeout": 15},
             {"expect_exit": None, "timeout": 15}]
    report = probe.run(steps, args=("--demo", "--debug-trap-after-ms", "800"), env={"SWIFT_BACKTRACE": "enable=no"})
    assert report["ok"], report["failure"]
    assert report["exit_code"] in (-4, 132, -5, 133), report["exit_code"]  # SIGILL or SIGTRAP
    assert_restored(report)


def test_fifty_resizes_in_one_second(pty_app, row):
    row("50 resizes in one second", "keeps up, redraws, q exits 0")
    app = pty_app()
    for index in range(50):
        app.resize(40 + index * 3, 12 + index % 20)
        time.sleep(0.02)
    app.resize(100, 30)
    assert app.answers(b"?"), "no answer to a key after the resizes"
    app.write(b"?q")
    assert app.wait() == 0
    assert app.restored()


SIZES = [("1x1", None), ("10x5", None), ("39x11", r"Terminal too small"), ("40x12", r"Users \(10\)"),
         ("300x100", r"Users \(10\)")]


@pytest.mark.parametrize("size,expected", SIZES, ids=[s for s, _ in SIZES])
def test_terminal_size(probe, row, size, expected):
    row(f"terminal {size}", f"shows `{expected}`" if expected else "no crash, q exits 0")
    steps = [{"wait_idle": True}]
    if expected:
        steps.append({"wait": expected, "timeout": 15})
    steps += [{"key": "q"}, {"expect_exit": 0, "timeout": 10}]
    report = probe.run(steps, size=size)
    assert_ok(report)


@pytest.mark.parametrize("term", ["vt100", "dumb"])
def test_poor_terminal(pty_app, binary, app_env, row, tmp_path, term):
    row(f"TERM={term}", "works (attributes only) or exits 2 with a message; terminal restored")
    app = PtyApp(binary, ("--demo", "--cache-dir", str(tmp_path / "cache")), {**app_env, "TERM": term})
    try:
        if app.wait_for(b"Users (", timeout=10):
            app.write(b"jq")
            assert app.wait() == 0
        else:
            assert app.wait() == 2, bytes(app.output)
            assert b"\x1b" not in app.output and b"users-tui" in app.output
        assert app.restored()
    finally:
        app.close()


def test_quitting_while_the_first_request_starts(binary, app_env, row, tmp_path):
    row("q at the first frame, 30 times (the first request is loading libcurl and OpenSSL)",
        "exits 0 every time: no crash in the libraries' teardown")
    for attempt in range(30):
        app = PtyApp(binary, ("--demo", "--cache-dir", str(tmp_path / ("cache-%d" % attempt))),
                     {**app_env, "TERM": "vt100"})
        try:
            assert app.wait_for(b"Users ("), bytes(app.output[-500:])
            app.write(b"q")
            assert app.wait() == 0, "attempt %d" % attempt
            assert app.restored()
        finally:
            app.close()


def test_no_color_variable(probe, row):
    row("NO_COLOR=1", "app works in monochrome")
    steps = start() + [{"key": "Down", "expect_change": True}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, env={"NO_COLOR": "1"}))


def test_stdin_not_a_tty(binary, app_env, row, tmp_path):
    row("stdin not a tty (stdout a pty)", "exits 2 with a clear message, no escape codes")
    leader, follower = pty.openpty()
    try:
        done = subprocess.run([str(binary), "--demo", "--cache-dir", str(tmp_path / "cache")],
                              stdin=subprocess.DEVNULL, stdout=follower, stderr=subprocess.PIPE,
                              env=app_env, timeout=20)
    finally:
        os.close(follower)
        os.close(leader)
    assert done.returncode == 2
    assert b"\x1b" not in done.stderr and b"terminal" in done.stderr.lower() or b"tty" in done.stderr.lower()


def test_stdout_not_a_tty(binary, app_env, row):
    row("stdout piped", "exits 2 with a clear message, no escape codes")
    done = subprocess.run([str(binary), "--demo"], stdin=subprocess.DEVNULL, capture_output=True,
                          env=app_env, timeout=20)
    assert done.returncode == 2
    assert b"\x1b" not in done.stdout + done.stderr
