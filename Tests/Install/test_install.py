"""`make install PREFIX=...` into a temporary prefix: the binary runs without the Swift toolchain
(LD_LIBRARY_PATH empty, the toolchain off PATH), and the man page and the completions are installed
where man and the shells look for them."""
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WITHOUT_TOOLCHAIN = {"PATH": "/usr/bin:/bin", "LD_LIBRARY_PATH": "", "LANG": "C.UTF-8"}


@pytest.fixture(scope="module")
def prefix(tmp_path_factory):
    root = tmp_path_factory.mktemp("prefix")
    make = os.environ.get("MAKE", "make")
    subprocess.run([make, "-C", str(REPO), "install", f"PREFIX={root}"], check=True,
                   stdout=subprocess.DEVNULL, timeout=3600)
    return root


def run_installed(prefix, *arguments, env=None):
    environment = dict(WITHOUT_TOOLCHAIN, HOME=str(prefix), **(env or {}))
    return subprocess.run([str(prefix / "bin" / "users-tui"), *arguments], env=environment,
                          capture_output=True, text=True, timeout=60)


def test_the_toolchain_is_really_off_path():
    swift = shutil.which("swift")
    if swift:
        toolchain_bin = str(Path(swift).resolve().parent)
        assert toolchain_bin not in WITHOUT_TOOLCHAIN["PATH"].split(":")


def test_the_binary_runs_without_the_toolchain(prefix):
    result = run_installed(prefix, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("users-tui ")


def test_the_binary_needs_no_swift_library(prefix):
    libraries = subprocess.run(["ldd", str(prefix / "bin" / "users-tui")], env=WITHOUT_TOOLCHAIN,
                               capture_output=True, text=True, check=True).stdout
    assert "not found" not in libraries
    for name in ("libswiftCore", "libFoundation", "lib_FoundationICU", "libdispatch"):
        assert name not in libraries, libraries


def test_the_installed_binary_reads_its_configuration(prefix, tmp_path):
    (tmp_path / "users-tui").mkdir()
    (tmp_path / "users-tui" / "config.toml").write_text('thme = "light"\n')
    result = run_installed(prefix, "--print-config", env={"XDG_CONFIG_HOME": str(tmp_path)})
    assert result.returncode == 2
    assert "config.toml:1:1: unknown key 'thme' (did you mean 'theme'?)" in result.stderr


def test_the_demo_fixtures_are_installed_beside_the_binary(prefix):
    assert (prefix / "share" / "users-tui" / "fixtures" / "users.json").is_file()


def test_the_man_page_is_installed_and_well_formed(prefix):
    page = prefix / "share" / "man" / "man1" / "users-tui.1"
    text = page.read_text()
    for flag in ("--config", "--print-config", "--completions", "--no-color", "--offline"):
        assert flag.replace("-", "\\-") in text, flag
    if shutil.which("groff"):
        checked = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", str(page)], capture_output=True, text=True)
        assert checked.returncode == 0 and checked.stderr == "", checked.stderr


@pytest.mark.parametrize("shell, path", [
    ("bash", "share/bash-completion/completions/users-tui"),
    ("zsh", "share/zsh/site-functions/_users-tui"),
    ("fish", "share/fish/vendor_completions.d/users-tui.fish"),
])
def test_completions_are_installed_and_parse(prefix, shell, path):
    installed = prefix / path
    printed = run_installed(prefix, "--completions", shell)
    assert printed.returncode == 0
    assert installed.read_text() == printed.stdout
    for flag in ("print-config", "config", "completions", "units"):
        assert re.search(rf"(--|-l ){flag}\b", printed.stdout), flag
    if shutil.which(shell):
        checked = subprocess.run([shell, "-n", str(installed)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stderr


def test_bash_completes_the_flags_and_their_values(prefix):
    script = prefix / "share" / "bash-completion" / "completions" / "users-tui"
    def complete(*words):
        line = " ".join(["users-tui", *words])
        program = (f'source "{script}"; COMP_WORDS=({line}); COMP_CWORD={len(words)}; '
                   '_users_tui; printf "%s\\n" "${COMPREPLY[@]}"')
        return subprocess.run(["bash", "-c", program], capture_output=True, text=True, check=True).stdout.split()
    assert complete("--print") == ["--print-config"]
    assert complete("--units", "im") == ["imperial"]
    assert complete("--completions", "") == ["bash", "zsh", "fish"]
