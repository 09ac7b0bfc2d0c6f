#!/usr/bin/env python3
"""make bench: users-tui side by side with the peer baselines, in one run, and every target of
the performance issue checked.

    bench/run.py [--reps 3] [--out bench/out] [--quick] [--only PROGRAMS]

Builds nothing itself (the Makefile builds the release binary first). Runs the shared runner
(../shared/bench/run_bench.py) with users-tui added twice, with a cold cache (a new cache
folder every run: HTTP fetch + decode + cache write) and a warm one (a cache filled before the
runs, which each warm start shows and then revalidates), against the C ncurses, Python curses
and Textual baselines, interleaved, `--reps` runs each, at 10 and 100,000 users, then users-tui
and C alone at 1,000,000. Then its own scenarios (bench/scenarios.py): `--version`, 5 warm
starts in a row at 1,000,000, `--demo` start-up at 10 and 1,000,000 users, the todos and photos
lists at 100,000 (each run followed by the C users list, which they are compared with). Prints
the medians with ratios to c-ncurses and to Textual, and one row per target (bench/targets.py)
with the size, the ratio, the limit and "met" or "missed by X"; writes bench/results.json.

`--quick` proves the whole thing works in a few minutes: one run of everything at 10, 2,000
and 5,000 users, 2 warm starts in a row, C and users-tui only; results go to OUT only.
"""
import argparse, json, os, shlex, statistics, subprocess, sys, tempfile
from types import SimpleNamespace

import scenarios
import targets

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(ROOT, "..", "shared"))
RUNNER = os.path.join(SHARED, "bench", "run_bench.py")
GEN_USERS = os.path.join(SHARED, "bench", "gen_users.py")
PROBE = os.path.join(SHARED, "tools", "tuiprobe", "tuiprobe.py")
BINARY = os.environ.get("USERS_TUI", os.path.join(ROOT, ".build", "release", "users-tui"))
METRICS = ["first frame ms", "idle at ms", "Down median ms", "Down p95 ms",
           "PageDown median ms", "PageDown p95 ms", "bytes/Down", "peak RSS MiB"]
FULL = {"sizes": {"small": 10, "large": 100_000, "huge": 1_000_000}, "in a row": 5,
        "only": "c-ncurses,python-curses,textual,users-tui-cold,users-tui-warm"}
QUICK = {"sizes": {"small": 10, "large": 2_000, "huge": 5_000}, "in a row": 2,
         "only": "c-ncurses,users-tui-cold,users-tui-warm"}


def write_warm_config(out):
    """OUT/warm-config.toml, which every warm start reads (the shared runs' and the starts in a row):
    a cached list is never fresh, so each warm start shows the cache and then asks the server
    whether the list changed, as a start more than five minutes after the last one does.
    Whether a warm run revalidated used to depend on how old the cache happened to be at that
    run (five minutes is about the time between two runs of one size), and with it whether the
    run loaded the network stack (10 MiB of its peak RSS)."""
    path = os.path.join(out, "warm-config.toml")
    with open(path, "w") as config:
        config.write("# Written by bench/run.py: every warm start revalidates its cached lists.\n"
                     "cache_fresh_seconds = 0\n")
    return path


def data_folder(out, n):
    """DIR/data-N with N users (generated once), as the shared runner lays it out."""
    folder = os.path.join(out, "data-%d" % n)
    if not os.path.exists(os.path.join(folder, "users.json")):
        subprocess.run([sys.executable, GEN_USERS, str(n), "--out", folder], check=True)
    return folder


def resources_folder(out, n):
    """DIR/resources-N: 10 users, N todos and N photos in one album (generated once)."""
    folder = os.path.join(out, "resources-%d" % n)
    if not os.path.exists(os.path.join(folder, "photos.json")):
        subprocess.run([sys.executable, GEN_USERS, "10", "--out", folder], check=True)
        subprocess.run([sys.executable, os.path.join(HERE, "gen_resources.py"), str(n), "--out", folder], check=True)
    return folder


def warm_cache_folder(data):
    """The warm cache of the data folder `data` (DIR/data-N): DIR/data-N-warm-cache, a name the
    shared runner's `{dir}` can spell, so a warm start is the binary itself, as the C program's
    is, and not a shell that picks the folder (starting one took 0.3-0.5 ms of each 10-user
    first frame)."""
    return data + "-warm-cache"


def warm(out, n):
    """Fills the warm cache for size n by running users-tui once until it is idle."""
    data = data_folder(out, n)
    cache = warm_cache_folder(data)
    scenario = os.path.join(out, "warm-scenario.json")
    json.dump({"steps": [{"wait": r"Users \(\d+\)", "timeout": 300}, {"wait_idle": True, "timeout": 300},
                         {"key": "q"}, {"expect_exit": 0, "timeout": 60}]}, open(scenario, "w"))
    subprocess.run([sys.executable, PROBE, scenario, "-q", "--", BINARY, "--fresh", "--demo-data", data,
                    "--cache-dir", cache], check=True)
    return cache


