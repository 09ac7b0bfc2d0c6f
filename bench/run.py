#!/usr/bin/env python3
"""make bench: users-tui side by side with the peer baselines, in one run.

    bench/run.py [--reps 3] [--sizes 10,10000,100000] [--out bench/out] [--quick]

Builds nothing itself (the Makefile builds the release binary first). Runs the shared
runner (../shared/bench/run_bench.py) with users-tui added twice, with a cold cache (a new
cache folder every run: HTTP fetch + decode + cache write) and a warm one (a cache filled
before the runs), against the C ncurses, Python curses and Textual baselines, interleaved,
`--reps` runs each. Prints one table of medians with ratios to c-ncurses and to Textual and
writes bench/results.json.
"""
import argparse, json, os, shlex, statistics, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SHARED = os.environ.get("SHARED", os.path.join(ROOT, "..", "shared"))
RUNNER = os.path.join(SHARED, "bench", "run_bench.py")
PROBE = os.path.join(SHARED, "tools", "tuiprobe", "tuiprobe.py")
BINARY = os.environ.get("USERS_TUI", os.path.join(ROOT, ".build", "release", "users-tui"))
METRICS = ["first frame ms", "idle at ms", "Down median ms", "Down p95 ms",
           "PageDown median ms", "PageDown p95 ms", "bytes/Down", "peak RSS MiB"]


def warm(out, n):
    """Fills the warm cache for size n by running users-tui once until it is idle."""
    data = os.path.join(out, "data-%d" % n)
    cache = os.path.join(out, "warm-cache-%d" % n)
    scenario = os.path.join(out, "warm-scenario.json")
    json.dump({"steps": [{"wait": r"Users \(\d+\)", "timeout": 120}, {"wait_idle": True, "timeout": 120},
                         {"key": "q"}, {"expect_exit": 0, "timeout": 10}]}, open(scenario, "w"))
    subprocess.run([sys.executable, PROBE, scenario, "-q", "--", BINARY, "--demo-data", data,
                    "--cache-dir", cache], check=True)
    return cache


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--sizes", default="10,10000,100000")
    ap.add_argument("--out", default=os.path.join(HERE, "out"))
    ap.add_argument("--only", default="c-ncurses,python-curses,textual,users-tui-cold,users-tui-warm")
    a = ap.parse_args()
    out = os.path.abspath(a.out)
    os.makedirs(out, exist_ok=True)
    sizes = [int(s) for s in a.sizes.split(",")]
    for n in sizes:  # the shared runner generates data lazily; warming needs it now
        d = os.path.join(out, "data-%d" % n)
        if not os.path.exists(os.path.join(d, "users.json")):
            subprocess.run([sys.executable, os.path.join(SHARED, "bench", "gen_users.py"), str(n), "--out", d], check=True)
        warm(out, n)
    cold = os.path.join(HERE, "cold-cache.sh")
    targets = [  # run_bench substitutes {dir}; the warm cache folder sits beside each data folder
        "users-tui-cold=%s %s {dir}" % (cold, shlex.quote(BINARY)),
        "users-tui-warm=%s %s {dir}" % (os.path.join(HERE, "warm.sh"), shlex.quote(BINARY)),
    ]
    argv = [sys.executable, RUNNER, "--reps", str(a.reps), "--sizes", a.sizes, "--out", out, "--only", a.only]
    for t in targets:
        argv += ["--target", t]
    subprocess.run(argv, check=True)
    summary = json.load(open(os.path.join(out, "summary.json")))
    medians = {}
    for key, runs in summary.items():
        name, n, scenario = key.split("|")
        if scenario != "list":
            continue
        medians[(name, int(n))] = {m: median(r.get(m) for r in runs) for m in METRICS}
    results = {"metrics": METRICS, "rows": []}
    print("\n## users-tui against the baselines (medians of %d runs; ratio = users-tui / baseline)\n" % a.reps)
    print("| N | metric | users-tui cold | users-tui warm | c-ncurses | textual | warm/c | cold/c | textual/warm |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in sizes:
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
    json.dump(results, open(os.path.join(HERE, "results.json"), "w"), indent=1)
    print("\nwritten: bench/results.json")


def median(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def ratio(a, b):
    return None if a is None or not b else a / b


def fmt(v):
    return "–" if v is None else ("%.3g" % v if abs(v) < 100 else "%.0f" % v)


if __name__ == "__main__":
    main()
