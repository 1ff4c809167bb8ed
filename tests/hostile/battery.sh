#!/usr/bin/env bash
# Issue 40's battery: every input named in the issue text, each run on a
# release build with a limit of 30 s of CPU (prlimit --cpu; a wall limit of
# 300 s catches a run that waits without computing) and a 4 GiB
# address-space cap (prlimit --as), classified as
#   answered       exit 0 (or a REPL script that printed no refusal); with
#                  more than 1 s of CPU it is counted among the slow answers
#                  too (an answer, not a hang, however long the wall clock)
#   refused        a clean refusal (exit 1, or a REPL refusal) within 1 s of CPU
#   slow-refusal   a clean refusal after more than 1 s of CPU
#   hang           still searching at the limit: 30 s of CPU spent (killed by
#                  the CPU limit), or 300 s of wall time
#   over-memory    killed by the allocator (SIGABRT, "memory allocation ... failed")
#   crash          any other status (a panic is 101)
# CPU time, not wall time, decides: on a loaded machine (load 8 on 2 cores)
# a run's wall time is several times its CPU time, so a wall limit called
# answers that take 10 s of CPU hangs.
# Not run by CI (it takes minutes): `cargo build --release`, then
#   tests/hostile/battery.sh [path/to/grundy]
# prints one line per input (class, CPU and wall seconds, peak KB, input)
# and the counts.
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
slow_answers=0
# The CPU seconds a run may spend before it is called a hang, and the wall
# seconds.
cpu_limit=30
wall_limit=300
# run NAME STDIN ARGS...: one input.
run() {
    local name=$1 stdin=$2
    shift 2
    printf '%s' "$stdin" > "$work/in"
    rm -f "$work/time"
    # The soft CPU limit sends SIGXCPU, the hard one (a second later) SIGKILL.
    ( cd "$work" && timeout "$wall_limit" prlimit --as=4294967296 --cpu="$cpu_limit:$((cpu_limit + 1))" \
        /usr/bin/time -o "$work/time" -f '%e %U %S %M' \
        "$grundy" "$@" < "$work/in" > "$work/out" 2>&1 )
    local status=$?
    local wall user sys kb cpu class
    read -r wall user sys kb < <(tail -1 "$work/time" 2>/dev/null || echo "0 0 0 0")
    cpu=$(python3 -c "print(f'{float(\"${user:-0}\") + float(\"${sys:-0}\"):.2f}')" 2>/dev/null || echo "?")
    over_cpu=$(python3 -c "print(1 if float('$cpu') >= $cpu_limit - 0.5 else 0)" 2>/dev/null || echo 0)
    if [ $status -eq 124 ] || { [ "$over_cpu" = 1 ] && [ $status -ne 0 ] && [ $status -ne 1 ]; }; then
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
        if python3 -c "import sys; sys.exit(0 if float('$cpu') > 1.0 else 1)" 2>/dev/null; then
            slow_answers=$((slow_answers + 1))
            name="$name (answered after $cpu s of CPU)"
        fi
    fi
    counts[$class]=$(( ${counts[$class]:-0} + 1 ))
    printf '%-13s %7s s CPU %7s s wall %9s KB  %s\n' "$class" "$cpu" "${wall:-?}" "${kb:-?}" "$name"
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
printf 'of the answers, after more than 1 s of CPU: %s\n' "$slow_answers"
