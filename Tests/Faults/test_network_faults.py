"""Network and storage faults of a hostile world: a gzip bomb, a redirect to another host, a list
arriving slowly but steadily, records that do not decode, a FIFO in the cache, and a HOME that
must stay untouched. Each says what happened in plain words (or works), keeps answering keys and
quits cleanly."""
import os
from pathlib import Path

import pytest

from hostile_server import HostileServer
from scenarios import assert_ok, quit_cleanly, responsive, start


@pytest.fixture
def hostile():
    servers = []

    def make(mode, **options):
        server = HostileServer(mode, **options)
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()


def api_args(server, cache):
    return ("--api-url", server.url, "--weather-url", server.url, "--cache-dir", str(cache))


def test_gzip_bomb(probe, row, hostile, tmp_path):
    row("`/users` gzip bomb (64 KB that unpack to 64 MB)", "stops at the limit and names it; memory stays low")
    server = hostile("gzip-bomb")
    steps = start(idle=False) + [{"wait": r"more than 8 MB for /users", "timeout": 30}] + responsive() + quit_cleanly()
    report = probe.run(steps, args=api_args(server, tmp_path / "cache"))
    assert_ok(report)
    assert report["peak_rss_kb"] < 300 * 1024, f"peak RSS {report['peak_rss_kb']} kB"


def test_redirect_to_another_host(probe, row, hostile, tmp_path):
    row("`/users` redirects to another port", "not followed, says where it went; the other host is never asked")
    elsewhere = hostile("bad-records")
    server = hostile("redirect", redirect_port=elsewhere.port)
    steps = start(idle=False) + [{"wait": rf"redirected to another host: 127\.0\.0\.1:{elsewhere.port}", "timeout": 20}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=api_args(server, tmp_path / "cache")))
    assert elsewhere.requests == []


def test_bad_records_are_left_out(probe, row, hostile, tmp_path):
    row("`/users` with a null name (id 7) and an id of 1e400", "the 8 good users shown, the 2 bad ones named")
    server = hostile("bad-records")
    steps = start(idle=False) + [{"wait": r"Users \(8\)", "timeout": 20},
                                 {"wait": r"2 users could not be read: id 7, record 9", "timeout": 10}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=api_args(server, tmp_path / "cache")))


@pytest.mark.slow
def test_slow_but_steady_list_completes(probe, row, hostile, tmp_path):
    row("whole list arriving slowly but steadily (18 s)", "shows progress, then the whole list")
    server = hostile("slow-steady")
    steps = start(idle=False) + [{"wait": r"Users \(200 of 600, loading \d+%\)", "timeout": 20},
                                 {"wait": r"Users \(600\)", "timeout": 60}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=api_args(server, tmp_path / "cache"), timeout=150))


def test_fifo_in_the_cache_offline(probe, row, tmp_path):
    row("cache: the users entry is a FIFO, `--offline`", "never blocks: says nothing is cached")
    cache = tmp_path / "cache"
    assert_ok(probe.run(start() + [{"assert_screen": r"Users \(10\)"}] + quit_cleanly(),
                        args=("--demo", "--cache-dir", str(cache))))
    entry = next(cache.glob("users-*.entry"))
    entry.unlink()
    os.mkfifo(entry)
    steps = [{"wait": r"(?i)no cached users", "timeout": 15}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=("--offline", "--cache-dir", str(cache))))


def test_nothing_is_written_under_home(probe, row, home, tmp_path):
    row("HOME elsewhere, `--cache-dir` and `--offline`", "nothing is created under HOME")
    before = sorted(str(path) for path in Path(home).rglob("*"))
    elsewhere = tmp_path / "elsewhere"
    # Offline with an empty cache the list says so (its title has no count to wait for).
    steps = [{"wait": r"No cached users yet", "timeout": 15}] + responsive() + quit_cleanly()
    report = probe.run(steps, args=("--offline", "--cache-dir", str(elsewhere / "cache")),
                       env={"XDG_STATE_HOME": str(elsewhere / "state"), "XDG_CONFIG_HOME": str(elsewhere / "config")})
    assert_ok(report)
    after = sorted(str(path) for path in Path(home).rglob("*"))
    assert after == before, f"created under HOME: {sorted(set(after) - set(before))}"
