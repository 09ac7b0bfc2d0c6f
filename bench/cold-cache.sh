#!/bin/sh
# Starts users-tui on demo data DIR with an empty cache folder (a cold start), without the saved
# session (--fresh), so every run starts on the first row as the scenario expects.
# The cache the run wrote is removed once it has exited, outside the time the scenario measures:
# a cold run at 1,000,000 users writes 683 MB (the entry and its packed copy), whose removal takes
# about 0.1 s, and the kernel writing those pages back to the disk would otherwise go on during
# the next runs (1.0-1.25 s with them removed, 1.0-1.9 s with them kept, 4 runs each). This shell
# stays the program's parent for that (about 1 MiB of the run's peak RSS, counted with the
# program's as tuiprobe sums the process tree). A run killed before its end leaves its cache,
# removed by the next one before it starts.
# usage: cold-cache.sh BINARY DIR
rm -rf "${TMPDIR:-/tmp}"/users-tui-cold.*
cache=$(mktemp -d "${TMPDIR:-/tmp}/users-tui-cold.XXXXXX")
"$1" --fresh --demo-data "$2" --cache-dir "$cache"
status=$?
rm -rf "$cache"
exit $status
