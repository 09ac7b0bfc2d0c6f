#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/Targets and runs each for a bounded time.
#
#   Fuzz/run.sh                      build, then run every target for FUZZ_SECONDS (30) each
#   Fuzz/run.sh text canvas          build, then run only these targets
#   Fuzz/run.sh --build              build only
#   Fuzz/run.sh --replay FILE...     build, then run each file once through the target its
#                                    name starts with (e.g. Fuzz/crashes/canvas-crash-1234)
#
# SwiftPM cannot link a fuzzer (libFuzzer brings its own `main`), so this calls swiftc directly:
# Injection, TerminalUI, JSONCore and Models are compiled as modules with coverage and address-sanitizer
# instrumentation (and -enable-testing, so harnesses can reach internal types such as
# KeyDecoder), the C shim and JSONCore's C scan with clang, and each harness is linked against them.
# Crash, timeout and out-of-memory reproducers are written to Fuzz/crashes/<target>-*.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
out="$root/.build/fuzz"
seconds="${FUZZ_SECONDS:-30}"
targets_all=(keydecoder text canvas models splitter)
sanitize="-sanitize=fuzzer,address"
swiftflags=(-swift-version 6 -parse-as-library -O -g -warnings-as-errors -enable-testing)

# The Swift runtime's crash backtracer keeps stderr open after a crash and stalls libFuzzer's
# reporting; libFuzzer and the address sanitizer print their own reports.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"

# Rebuilds $1 when it is missing or older than any of the remaining paths.
stale() {
    local product="$1"; shift
    [[ ! -e "$product" ]] && return 0
    [[ -n "$(find "$@" -newer "$product" -print -quit)" ]]
}

