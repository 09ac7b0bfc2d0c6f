#!/bin/sh
# Starts users-tui on demo data DIR with an empty cache folder (a cold start).
# usage: cold-cache.sh BINARY DIR
cache=$(mktemp -d "${TMPDIR:-/tmp}/users-tui-cold.XXXXXX")
exec "$1" --demo-data "$2" --cache-dir "$cache"
