#!/usr/bin/env bash
# Issue 40's battery: every input named in the issue text, each run on a
# release build with a 30 s limit and a 4 GiB address-space cap (prlimit),
# classified as
#   answered       exit 0 (or a REPL script that printed no refusal)
#   refused        a clean refusal (exit 1, or a REPL refusal) within 1 s of CPU
#   slow-refusal   a clean refusal after more than 1 s of CPU
#   hang           still running at 30 s (timeout)
#   over-memory    killed by the allocator (SIGABRT, "memory allocation ... failed")
#   crash          any other status (a panic is 101)
# Not run by CI (it takes minutes): `cargo build --release`, then
#   tests/hostile/battery.sh [path/to/grundy]
# prints one line per input (class, CPU seconds, peak KB, input) and the counts.
set -u
here=$(cd "$(dirname "$0")" && pwd)
grundy=${1:-$here/../../target/release/grundy}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'game anycoins {\n    turn any coins\n}\n' > "$work/any.game"
cycle=$(python3 -c "print(' '.join([f'{i}-{i%30+1}' for i in range(1,31)]+[f'{i}-{i+15}' for i in range(1,16)]))")
star=$(python3 -c "print(' '.join(f'1-{i}' for i in range(2,62)))")
corners=$(python3 -c "print(', '.join(f'({10**18-i}, {10**18-3*i})' for i in range(12)))")

declare -A counts
# run NAME STDIN ARGS...: one input.
run() {
    local name=$1 stdin=$2
    shift 2
    printf '%s' "$stdin" > "$work/in"
    ( cd "$work" && timeout 30 prlimit --as=4294967296 /usr/bin/time -o "$work/time" -f '%U %S %M' \
        "$grundy" "$@" < "$work/in" > "$work/out" 2>&1 )
    local status=$?
    local user sys kb cpu class
    read -r user sys kb < <(tail -1 "$work/time" 2>/dev/null || echo "0 0 0")
    cpu=$(python3 -c "print(f'{float(\"${user:-0}\") + float(\"${sys:-0}\"):.2f}')" 2>/dev/null || echo "?")
    if [ $status -eq 124 ]; then
        class=hang
    elif grep -q "memory allocation of .* failed" "$work/out" || [ $status -eq 134 ]; then
        class=over-memory
    elif [ $status -ne 0 ] && [ $status -ne 1 ]; then
        class=crash
    elif [ $status -eq 1 ] || grep -qE "beyond what can be computed|too large to search|the limit is|too much work" "$work/out"; then
        if python3 -c "import sys; sys.exit(0 if float('$cpu') <= 1.0 else 1)" 2>/dev/null; then
            class=refused
        else
            class=slow-refusal
        fi
    else
        class=answered
    fi
    counts[$class]=$(( ${counts[$class]:-0} + 1 ))
    printf '%-13s %7s s %9s KB  %s\n' "$class" "$cpu" "${kb:-?}" "$name"
}

# Memory.
run "eval ruler(heads 20000)" "" eval 'ruler(heads 20000)'
run "eval ruler(heads 100000)" "" eval 'ruler(heads 100000)'
run "eval ruler(heads 1000000)" "" eval 'ruler(heads 1000000)'
run "eval ruler(heads 1000000, 3)" "" eval 'ruler(heads 1000000, 3)'
run "eval --max-memory 1G ruler(heads 20000)" "" eval --max-memory 1G 'ruler(heads 20000)'
run "REPL moves ruler(heads 1000000)" "moves ruler(heads 1000000)
" repl --no-history
run "table lasker --row 18446744073709551615 --to 10" "" table lasker --row 18446744073709551615 --to 10
run "table lasker --row 100000000 --to 10" "" table lasker --row 100000000 --to 10
run "table arc_kayles --to 40 --format json --remoteness" "" table arc_kayles --to 40 --format json --remoteness
# Hangs.
run "eval cram(4, 11)" "" eval 'cram(4, 11)'
run "eval cram(5, 9)" "" eval 'cram(5, 9)'
run "eval cram(4, 11) & nim(1)" "" eval 'cram(4, 11) & nim(1)'
run "eval --max-work 2e8 cram(4, 9)" "" eval --max-work 2e8 'cram(4, 9)'
run "eval cram(4, 13)" "" eval 'cram(4, 13)'
run "REPL play cram(5, 8), hint" "play cram(5, 8)
hint
" repl --no-history
run "eval node_kayles(grid(5, 12))" "" eval 'node_kayles(grid(5, 12))'
run "eval arc_kayles(star of 60 edges)" "" eval "arc_kayles(\"$star\")"
run "eval arc_kayles(30-cycle with 15 chords)" "" eval "arc_kayles(\"$cycle\")"
run "table arc_kayles --to 40 --remoteness" "" table arc_kayles --to 40 --remoteness
run "eval --misere node_kayles(grid(6, 6))" "" eval --misere 'node_kayles(grid(6, 6))'
run "REPL play mock_turtles(heads 10^18), moves" "play mock_turtles(heads 1000000000000000000)
moves
" repl --no-history
run "REPL moves anycoins(heads 30)" "moves anycoins(heads 30)
" repl --no-history any.game
run "eval turning_corners(a dozen heads near 10^18)" "" eval "turning_corners(heads $corners)"
# Slow refusals.
run "eval arc_kayles(grid(2, 40))" "" eval 'arc_kayles(grid(2, 40))'
run "eval arc_kayles(grid(3, 12))" "" eval 'arc_kayles(grid(3, 12))'
run "eval moebius(heads 18446744073709551615)" "" eval 'moebius(heads 18446744073709551615)'
run "eval --misere mock_turtles(HHHHHHHHHHHHHHHH)" "" eval --misere 'mock_turtles("HHHHHHHHHHHHHHHH")'
run "quotient grundys_game --max 29" "" quotient grundys_game --max 29
run "quotient dawsons_kayles --max 40" "" quotient dawsons_kayles --max 40
run "quotient dawsons_kayles" "" quotient dawsons_kayles
run "quotient nim --max 10000000" "" quotient nim --max 10000000
# Docs: boards with both sides even, valued at once.
run "eval cram(4, 14)" "" eval 'cram(4, 14)'
run "eval cram(6, 10)" "" eval 'cram(6, 10)'
run "eval cram(8, 8)" "" eval 'cram(8, 8)'
# REPL errors located on the line typed.
run "REPL table cram 9 x 9" "table cram 9 x 9
" repl --no-history
run "REPL table chomp 100 x 100" "table chomp 100 x 100
" repl --no-history
run "REPL table mock_turtles 1000000" "table mock_turtles 1000000
" repl --no-history

echo
for class in answered refused slow-refusal hang over-memory crash; do
    printf '%-13s %s\n' "$class" "${counts[$class]:-0}"
done
