"""End-to-end: a config file rebinds a list key (`open`), the raw JSON view (`J`) shows the
selected user, searches it with `/` and `n`, and closes back to the list; a conflict between
two list actions stops start-up naming both."""
import subprocess

from conftest import assert_restored

FIRST_FRAME = r"Users \(\d+"


def absent(text):
    """A pattern that matches a screen without `text`."""
    return r"\A(?![\s\S]*" + text + r")"


def test_a_rebound_open_and_the_raw_view(probe, home):
    folder = home / ".config" / "users-tui"
    folder.mkdir(parents=True)
    (folder / "config.toml").write_text('[keys]\nopen = ["o"]\n')
    steps = [
        {"wait": FIRST_FRAME, "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"key": "Enter"},
        {"assert_screen": absent("Phone")},
        {"key": "o"},
        {"wait": "Phone", "timeout": 5},
        {"key": "Esc", "expect_change": True},
        {"key": "J"},
        {"wait": r'"email": "\S+@', "timeout": 5},
        {"assert_screen": r"/ search  n next  N previous  Esc close"},
        {"key": "/"},
        {"type": "GEO"},
        {"key": "Enter"},
        {"wait": r"match 1 of 1$", "timeout": 5},
        {"key": "n", "expect_change": False},
        {"assert_screen": r"match 1 of 1$"},
        {"key": "q", "expect_change": True},
        {"assert_screen": absent('"email": ')},
        {"assert_screen": FIRST_FRAME},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, env={"XDG_CONFIG_HOME": str(home / ".config")})
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_two_list_actions_on_one_key_stop_start_up(binary, app_env, home):
    folder = home / ".config" / "users-tui"
    folder.mkdir(parents=True)
    (folder / "config.toml").write_text('[keys]\nopen = ["r"]\n')
    result = subprocess.run([str(binary), "--demo"], env=dict(app_env, XDG_CONFIG_HOME=str(home / ".config")),
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    assert result.stderr.strip() == f"users-tui: {folder}/config.toml:2:9: key 'r' is bound to both 'open' and 'refresh'"
