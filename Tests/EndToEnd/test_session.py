"""End-to-end: sorting and the saved session. Sort the users by name, move to a row, quit, and
the next start lands on the same row in the same order; `--fresh` starts at the top in the
server's order; a damaged state file is ignored with a note."""
import json
import re

from conftest import REPO, assert_restored

FIRST_FRAME = r"Users \(\d+"
SORTED_BY_NAME = r"Name [▲^]"
FIXTURE_USERS = json.loads((REPO / "Resources/fixtures/users.json").read_text())


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}]


def quit_steps():
    return [{"key": "q"}, {"expect_exit": 0, "timeout": 10}]


def detail_title(screen):
    """The name in the border of a user's detail (`┌─ Leanne Graham ─`)."""
    match = re.search(r"┌─ (.+?) ─", screen)
    assert match, screen
    return match.group(1)


def state_file(home):
    return home / ".local" / "state" / "users-tui" / "state.json"


def test_a_sorted_list_and_its_row_are_restored_and_fresh_starts_at_the_top(probe, home):
    first = probe.run(start_steps() + [
        {"key": "s"},
        {"wait": SORTED_BY_NAME, "timeout": 10},
        {"key": "j"}, {"key": "j"}, {"key": "j"},
        {"key": "Enter", "expect_change": True},
        {"snapshot": "chosen"},
        {"key": "Escape", "expect_change": True},
    ] + quit_steps())
    assert first["ok"], first["failure"] or first["stderr"]
    assert_restored(first)
    chosen = detail_title(probe.snapshot(first, "chosen"))
    by_name = sorted(FIXTURE_USERS, key=lambda user: user["name"].casefold())
    assert chosen == by_name[3]["name"], chosen
    saved = json.loads(state_file(home).read_text())
    assert saved["tab"] == "users" and saved["lists"]["users"]["sortColumn"] == "Name", saved

    again = probe.run(start_steps() + [
        {"wait": SORTED_BY_NAME, "timeout": 10},
        {"key": "Enter", "expect_change": True},
        {"snapshot": "restored"},
    ] + quit_steps())
    assert again["ok"], again["failure"] or again["stderr"]
    assert detail_title(probe.snapshot(again, "restored")) == chosen

    fresh = probe.run(start_steps() + [
        {"snapshot": "list"},
        {"key": "Enter", "expect_change": True},
        {"snapshot": "top"},
    ] + quit_steps(), args=("--demo", "--fresh"))
    assert fresh["ok"], fresh["failure"] or fresh["stderr"]
    assert not re.search(SORTED_BY_NAME, probe.snapshot(fresh, "list"))
    assert detail_title(probe.snapshot(fresh, "top")) == FIXTURE_USERS[0]["name"]


def test_a_damaged_state_file_is_ignored_with_a_note(probe, home):
    state_file(home).parent.mkdir(parents=True)
    state_file(home).write_text('{"version": 1, "tab": ')
    report = probe.run(start_steps() + [
        {"wait": "Ignored the saved session: not JSON", "timeout": 10},
    ] + quit_steps())
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    assert json.loads(state_file(home).read_text())["tab"] == "users", "a good session replaces it at exit"


def test_sigterm_saves_the_session(probe, home):
    # The scenario ends with the program still running: tuiprobe sends SIGTERM.
    report = probe.run(start_steps() + [
        {"key": "2", "expect_change": True},
        {"wait": r"Posts \(\d+", "timeout": 10},
    ])
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 143
    assert json.loads(state_file(home).read_text())["tab"] == "posts"
