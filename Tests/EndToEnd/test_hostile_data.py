"""Untrusted text never reaches the terminal raw: users, posts, comments and weather whose every
string carries escape sequences (title and clipboard OSCs, cursor moves, colours, a C1 CSI, a bidi
override), and a server error message carrying them, are shown with the readable text intact and
the controls as placeholders, and not one of those sequences appears in the bytes the app writes."""
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

import pytest

from conftest import REPO, Probe, assert_restored
from hostile import forbidden_found, hostile_weather, poisoned, write_fixtures

PLACEHOLDER = "\ufffd"
SIZE = "160x40"


def tour_steps():
    """Users list, a user's detail, one of their posts with its comments, the Posts tab and a
    filter on it, then quit; a snapshot of each screen."""
    return [
        {"wait": r"Users \(3\)", "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"snapshot": "users"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Posts \(2\)", "timeout": 10},
        {"snapshot": "user"},
        {"key": "Enter", "expect_change": True},
        {"wait": r"Comments \(2\)", "timeout": 10},
        {"snapshot": "post"},
        {"key": "Escape", "expect_change": True},
        {"key": "Escape", "expect_change": True},
        {"key": "Tab", "expect_change": True},
        {"wait": r"Posts \(6\)", "timeout": 10},
        {"snapshot": "posts"},
        {"key": "/"},
        {"type": "Headline3"},
        {"wait": r"Posts \(1 of 6\)", "timeout": 5},
        {"key": "Enter"},
        {"snapshot": "filtered"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]


def run_tour(probe, tmp_path, *extra_args):
    """Plays the tour on the hostile fixtures; returns (report, bytes written by the app)."""
    data = write_fixtures(tmp_path / "hostile-data")
    log = tmp_path / f"bytes-{probe.runs + 1}.log"
    report = probe.run(tour_steps(), size=SIZE, options=("--log", str(log)),
                       args=("--demo-data", str(data), "--cache-dir", str(tmp_path / "cache"), *extra_args))
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 0
    assert_restored(report)
    return report, log.read_bytes()


def assert_shown_defused(screen, *words):
    """`screen` shows every readable word and the placeholder, and none of the raw controls."""
    for word in words:
        assert word in screen, f"{word!r} is not on the screen:\n{screen}"
    assert PLACEHOLDER in screen, f"no placeholder for the controls:\n{screen}"
    assert "\u202e" not in screen and "\x1b" not in screen and "\x9b" not in screen


@pytest.mark.parametrize("extra_args", [(), ("--no-color",)], ids=["colour", "no-color"])
def test_hostile_users_posts_and_comments_are_drawn_defused(probe, tmp_path, extra_args):
    report, output = run_tour(probe, tmp_path, *extra_args)
    assert forbidden_found(output) == []
    screens = {name: Probe.snapshot(report, name) for name in ("users", "user", "post", "posts", "filtered")}
    assert_shown_defused(screens["users"], "Mallory1", "Mallory3", "mal2", "EvilCorp")
    assert_shown_defused(screens["user"], "Mallory1", "mal1@evil.example", "Phone", "evil.example",
                         "Street", "Citytown", "EvilCorp", "Headline1", "Headline2", "tail")
    assert_shown_defused(screens["post"], "Headline1", "Bodytext", "Secondline", "Commenter1",
                         "c1@evil.example", "Remark")
    assert_shown_defused(screens["posts"], "Headline1", "Headline6")
    assert_shown_defused(screens["filtered"], "Headline3")
    assert "Headline4" not in screens["filtered"]


class HostileAPI(ThreadingHTTPServer):
    """A stand-in API on a free loopback port: `/users` from the hostile fixtures and poisoned
    `/data/2.5/weather` and `/data/2.5/forecast` answers for any city."""

    def __init__(self, users, current, forecast):
        self.routes = {"/users": users, "/data/2.5/weather": current, "/data/2.5/forecast": forecast}
        super().__init__(("127.0.0.1", 0), HostileHandler)
        self.url = f"http://127.0.0.1:{self.server_address[1]}"


class HostileHandler(BaseHTTPRequestHandler):
    """Answers a GET from the server's routes, 404 for any other path."""

    def do_GET(self):
        payload = self.server.routes.get(urlsplit(self.path).path)
        body = json.dumps(payload if payload is not None else {"message": "not found"}).encode()
        self.send_response(200 if payload is not None else 404)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def hostile_api(tmp_path):
    """A running `HostileAPI`, shut down when the test ends."""
    data = write_fixtures(tmp_path / "hostile-data")
    current, forecast = hostile_weather(REPO / "Resources" / "fixtures" / "weather" / "cities.json")
    server = HostileAPI(json.loads((data / "users.json").read_text()), current, forecast)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def test_hostile_weather_city_and_description_are_drawn_defused(probe, tmp_path, hostile_api):
    log = tmp_path / "bytes.log"
    steps = [
        {"wait": r"Users \(3\)", "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"key": "5", "expect_change": True},  # Weather
        {"type": "Gotham"},
        {"key": "Enter"},
        {"wait": r"Temperature", "timeout": 10},
        {"snapshot": "weather"},
        {"key": "Escape"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, size=SIZE, options=("--log", str(log)),
                       args=("--api-url", hostile_api.url, "--weather-url", hostile_api.url,
                             "--cache-dir", str(tmp_path / "cache")),
                       env={"OPENWEATHER_API_KEY": "test-key"})
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    assert forbidden_found(log.read_bytes()) == []
    assert_shown_defused(Probe.snapshot(report, "weather"), "Gotham", "GC", "Drizzle")


def test_a_hostile_server_error_message_is_drawn_defused(probe, tmp_path, demo_server):
    body = json.dumps({"message": poisoned("Denied")})
    server = demo_server(f"/users=status:400,body:{body}")
    log = tmp_path / "bytes.log"
    steps = [
        {"wait": r"Denied", "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"snapshot": "error"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, size=SIZE, options=("--log", str(log)),
                       args=server.app_args("--cache-dir", str(tmp_path / "cache")))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    assert forbidden_found(log.read_bytes()) == []
    assert_shown_defused(Probe.snapshot(report, "error"), "Denied", "tail")
