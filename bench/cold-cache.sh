#!/bin/sh
# Starts users-tui on demo data DIR with an empty cache folder (a cold start), without the saved
# session (--fresh), so every run starts on the first row as the scenario expects.
# usage: cold-cache.sh BINARY DIR
cache=$(mktemp -d "${TMPDIR:-/tmp}/users-tui-cold.XXXXXX")
exec "$1" --fresh --demo-data "$2" --cache-dir "$cache"
