"""Hostile data for the end-to-end safety tests: a fixture folder in the JSONPlaceholder shape
(`users.json`, `posts.json`, `comments.json`) where every string field carries terminal control
sequences between readable words, a weather payload poisoned the same way, and a check of the
bytes the app wrote to the terminal."""
import json

# Each one would do something to a terminal if it were written raw.
ATTACKS = (
    "\x1b]0;pwned\x07",          # OSC 0: set the window title
    "\x1b[66;66H",               # CSI: move the cursor to row 66, column 66
    "\x1b[38;5;213m",            # SGR: foreground colour 213
    "\x1b]52;c;aGFja2Vk\x07",    # OSC 52: write "hacked" to the clipboard
    "\u009b31m",                 # C1 CSI (one code point) + SGR red
    "\u202e",                    # RIGHT-TO-LEFT OVERRIDE
)

# What the app's output must not contain (UTF-8 bytes of the log), with a reason for failures.
FORBIDDEN = {
    b"\x1b]": "an OSC sequence (title, clipboard, ...): the app never sends OSC",
    b"\x1b[66;66H": "the injected cursor move",
    b"\x1b[38;5;213m": "the injected colour",
    b"\xc2\x9b": "a raw C1 CSI (U+009B)",
    b"\xe2\x80\xae": "a raw RIGHT-TO-LEFT OVERRIDE (U+202E)",
}

# The sanitiser replaces the control that starts a sequence with U+FFFD and keeps the printable
# rest as text (so tampering shows): these payloads may reach the log, but only right after it.
PLACEHOLDER_BYTES = "\ufffd".encode()
DEFUSED_PAYLOADS = (b"]0;pwned", b"[66;66H", b"[38;5;213m", b"]52;c;aGFja2Vk", b"31mtail")


def poisoned(word):
    """`word`, then every attack, then `tail`. The readable head comes first, so it is visible
    even where a column cuts the rest."""
    return word + "".join(ATTACKS) + "tail"


def hostile_user(user_id):
    """A user whose every string field is poisoned."""
    return {
        "id": user_id,
        "name": poisoned(f"Mallory{user_id}"),
        "username": poisoned(f"mal{user_id}"),
        "email": poisoned(f"mal{user_id}@evil.example"),
        "address": {
            "street": poisoned("Street"),
            "suite": poisoned("Suite"),
            "city": poisoned("Citytown"),
            "zipcode": poisoned("Zip"),
            "geo": {"lat": poisoned("1.5"), "lng": poisoned("2.5")},
        },
        "phone": poisoned("Phone"),
        "website": poisoned("evil.example"),
        "company": {
            "name": poisoned("EvilCorp"),
            "catchPhrase": poisoned("Catchphrase"),
            "bs": poisoned("Buzzwords"),
        },
    }


def hostile_post(post_id, user_id):
    """A post with a poisoned title and a two-line poisoned body."""
    return {"userId": user_id, "id": post_id, "title": poisoned(f"Headline{post_id}"),
            "body": poisoned("Bodytext") + "\n" + poisoned("Secondline")}


def hostile_comment(comment_id, post_id):
    """A comment with a poisoned name, email and body."""
    return {"postId": post_id, "id": comment_id, "name": poisoned(f"Commenter{comment_id}"),
            "email": poisoned(f"c{comment_id}@evil.example"), "body": poisoned("Remark")}


def write_fixtures(directory, users=3, posts_per_user=2, comments_per_post=2):
    """Writes the hostile fixture folder into `directory` (created) and returns it.
    `users.json` holds the controls as raw UTF-8 where JSON allows it (C1, bidi) and `posts.json`
    and `comments.json` as `\\u` escapes, so both decoding paths are covered."""
    directory.mkdir(parents=True, exist_ok=True)
    user_list = [hostile_user(i) for i in range(1, users + 1)]
    posts = [hostile_post((u - 1) * posts_per_user + n, u)
             for u in range(1, users + 1) for n in range(1, posts_per_user + 1)]
    comments = [hostile_comment((p["id"] - 1) * comments_per_post + n, p["id"])
                for p in posts for n in range(1, comments_per_post + 1)]
    (directory / "users.json").write_text(json.dumps(user_list, indent=2, ensure_ascii=False), encoding="utf-8")
    (directory / "posts.json").write_text(json.dumps(posts, indent=2))
    (directory / "comments.json").write_text(json.dumps(comments, indent=2))
    return directory


def hostile_weather(cities_file):
    """The first city of the fixtures' `weather/cities.json` as OpenWeather 2.5 `/weather` and
    `/forecast` payloads, with its name, country and every condition text poisoned."""
    city = json.loads(cities_file.read_text())[0]
    current, forecast = city["current"], city["forecast"]
    current["name"] = forecast["city"]["name"] = poisoned("Gotham")
    current["sys"]["country"] = forecast["city"]["country"] = poisoned("GC")
    for condition in current["weather"] + [c for entry in forecast["list"] for c in entry["weather"]]:
        condition["main"], condition["description"] = poisoned("Rain"), poisoned("drizzle")
    return current, forecast


def forbidden_found(output):
    """What is wrong with `output` (bytes the app wrote): each forbidden pattern present, and
    each payload that is not right after a placeholder (so something else came before it)."""
    found = [f"{pattern!r}: {reason}" for pattern, reason in FORBIDDEN.items() if pattern in output]
    for payload in DEFUSED_PAYLOADS:
        start = output.find(payload)
        while start >= 0:
            if output[max(0, start - len(PLACEHOLDER_BYTES)):start] != PLACEHOLDER_BYTES:
                found.append(f"{payload!r} at byte {start} after {output[max(0, start - 8):start]!r}")
            start = output.find(payload, start + 1)
    return found
