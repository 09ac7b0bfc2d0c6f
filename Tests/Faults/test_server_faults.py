"""Server faults: the demo API answers one route badly (status codes, hangs, drips, torn or
wrong bodies, dropped connections, nobody listening). The app must say what happened in plain
words, keep answering keys, quit with status 0 and give the terminal back; with a warm cache the
cached data stays on screen, marked cached/offline."""
import socket

import pytest

from scenarios import assert_ok, quit_cleanly, responsive, start

WEATHER_KEY = {"OPENWEATHER_API_KEY": "test"}

# How to make the app ask for each route.
REACH = {
    "/users": [],
    "/posts": [{"key": "2"}],
    "/posts/N/comments": [{"key": "2"}, {"wait": r"Posts \(100\)", "timeout": 15}, {"key": "Enter"}],
    "/data/2.5/weather": [{"key": "5"}, {"type": "London"}, {"key": "Enter"}],
}
PREFIX = {"/users": "/users", "/posts": "GET /posts", "/posts/N/comments": "/posts/1/comments",
          "/data/2.5/weather": "/data/2.5/weather"}

SERVER_ERROR = r"Server error 5\d\d"
TIMED_OUT = r"(?i)took too long|timed out"
LOST = r"(?i)connection .*lost|lost"
UNREADABLE = r"(?i)cannot read"

# (route, effect, expected screen text, description, slow)
ROWS = [
    ("/users", "status:500", r"Server error 500", "says `Server error 500`", False),
    ("/users", "status:502", r"Server error 502", "says `Server error 502`", True),
    ("/users", "status:503", r"Server error 503", "retries, then says `Server error 503`", True),
    ("/users", "status:503,retry-after:1,times:2", r"Users \(10\)",
     "honours Retry-After, retries and shows the users", False),
    ("/users", "status:429", r"Too many requests \(HTTP 429\)", "says `Too many requests (HTTP 429)`", True),
    ("/users", "status:404", r"Not found \(HTTP 404\)", "says `Not found (HTTP 404)`", True),
    ("/users", "status:401", r"Not authorized \(HTTP 401\)", "says `Not authorized (HTTP 401)`", True),
    ("/users", "hang", TIMED_OUT, "times out (15 s) and says so", True),
    ("/users", "drip:50", TIMED_OUT, "slowloris: times out and says so", True),
    ("/users", "truncate", LOST, "says the connection was lost", False),
    ("/users", "malformed", UNREADABLE, "says the data cannot be read (not valid JSON)", False),
    ("/users", "wrong-shape", r"(?i)cannot read.*expected", "names what was expected", True),
    ("/users", "empty", UNREADABLE, "says the data cannot be read", True),
    ("/users", "huge:50", r"(?i)more than 8 MB for /users", "50 MB page: refused at the 8 MB limit, memory bounded", True),
    ("/users", "drop", LOST, "says the connection was lost", True),
    ("/posts", "status:500", SERVER_ERROR, "says `Server error 500`", False),
    ("/posts", "malformed", UNREADABLE, "says the data cannot be read", True),
    ("/posts", "drop", LOST, "says the connection was lost", True),
    ("/posts/N/comments", "status:500", SERVER_ERROR, "says `Server error 500`", True),
    ("/posts/N/comments", "truncate", LOST, "says the connection was lost", True),
    ("/data/2.5/weather", "status:500", SERVER_ERROR, "says `Server error 500`", False),
    ("/data/2.5/weather", "status:401", r"(?i)401|key", "says the key was refused", True),
    ("/data/2.5/weather", "status:429", r"(?i)429|too many", "says `Too many requests`", True),
    ("/data/2.5/weather", "malformed", UNREADABLE, "says the data cannot be read", True),
    ("/data/2.5/weather", "hang", TIMED_OUT, "times out and says so", True),
]


def _param(route, effect, expected, description, slow):
    marks = [pytest.mark.slow] if slow else []
    return pytest.param(route, effect, expected, description, marks=marks, id=f"{route}={effect}")


@pytest.mark.parametrize("route,effect,expected,description", [_param(*r) for r in ROWS])
def test_server_fault(probe, demo_server, row, route, effect, expected, description):
    row(f"`{route}` {effect}", description)
    server = demo_server(f"{PREFIX[route]}={effect}")
    timeout = 45 if expected == TIMED_OUT else 20
    steps = start(idle=False) + REACH[route] + [{"wait": expected, "timeout": timeout}] + responsive() + quit_cleanly()
    report = probe.run(steps, args=server.app_args("--cache-dir", str(probe.workdir / "cache")),
                       env=WEATHER_KEY, timeout=120)
    assert_ok(report)
    if effect.startswith("huge"):
        assert report["peak_rss_kb"] < 600 * 1024, f"peak RSS {report['peak_rss_kb']} kB"


def _free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_connection_refused(probe, row):
    row("connection refused (nobody on the port)", "says it cannot connect; app keeps working")
    url = f"http://127.0.0.1:{_free_port()}"
    steps = start() + [{"wait": r"(?i)cannot connect|could not connect|refused", "timeout": 20}] \
        + responsive() + quit_cleanly()
    report = probe.run(steps, args=("--api-url", url, "--weather-url", url, "--cache-dir",
                                    str(probe.workdir / "cache")), env=WEATHER_KEY)
    assert_ok(report)


# (effect, description, slow)
WARM_ROWS = [
    ("status:500", "cached users stay on screen, marked cached/offline", False),
    ("drop", "cached users stay on screen, marked cached/offline", True),
    ("hang", "cached users stay on screen while the revalidation hangs", True),
]


@pytest.mark.parametrize("effect,description", [
    pytest.param(e, d, marks=[pytest.mark.slow] if s else [], id=e) for e, d, s in WARM_ROWS])
def test_warm_cache_survives_a_server_fault(probe, demo_server, row, effect, description):
    row(f"warm cache, `/users` {effect}", description)
    cache = str(probe.workdir / "cache")
    healthy = demo_server()
    warm = probe.run(start() + [{"assert_screen": r"Users \(10\)"}] + quit_cleanly(),
                     args=healthy.app_args("--cache-dir", cache))
    assert_ok(warm)
    healthy.stop()
    faulty = demo_server(f"/users={effect}")
    steps = start(idle=False) + [{"wait": r"Users \(10\)", "timeout": 15}, {"wait": r"(?i)cached|offline", "timeout": 45},
                       {"key": "Down", "expect_change": True}] + responsive() + quit_cleanly()
    report = probe.run(steps, args=faulty.app_args("--cache-dir", cache), timeout=120)
    assert_ok(report)


def test_warm_cache_with_nobody_listening(probe, demo_server, row):
    row("warm cache, connection refused", "cached users shown, marked offline/cached")
    cache = str(probe.workdir / "cache")
    healthy = demo_server()
    assert_ok(probe.run(start() + [{"assert_screen": r"Users \(10\)"}] + quit_cleanly(),
                        args=healthy.app_args("--cache-dir", cache)))
    healthy.stop()
    steps = start() + [{"assert_screen": r"Users \(10\)"}, {"wait": r"(?i)cached|offline", "timeout": 20}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=healthy.app_args("--cache-dir", cache)))
