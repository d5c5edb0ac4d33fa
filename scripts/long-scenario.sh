#!/usr/bin/env bash
# Prints a long scenario that repeats a push and a back swipe, for measuring how the
# tools grow with a scenario's length (docs/Performance.md, "Long scenarios").
#
# Usage: scripts/long-scenario.sh STEPS > big.scenario
#        scripts/long-scenario.sh --measure [STEPS...]   builds the release tool and runs
#                                                         /usr/bin/time -v on each size
#
# Each cycle is five steps 1000 ms apart in time: an animated push of B, then a swipe
# that finishes (down, two moves, up), so the callback and outcome logs grow with every
# cycle. The last cycle may be cut short to give exactly STEPS steps.
set -euo pipefail

usage() { sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; }

scenario() {
  local steps=$1
  awk -v steps="$steps" 'BEGIN {
    print "backgesture-scenario 4"
    print "title: A push and a finished swipe, repeated"
    print "device: phone 390x844 ltr"
    print "preset: fdFullscreen"
    print ""
    print "screen A"
    print "screen B style=1"
    print "stack: A"
    print ""
    print "steps:"
    n = 0
    for (t = 0; n < steps; t += 1000) {
      if (n++ < steps) printf "@%d push B\n", t
      if (n++ < steps) printf "@%d down 1 at 10,400\n", t + 400
      if (n++ < steps) printf "@%d move 1 to 100,400\n", t + 416
      if (n++ < steps) printf "@%d move 1 to 300,400\n", t + 432
      if (n++ < steps) printf "@%d up 1\n", t + 448
    }
  }'
}

case "${1:-}" in
  "" | -h | --help) usage; exit 0 ;;
  --measure)
    shift
    sizes=("$@")
    [[ ${#sizes[@]} -gt 0 ]] || sizes=(4000 8000 16000)
    cd "$(dirname "$0")/.."
    swift build -c release --product backgesture >/dev/null
    tool="$(swift build -c release --show-bin-path)/backgesture"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    for size in "${sizes[@]}"; do
      scenario "$size" >"$work/long-$size.scenario"
      for command in run explain; do
        /usr/bin/time -v "$tool" "$command" "$work/long-$size.scenario" \
          >/dev/null 2>"$work/time.txt" || true
        seconds=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/time.txt")
        kilobytes=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/time.txt")
        echo "$command $size steps: $seconds wall, $((kilobytes / 1024)) MB peak"
      done
    done
    ;;
  *[!0-9]*) echo "long-scenario.sh: expected a number of steps, found '$1'" >&2; exit 2 ;;
  *) scenario "$1" ;;
esac
