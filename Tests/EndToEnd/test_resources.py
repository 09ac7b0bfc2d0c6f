"""End-to-end flows of the resource tabs and of editing and deleting on the real binary: toggling
a todo, an album's photos and a photo's fields, editing and deleting a post, creating a todo,
and all of it again with --offline from a warm cache (reads work, every write is refused with
`Offline: changes cannot be sent`)."""
from pathlib import Path

from conftest import assert_restored

FIRST_FRAME = r"Users \(\d+"
FIRST_TODO = "ex sint fugiat adipiscing laboris"  # done, owned by Amelia Hartmann
FIRST_POST = "sint neque qui consectetur dolorem"
OFFLINE = r"Offline: changes cannot be sent"


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}]


def quit_steps():
    return [{"key": "q"}, {"expect_exit": 0, "timeout": 5}]


def inside_box(text, title):
    """The words inside the box titled `title` on the screen `text`, as one line."""
    lines = text.split("\n")
    top = next(i for i, line in enumerate(lines) if "┌─ " + title in line)
    left, right = lines[top].index("┌"), lines[top].index("┐")
    inner = []
    for line in lines[top + 1:]:
        if line[left:left + 1] == "└":
            break
        inner.append(line[left + 1:right])
    return " ".join(" ".join(inner).split())


def screen(report, name):
    return Path(report["snapshots"][name]).read_text(encoding="utf-8")


def test_todos_toggle_filter_and_create(probe):
    steps = start_steps() + [
        {"key": "3", "expect_change": True},
        {"wait": r"Todos \(200\)", "timeout": 10},
        {"wait": r"\[x\]\s+" + FIRST_TODO + r"\s+Amelia Hartmann", "timeout": 10},
        {"key": "Space", "expect_change": True},
        {"wait": r"\[ \]\s+" + FIRST_TODO, "timeout": 10},
        {"wait_idle": True, "timeout": 10},
        {"key": "f", "expect_change": True},
        {"wait": r"Todos \(\d+\) · open", "timeout": 10},
        {"key": "f", "expect_change": True},
        {"key": "f", "expect_change": True},
        {"wait": r"Todos \(200\)", "timeout": 10},
        {"key": "n", "expect_change": True},
        {"wait": r"New todo", "timeout": 5},
        {"type": "Written end to end"},
        {"key": "Tab"},
        {"type": "3"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Todos \(201\)", "timeout": 10},
        {"key": "End"},
        {"assert_screen": r"\[ \]\s+Written end to end\s+Björn Ødegård"},
    ] + quit_steps()
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_an_albums_photos_and_a_photos_fields(probe):
    steps = start_steps() + [
        {"key": "4", "expect_change": True},
        {"wait": r"Albums \(100\)", "timeout": 10},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Photos \(50\)", "timeout": 10},
        {"assert_screen": r"https://via\.placeholder\.com/600/433ed0\s+https://via\.placeholder\.com/150/433ed0"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Thumbnail\s+https://via\.placeholder\.com/150/433ed0", "timeout": 5},
        {"key": "Escape", "expect_change": True},
        {"key": "Escape", "expect_change": True},
        {"wait": r"Albums \(100\)", "timeout": 5},
    ] + quit_steps()
    report = probe.run(steps, size="120x30")
    assert report["ok"], report["failure"] or report["stderr"]


def test_edit_a_post_then_delete_one(probe):
    steps = start_steps() + [
        {"key": "2", "expect_change": True},
        {"wait": r"Posts \(100\)", "timeout": 10},
        {"key": "e", "expect_change": True},
        {"wait": r"Edit post", "timeout": 5},
        {"type": " edited"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"\(edited\) " + FIRST_POST + " edited", "timeout": 10},
        {"key": "Down", "expect_change": True},
        {"key": "d", "expect_change": True},
        {"wait": r'Delete ".+"\? y/n', "timeout": 5},
        {"key": "n", "expect_change": True},
        {"assert_screen": r"Posts \(100\)"},
        {"key": "d", "expect_change": True},
        {"key": "y", "expect_change": True},
        {"wait": r"Posts \(99\)", "timeout": 10},
        {"snapshot": "after-delete"},
    ] + quit_steps()
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]
    assert "y/n" not in screen(report, "after-delete")


def test_edit_a_user_then_delete_one(probe):
    steps = start_steps() + [
        {"key": "e", "expect_change": True},
        {"wait": r"Edit user", "timeout": 5},
        {"type": " Jr"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"\(edited\) Amelia Hartmann Jr", "timeout": 10},
        {"key": "Down", "expect_change": True},
        {"key": "d", "expect_change": True},
        {"wait": r'Delete "José Álvarez Núñez"\? y/n', "timeout": 5},
        {"key": "y", "expect_change": True},
        {"wait": r"Users \(9\)", "timeout": 10},
    ] + quit_steps()
    report = probe.run(steps)
    assert report["ok"], report["failure"] or report["stderr"]


def test_offline_reads_work_and_writes_are_refused(probe, demo_server, tmp_path):
    cache = str(tmp_path / "cache")
    server = demo_server()
    warm = probe.run(start_steps() + [
        {"key": "2"}, {"wait": r"Posts \(100\)", "timeout": 10},
        {"key": "3"}, {"wait": r"Todos \(200\)", "timeout": 10}, {"wait_idle": True, "timeout": 10},
        {"key": "4"}, {"wait": r"Albums \(100\)", "timeout": 10},
        {"key": "Enter"}, {"wait": r"Photos \(50\)", "timeout": 10}, {"wait_idle": True, "timeout": 10},
    ] + quit_steps(), args=server.app_args("--cache-dir", cache))
    assert warm["ok"], warm["failure"] or warm["stderr"]
    server.stop()
    steps = start_steps() + [
        {"key": "3", "expect_change": True},
        {"wait": r"Todos \(200\)", "timeout": 10},
        {"key": "Space"},
        {"wait": OFFLINE, "timeout": 5},
        {"assert_screen": r"\[x\]\s+" + FIRST_TODO},
        {"key": "n", "expect_change": True},
        {"type": "Kept while offline"},
        {"key": "Tab"},
        {"type": "2"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Could not create the todo", "timeout": 5},
        {"snapshot": "refused-form"},
        {"assert_screen": r"Kept while offline"},
        {"key": "Escape", "expect_change": True},
        {"key": "2", "expect_change": True},
        {"wait": r"Posts \(100\)", "timeout": 10},
        {"key": "d", "expect_change": True},
        {"key": "y"},
        {"wait": OFFLINE + r' — ".+" not deleted', "timeout": 5},
        {"assert_screen": r"Posts \(100\)"},
        {"key": "4", "expect_change": True},
        {"wait": r"Albums \(100\)", "timeout": 10},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Photos \(50\)", "timeout": 10},
    ] + quit_steps()
    # --fresh: the first run quit on the Photos screen's tab, which the saved session would restore.
    report = probe.run(steps, args=server.app_args("--cache-dir", cache, "--offline", "--fresh"))
    assert report["ok"], report["failure"] or report["stderr"]
    # The form wraps its error over two lines inside its border.
    assert "Could not create the todo: " + OFFLINE in inside_box(screen(report, "refused-form"), "New todo")
    assert_restored(report)
