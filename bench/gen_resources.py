#!/usr/bin/env python3
"""Deterministic generator of JSONPlaceholder-shaped todos, albums and photos for `make bench`.

    gen_resources.py N [--out DIR] [--seed S] [--users U]

Writes DIR/todos.json (N todos of users 1..U), DIR/albums.json (one album, id 1, of user 1)
and DIR/photos.json (N photos, all in album 1, so the album's Photos list is N long), compact
UTF-8, the shape JSONPlaceholder serves. Same N and seed give byte-identical files. The users
themselves come from the shared gen_users.py (the C baseline reads only users).
"""
import argparse, json, os, random

WORDS = ["quis", "ut", "nam", "facilis", "et", "officia", "qui", "fugiat", "vero", "autem", "délectus",
         "accusamus", "molestiae", "reprehenderit", "laboriosam", "mollitia", "東京", "über", "sunt", "culpa"]


def sentence(rng, low, high):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def todos(rng, n, users):
    return [{"userId": 1 + i * users // n, "id": i + 1, "title": sentence(rng, 3, 8), "completed": rng.random() < 0.4}
            for i in range(n)]


def photos(rng, n):
    out = []
    for i in range(n):
        colour = "%06x" % rng.randrange(1 << 24)
        out.append({"albumId": 1, "id": i + 1, "title": sentence(rng, 3, 9),
                    "url": "https://via.placeholder.com/600/" + colour,
                    "thumbnailUrl": "https://via.placeholder.com/150/" + colour})
    return out


def write(path, value):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, separators=(",", ":"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--out", default=".")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--users", type=int, default=10)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    write(os.path.join(a.out, "todos.json"), todos(rng, a.n, a.users))
    write(os.path.join(a.out, "albums.json"), [{"userId": 1, "id": 1, "title": "everything at once"}])
    write(os.path.join(a.out, "photos.json"), photos(rng, a.n))
    print("wrote %d todos and %d photos to %s" % (a.n, a.n, a.out))


if __name__ == "__main__":
    main()
