#!/bin/sh
# Starts users-tui on demo data DIR with an empty cache folder (a cold start), without the saved
# session (--fresh), so every run starts on the first row as the scenario expects.
# The caches earlier cold runs left in the same TMPDIR are removed first: a cold run at 1,000,000
# users writes 683 MB (the entry and its packed copy), and the kernel writing those pages back to
# the disk would otherwise go on during the next run (1.0-1.25 s with them removed, 1.0-1.9 s
# with them kept, 4 runs each), so each cold run starts from the same state of the machine.
# usage: cold-cache.sh BINARY DIR
rm -rf "${TMPDIR:-/tmp}"/users-tui-cold.*
cache=$(mktemp -d "${TMPDIR:-/tmp}/users-tui-cold.XXXXXX")
exec "$1" --fresh --demo-data "$2" --cache-dir "$cache"
