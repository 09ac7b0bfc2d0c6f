"""Cross-check in tmux: the real binary in a 100x30 tmux pane, driven with send-keys and read
with capture-pane, and the shell's terminal modes after it exits."""
import os
import shutil
import subprocess
import time
import uuid

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Tmux:
    """A tmux server of its own (socket named per test) with one detached session. Screens are
    captured with their attributes (-e), since a moved selection may differ only in them."""

    def __init__(self, env):
        self.socket = f"users-tui-e2e-{uuid.uuid4().hex[:8]}"
        self.env = env

    def __call__(self, *args, check=True):
        return subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True,
                              env=self.env, check=check, timeout=10)

    def screen(self):
        return self("capture-pane", "-p", "-e", "-t", "main").stdout

    def wait_until(self, condition, failure, timeout=15):
        """Polls the screen until `condition(screen)` holds and returns that screen; fails with
        `failure` and the screen after `timeout` s (a deadline for a loaded machine)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if condition(screen):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"{failure}:\n{self.screen()}")

    def wait_for(self, text, timeout=15):
        return self.wait_until(lambda screen: text in screen, f"{text!r} not on screen", timeout)


@pytest.fixture
def tmux(app_env):
    env = dict(app_env, TERM="xterm-256color", LANG="C.UTF-8")
    server = Tmux(env)
    server("new-session", "-d", "-s", "main", "-x", "100", "-y", "30", "sh")
    yield server
    server("kill-server", check=False)


def test_tmux_runs_moves_and_restores_the_shell(tmux, binary, app_env):
    status_file = os.path.join(app_env["HOME"], "status")
    modes_file = os.path.join(app_env["HOME"], "modes")
    tmux("send-keys", "-t", "main",
         f"{binary} --demo; echo $? > {status_file}; stty -a > {modes_file}; echo DO''NE", "Enter")
    first = tmux.wait_for("Users (")
    tmux("send-keys", "-t", "main", "Down", "Down")
    tmux.wait_until(lambda screen: screen != first, "the selection never moved")
    tmux("send-keys", "-t", "main", "q")
    tmux.wait_for("DONE")  # the command line shows DO''NE, so only the echo matches
    with open(status_file) as f:
        assert f.read().strip() == "0"
    with open(modes_file) as f:
        modes = f.read().split()
    assert "icanon" in modes and "echo" in modes
