"""Fixtures for the end-to-end tests: the release binary, a private HOME and cache per test,
a helper that plays a tuiprobe scenario against the binary and returns its JSON report, and a
demo API server of its own (with injected faults) for tests that point the app at one.

Environment: USERS_TUI (the binary; default .build/release/users-tui) and TUIPROBE (tuiprobe.py;
default ../shared/tools/tuiprobe/tuiprobe.py), both relative to the repository root.
"""
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
# tuiprobe is run through this wrapper, which teaches its pyte screen SU/SD (see the file).
RUNNER = Path(__file__).resolve().parent / "probe_runner.py"


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

    def run(self, steps, args=("--demo",), size="100x30", options=(), timeout=120, env=None):
        """Plays `steps`; returns the report dict, with `returncode` and `stderr` added.
        `env` adds variables for the program (tuiprobe's `--env`)."""
        self.runs += 1
        scenario = self.workdir / f"scenario-{self.runs}.json"
        report_path = self.workdir / f"report-{self.runs}.json"
        scenario.write_text(json.dumps({"steps": steps}))
        command = [sys.executable, str(RUNNER), str(self.script), "-q", "--size", size,
                   "--json", str(report_path), "--snapshot-dir", str(self.workdir / f"snapshots-{self.runs}"),
                   *options]
        for key, value in {"HOME": self.env["HOME"], "XDG_CACHE_HOME": self.env["XDG_CACHE_HOME"],
                           **(env or {})}.items():
            command += ["--env", f"{key}={value}"]
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


class DemoServer:
    """`users-tui demo-server` on a free loopback port, optionally with `--fault` specs and a
    `--demo-data` folder."""

    def __init__(self, binary, faults=(), env=None, data=None):
        command = [str(binary), "demo-server"] + (["--demo-data", str(data)] if data else [])
        for spec in faults:
            command += ["--fault", spec]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
        if not match:
            self.stop()
            pytest.fail(f"demo-server did not say where it listens: {line!r} {self.process.stderr.read()}")
        self.port = int(match.group(1))
        self.url = f"http://127.0.0.1:{self.port}"

    def app_args(self, *extra):
        """Arguments pointing the app at this server for every API (users, OpenWeather, Open-Meteo)."""
        return ("--api-url", self.url, "--weather-url", self.url, "--geocoding-url", self.url,
                "--open-meteo-url", self.url, *extra)

    def stop(self):
        """Stops the server (SIGTERM, then SIGKILL) and waits for it."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process.stdout.close()
        self.process.stderr.close()


@pytest.fixture
def demo_server(binary, app_env):
    """A factory: `demo_server(*fault_specs)` starts a server, stopped when the test ends."""
    servers = []

    def start(*faults):
        server = DemoServer(binary, faults, env=app_env)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
