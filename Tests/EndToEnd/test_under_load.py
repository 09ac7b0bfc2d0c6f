"""The app under load, end to end: a burst of refreshes while a slow request is in flight ends
in one consistent screen, and leaving a screen cancels its request (the client closes the
connection at once, long before any timeout) while the app stays responsive.

The demo server logs nothing per request, so the tests put a small TCP proxy of their own
between the app and the server, which records each request line and when the client closed."""
import re
import socket
import threading
import time

import pytest

from conftest import Probe, assert_restored

USER_NAMES = ("Amelia Hartmann", "José Álvarez Núñez", "Mei Lin")
ERROR_WORDS = re.compile(r"(?i)error|fail|cancel|timed out|cannot|HTTP \d{3}|offline")


class Connection:
    """What the proxy saw on one client connection."""

    def __init__(self):
        self.requests = []      # (monotonic time, "GET /path")
        self.closed_at = None   # monotonic time the client closed its side, or None
        self.answers = []       # monotonic times the server sent bytes back

    def answered_last_request(self):
        """Whether the server sent anything back after this connection's last request."""
        return bool(self.requests) and any(when >= self.requests[-1][0] for when in self.answers)


class RecordingProxy:
    """A loopback TCP proxy to `upstream_port` that records the request lines each client
    connection sent and when the client closed it."""

    REQUEST_LINE = re.compile(rb"(?:^|\r\n)([A-Z]+ /\S*) HTTP/1\.[01]\r\n")

    def __init__(self, upstream_port):
        self.upstream_port = upstream_port
        self.connections = []
        self.lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{self.listener.getsockname()[1]}"
        self.sockets = [self.listener]
        threading.Thread(target=self._accept, daemon=True).start()

    def requests(self, prefix=""):
        """Every request line starting with `prefix` (`"GET /users"`), in arrival order."""
        with self.lock:
            return sorted((when, line) for c in self.connections for when, line in c.requests
                          if line.startswith(prefix))

    def connection_of(self, request):
        """The connection that carried the first request starting with `request`."""
        with self.lock:
            return next(c for c in self.connections if any(line.startswith(request) for _, line in c.requests))

    def close(self):
        """Stops listening and closes every connection."""
        for sock in self.sockets:
            try:
                sock.close()
            except OSError:
                pass

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            connection = Connection()
            with self.lock:
                self.connections.append(connection)
                self.sockets += [client, upstream]
            threading.Thread(target=self._client_to_upstream, args=(client, upstream, connection),
                             daemon=True).start()
            threading.Thread(target=self._upstream_to_client, args=(upstream, client, connection),
                             daemon=True).start()

    def _client_to_upstream(self, client, upstream, connection):
        pending = b""
        while True:
            try:
                chunk = client.recv(65536)
            except OSError:
                chunk = b""
            if not chunk:
                with self.lock:
                    connection.closed_at = time.monotonic()
                self._shut(upstream)
                return
            pending += chunk
            now = time.monotonic()
            with self.lock:
                connection.requests += [(now, m.group(1).decode()) for m in self.REQUEST_LINE.finditer(pending)]
            pending = pending[-2:]  # keep a CRLF that may start the next request line
            try:
                upstream.sendall(chunk)
            except OSError:
                pass

    def _upstream_to_client(self, upstream, client, connection):
        while True:
            try:
                chunk = upstream.recv(65536)
                if not chunk:
                    break
                with self.lock:
                    connection.answers.append(time.monotonic())
                client.sendall(chunk)
            except OSError:
                break
        self._shut(client)

    @staticmethod
    def _shut(sock):
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass


@pytest.fixture
def proxy_to():
    """A factory: `proxy_to(server)` starts a `RecordingProxy` in front of a demo server."""
    proxies = []

    def start(server):
        proxy = RecordingProxy(server.port)
        proxies.append(proxy)
        return proxy

    yield start
    for proxy in proxies:
        proxy.close()


def proxied_args(proxy, tmp_path):
    """App arguments sending both APIs through `proxy`, with a cache of this test's own."""
    return ("--api-url", proxy.url, "--weather-url", proxy.url, "--cache-dir", str(tmp_path / "cache"))


def test_a_burst_of_refreshes_during_a_slow_load_ends_in_one_consistent_screen(probe, demo_server, proxy_to,
                                                                               tmp_path):
    proxy = proxy_to(demo_server("GET /users=delay:1500"))
    steps = [
        {"wait": r"Users \(10\)", "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"type": "rrrrrrrrrr"},
        {"wait": r"loading\s*$", "timeout": 2},
        {"wait_idle": True, "timeout": 20},
        {"wait": r"Users \(10\)", "timeout": 20},
        {"snapshot": "after"},
        {"key": "Down", "expect_change": True},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, args=proxied_args(proxy, tmp_path))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    after = Probe.snapshot(report, "after")
    assert after.count("Users (10)") == 1, after
    for name in USER_NAMES:
        assert after.count(name) == 1, f"{name!r} is not shown exactly once:\n{after}"
    status = after.rstrip("\n").splitlines()[-1]
    assert not ERROR_WORDS.search(status), f"the status line shows an error: {status!r}"
    assert "loading" not in status, status
    # The first load, then at most one request per refresh (none duplicated by the burst).
    list_loads = proxy.requests("GET /users")
    assert 2 <= len(list_loads) <= 11, list_loads
    # Each refresh cancelled the one before it: only the first load and the last refresh were
    # answered, and the client hung up on every superseded request well before the server's 1.5 s
    # answer. (Requests may reach the proxy out of the order they were made, so the answered ones
    # are told apart by the server's answer, not by arrival order.)
    with proxy.lock:
        used = [c for c in proxy.connections if c.requests]
        answered = [c.requests[-1] for c in used if c.answered_last_request()]
        superseded = [(c.requests[-1], c.closed_at) for c in used if not c.answered_last_request()]
    assert len(answered) <= 2, f"superseded requests were answered, not cancelled: {answered}"
    for (asked, line), closed in superseded:
        assert closed is not None and closed - asked < 1.0, f"{line} asked at {asked}, closed at {closed}"


def test_leaving_a_user_cancels_its_posts_request_at_once(probe, demo_server, proxy_to, tmp_path):
    proxy = proxy_to(demo_server("GET /users/1/posts=hang"))
    steps = [
        {"wait": r"Users \(10\)", "timeout": 15},
        {"wait_idle": True, "timeout": 15},
        {"key": "Enter", "expect_change": True},
        {"key": "Escape", "expect_change": True},
        {"assert_screen": r"Users \(10\)"},
        # Long enough that a close at exit, or after a timeout, cannot pass for the cancel.
        {"sleep": 2.5},
        {"key": "Tab", "expect_change": True},
        {"wait": r"Posts \(100\)", "timeout": 10},
        {"key": "Shift-Tab", "expect_change": True},
        {"assert_screen": r"Users \(10\)"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 5},
    ]
    report = probe.run(steps, args=proxied_args(proxy, tmp_path))
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 0
    assert_restored(report)
    posts_requests = proxy.requests("GET /users/1/posts")
    assert len(posts_requests) == 1, f"the hanging request was sent again: {posts_requests}"
    hanging = proxy.connection_of("GET /users/1/posts")
    assert hanging.closed_at is not None, "the client never closed the hanging connection"
    waited = hanging.closed_at - posts_requests[0][0]
    assert waited < 2.0, f"the client closed the hanging connection {waited:.2f} s after asking"
