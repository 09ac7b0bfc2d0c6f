"""The targets of the performance issue as rows: what users-tui measured, what it is compared
with (the C baseline from the same run, or the binary itself), the ratio, the limit, and
whether the target was met or by how much it was missed."""

LIST_LIMITS = [("Down median ms", 1.2), ("Down p95 ms", 1.2), ("PageDown median ms", 1.2), ("PageDown p95 ms", 1.2),
               ("bytes/Down", 1.2), ("peak RSS MiB", 1.3)]


def row(target, n, value, base, base_name, limit):
    """One target: `value` against `base` must stay within `limit` times it."""
    ratio = None if value is None or not base else value / base
    if ratio is None:
        verdict = "not measured"
    elif ratio <= limit:
        verdict = "met"
    else:
        verdict = "missed by %.2fx" % (ratio - limit)
    return {"target": target, "n": n, "users-tui": value, "against": base, "against what": base_name, "ratio": ratio,
            "limit": limit, "verdict": verdict}


def rows(sizes, shared, extra):
    """Every target. `sizes` maps small/large/huge to N; `shared[(name, n)]` holds the shared
    runner's medians; `extra` the measures of bench/scenarios.py."""
    small, large, huge = sizes["small"], sizes["large"], sizes["huge"]
    c = lambda n: shared.get(("c-ncurses", n), {})
    warm = lambda n: shared.get(("users-tui-warm", n), {})
    cold = lambda n: shared.get(("users-tui-cold", n), {})
    out = [row("users " + m, large, warm(large).get(m), c(large).get(m), "C", limit) for m, limit in LIST_LIMITS]
    out.append(row("users first frame", small, warm(small).get("first frame ms"), c(small).get("first frame ms"), "C", 3.0))
    out.append(row("users peak RSS vs own --version", small, warm(small).get("peak RSS MiB"), extra["version peak MiB"],
                   "--version", 1.3))
    out.append(row("users warm first frame", huge, warm(huge).get("first frame ms"), c(huge).get("first frame ms"), "C", 1.5))
    frames = [f for f in extra["warm first frames"] if f]
    out.append(row("users warm first frame, max/min of %d in a row" % len(frames), huge,
                   max(frames) if frames else None, min(frames) if frames else None, "fastest of the row", 2.0))
    out.append(row("users peak RSS", huge, warm(huge).get("peak RSS MiB"), c(huge).get("peak RSS MiB"), "C", 1.0))
    out.append(row("users cold first frame", huge, cold(huge).get("first frame ms"), c(huge).get("first frame ms"), "C", 3.0))
    out.append(row("--demo start-up (first rows), %d vs %d users" % (huge, small), huge, extra["demo start-up ms"][huge],
                   extra["demo start-up ms"][small], "--demo at %d" % small, 1.5))
    for resource in ("todos", "photos"):
        measures = extra[resource]
        # The C baseline's users list, run after each of the resource's runs (bench/scenarios.py).
        users_c = measures.get("users C", {})
        out += [row("%s %s (vs users C)" % (resource, m), large, measures.get(m), users_c.get(m), "users C", limit)
                for m, limit in LIST_LIMITS]
    return out


def fmt(v):
    return "–" if v is None else ("%.3g" % v if abs(v) < 100 else "%.0f" % v)


def table(target_rows):
    """The rows as a Markdown table."""
    lines = ["| target | N | users-tui | against | ratio | limit | verdict |", "|---|---|---|---|---|---|---|"]
    for r in target_rows:
        lines.append("| %s | %d | %s | %s (%s) | %s | %sx | %s |" % (
            r["target"], r["n"], fmt(r["users-tui"]), fmt(r["against"]), r["against what"],
            "–" if r["ratio"] is None else "%.2fx" % r["ratio"], fmt(r["limit"]), r["verdict"]))
    return "\n".join(lines)
