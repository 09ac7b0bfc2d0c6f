#!/usr/bin/env python3
"""Writes the seed corpora in Fuzz/corpus/<target>/ (run it again to regenerate them).

Each seed is encoded the way the target's harness reads its bytes (see Fuzz/Targets and
FuzzInput.swift): small integers are one byte (two, little-endian, for ranges over 256 values),
and text is a length byte, a mode byte (0 = raw UTF-8) and the bytes.
"""
import json
import pathlib
import struct

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Fuzz" / "corpus"

ESC = "\x1b"
TEXTS = [
    "Leanne Graham", "José Álvarez Núñez", "Björn Ødegård", "漢字漢字テスト", "한국어 텍스트",
    "e\u0301 cafe\u0301", "👨\u200d👩\u200d👧 family", "🇯🇵🇫🇷 flags", "❤\ufe0f ☺\ufe0f", "👍🏽",
    ESC + "]0;pwned\x07hi", ESC + "[31mred" + ESC + "[0m", "\u009b2J one-byte CSI",
    "\u202eevil\u202c \u2066iso\u2069", "soft\u00adhyphen zero\u200bwidth \ufeffbom",
    "\u0600\u0601 prepend", "tab\tand\r\nnewline\rcr\n", "the quick brown fox jumps over",
    "averyveryverylongwordthatneedsbreaking", "a  b   c    ", " ", "",
    b"\xed\xa0\x80 \xff\xfe bad \xc3",  # invalid UTF-8: a surrogate, stray bytes, a cut sequence
]


def write(target, name, data):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


def text_bytes(text):
    raw = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    raw = raw[:200]
    return bytes([len(raw), 0]) + raw


def key_batch(codes):
    """A batch of `.character` inputs (kind 0, then the byte), then a 0 ms clock step."""
    out = bytearray([len(codes)])
    for code in codes:
        out += bytes([0, code])
    return bytes(out) + struct.pack("<H", 0)


def seeds_keydecoder():
    sequences = {
        "csi-arrow": ESC + "[A", "ss3-arrow": ESC + "OA", "alt-x": ESC + "x", "esc": ESC,
        "csi-params": ESC + "[1;5C", "osc-title": ESC + "]0;title\x07", "osc-st": ESC + "]11;rgb:0/0/0" + ESC + "\\",
        "dcs": ESC + "Pq#0" + ESC + "\\", "paste-text": ESC + "[200~hello\r\nworld" + ESC + "[201~",
        "controls": "\x01\x04\x08\x09\x0d\x15\x1c\x7f", "typing": "hello world",
    }
    for name, text in sequences.items():
        write("keydecoder", name, struct.pack("<H", 400) + key_batch([ord(c) for c in text]))
    # Paste markers as key codes (kind 11), text inside, a resize (kind 15) in the middle.
    paste = bytearray(struct.pack("<H", 400)) + bytes([5, 11, 0, 0, ord("a"), 15, 80, 24, 0, ord("b"), 11, 1])
    write("keydecoder", "paste-codes", bytes(paste) + struct.pack("<H", 0))
    # Two clicks (kind 13, mask index 2 = clicked) at the same cell, 100 ms apart: a double-click.
    click = bytes([1, 13, 2]) + struct.pack("<HH", 10, 5)
    write("keydecoder", "double-click", struct.pack("<H", 400) + click + struct.pack("<H", 100) + click + struct.pack("<H", 0))


def seeds_text():
    for index, text in enumerate(TEXTS):
        for width in (1, 5, 12):
            write("text", f"utf8-{index:02}-w{width}", bytes([width + 2]) + text_bytes(text))


def seeds_canvas():
    for index, text in enumerate(TEXTS[:12]):
        # 20x4 canvas; draw (op 1) the text at (x, 1) with maxWidth 10; clip (op 0) to the right
        # half; draw again at x = 8 so the clip edge cuts it; fill (op 3) across the middle.
        data = bytearray([21, 5])
        data += bytes([1]) + text_bytes(text)[:42] + bytes([30 + index % 4, 3, 3, 13, 0])
        data += bytes([0, 16, 2, 12, 4])
        data += bytes([1]) + text_bytes(text)[:42] + bytes([38, 3, 3, 50, 1])
        data += bytes([3, 13, 3, 6, 3, 0])
        write("canvas", f"draw-{index:02}", bytes(data))


def seeds_models():
    fixtures = ROOT / "Resources" / "fixtures"
    shared = ROOT.parent / "shared" / "data"
    users = json.loads((fixtures / "users.json").read_text())
    posts = json.loads((fixtures / "posts.json").read_text())
    comments = json.loads((fixtures / "comments.json").read_text())
    cities = json.loads((fixtures / "weather" / "cities.json").read_text())
    small = {
        "user": users[0], "users": users[:2], "post": posts[0], "posts": posts[:2],
        "post-string-user-id": dict(posts[0], userId="1"), "comment": comments[0],
        "comments": comments[:2], "current": cities[0]["current"],
        "forecast": dict(cities[0]["forecast"], list=cities[0]["forecast"]["list"][:2], cnt=2),
    }
    for name, value in small.items():
        write("models", name, json.dumps(value, ensure_ascii=False).encode())
    for folder, names in {
        "openweather": ["error_404_city_not_found.json", "error_401_invalid_key.json",
                        "legacy_current_london_2013_pyowm.json", "docs_current_example_zocca.json"],
        "openmeteo": ["geocoding_no_results.json", "forecast_current_berlin_2024-08-23.json",
                      "docs_forecast_error.json", "forecast_legacy_current_weather_true.json"],
    }.items():
        for name in names:
            path = shared / folder / name
            if path.exists():
                write("models", f"{folder}-{path.stem}", path.read_bytes())
    write("models", "numbers", b'{"cod":1e400,"message":"x","id":-0,"cnt":9223372036854775808}')
    write("models", "escapes", b'{"cod":"\\u0000\\ud83d\\ude00\\ud800","message":"\\u001b[2J"}')


def seeds_splitter():
    """Whole arrays as the splitter reads them: lists of the fixtures, compact and indented, and
    elements whose strings hold quotes, backslash runs and brackets across 64-byte blocks."""
    fixtures = ROOT / "Resources" / "fixtures"
    users = json.loads((fixtures / "users.json").read_text())
    todos = json.loads((fixtures / "todos.json").read_text())
    write("splitter", "users", json.dumps(users[:3], ensure_ascii=False, separators=(",", ":")).encode())
    write("splitter", "users-indented", json.dumps(users[:2], ensure_ascii=False, indent=2).encode())
    write("splitter", "todos", json.dumps(todos[:4], separators=(",", ":")).encode())
    tricky = [{"a": "}]{[" * 20, "b": [1, {"c": '\\"]' * 10}]}, {"d": "x" * 61 + "\\"}, "a string",
              [[[]], {}], -12.5e3, True, None, {"e": "\u005c\u0022 é 漢 🚀"}]
    write("splitter", "tricky", json.dumps(tricky, ensure_ascii=False).encode())
    write("splitter", "bom-and-space", b"\xef\xbb\xbf [ 1 , \"two\" ,{\"3\":[4]} ]\n")
    write("splitter", "unterminated", b'[{"a":"b\\"}, {"c":')
    write("splitter", "unbalanced", b'[{"a":[1,2}],3]')


if __name__ == "__main__":
    seeds_keydecoder()
    seeds_text()
    seeds_canvas()
    seeds_models()
    seeds_splitter()
