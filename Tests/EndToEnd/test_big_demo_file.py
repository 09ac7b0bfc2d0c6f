"""`--demo` on a big users.json: the first page shows before the embedded server has read the whole
file, titled without the list's length (`Users (200, loading…)`, then `loading 34%` by the body's
length as it arrives) until the whole list arrives; a file whose tail is cut off still shows its
first page, then says where the list broke and that what is shown is incomplete."""
import json

from conftest import assert_restored

USERS = 3000


def write_users(folder, count, cut=0):
    """`count` JSONPlaceholder-shaped users in folder/users.json, less its last `cut` bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    users = [{"id": i, "name": f"Person {i}", "username": f"user{i}", "email": f"user{i}@example.org",
              "address": {"street": f"{i} Kulas Light", "suite": f"Apt. {i}", "city": "Gwenborough",
                          "zipcode": "92998-3874", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
              "phone": f"1-770-736-8031 x{i}", "website": f"example{i}.org",
              "company": {"name": f"Company {i}", "catchPhrase": "Multi-layered client-server neural-net",
                          "bs": "harness real-time e-markets"}} for i in range(1, count + 1)]
    text = json.dumps(users).encode()
    (folder / "users.json").write_bytes(text[:len(text) - cut])
    return folder


def demo_args(data, tmp_path):
    return ("--fresh", "--demo", "--demo-data", str(data), "--cache-dir", str(tmp_path / "cache"))


def test_a_big_file_shows_its_first_page_then_the_whole_list_with_its_count(probe, tmp_path):
    data = write_users(tmp_path / "data", USERS)
    steps = [
        {"wait": r"Users \(200, loading(…| \d+%)\)", "timeout": 20},
        {"wait": r"Users \(3000\)", "timeout": 60},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 10},
    ]
    report = probe.run(steps, args=demo_args(data, tmp_path))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)


def test_a_body_of_many_megabytes_arrives_whole_and_in_order(probe, tmp_path):
    """13 MB over loopback reach the list in many network turns: the last screenful is the file's
    last users, one after another."""
    count = 30000
    data = write_users(tmp_path / "data", count)
    steps = [
        {"wait": rf"Users \({count}\)", "timeout": 60},
        {"key": "End"},
        {"wait": f"Person {count} ", "timeout": 10},
        {"snapshot": "end"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 10},
    ]
    report = probe.run(steps, args=demo_args(data, tmp_path))
    assert report["ok"], report["failure"] or report["stderr"]
    numbers = [int(word) for line in probe.snapshot(report, "end").splitlines()
               for word in line.replace("│", " ").split()[1:2] if word.isdigit()]
    assert len(numbers) >= 20, numbers
    assert numbers == list(range(count - len(numbers) + 1, count + 1)), numbers


def test_a_big_file_cut_short_shows_its_first_page_then_where_it_broke(probe, tmp_path):
    data = write_users(tmp_path / "data", USERS, cut=40)
    steps = [
        {"wait": r"Users \(200, loading(…| \d+%)\)", "timeout": 20},
        {"wait": r"Users \(200, incomplete\)", "timeout": 60},
        {"snapshot": "broken"},
        {"key": "q"},
        {"expect_exit": 0, "timeout": 10},
    ]
    report = probe.run(steps, args=demo_args(data, tmp_path), size="160x30")
    assert report["ok"], report["failure"] or report["stderr"]
    screen = probe.snapshot(report, "broken")
    assert "Person 1 " in screen, screen
    size = (data / "users.json").stat().st_size
    assert f"at byte {size}" in screen, screen


def test_a_long_lists_packed_copy_serves_the_next_start_and_a_damaged_one_is_passed_over(probe, tmp_path):
    """12,000 users get a packed copy beside their cache entry once they have arrived; an offline
    start shows them from it, and from the JSON when the copy is damaged, with no error."""
    data = write_users(tmp_path / "data", 12_000)
    cache = tmp_path / "cache"
    first = probe.run([{"wait": r"Users \(12000\)", "timeout": 60}, {"wait_idle": True, "timeout": 30},
                       {"key": "q"}, {"expect_exit": 0, "timeout": 10}], args=demo_args(data, tmp_path))
    assert first["ok"], first["failure"] or first["stderr"]
    packed = list(cache.glob("users-*.packed"))
    assert len(packed) == 1, sorted(p.name for p in cache.iterdir())

    offline = ("--fresh", "--offline", "--cache-dir", str(cache))
    steps = [{"wait": r"Users \(12000\)", "timeout": 30}, {"key": "End"}, {"wait": "Person 12000 ", "timeout": 10},
             {"snapshot": "end"}, {"key": "q"}, {"expect_exit": 0, "timeout": 10}]
    for damage in (None, b"not a packed list", packed[0].read_bytes()[:-1]):
        if damage is not None:
            packed[0].write_bytes(damage)
        report = probe.run(steps, args=offline, size="160x30")
        assert report["ok"], (damage is None, report["failure"] or report["stderr"])
        screen = probe.snapshot(report, "end")
        assert "could not" not in screen and "corrupt" not in screen.lower(), screen
        assert_restored(report)
