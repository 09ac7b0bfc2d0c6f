#!/usr/bin/env python3
"""make hot-functions: the functions a start and the common keys run, for the release link.

    bench/hot_functions.py [--binary .build/release/users-tui] [--out Sources/users-tui/link/hot-functions.txt]

Runs the release binary under callgrind (valgrind) through bench/hot/*.json in a pseudo-terminal
(tuiprobe): the users list at 2,000 users with an empty cache and with a filled one, and a tour
of every tab on the demo data. Writes the names of the binary's own functions that ran, one per
line, to OUT. The release link (Package.swift) hands OUT to lld as `--symbol-ordering-file`,
which puts those functions side by side at the start of the code: a start then touches about
half the code pages it did when they were spread over 17 MB, which shows as peak RSS.

Run it again after large changes; a name that no longer exists is skipped by the linker, and a
new function missing from the list only sits where it would without one.
"""
import argparse, glob, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(ROOT, "..", "shared"))
PROBE = os.path.join(SHARED, "tools", "tuiprobe", "tuiprobe.py")
GEN_USERS = os.path.join(SHARED, "bench", "gen_users.py")


def called_functions(profile, binary_name):
    """The functions of `binary_name` with a cost in a callgrind output file, in file order."""
    objects, functions, names = {}, {}, []
    current_object = None
    pattern = re.compile(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?")
    for line in open(profile, errors="replace"):
        match = pattern.match(line.rstrip("\n"))
        if not match:
            continue
        kind, number, name = match.groups()
        table = objects if kind.endswith("ob") else functions
        if name:
            table[number] = name
        if kind == "ob":
            current_object = objects.get(number)
        elif kind == "fn" and current_object and os.path.basename(current_object) == binary_name:
            names.append(functions.get(number, ""))
    # callgrind marks recursion levels with 'N; the address-only names have no symbol to order.
    return [n.split("'")[0] for n in names if n and not n.startswith("0x") and " " not in n]


def shared_names(binary):
    """The function names that more than one symbol of `binary` has."""
    listing = subprocess.run(["nm", "--defined-only", binary], capture_output=True, text=True, check=True).stdout
    seen, shared = set(), set()
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            (shared if parts[2] in seen else seen).add(parts[2])
    return shared


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "users-tui"))
    ap.add_argument("--out", default=os.path.join(ROOT, "Sources", "users-tui", "link", "hot-functions.txt"))
    a = ap.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("hot_functions.py: valgrind is needed (apt-get install valgrind)")
    work = tempfile.mkdtemp(prefix="users-tui-hot.")
    try:
        # valgrind reads the symbols, not the 70 MB of debug information.
        binary = os.path.join(work, "bin", "users-tui")
        os.makedirs(os.path.dirname(binary))
        subprocess.run(["strip", "--strip-debug", "-o", binary, a.binary], check=True)
        data = os.path.join(work, "data-2000")
        subprocess.run([sys.executable, GEN_USERS, "2000", "--out", data], check=True, stdout=subprocess.DEVNULL)
        runs = [("list.json", ["--demo-data", data, "--cache-dir", os.path.join(work, "cache-2000")]),  # empty cache
                ("list.json", ["--demo-data", data, "--cache-dir", os.path.join(work, "cache-2000")]),  # filled
                ("tabs.json", ["--demo", "--cache-dir", os.path.join(work, "cache-demo")])]
        names = []
        for number, (scenario, arguments) in enumerate(runs):
            profile = os.path.join(work, "callgrind-%d.out" % number)
            subprocess.run([sys.executable, PROBE, os.path.join(HERE, "hot", scenario), "-q", "--",
                            "valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + profile,
                            binary, "--fresh"] + arguments, check=True)
            names += called_functions(profile, "users-tui")
        # In the order callgrind first reports them (roughly the order they first ran): a
        # start then reads fewer pages than with the names sorted (about 0.4 MiB at 10 users).
        # A name that several objects' local symbols share (`objectdestroyTm`, merged helpers)
        # is left out: the linker would bring each of those objects' sections to the front,
        # whole when the object keeps its functions in one section (the standard library's
        # regex parser, 476 KB, came along for such a name).
        shared = shared_names(binary)
        unique = [name for name in dict.fromkeys(names) if name not in shared]
        os.makedirs(os.path.dirname(a.out), exist_ok=True)
        with open(a.out, "w") as out:
            out.write("# Written by bench/hot_functions.py (make hot-functions): the functions a start and the\n"
                      "# common keys run, laid out together by the release link (Package.swift).\n")
            out.write("".join(name + "\n" for name in unique))
        print("%d functions written to %s" % (len(unique), os.path.relpath(a.out, ROOT)))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
