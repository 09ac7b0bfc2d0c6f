"""End-to-end: what starting costs. The binary does not link libcurl; it loads it on the first
request, so a start that draws from the cache alone (offline, or lists still fresh) never loads
it, one that asks the server still gets its answer, and a libcurl that cannot be loaded is named
on the terminal given back."""
import struct

from conftest import Probe, assert_restored

FIRST_FRAME = r"Users \(\d+"
LIBCURL = "libcurl.so.4"


def start_and_quit():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15},
            {"key": "q"}, {"expect_exit": 0, "timeout": 10}]


def needed_libraries(path):
    """The DT_NEEDED names of a 64-bit little-endian ELF file (what the loader maps at start)."""
    data = path.read_bytes()
    assert data[:4] == b"\x7fELF" and data[4] == 2 and data[5] == 1, "not a 64-bit little-endian ELF"
    section_offset, = struct.unpack_from("<Q", data, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, section_offset + i * entry_size) for i in range(count)]
    dynamic = next(s for s in sections if s[1] == 6)  # SHT_DYNAMIC
    strings = sections[dynamic[6]]  # sh_link: its string table
    needed = []
    for offset in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", data, offset)
        if tag == 0:
            break
        if tag == 1:  # DT_NEEDED
            start = strings[4] + value
            needed.append(data[start:data.index(b"\0", start)].decode())
    return needed


def loaded_libraries(directory):
    """Every library the loader reported loading (LD_DEBUG=files), at start or by dlopen."""
    text = "".join(path.read_text(errors="replace") for path in directory.iterdir())
    return [line.split("file=", 1)[1].split()[0] for line in text.splitlines()
            if "file=" in line and "generating link map" in line]


def run_watching_the_loader(probe, tmp_path, name, args):
    """Plays start-and-quit with the loader reporting every library it loads; returns them."""
    log = tmp_path / name
    log.mkdir()
    report = probe.run(start_and_quit(), args=args,
                       env={"LD_DEBUG": "files", "LD_DEBUG_OUTPUT": str(log / "ld")})
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 0
    assert_restored(report)
    return loaded_libraries(log)


def test_the_binary_does_not_link_libcurl(binary):
    needed = needed_libraries(binary)
    assert "libc.so.6" in needed, needed
    assert not [name for name in needed if name.startswith("libcurl")], needed


def test_the_binary_carries_its_cxx_runtime_unwinder_and_ncurses(binary):
    # The release link takes libstdc++, the unwinder and ncurses from their static archives
    # (Sources/users-tui/link/static-runtime): a start maps and binds none of them.
    needed = needed_libraries(binary)
    assert "libc.so.6" in needed, needed
    carried = ("libstdc++", "libgcc_s", "libncurses", "libtinfo")
    assert not [name for name in needed if name.startswith(carried)], needed


def test_libcurl_is_loaded_by_the_first_request_and_not_by_a_start_from_the_cache(probe, tmp_path):
    cache = str(tmp_path / "cache")
    # An empty cache: the list comes from the demo server, so libcurl is loaded to ask it.
    cold = run_watching_the_loader(probe, tmp_path, "cold", ("--demo", "--cache-dir", cache))
    assert "libc.so.6" in cold, cold
    assert LIBCURL in cold, cold
    # The same cache, offline: the list is drawn from it and nothing loads libcurl.
    offline = run_watching_the_loader(probe, tmp_path, "offline", ("--demo", "--cache-dir", cache, "--offline"))
    assert "libc.so.6" in offline, offline
    assert LIBCURL not in offline, offline
    # Online again, the lists just fetched are still fresh: no request, so no libcurl either.
    fresh = run_watching_the_loader(probe, tmp_path, "fresh", ("--demo", "--cache-dir", cache))
    assert LIBCURL not in fresh, fresh


def test_a_libcurl_that_cannot_be_loaded_is_named_and_the_terminal_given_back(probe, tmp_path):
    # The loader looks in LD_LIBRARY_PATH first: a file there that is not a library makes the
    # first request's dlopen fail, as a missing or broken libcurl would.
    broken = tmp_path / "lib"
    broken.mkdir()
    (broken / LIBCURL).write_text("not a library\n")
    report = probe.run([{"expect_exit": 1, "timeout": 15}, {"snapshot": "after"}],
                       args=("--demo", "--cache-dir", str(tmp_path / "cache")),
                       env={"LD_LIBRARY_PATH": str(broken)})
    assert report["ok"], report["failure"] or report["stderr"]
    assert report["exit_code"] == 1
    assert_restored(report)
    screen = Probe.snapshot(report, "after").replace("\n", "")
    assert f"cannot use {LIBCURL}, which the network needs" in screen, screen
    assert str(broken / LIBCURL) in screen, screen
