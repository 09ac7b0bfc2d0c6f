"""End-to-end app flows on the real binary: the whole tour (users, detail, post, comments,
filter, create, weather in both units, a bad city, resize, quit), offline from a warm cache, a
created user surviving a restart, monochrome selection, and the API key kept off the screen and
out of the cache."""
import re

from conftest import Probe, assert_restored

FIRST_FRAME = r"Users \(\d+"
SGR = re.compile(rb"\x1b\[([0-9;]*)m")
# SGR parameters that set a foreground or background colour (39/49, back to the default, do not).
COLOUR_PARAMETERS = {*range(30, 39), *range(40, 49), *range(90, 98), *range(100, 108)}


def colour_sgrs(output):
    """The SGR sequences in `output` that set a colour."""
    return [match.group(0) for match in SGR.finditer(output)
            if COLOUR_PARAMETERS & {int(p) for p in match.group(1).split(b";") if p}]


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}]


def quit_steps():
    return [{"key": "q"}, {"expect_exit": 0, "timeout": 5}]


def clear_field(count=20):
    return {"repeat": count, "key": "Backspace"}


def test_full_tour_of_the_app(probe, tmp_path):
    steps = start_steps() + [
        {"assert_screen": r"Users \(10\)"},
        {"key": "Down", "expect_change": True},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Posts \(10\)", "timeout": 10},
        {"assert_screen": r"Email\s+jose@alvarez\.es"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Comments \(5\)", "timeout": 10},
        {"key": "Escape", "expect_change": True},
        {"key": "Escape", "expect_change": True},
        {"assert_screen": r"Users \(10\)"},
        {"key": "/"},
        {"type": "Mei"},
        {"assert_screen": r"Users \(1 of 10\)"},
        {"key": "Enter"},
        {"snapshot": "filtered"},
        {"key": "Tab", "expect_change": True},
        {"wait": r"Posts \(100\)", "timeout": 10},
        {"key": "n", "expect_change": True},
        {"assert_screen": r"New post"},
        {"type": "Written end to end"},
        {"key": "Tab"},
        {"type": "A body typed into the form"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Posts \(101\)", "timeout": 10},
        {"key": "End"},
        {"assert_screen": r"Written end to end"},
        {"key": "5", "expect_change": True},  # Weather
        {"type": "London"},
        {"key": "Enter"},
        {"wait": r"Temperature\s+-?\d+(\.\d)? °C", "timeout": 10},
        {"key": "Escape"},
        {"key": "u", "expect_change": True},
        {"wait": r"Temperature\s+-?\d+(\.\d)? °F", "timeout": 10},
        {"key": "c"},
        clear_field(),
        {"type": "Atlantis"},
        {"key": "Enter"},
        {"wait": r"City not found: Atlantis", "timeout": 10},
        {"key": "Escape"},
        {"resize": [60, 20]},
        {"assert_screen": r"Weather"},
        {"resize": [100, 30]},
        {"key": "1", "expect_change": True},
        {"assert_screen": r"Users \(1 of 10\)"},
    ] + quit_steps()
    report = probe.run(steps, args=("--demo", "--cache-dir", str(tmp_path / "cache")))
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 0
    assert_restored(report)
    filtered = Probe.snapshot(report, "filtered")
    assert "Mei Lin" in filtered and "Amelia Hartmann" not in filtered


def test_offline_with_a_warm_cache_shows_the_data_without_a_server(probe, demo_server, tmp_path):
    cache = str(tmp_path / "cache")
    server = demo_server()
    warm = probe.run(start_steps() + [{"key": "Enter"}, {"wait": r"Posts \(10\)", "timeout": 10}]
                     + quit_steps(), args=server.app_args("--cache-dir", cache))
    assert warm["ok"], warm["failure"] or warm["stderr"]
    server.stop()
    steps = start_steps() + [
        {"assert_screen": r"Users \(10\)"},
        {"assert_screen": r"(?i)offline|cached"},
        {"key": "Enter"},
        {"wait": r"Posts \(10\)", "timeout": 10},
    ] + quit_steps()
    report = probe.run(steps, args=server.app_args("--cache-dir", cache, "--offline"))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_a_created_user_survives_a_restart_through_the_cache(probe, tmp_path):
    cache = str(tmp_path / "cache")
    create = start_steps() + [
        {"key": "n", "expect_change": True},
        {"assert_screen": r"(?i)new user"},
        {"type": "Ada Lovelace"},
        {"key": "Tab"},
        {"type": "ada"},
        {"key": "Tab"},
        {"type": "ada@example.org"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Users \(11\)", "timeout": 10},
        {"assert_screen": r"Ada Lovelace"},
    ] + quit_steps()
    first = probe.run(create, args=("--demo", "--cache-dir", cache))
    assert first["ok"], first["failure"] or first["stderr"]
    # A fresh demo server knows only the fixtures: the user can only come from the cache.
    again = probe.run(start_steps() + [{"assert_screen": r"Ada Lovelace"}] + quit_steps(),
                      args=("--demo", "--cache-dir", cache))
    assert again["ok"], again["failure"] or again["stderr"]


def _colour_run(probe, tmp_path, args, env=None):
    """Moves the selection and shows a forecast (its sparkline is cyan when colours are on);
    returns every byte the app wrote."""
    log = tmp_path / f"bytes-{probe.runs + 1}.log"
    steps = start_steps() + [
        {"key": "Down", "expect_change": True},
        {"key": "5", "expect_change": True},  # Weather
        {"type": "London"},
        {"key": "Enter"},
        {"wait": r"Temperature", "timeout": 10},
        {"key": "Escape"},
    ] + quit_steps()
    report = probe.run(steps, args=args, options=("--log", str(log)), env=env)
    assert report["ok"], report["failure"] or report["stderr"]
    return log.read_bytes()


def test_colours_are_used_by_default(probe, tmp_path):
    assert colour_sgrs(_colour_run(probe, tmp_path, ("--demo",))) != []


def test_no_color_flag_keeps_the_selection_visible(probe, tmp_path):
    output = _colour_run(probe, tmp_path, ("--demo", "--no-color"))
    assert re.search(rb"\x1b\[(0;)?7m", output), "the selection is not in reverse video"
    assert colour_sgrs(output) == []


def test_no_color_variable_keeps_the_selection_visible(probe, tmp_path):
    output = _colour_run(probe, tmp_path, ("--demo",), {"NO_COLOR": "1"})
    assert re.search(rb"\x1b\[(0;)?7m", output), "the selection is not in reverse video"
    assert colour_sgrs(output) == []


def test_the_weather_key_never_reaches_the_screen_or_the_cache(probe, demo_server, tmp_path):
    secret = "sekret-key-4f9c2e71"
    cache = tmp_path / "cache"
    server = demo_server()
    log = tmp_path / "bytes.log"
    steps = start_steps() + [
        {"key": "5", "expect_change": True},  # Weather
        {"type": "Paris"},
        {"key": "Enter"},
        {"wait": r"Temperature", "timeout": 10},
        {"key": "c"},
        clear_field(),
        {"type": "Nowhere"},
        {"key": "Enter"},
        {"wait": r"City not found: Nowhere", "timeout": 10},
        {"snapshot": "after"},
        {"key": "Escape"},
    ] + quit_steps()
    report = probe.run(steps, args=server.app_args("--cache-dir", str(cache)),
                       options=("--log", str(log)), env={"OPENWEATHER_API_KEY": secret})
    assert report["ok"], report["failure"] or report["stderr"]
    assert secret.encode() not in log.read_bytes()
    files = [path for path in cache.rglob("*") if path.is_file()]
    assert files, "the lookup left nothing in the cache"
    for path in files:
        assert secret not in path.name
        assert secret.encode() not in path.read_bytes(), path
