"""The scenarios `make bench` runs itself, beside the shared runner's: the binary's own `--version`
peak, warm first frames one after another, `--demo` start-up at two sizes, and the todos and
photos lists. Each runs tuiprobe and returns the measures of its reports."""
import json, os, statistics, subprocess, sys, tempfile

# A first page or a whole list on screen: `Users (10)`, `Users (200 of 1000000, loading…)`, or
# `Users (200, loading…)` (a first page that came without the list's length).
FIRST_ROWS = r"Users \((\d+|\d+ of \d+, loading[^)]*|\d+, loading[^)]*)\)"


def probe(probe_script, out, name, steps, command, settle_ms=30):
    """Runs `command` under tuiprobe with `steps`; returns the JSON report (or fails loudly)."""
    scenario = os.path.join(out, "scenario-%s.json" % name)
    json.dump({"settle_ms": settle_ms, "noop_wait": 0.2, "steps": steps}, open(scenario, "w"), indent=1)
    report_path = os.path.join(out, "report-%s.json" % name)
    done = subprocess.run([sys.executable, probe_script, scenario, "--json", report_path, "-q", "--"] + command,
                          capture_output=True, text=True)
    report = json.load(open(report_path))
    if done.returncode != 0 or not report.get("ok"):
        raise SystemExit("scenario %s failed: %s %s" % (name, report.get("failure"), done.stderr[-500:]))
    return report


def key_measures(report):
    """Down and PageDown latency (median, p95), bytes per Down and peak RSS of one report."""
    def key(name, *path):
        value = report["keys"].get(name)
        for part in path:
            value = None if value is None else value[part]
        return value
    return {"Down median ms": key("Down", "latency_ms", "median"), "Down p95 ms": key("Down", "latency_ms", "p95"),
            "PageDown median ms": key("PageDown", "latency_ms", "median"),
            "PageDown p95 ms": key("PageDown", "latency_ms", "p95"),
            "bytes/Down": key("Down", "bytes", "median_changed"), "peak RSS MiB": report["peak_hwm_kb"] / 1024.0}


def keys_over_the_list():
    return [{"wait_idle": True, "timeout": 300},
            {"key": "Down", "label": "Down (first)", "expect_change": True, "timeout": 60},
            {"repeat": 199, "key": "Down"}, {"repeat": 20, "key": "PageDown"},
            {"key": "q"}, {"expect_exit": 0, "timeout": 60}]


def version_peak(ctx):
    """Peak RSS (MiB) of `users-tui --version`, median of `reps` runs: the kernel's own figure for
    the process (wait4), since it exits too soon for sampling to catch its peak."""
    peaks = []
    for _ in range(ctx.reps):
        child = subprocess.Popen([ctx.binary, "--version"], stdout=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            raise SystemExit("%s --version exited with %d" % (ctx.binary, child.returncode))
        peaks.append(usage.ru_maxrss / 1024.0)
    return statistics.median(peaks)


def consecutive_warm_first_frames(ctx, data, cache, runs):
    """First-frame times (ms) of `runs` warm starts in a row on `data` with the filled `cache`,
    each revalidating it as the shared runs' warm starts do (`ctx.warm_config`)."""
    steps = [{"wait": r"Users \(\d+\)", "timeout": 300}, {"wait_idle": True, "timeout": 300},
             {"key": "q"}, {"expect_exit": 0, "timeout": 60}]
    return [probe(ctx.probe, ctx.out, "warm-row-%d" % run, steps,
                  [ctx.binary, "--fresh", "--demo-data", data, "--cache-dir", cache, "--config", ctx.warm_config])["ttff_ms"]
            for run in range(runs)]


def demo_start_up(ctx, data, label):
    """Time (ms) until `--demo` on `data` shows its first rows, with an empty cache: median of `reps`."""
    times = []
    for rep in range(ctx.reps):
        steps = [{"wait": FIRST_ROWS, "timeout": 300}, {"key": "q"}, {"expect_exit": 0, "timeout": 120}]
        with tempfile.TemporaryDirectory(prefix="users-tui-demo-", dir=ctx.out) as cache:
            times.append(probe(ctx.probe, ctx.out, "demo-%s-%d" % (label, rep), steps,
                               [ctx.binary, "--fresh", "--demo", "--demo-data", data, "--cache-dir", cache])["ttff_ms"])
    return statistics.median(times)


def resource_list(ctx, data, resource, users_tsv):
    """Keys over the todos (tab 3) or the photos of album 1 (tab 4, Enter) at the size in `data`,
    each run with an empty cache: medians of `reps` runs of `key_measures`, with `shown ms`, when
    the whole list was on screen. Each run is followed by the same keys over the C baseline's
    users list of that size (`users_tsv`), whose medians are under `users C`: the C program has
    only users, and measured in the same minutes it is not a figure from a quarter of an hour
    earlier, when the machine may have run faster or slower."""
    if resource == "todos":
        open_list = [{"key": "3"}, {"wait": r"Todos \(\d+\)", "timeout": 300}]
    else:
        open_list = [{"key": "4"}, {"wait": r"Albums \(1\)", "timeout": 120}, {"wait_idle": True, "timeout": 120},
                     {"key": "Enter"}, {"wait": r"Photos \(\d+\)", "timeout": 300}]
    runs, c_runs = [], []
    for rep in range(ctx.reps):
        steps = [{"wait": FIRST_ROWS, "timeout": 120}] + open_list + keys_over_the_list()
        with tempfile.TemporaryDirectory(prefix="users-tui-%s-" % resource, dir=ctx.out) as cache:
            report = probe(ctx.probe, ctx.out, "%s-%d" % (resource, rep), steps,
                           [ctx.binary, "--fresh", "--demo-data", data, "--cache-dir", cache])
        measures = key_measures(report)
        measures["shown ms"] = next((w["at_ms"] for w in report["waits"] if "Todos" in str(w.get("pattern"))
                                     or "Photos" in str(w.get("pattern"))), None)
        runs.append(measures)
        c_steps = [{"wait": FIRST_ROWS, "timeout": 120}] + keys_over_the_list()
        c_runs.append(key_measures(probe(ctx.probe, ctx.out, "%s-users-c-%d" % (resource, rep), c_steps,
                                         [ctx.c_binary, users_tsv])))
    medians = medians_of(runs)
    medians["users C"] = medians_of(c_runs)
    return medians


def medians_of(runs):
    """The median of each measure over `runs` (the runs that have it)."""
    medians = {}
    for measure in runs[0]:
        values = [run[measure] for run in runs if run[measure] is not None]
        medians[measure] = statistics.median(values) if values else None
    return medians
