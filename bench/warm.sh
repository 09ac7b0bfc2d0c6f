#!/bin/sh
# Starts users-tui on demo data DIR with the cache filled beforehand by bench/run.py (a warm start).
# usage: warm.sh BINARY DIR   (the cache is DIR/../warm-cache-N, N from DIR's name data-N)
n=${2##*data-}
exec "$1" --demo-data "$2" --cache-dir "$(dirname "$2")/warm-cache-$n"
