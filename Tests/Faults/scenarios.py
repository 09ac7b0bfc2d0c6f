"""Scenario pieces shared by the fault rows: start, reach a screen, prove the app still answers
keys, quit; and the checks on the report."""
FIRST_FRAME = r"─ Users\b"


def start(timeout=15, idle=True):
    """Wait for the first frame and, with `idle`, for the app to settle (not while a request
    hangs: the spinner keeps turning)."""
    steps = [{"wait": FIRST_FRAME, "timeout": timeout}]
    return steps + [{"wait_idle": True, "timeout": timeout}] if idle else steps


def responsive():
    """The help overlay opens and closes: keys are still handled."""
    return [{"key": "?", "expect_change": True, "timeout": 5}, {"key": "?", "expect_change": True, "timeout": 5}]


def quit_cleanly():
    return [{"key": "Escape"}, {"key": "q"}, {"expect_exit": 0, "timeout": 10}]


def assert_ok(report):
    """Every step passed, exit 0 and the terminal restored."""
    assert report["ok"], (report["failure"], report["stderr"])
    assert report["exit_code"] == 0, report["exit_code"]
    assert_restored(report)


def assert_restored(report):
    terminal = report["terminal"]
    assert terminal["restored"] and terminal["tty_cooked"], terminal
    assert terminal["modes_left_on"] == [], terminal
