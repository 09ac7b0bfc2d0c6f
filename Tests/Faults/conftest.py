"""Fixtures and the results table for the fault matrix. The fixtures (binary, probe, demo
servers, private HOME) are the end-to-end ones from `Tests/EndToEnd/conftest.py`; each test
names its row with the `row` fixture, and the run prints a table of every row (fault, expected
behaviour, result) and writes it to `results.md` next to this file (or to $FAULTS_RESULTS)."""
import importlib.util
import os
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "end_to_end_fixtures", Path(__file__).resolve().parents[1] / "EndToEnd" / "conftest.py")
e2e = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(e2e)

binary, tuiprobe_script, home, app_env, probe, demo_server = (
    e2e.binary, e2e.tuiprobe_script, e2e.home, e2e.app_env, e2e.probe, e2e.demo_server)

RESULTS = Path(os.environ.get("FAULTS_RESULTS", Path(__file__).resolve().parent / "results.md"))
_rows = []


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: long-running row, left out of `make test`")


@pytest.fixture
def row(request):
    """`row(fault, expected)` names this test's line in the results table."""
    def describe(fault, expected):
        request.node.user_properties.append(("row", (fault, expected)))
    return describe


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    described = dict(item.user_properties).get("row")
    if described is None:
        return
    if report.when == "call" or (report.when == "setup" and not report.passed):
        result = "pass" if report.passed else ("skip" if report.skipped else "FAIL")
        if report.skipped and isinstance(report.longrepr, tuple):
            result += f" ({report.longrepr[2].removeprefix('Skipped: ')})"
        _rows.append((item.nodeid.split("::")[0].split("/")[-1], *described, result,
                      f"{report.duration:.1f}s"))


def _table():
    lines = ["| file | fault | expected | result | time |", "|---|---|---|---|---|"]
    lines += ["| " + " | ".join(cell.replace("|", "\\|") for cell in line) + " |" for line in _rows]
    return "\n".join(lines)


def pytest_terminal_summary(terminalreporter):
    if _rows:
        terminalreporter.section("fault matrix")
        terminalreporter.write_line(_table())


def pytest_sessionfinish(session):
    if _rows:
        passed = sum(line[3] == "pass" for line in _rows)
        RESULTS.write_text("# Fault matrix results\n\nWritten by the last run of `Tests/Faults` "
                           f"({len(_rows)} rows, {passed} passed).\n\n" + _table() + "\n")
