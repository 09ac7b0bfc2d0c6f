"""End-to-end weather without an API key (Open-Meteo, the default then): a name with two
matches and the second picked, the chart and the daily table, `u` for °F, a miss that keeps the
field, a refusal (HTTP 400) showing its reason, the last forecast offline, and a small terminal."""
import json
import re

from conftest import Probe, assert_restored

FIRST_FRAME = r"Users \(\d+"


def start_steps():
    return [{"wait": FIRST_FRAME, "timeout": 15}, {"wait_idle": True, "timeout": 15}, {"key": "5", "expect_change": True}]


def quit_steps():
    return [{"key": "Escape"}, {"key": "q"}, {"expect_exit": 0, "timeout": 5}]


def test_two_matches_pick_the_second_then_units_and_a_miss(probe, tmp_path):
    steps = start_steps() + [
        {"type": "paris"},
        {"key": "Enter"},
        {"wait": r"2 places called paris", "timeout": 10},
        {"assert_screen": r"Paris, Île-de-France, France"},
        {"assert_screen": r"Paris, Texas, United States"},
        {"key": "Down"},
        {"key": "Enter"},
        {"wait": r"Temperature\s+-?\d+\.\d °C", "timeout": 10},
        {"snapshot": "metric"},
        {"key": "u", "expect_change": True},
        {"wait": r"Temperature\s+-?\d+\.\d °F", "timeout": 10},
        {"snapshot": "imperial"},
        {"key": "c"},
        {"repeat": 10, "key": "Backspace"},
        {"type": "Atlantis"},
        {"key": "Enter"},
        {"wait": r"City not found: Atlantis", "timeout": 10},
        # The field still has the keys: what is typed next corrects the name.
        {"repeat": 8, "key": "Backspace"},
        {"type": "Tokyo"},
        {"key": "Enter"},
        {"wait": r"Tokyo, Japan", "timeout": 10},
    ] + quit_steps()
    report = probe.run(steps, args=("--demo", "--cache-dir", str(tmp_path / "cache")))
    assert report["ok"], report["failure"] or report["stderr"]
    assert_restored(report)
    metric = Probe.snapshot(report, "metric")
    assert "Paris, Texas, United States" in metric
    assert "┌─ Weather (°C)" in metric
    assert "Temperature, next 48 hours (°C)" in metric
    assert "█" in metric and "┤" in metric, "the hourly chart is drawn with blocks and an axis"
    rain_band = [line for line in metric.splitlines() if re.search(r"\brain\s*│", line)]
    assert len(rain_band) == 1 and re.search("[░▒▓█]", rain_band[0]), "the hourly rain chance is a band of shades"
    assert "Low/High °C" in metric and "Rain" in metric, "the daily table has its header"
    assert sum(1 for line in metric.splitlines() if "°" in line and "/" in line and "%" in line) >= 5
    assert "Sunrise" in metric and "Sunset" in metric
    imperial = Probe.snapshot(report, "imperial")
    assert "┌─ Weather (°F)" in imperial and "Low/High °F" in imperial and "mph" in imperial


def test_a_refusal_shows_the_reason_and_keeps_the_field(probe, demo_server, tmp_path):
    reason = "Latitude must be in range of -90 to 90°. Given: 999.0."
    body = json.dumps({"error": True, "reason": reason})
    server = demo_server(f"/v1/forecast=status:400,body:{body}")
    steps = start_steps() + [
        {"type": "London"},
        {"key": "Enter"},
        {"wait": r"Latitude must be in range of -90 to 90", "timeout": 10},
        {"type": "x"},
        {"assert_screen": r"City: Londonx"},
    ] + quit_steps()
    report = probe.run(steps, args=server.app_args("--cache-dir", str(tmp_path / "cache")))
    assert report["ok"], report["failure"] or report["stderr"]


def test_offline_shows_the_last_forecast_with_its_age(probe, demo_server, tmp_path):
    cache = str(tmp_path / "cache")
    server = demo_server()
    warm = probe.run(start_steps() + [{"type": "Tokyo"}, {"key": "Enter"}, {"wait": r"Tokyo, Japan", "timeout": 10}]
                     + quit_steps(), args=server.app_args("--cache-dir", cache))
    assert warm["ok"], warm["failure"] or warm["stderr"]
    server.stop()
    steps = start_steps() + [
        {"type": "tokyo"},
        {"key": "Enter"},
        {"wait": r"Tokyo, Japan", "timeout": 10},
        {"assert_screen": r"cached|offline"},
        {"assert_screen": r"Temperature\s+-?\d+\.\d °C"},
    ] + quit_steps()
    report = probe.run(steps, args=server.app_args("--cache-dir", cache, "--offline"))
    assert report["ok"], report["failure"] or report["stderr"]


def test_a_small_terminal_shows_fewer_hours_and_never_a_broken_chart(probe, tmp_path):
    steps = start_steps() + [
        {"type": "Reykjavik"},
        {"key": "Enter"},
        {"wait": r"Reykjavík", "timeout": 10},
        {"snapshot": "small"},
    ] + quit_steps()
    report = probe.run(steps, size="50x24", args=("--demo", "--cache-dir", str(tmp_path / "cache")))
    assert report["ok"], report["failure"] or report["stderr"]
    small = Probe.snapshot(report, "small")
    lines = small.splitlines()
    assert all(len(line) <= 50 for line in lines)
    chart = [line for line in lines if "┤" in line or "│       │" in line]
    assert chart, small
    assert "Temperature, next" in small