build() {
    mkdir -p "$out/modules" "$out/obj" "$out/bin"
    local shim="$root/Sources/CNcurses"
    cat > "$out/modules/CNcurses.modulemap" <<EOF
module CNcurses {
    umbrella header "$shim/include/CNcurses.h"
    link "ncursesw"
    export *
}
EOF
    local cflags=(-Xcc "-fmodule-map-file=$out/modules/CNcurses.modulemap" -Xcc "-I$shim/include")

    if stale "$out/obj/CNcurses.o" "$shim"; then
        echo "fuzz: building CNcurses"
        for file in "$shim"/*.c; do
            clang -c -O1 -fPIC -I"$shim/include" "$file" -o "$out/obj/CNcurses-$(basename "$file" .c).o"
        done
        touch "$out/obj/CNcurses.o"
    fi
    if stale "$out/obj/Injection.o" "$root/Sources/Injection"; then
        echo "fuzz: building Injection"
        swiftc "${swiftflags[@]}" $sanitize -wmo -module-name Injection \
            -emit-module -emit-module-path "$out/modules/Injection.swiftmodule" \
            -c -o "$out/obj/Injection.o" $(find "$root/Sources/Injection" -name '*.swift' | sort)
    fi
    if stale "$out/obj/TerminalUI.o" "$root/Sources/TerminalUI" "$out/obj/Injection.o" "$shim"; then
        echo "fuzz: building TerminalUI"
        swiftc "${swiftflags[@]}" $sanitize -wmo -module-name TerminalUI -I "$out/modules" "${cflags[@]}" \
            -emit-module -emit-module-path "$out/modules/TerminalUI.swiftmodule" \
            -c -o "$out/obj/TerminalUI.o" $(find "$root/Sources/TerminalUI" -name '*.swift' | sort)
    fi
    # JSONCore's element scan is C (CJSONScan), instrumented like the Swift code.
    local scan="$root/Sources/CJSONScan"
    cat > "$out/modules/CJSONScan.modulemap" <<EOF
module CJSONScan {
    umbrella header "$scan/include/CJSONScan.h"
    export *
}
EOF
    local scanflags=(-Xcc "-fmodule-map-file=$out/modules/CJSONScan.modulemap" -Xcc "-I$scan/include")
    if stale "$out/obj/CJSONScan.o" "$scan"; then
        echo "fuzz: building CJSONScan"
        clang -c -O1 -g -fPIC -fsanitize=fuzzer-no-link,address -I"$scan/include" "$scan/element_scan.c" \
            -o "$out/obj/CJSONScan.o"
    fi
    # JSONCore's API is `package`: it and Models are compiled as one package, as SwiftPM does.
    if stale "$out/obj/JSONCore.o" "$root/Sources/JSONCore" "$out/obj/CJSONScan.o"; then
        echo "fuzz: building JSONCore"
        swiftc "${swiftflags[@]}" $sanitize -wmo -module-name JSONCore -package-name users_tui "${scanflags[@]}" \
            -emit-module -emit-module-path "$out/modules/JSONCore.swiftmodule" \
            -c -o "$out/obj/JSONCore.o" $(find "$root/Sources/JSONCore" -name '*.swift' | sort)
    fi
    if stale "$out/obj/Models.o" "$root/Sources/Models" "$out/obj/JSONCore.o"; then
        echo "fuzz: building Models"
        swiftc "${swiftflags[@]}" $sanitize -wmo -module-name Models -package-name users_tui -I "$out/modules" \
            "${scanflags[@]}" -emit-module -emit-module-path "$out/modules/Models.swiftmodule" \
            -c -o "$out/obj/Models.o" $(find "$root/Sources/Models" -name '*.swift' | sort)
    fi

    local target
    for target in "${targets_all[@]}"; do
        local harness="$fuzz/Targets/$target.swift" binary="$out/bin/$target"
        local objects=("$out/obj/Injection.o" "$out/obj/TerminalUI.o" "$out"/obj/CNcurses-*.o)
        [[ "$target" == models || "$target" == splitter ]] &&
            objects=("$out/obj/Models.o" "$out/obj/JSONCore.o" "$out/obj/CJSONScan.o")
        if stale "$binary" "$harness" "$fuzz/Targets/Support" "${objects[@]}"; then
            echo "fuzz: linking $target"
            swiftc "${swiftflags[@]}" $sanitize -module-name "Fuzz_$target" -package-name users_tui \
                -I "$out/modules" "${cflags[@]}" "${scanflags[@]}" \
                "$harness" "$fuzz"/Targets/Support/*.swift "${objects[@]}" -lncursesw -o "$binary" \
                2> >(grep -v "ld.gold: warning: Cannot export local symbol" >&2)
        fi
    done
}

# Runs one target for $seconds on a scratch corpus seeded from Fuzz/corpus/<target>.
run() {
    local target="$1" scratch="$out/corpus/$1"
    mkdir -p "$scratch" "$fuzz/crashes"
    echo "fuzz: $target for ${seconds}s"
    "$out/bin/$target" "$scratch" "$fuzz/corpus/$target" \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 -max_len=4096 \
        -print_final_stats=1 -artifact_prefix="$fuzz/crashes/$target-" \
        > "$out/$target.log" 2>&1 || {
            echo "fuzz: $target FAILED; report in $out/$target.log, reproducer in Fuzz/crashes/" >&2
            grep -E "^(==|SUMMARY|.*Fatal error|.*invariant)" "$out/$target.log" | head -20 >&2
            return 1
        }
    grep -E "^stat::(number_of_executed_units|new_units_added)" "$out/$target.log" | tr '\n' ' '
    echo
}

cd "$root"
case "${1:-}" in
    --build) build; exit 0 ;;
    --replay)
        shift
        build
        for file in "$@"; do
            name="$(basename "$file")"
            "$out/bin/${name%%-*}" "$file"
        done
        exit 0 ;;
esac
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=("${targets_all[@]}")
build
failed=0
for target in "${targets[@]}"; do run "$target" || failed=1; done
exit "$failed"
