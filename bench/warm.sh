#!/bin/sh
# Starts users-tui on demo data DIR with the cache filled beforehand by bench/run.py (a warm start),
# without the saved session (--fresh), so every run starts on the first row as the scenario expects.
# The configuration bench/run.py writes beside the data folders (warm-config.toml) makes every
# cached list stale: each warm start draws its first frame from the cache and then asks the server
# whether the list changed, whatever the age of the cache at that run.
# usage: warm.sh BINARY DIR   (the cache is DIR/../warm-cache-N, N from DIR's name data-N)
# Only the shell's own expansions: a `dirname` process here would count in the first frame.
n=${2##*data-}
exec "$1" --fresh --demo-data "$2" --cache-dir "${2%/*}/warm-cache-$n" --config "${2%/*}/warm-config.toml"