def shared_run(out, reps, sizes, only, warm_config):
    """The shared runner over `sizes` for the targets in `only`: {(name, n): medians}."""
    for n in sizes:
        warm(out, n)
    # Preparing the warm caches writes them (683 MB at 1,000,000 users); the kernel's writing
    # them back to the disk would otherwise go on into the first runs measured.
    os.sync()
    cold = os.path.join(HERE, "cold-cache.sh")
    argv = [sys.executable, RUNNER, "--reps", str(reps), "--sizes", ",".join(map(str, sizes)), "--out", out, "--only", only,
            # run_bench substitutes {dir}; the warm cache folder sits beside each data folder
            "--target", "users-tui-cold=%s %s {dir}" % (cold, shlex.quote(BINARY)),
            "--target", "users-tui-warm=%s --fresh --demo-data {dir} --cache-dir %s --config %s" % (
                shlex.quote(BINARY), warm_cache_folder("{dir}"), shlex.quote(warm_config))]
    # cold-cache.sh makes each run's empty cache under TMPDIR and removes it after the run;
    # the last goes when the runs are done.
    with tempfile.TemporaryDirectory(prefix="cold-caches-", dir=out) as cold_caches:
        subprocess.run(argv, check=True, env=dict(os.environ, TMPDIR=cold_caches))
    medians = {}
    for key, runs in json.load(open(os.path.join(out, "summary.json"))).items():
        name, n, scenario = key.split("|")
        if scenario == "list":
            medians[(name, int(n))] = {m: median(r.get(m) for r in runs) for m in METRICS}
    return medians


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--out", default=None)
    ap.add_argument("--quick", action="store_true", help="one run of everything at small sizes")
    ap.add_argument("--only", help="programs of the shared runs, e.g. c-ncurses,users-tui-cold,users-tui-warm "
                    "(the targets need only those; default: every baseline)")
    a = ap.parse_args()
    plan = dict(QUICK if a.quick else FULL)
    if a.only:
        plan["only"] = a.only
    reps = 1 if a.quick else a.reps
    out = os.path.abspath(a.out or os.path.join(HERE, "out-quick" if a.quick else "out"))
    os.makedirs(out, exist_ok=True)
    warm_config = write_warm_config(out)
    sizes = plan["sizes"]
    small, large, huge = sizes["small"], sizes["large"], sizes["huge"]

    medians = shared_run(out, reps, [small, large], plan["only"], warm_config)
    medians.update(shared_run(out, reps, [huge], "c-ncurses,users-tui-cold,users-tui-warm", warm_config))
    ctx = SimpleNamespace(binary=BINARY, probe=PROBE, out=out, reps=reps, warm_config=warm_config,
                          c_binary=os.path.join(SHARED, "bench", "c-ncurses", "users"))
    extra = {"version peak MiB": scenarios.version_peak(ctx),
             "warm first frames": scenarios.consecutive_warm_first_frames(
                 ctx, data_folder(out, huge), warm_cache_folder(data_folder(out, huge)), plan["in a row"]),
             "demo start-up ms": {n: scenarios.demo_start_up(ctx, data_folder(out, n), str(n)) for n in (small, huge)}}
    for resource in ("todos", "photos"):
        extra[resource] = scenarios.resource_list(ctx, resources_folder(out, large), resource,
                                                  os.path.join(data_folder(out, large), "users.tsv"))

    results = {"metrics": METRICS, "sizes": sizes, "rows": [], "extra": {k: v for k, v in extra.items() if k != "demo start-up ms"},
               "demo start-up ms": {str(n): v for n, v in extra["demo start-up ms"].items()}}
    print("\n## users-tui against the baselines (medians of %d runs; ratio = users-tui / baseline)\n" % reps)
    print("| N | metric | users-tui cold | users-tui warm | c-ncurses | textual | warm/c | cold/c | textual/warm |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in (small, large, huge):
        c, t = medians.get(("c-ncurses", n), {}), medians.get(("textual", n), {})
        cold_m, warm_m = medians.get(("users-tui-cold", n), {}), medians.get(("users-tui-warm", n), {})
        for m in METRICS:
            row = {"n": n, "metric": m, "users-tui-cold": cold_m.get(m), "users-tui-warm": warm_m.get(m),
                   "c-ncurses": c.get(m), "textual": t.get(m), "python-curses": medians.get(("python-curses", n), {}).get(m),
                   "warm_over_c": ratio(warm_m.get(m), c.get(m)), "cold_over_c": ratio(cold_m.get(m), c.get(m)),
                   "textual_over_warm": ratio(t.get(m), warm_m.get(m))}
            results["rows"].append(row)
            print("| %d | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                n, m, fmt(row["users-tui-cold"]), fmt(row["users-tui-warm"]), fmt(row["c-ncurses"]),
                fmt(row["textual"]), fmt(row["warm_over_c"]), fmt(row["cold_over_c"]), fmt(row["textual_over_warm"])))
    results["targets"] = targets.rows(sizes, medians, extra)
    print("\n## Targets (users-tui warm unless named; todos and photos against the C baseline's users list,")
    print("## run after each of their runs, the C program having only users)\n")
    print(targets.table(results["targets"]))
    written = os.path.join(out, "results.json") if a.quick else os.path.join(HERE, "results.json")
    json.dump(results, open(written, "w"), indent=1)
    print("\nwritten: %s" % os.path.relpath(written, ROOT))


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def ratio(a, b):
    return None if a is None or not b else a / b


def fmt(v):
    return "–" if v is None else ("%.3g" % v if abs(v) < 100 else "%.0f" % v)


if __name__ == "__main__":
    main()
