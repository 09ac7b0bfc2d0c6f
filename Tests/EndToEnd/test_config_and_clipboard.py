"""End-to-end: the configuration file (a rebound quit, a bad file, a key conflict, the printed
configuration read back) and copying with y through OSC 52, plain and wrapped for tmux."""
import base64
import json
import re
import subprocess
import tomllib

import pytest

from conftest import REPO, Probe, assert_restored

FIRST_FRAME = r"Users \(\d+"
FIXTURE_EMAILS = {user["email"] for user in json.loads((REPO / "Resources/fixtures/users.json").read_text())}


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}]


@pytest.fixture
def plain_probe(probe):
    """A probe whose program sees neither tmux nor screen."""
    probe.env = {k: v for k, v in probe.env.items() if k not in ("TMUX", "STY")}
    return probe


def write_config(home, text):
    folder = home / ".config" / "users-tui"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.toml").write_text(text)
    return folder / "config.toml"


def run_binary(binary, app_env, *arguments):
    return subprocess.run([str(binary), *arguments], env=app_env, capture_output=True, text=True, timeout=30)


def copied_texts(log_bytes, prefix=b"\x1b]52;c;", suffix=b"\x07"):
    pattern = re.escape(prefix) + rb"([A-Za-z0-9+/=]*)" + re.escape(suffix)
    return [base64.b64decode(match).decode() for match in re.findall(pattern, log_bytes)]


def test_y_copies_the_selected_email_with_osc52(plain_probe, tmp_path):
    log = tmp_path / "output.log"
    steps = start_steps() + [
        {"key": "y"},
        {"wait": "Copied email", "timeout": 5},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = plain_probe.run(steps, options=("--log", str(log)))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    copied = copied_texts(log.read_bytes())
    assert len(copied) == 1 and copied[0] in FIXTURE_EMAILS, copied


def test_inside_tmux_the_sequence_is_wrapped_for_passthrough(plain_probe, tmp_path):
    log = tmp_path / "output.log"
    steps = start_steps() + [
        {"key": "Y"},
        {"wait": "Copied JSON", "timeout": 5},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = plain_probe.run(steps, options=("--log", str(log)), env={"TMUX": "/tmp/tmux-test/default,1,0"})
    assert report["ok"], report["failure"] or report["stderr"]
    raw = log.read_bytes()
    copied = copied_texts(raw, prefix=b"\x1bPtmux;\x1b\x1b]52;c;", suffix=b"\x07\x1b\\")
    assert len(copied) == 1, raw[-400:]
    assert json.loads(copied[0])["email"] in FIXTURE_EMAILS
    assert copied_texts(raw.replace(b"\x1bPtmux;\x1b", b"")) == copied, "no unwrapped copy besides"


def test_a_rebound_quit_works_and_the_old_key_does_not(probe, home):
    write_config(home, '[keys]\nquit = ["ctrl-q"]\n')
    steps = start_steps() + [
        {"key": "q"},
        {"assert_screen": FIRST_FRAME},
        {"key": "?", "expect_change": True},
        {"assert_screen": r"Ctrl-Q Ctrl-C\s+Quit"},
        {"key": "?", "expect_change": True},
        {"key": "Ctrl-Q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, env={"XDG_CONFIG_HOME": str(home / ".config")})
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


@pytest.mark.parametrize("text, message", [
    ('units = "metric"\n\n# comment\ntheme = "dark"\n  thme = "light"\n',
     "config.toml:5:3: unknown key 'thme' (did you mean 'theme'?)"),
    ('units = "kelvin"\n', "config.toml:1:9: invalid units 'kelvin' (allowed: metric, imperial)"),
    ('[keys]\nfilter = ["q"]\n', "config.toml:2:11: key 'q' is bound to both 'quit' and 'filter'"),
])
def test_a_bad_file_stops_start_up_with_status_2(binary, app_env, home, text, message):
    path = write_config(home, text)
    result = run_binary(binary, dict(app_env, XDG_CONFIG_HOME=str(home / ".config")), "--demo")
    assert result.returncode == 2
    assert result.stderr.strip() == f"users-tui: {path.parent}/{message}"
    assert result.stdout == ""


def test_a_named_file_must_exist(binary, app_env, tmp_path):
    result = run_binary(binary, app_env, "--config", str(tmp_path / "missing.toml"), "--print-config")
    assert result.returncode == 2
    assert result.stderr.strip() == f"users-tui: {tmp_path}/missing.toml: no such file"


def test_print_config_reads_back_and_flags_beat_the_file(binary, app_env, tmp_path):
    config = tmp_path / "mine.toml"
    config.write_text('units = "imperial"\nstart_tab = "posts"\n[keys]\nquit = ["Q"]\n')
    printed = run_binary(binary, app_env, "--config", str(config), "--print-config")
    assert printed.returncode == 0, printed.stderr
    assert '\nunits = "imperial"\n' in printed.stdout
    assert '\nstart_tab = "posts"\n' in printed.stdout
    assert '\nquit = ["Q"]\n' in printed.stdout
    standard = tomllib.loads(printed.stdout)  # what any TOML reader makes of it
    assert standard["units"] == "imperial" and standard["keys"]["quit"] == ["Q"]
    assert standard["cache_fresh_seconds"] == 300
    again = tmp_path / "printed.toml"
    again.write_text(printed.stdout)
    reread = run_binary(binary, app_env, "--config", str(again), "--print-config")
    assert reread.stdout == printed.stdout
    flagged = run_binary(binary, app_env, "--config", str(config), "--units", "metric", "--print-config")
    assert '\nunits = "metric"\n' in flagged.stdout


def test_help_lists_the_new_flags(binary, app_env):
    result = run_binary(binary, app_env, "--help")
    for flag in ("--config FILE", "--print-config", "--completions SHELL"):
        assert flag in result.stdout
