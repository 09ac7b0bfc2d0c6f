"""Fixtures for the end-to-end tests: the release binary, a private HOME and cache per test,
and a helper that plays a tuiprobe scenario against the binary and returns its JSON report.

Environment: USERS_TUI (the binary; default .build/release/users-tui) and TUIPROBE (tuiprobe.py;
default ../shared/tools/tuiprobe/tuiprobe.py), both relative to the repository root.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def _path_from_env(name, default):
    path = Path(os.environ.get(name, default))
    return path if path.is_absolute() else (REPO / path).resolve()


@pytest.fixture(scope="session")
def binary():
    """The users-tui binary under test."""
    path = _path_from_env("USERS_TUI", ".build/release/users-tui")
    if not path.exists():
        pytest.fail(f"users-tui binary not found at {path} (run `make build` or set USERS_TUI)")
    return path


@pytest.fixture(scope="session")
def tuiprobe_script():
    """The tuiprobe driver."""
    path = _path_from_env("TUIPROBE", "../shared/tools/tuiprobe/tuiprobe.py")
    if not path.exists():
        pytest.fail(f"tuiprobe not found at {path} (set TUIPROBE)")
    return path


@pytest.fixture
def home(tmp_path):
    """A private HOME with its own cache dir, so tests never share or touch a real cache."""
    path = tmp_path / "home"
    (path / ".cache").mkdir(parents=True)
    return path


@pytest.fixture
def app_env(home):
    """Environment for running the binary: private HOME and XDG cache, no API key, no NO_COLOR."""
    env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "OPENWEATHER_API_KEY", "XDG_CACHE_HOME")}
    env["HOME"] = str(home)
    env["XDG_CACHE_HOME"] = str(home / ".cache")
    return env


class Probe:
    """Runs tuiprobe scenarios against the binary in a pseudo-terminal."""

    def __init__(self, script, binary, workdir, env):
        self.script, self.binary, self.workdir, self.env = script, binary, workdir, env
        self.runs = 0

    def run(self, steps, args=("--demo",), size="100x30", options=(), timeout=120):
        """Plays `steps`; returns the report dict, with `returncode` and `stderr` added."""
        self.runs += 1
        scenario = self.workdir / f"scenario-{self.runs}.json"
        report_path = self.workdir / f"report-{self.runs}.json"
        scenario.write_text(json.dumps({"steps": steps}))
        command = [sys.executable, str(self.script), "-q", "--size", size, "--json", str(report_path),
                   "--snapshot-dir", str(self.workdir / f"snapshots-{self.runs}"), *options]
        for key in ("HOME", "XDG_CACHE_HOME"):
            command += ["--env", f"{key}={self.env[key]}"]
        command += [str(scenario), "--", str(self.binary), *args]
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, env=self.env)
        if not report_path.exists():
            pytest.fail(f"tuiprobe wrote no report (status {done.returncode}):\n{done.stderr}")
        report = json.loads(report_path.read_text())
        report["returncode"] = done.returncode
        report["stderr"] = done.stderr
        return report

    @staticmethod
    def snapshot(report, name):
        """The screen text saved by a {"snapshot": name} step."""
        return Path(report["snapshots"][name]).read_text()


@pytest.fixture
def probe(tuiprobe_script, binary, tmp_path, app_env):
    """A `Probe` writing its scenarios, reports and snapshots under this test's temp dir."""
    return Probe(tuiprobe_script, binary, tmp_path, app_env)


def assert_restored(report):
    """The terminal was given back: alternate screen left, cursor shown, cooked mode, no modes on."""
    terminal = report["terminal"]
    assert terminal["restored"], terminal
    assert terminal["tty_cooked"], terminal
    assert terminal["modes_left_on"] == [], terminal
