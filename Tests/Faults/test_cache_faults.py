"""Cache faults: damaged entry files, an entry that cannot be read, a full disk, two processes on
one cache dir, and kill -9 in the middle of writes. The app must treat a bad entry as a miss
(set aside as *.corrupt), load from the network, never crash, and never leave a torn entry."""
import json
import os
import pty
import random
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest

from conftest import e2e
from scenarios import assert_ok, quit_cleanly, responsive, start


def entry_problem(path):
    """None when `path` is a whole cache entry (header line, then exactly payloadLength bytes of
    JSON), else what is wrong with it."""
    data = path.read_bytes()
    header_line, newline, payload = data.partition(b"\n")
    if not newline:
        return "no header line"
    try:
        header = json.loads(header_line)
        if len(payload) != header["payloadLength"]:
            return f"payload {len(payload)} bytes, header says {header['payloadLength']}"
        json.loads(payload)
    except (ValueError, KeyError) as error:
        return f"does not decode: {error}"
    return None


def torn_entries(cache):
    return {path.name: problem for path in cache.glob("*.entry")
            if path.is_file() and (problem := entry_problem(path))}


def warm(probe, cache):
    """One clean run that fills `cache`."""
    assert_ok(probe.run(start() + [{"assert_screen": r"Users \(10\)"}] + quit_cleanly(),
                        args=("--demo", "--cache-dir", str(cache))))
    return next(cache.glob("users-*.entry"))


def truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def random_bytes(path):
    path.write_bytes(random.Random(7).randbytes(4096))


def future_version(path):
    header, _, payload = path.read_bytes().partition(b"\n")
    fields = json.loads(header)
    fields["formatVersion"] = 99
    path.write_bytes(json.dumps(fields).encode() + b"\n" + payload)


def directory_in_place(path):
    # Tests run as root, where chmod 000 still reads: a directory is what cannot be read as a file.
    path.unlink()
    path.mkdir()
    (path / "inside").write_text("x")


DAMAGE = [
    (truncate, "truncated entry file"),
    (random_bytes, "entry of random bytes"),
    (future_version, "entry with a future format version"),
    (directory_in_place, "unreadable entry (a directory: chmod 000 does not stop root)"),
]


@pytest.mark.parametrize("damage,fault", DAMAGE, ids=[d.__name__ for d, _ in DAMAGE])
def test_damaged_entry_is_a_miss(probe, row, tmp_path, damage, fault):
    row(f"cache: {fault}", "treated as a miss, users load from the network, no crash")
    cache = tmp_path / "cache"
    entry = warm(probe, cache)
    damage(entry)
    steps = start() + [{"wait": r"Users \(10\)", "timeout": 15}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=("--demo", "--cache-dir", str(cache))))
    if damage is not directory_in_place:
        assert list(cache.glob("*.corrupt")) or entry_problem(entry) is None
    assert torn_entries(cache) == {}


def test_offline_with_a_damaged_entry_says_so(probe, row, tmp_path):
    row("cache: truncated entry, `--offline`", "says the data is not cached; app keeps working")
    cache = tmp_path / "cache"
    truncate(warm(probe, cache))
    # The damaged entry fails at once, so the first frame may already be the failure, whose
    # title has no count: wait for the message itself.
    steps = [{"wait": r"(?i)not (in the )?cache|offline|no cached", "timeout": 15}, {"wait_idle": True, "timeout": 15}] \
        + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=("--demo", "--offline", "--cache-dir", str(cache))))


@pytest.fixture
def tiny_tmpfs(tmp_path):
    mount_point = tmp_path / "full"
    mount_point.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(mount_point)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    yield mount_point
    subprocess.run(["umount", str(mount_point)], check=False)


def test_full_disk(probe, row, tiny_tmpfs):
    row("cache: full disk (16 KiB tmpfs, filled)", "users still shown from the network, no crash, no torn entry")
    cache = tiny_tmpfs / "cache"
    cache.mkdir(mode=0o700)
    filler = tiny_tmpfs / "filler"
    try:
        with open(filler, "wb", buffering=0) as out:
            while True:
                out.write(b"\0" * 1024)
    except OSError:
        pass  # ENOSPC: the disk is full, as wanted
    steps = start() + [{"wait": r"Users \(10\)", "timeout": 15}, {"key": "2"},
                       {"wait": r"Posts \(100\)", "timeout": 15}] + responsive() + quit_cleanly()
    assert_ok(probe.run(steps, args=("--demo", "--cache-dir", str(cache))))
    assert torn_entries(cache) == {}


def test_two_processes_share_one_cache_dir(tuiprobe_script, binary, app_env, row, tmp_path):
    row("cache: two users-tui at once on one cache dir", "both work, every entry whole")
    cache = tmp_path / "cache"
    steps = start() + [{"wait": r"Users \(10\)", "timeout": 20}, {"key": "Enter"},
                       {"wait": r"Posts \(10\)", "timeout": 20}, {"key": "Escape"}, {"key": "2"},
                       {"wait": r"Posts \(100\)", "timeout": 20}] + quit_cleanly()
    reports = [None, None]

    def play(index):
        workdir = tmp_path / f"process-{index}"
        workdir.mkdir()
        player = e2e.Probe(tuiprobe_script, binary, workdir, app_env)
        reports[index] = player.run(steps, args=("--demo", "--cache-dir", str(cache)))

    threads = [threading.Thread(target=play, args=(i,)) for i in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for report in reports:
        assert_ok(report)
    assert torn_entries(cache) == {}
    assert list(cache.glob("users-*.entry"))


def _kill_at_random_times(binary, env, cache, rounds, seed):
    rng = random.Random(seed)
    for _ in range(rounds):
        leader, follower = pty.openpty()
        process = subprocess.Popen([str(binary), "--demo", "--cache-dir", str(cache)], stdin=follower,
                                   stdout=follower, stderr=follower, env={**env, "TERM": "xterm-256color"},
                                   start_new_session=True)
        os.close(follower)
        os.set_blocking(leader, False)
        deadline = time.monotonic() + rng.uniform(0.05, 0.6)
        while time.monotonic() < deadline:  # drain the screen output so the app never blocks
            try:
                os.read(leader, 65536)
            except BlockingIOError:
                time.sleep(0.01)
            except OSError:
                break
        process.kill()
        process.wait()
        os.close(leader)
        problems = torn_entries(cache)
        assert problems == {}, problems


@pytest.mark.parametrize("rounds", [pytest.param(12, id="12-rounds"),
                                    pytest.param(60, id="60-rounds", marks=pytest.mark.slow)])
def test_kill_9_while_writing_never_tears_an_entry(binary, app_env, row, tmp_path, rounds):
    row(f"cache: kill -9 at random times ({rounds} starts)", "every *.entry decodes or is absent")
    cache = tmp_path / "cache"
    _kill_at_random_times(binary, app_env, cache, rounds, seed=rounds)
    assert list(cache.glob("*.entry")), "no run got far enough to write an entry"
