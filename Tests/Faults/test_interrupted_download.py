"""A long list download cut short by quitting: the next start shows the users that arrived at once
from the cache, offline too, with the title saying the list is incomplete, until a whole fetch
replaces them. The part of a list under a parent (an album's photos) arrives and is kept alike."""
import json
import re
import urllib.request

from conftest import e2e
from scenarios import assert_ok, quit_cleanly, responsive

USERS = 3000
INCOMPLETE = r"Users \((\d+) of 3000, incomplete\)"


def write_users(folder, count):
    """`count` JSONPlaceholder-shaped users in folder/users.json."""
    folder.mkdir(parents=True, exist_ok=True)
    users = [{"id": i, "name": f"Person {i} Zoë", "username": f"user{i}", "email": f"user{i}@example.org",
              "address": {"street": f"{i} Kulas Light", "suite": f"Apt. {i}", "city": "Gwenborough",
                          "zipcode": "92998-3874", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
              "phone": f"1-770-736-8031 x{i}", "website": f"example{i}.org",
              "company": {"name": f"Company {i}", "catchPhrase": "Multi-layered client-server neural-net",
                          "bs": "harness real-time e-markets"}} for i in range(1, count + 1)]
    (folder / "users.json").write_text(json.dumps(users, ensure_ascii=False))


def learn_user_count(server):
    """Makes `server` say the list's length with its first page, as JSONPlaceholder does: the demo
    server says it for a big file only once it has read the whole file, as a request for one user
    makes it do."""
    with urllib.request.urlopen(server.url + "/users/1", timeout=30) as response:
        response.read()


def snapshot(report, name):
    """The text of the screen snapshot `name` taken during the run."""
    with open(report["snapshots"][name], encoding="utf-8") as screen:
        return screen.read()


def test_quitting_mid_download_keeps_what_arrived(probe, row, binary, app_env, tmp_path):
    row("`/users` (3000) arriving at 40 KB/s, `q` at 10% or more; restart offline, then online",
        "the users that arrived shown at once, `incomplete` in the title; a whole fetch clears it")
    data = tmp_path / "data"
    write_users(data, USERS)
    cache = tmp_path / "cache"
    slow = e2e.DemoServer(binary, ["/users=delay:1,times:2", "/users=rate:40"], env=app_env, data=data)
    try:
        learn_user_count(slow)
        steps = [{"wait": r"Users \(200 of 3000, loading ([1-9]\d)%\)", "timeout": 60}] + quit_cleanly()
        assert_ok(probe.run(steps, args=(*slow.app_args(), "--cache-dir", str(cache))))
    finally:
        slow.stop()

    offline = probe.run([{"wait": INCOMPLETE, "timeout": 20}, {"snapshot": "kept"}] + responsive() + quit_cleanly(),
                        args=("--offline", "--cache-dir", str(cache)))
    assert_ok(offline)
    kept = int(re.search(INCOMPLETE, snapshot(offline, "kept")).group(1))
    assert 300 <= kept < USERS, kept

    steady = e2e.DemoServer(binary, env=app_env, data=data)
    try:
        steps = [{"wait": r"Users \(3000\)", "timeout": 60}] + responsive() + quit_cleanly()
        assert_ok(probe.run(steps, args=(*steady.app_args(), "--cache-dir", str(cache))))
    finally:
        steady.stop()
    whole = probe.run([{"wait": r"Users \(3000\)", "timeout": 20}, {"snapshot": "whole"}] + quit_cleanly(),
                      args=("--offline", "--cache-dir", str(cache)))
    assert_ok(whole)
    assert "incomplete" not in snapshot(whole, "whole")


PHOTOS = 3000
PHOTOS_INCOMPLETE = r"Photos \((\d+) of 3000, incomplete\)"


def write_album(folder, count):
    """One user, one album and `count` photos in it, in folder."""
    folder.mkdir(parents=True, exist_ok=True)
    write_users(folder, 1)
    (folder / "albums.json").write_text(json.dumps([{"userId": 1, "id": 1, "title": "Holidays"}]))
    photos = [{"albumId": 1, "id": i, "title": f"Photo {i} of the beach",
               "url": f"https://via.placeholder.com/600/{i:06x}",
               "thumbnailUrl": f"https://via.placeholder.com/150/{i:06x}"} for i in range(1, count + 1)]
    (folder / "photos.json").write_text(json.dumps(photos))


def open_album():
    """From a start without the saved session: the Albums tab, then the album's photos."""
    return [{"wait": r"Users \(1\)", "timeout": 20}, {"key": "4"}, {"wait": r"Albums \(1\)", "timeout": 20},
            {"wait_idle": True, "timeout": 20}, {"key": "Enter"}]


def test_an_albums_photos_show_their_first_page_and_keep_what_arrived(probe, row, binary, app_env, tmp_path):
    row("an album's 3000 photos arriving at 40 KB/s, `q` at 10% or more; restart offline, then online",
        "the first 200 at once with the whole count and progress; what arrived kept, `incomplete`")
    data = tmp_path / "data"
    write_album(data, PHOTOS)
    cache = tmp_path / "cache"
    slow = e2e.DemoServer(binary, ["/albums/1/photos=rate:40"], env=app_env, data=data)
    try:
        steps = open_album() + [{"wait": r"Photos \(200 of 3000, loading ([1-9]\d)%\)", "timeout": 60}]
        assert_ok(probe.run(steps + quit_cleanly(), args=(*slow.app_args(), "--fresh", "--cache-dir", str(cache))))
    finally:
        slow.stop()

    offline = probe.run(open_album() + [{"wait": PHOTOS_INCOMPLETE, "timeout": 20}, {"snapshot": "kept"}]
                        + responsive() + quit_cleanly(), args=("--offline", "--fresh", "--cache-dir", str(cache)))
    assert_ok(offline)
    kept = int(re.search(PHOTOS_INCOMPLETE, snapshot(offline, "kept")).group(1))
    assert 300 <= kept < PHOTOS, kept

    steady = e2e.DemoServer(binary, env=app_env, data=data)
    try:
        steps = open_album() + [{"wait": r"Photos \(3000\)", "timeout": 60}] + quit_cleanly()
        assert_ok(probe.run(steps, args=(*steady.app_args(), "--fresh", "--cache-dir", str(cache))))
    finally:
        steady.stop()
