#!/usr/bin/env bash
# Rebuilds docs/Measurements.md from real runs of the current build: every measured table
# the documentation quotes, each beside the command that printed it.
#
# Usage: scripts/measure.sh [--quick] [--section NAME]... [--output FILE]
#        scripts/measure.sh --list | --help
#
#   --quick         smaller counts and fewer runs, for trying the script (about ten
#                   minutes after the builds); the document says so at its top, and it
#                   goes to .build/Measurements-quick.md unless --output names a file
#   --section NAME  measures this section only (repeatable) and puts it in place of the
#                   same section of the existing document, keeping the others
#   --output FILE   writes FILE instead of docs/Measurements.md
#   --list          lists the sections, what each runs and about how long it takes
#
# Builds the release products first (the `shipped` section also builds the debug tests,
# the `fuzz` section the release fuzzer in .build-fuzzer), then runs each section's
# commands from the package root; run it with nothing else heavy on the machine. Each
# section records the machine, the date, the commit and the load average it was measured
# at. The document is written atomically (a temporary file beside it, then a rename).
# Exits 0 when every command ran as expected, 1 when one failed (its output is still
# written), 2 on bad arguments. Works from any directory. Needs bash and GNU time
# (/usr/bin/time -f); `profile` needs valgrind, `fuzz` a toolchain with libFuzzer.
set -euo pipefail

usage() { sed -n '2,25p' "$0" | sed 's/^# \{0,1\}//'; }

# The sections, in the document's order, with what each runs (full mode).
sections=(check campaign bench throughput shrinking prove prove-bench shipped long profile fuzz)
describe() {
  case $1 in
    check) echo "check --count 100000 --jobs 2, also --os ios26 and --os ios18, and --jobs 1 for the byte comparison (about 2 minutes)" ;;
    campaign) echo "check --seconds 10 --json with one and with two jobs, three runs each, alternating (about 1 minute)" ;;
    bench) echo "bench --seeds 20: the mutant benchmark and the throughput (about 3 minutes)" ;;
    throughput) echo "bench --mutant M1 --seeds 1, five times: the four throughput lines (about 2 minutes)" ;;
    shrinking) echo "shrinking-challenge --seeds 1000 (under a minute)" ;;
    prove) echo "prove --depth 4 --jobs 2, on ios18 and on ios26 (a few minutes)" ;;
    prove-bench) echo "prove --bench --screens 1 --max-depth 5 --runs 3 (a few minutes)" ;;
    shipped) echo "swift test --filter ShippedSystemTests/randomCheckerFinds, debug build (a few minutes)" ;;
    long) echo "scripts/long-scenario.sh --measure 4000 8000 16000 (under a minute)" ;;
    profile) echo "callgrind on check --preset fdFullscreen --count 300 --seed 0 and on the app path of bench (about 10 minutes)" ;;
    fuzz) echo "the release fuzzer: 60 s per mutant, then 300 s on the reference engine (about 20 minutes with the build)" ;;
  esac
}

quick=0
output=
chosen=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -h | --help) usage; exit 0 ;;
    --list)
      for name in "${sections[@]}"; do printf '  %-12s %s\n' "$name" "$(describe "$name")"; done
      exit 0 ;;
    --quick) quick=1 ;;
    --output)
      [[ $# -ge 2 ]] || { echo "measure.sh: missing value for '--output'" >&2; exit 2; }
      output=$2; shift ;;
    --section)
      [[ $# -ge 2 ]] || { echo "measure.sh: missing value for '--section'" >&2; exit 2; }
      found=0
      for name in "${sections[@]}"; do [[ $name == "$2" ]] && found=1; done
      if [[ $found -eq 0 ]]; then
        echo "measure.sh: unknown section '$2'; the sections are ${sections[*]}" >&2
        exit 2
      fi
      chosen+=("$2"); shift ;;
    *) echo "measure.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

# Paths given by the caller are relative to the caller's directory.
if [[ -n $output && $output != /* ]]; then output="$PWD/$output"; fi
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
if [[ -z $output ]]; then
  if [[ $quick -eq 1 ]]; then output="$root/.build/Measurements-quick.md"; else output="$root/docs/Measurements.md"; fi
fi
[[ ${#chosen[@]} -gt 0 ]] || chosen=("${sections[@]}")

# GNU time reports wall time, CPU time and peak memory; without it (macOS) only bash's
# own timing is available.
gnu_time=0
if /usr/bin/time -f '%e' true >/dev/null 2>&1; then gnu_time=1; fi
[[ $gnu_time -eq 1 ]] || echo "measure.sh: /usr/bin/time is not GNU time: no peak memory" >&2

work="$(mktemp -d "${TMPDIR:-/tmp}/measure.XXXXXX")"
trap 'rm -rf "$work"' EXIT
failures=0
log() { echo "measure.sh: $*" >&2; }

# The machine, the toolchain and the commit, for each section's line.
machine() {
  local cpu cores memory
  cpu=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1 || true)
  [[ -n $cpu ]] || cpu=$(sysctl -n machdep.cpu.brand_string 2>/dev/null || uname -m)
  cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?')
  memory=$(awk '/^MemTotal:/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo 2>/dev/null || true)
  echo "$(uname -s) $(uname -r), $cpu, $cores cores${memory:+, $memory of memory}"
}
toolchain=$(swift --version 2>/dev/null | head -1 | sed 's/ *(.*//')
commit() {
  local hash
  hash=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
  if [[ -n $(git status --porcelain --untracked-files=no -- . ':!docs/Measurements.md' 2>/dev/null) ]]; then
    hash="$hash with uncommitted changes"
  fi
  echo "$hash"
}
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: //'; }
stamp() {
  local build=${1:-release}
  echo "_Measured $(date -u '+%Y-%m-%d %H:%M UTC') at commit $(commit), $toolchain, $build build;"
  echo "$(machine); load average $(load) at the start._"
}

# timed NAME COMMAND...: runs a command with its standard output in $work/NAME.out, its
# standard error in $work/NAME.err and its times in $work/NAME.time; returns its status.
timed() {
  local name=$1
  shift
  local status=0
  if [[ $gnu_time -eq 1 ]]; then
    /usr/bin/time -o "$work/$name.time" -f '%e %U %S %M' "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  else
    local TIMEFORMAT='%R %U %S 0'
    { time "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?; } 2>"$work/$name.time"
  fi
  return $status
}
# The times of a run: "12.3 s of wall time, 22.1 s of CPU time, 23 MiB peak memory".
times_of() {
  tail -1 "$work/$1.time" | awk -v gnu="$gnu_time" '{
    printf "%.1f s of wall time, %.1f s of CPU time", $1, $2 + $3
    if (gnu == 1) printf ", %d MiB peak memory", $4 / 1024
  }'
}
# Field N (1 wall, 2 user, 3 system, 4 peak KB) of a run's times.
time_field() { tail -1 "$work/$1.time" | awk -v n="$2" '{ print $n }'; }
# The line that shows a command: `$ command` (times, and the exit status when not 0).
shown() {
  local name=$1 status=$2
  shift 2
  local text="$*"
  text=${text//"$root/"/}
  printf '`%s` (%s%s):\n' "$text" "$(times_of "$name")" "$([[ $status -eq 0 ]] || echo ", exit status $status")"
}
block() {
  echo
  echo '```text'
  cat "$@"
  echo '```'
  echo
}
# Runs a command that must succeed, recording a failure otherwise; prints its line and output.
measure() {
  local name=$1
  shift
  local status=0
  log "$name: $*"
  timed "$name" "$@" || status=$?
  if [[ $status -ne 0 ]]; then
    log "$name exited with $status; its error output:"
    tail -20 "$work/$name.err" >&2
    failures=$((failures + 1))
  fi
  shown "$name" "$status" "$@"
  block "$work/$name.out"
}
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "?"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

pick() { if [[ $quick -eq 1 ]]; then echo "$2"; else echo "$1"; fi; }
tool=.build/release/backgesture
challenge=.build/release/shrinking-challenge

# ---------------------------------------------------------------------------------------
# The sections. Each prints its Markdown, from its heading on.

section_check() {
  local count
  count=$(pick 100000 10000)
  echo "## The check campaign"
  echo
  stamp
  echo
  echo "\`backgesture check\` over every preset, each world drawing its system, then one"
  echo "system at a time; each row counts the scenarios in which something happened at least"
  echo "once ([Coverage.md](Coverage.md) says what every label means)."
  echo
  measure check "$tool" check --count "$count" --jobs 2
  measure check-ios26 "$tool" check --os ios26 --count "$count" --jobs 2
  measure check-ios18 "$tool" check --os ios18 --count "$count" --jobs 2
  local status=0
  timed check-one-job "$tool" check --count "$count" --jobs 1 || status=$?
  if [[ $status -eq 0 ]] && cmp -s "$work/check.out" "$work/check-one-job.out"; then
    echo "With \`--jobs 1\` the first campaign prints the same bytes ($(times_of check-one-job))."
  else
    echo "With \`--jobs 1\` the first campaign printed **other bytes** (exit status $status)."
    failures=$((failures + 1))
  fi
  echo
}

section_campaign() {
  local seconds pairs
  seconds=$(pick 10 2)
  pairs=$(pick "1 2 2 1 1 2" "1 2")
  echo "## Long campaigns: one and two jobs"
  echo
  stamp
  echo
  echo "\`backgesture check --seconds $seconds --jobs N --json\`, runs alternating between one and two"
  echo "jobs (in the order $pairs); the scenarios come from the JSON, the CPU time from"
  echo "\`/usr/bin/time\`. A scenario costs the same CPU time with either, so what a second job"
  echo "adds is what the second core gives it."
  echo
  local run=0 jobs status
  : >"$work/campaign.rows"
  for jobs in $pairs; do
    run=$((run + 1))
    status=0
    log "campaign-$run: check --seconds $seconds --jobs $jobs --json"
    timed "campaign-$run" "$tool" check --seconds "$seconds" --jobs "$jobs" --json || status=$?
    [[ $status -eq 0 ]] || failures=$((failures + 1))
    local scenarios cpu
    scenarios=$(sed -n 's/^ *"scenarios" : \([0-9]*\).*/\1/p' "$work/campaign-$run.out")
    cpu=$(awk '{ print $2 + $3 }' <(tail -1 "$work/campaign-$run.time"))
    echo "$jobs ${scenarios:-0} $cpu" >>"$work/campaign.rows"
  done
  echo "| jobs | scenarios in $seconds s, each run | scenarios/s, median | CPU seconds, median | scenarios per CPU second, median |"
  echo "|---|---|---|---|---|"
  for jobs in 1 2; do
    local list rate cpu per
    list=$(awk -v j="$jobs" '$1 == j { printf "%s%s", (n++ ? " / " : ""), $2 }' "$work/campaign.rows")
    rate=$(awk -v j="$jobs" -v s="$seconds" '$1 == j { printf "%.0f\n", $2 / s }' "$work/campaign.rows" | median)
    cpu=$(awk -v j="$jobs" '$1 == j { print $3 }' "$work/campaign.rows" | median)
    per=$(awk -v j="$jobs" '$1 == j && $3 > 0 { printf "%.0f\n", $2 / $3 }' "$work/campaign.rows" | median)
    echo "| $jobs | $list | $rate | $cpu | $per |"
  done
  echo
}

section_bench() {
  local seeds
  seeds=$(pick 20 3)
  echo "## The mutant benchmark"
  echo
  stamp
  echo
  echo "Each built-in bug ([Mutants.md](Mutants.md)) hunted from $seeds seeds: \`scenarios\` and \`ms\`"
  echo "until caught (before shrinking), the steps of the hand-written and of the shrunk"
  echo "counterexample, screens shrunk/hand-written, parts (median, and the counterexamples"
  echo "that keep one playing no role), the property evaluations spent shrinking, the"
  echo "invariants that caught it. Times vary from run to run; every other column is the same"
  echo "for the same seeds. Then the throughput, as in the next section."
  echo
  measure bench "$tool" bench --seeds "$seeds"
}

section_throughput() {
  local runs
  runs=$(pick 5 2)
  echo "## Throughput"
  echo
  stamp
  echo
  echo "The same 1000 generated scenarios (200 per preset, seed 0) through the reference engine"
  echo "alone, through the full check (engine, oracle and every invariant after every step),"
  echo "through an app's objects on the UIKit mirror (the fdFullscreen preset written as app"
  echo "code) and through the app's full check: the last lines of \`backgesture bench\`, each"
  echo "itself the median of three runs, from $runs runs of"
  echo "\`$tool bench --mutant M1 --seeds 1\`. Scenarios per second:"
  echo
  local run status
  : >"$work/throughput.rows"
  for run in $(seq 1 "$runs"); do
    status=0
    log "throughput-$run: bench --mutant M1 --seeds 1"
    timed "throughput-$run" "$tool" bench --mutant M1 --seeds 1 || status=$?
    [[ $status -eq 0 ]] || failures=$((failures + 1))
    awk -v run="$run" '
      /engine alone/ { e = $NF == "scenarios/s" ? $(NF-1) : $NF }
      /engine, oracle and invariants/ { c = $(NF-1) }
      /objects alone/ { a = $(NF-1) }
      /objects, oracle and invariants/ { ac = $(NF-1) }
      /^Peak memory:/ { m = $3 }
      /^Throughput on/ { s = $3; st = $6; sub(/\(/, "", st) }
      END { print run, e, c, a, ac, m, s, st }' "$work/throughput-$run.out" >>"$work/throughput.rows"
  done
  echo "| run | engine alone | engine, oracle and invariants | an app's objects alone | an app's objects, oracle and invariants | peak memory |"
  echo "|---|---|---|---|---|---|"
  awk '{ printf "| %s | %s | %s | %s | %s | %s MiB |\n", $1, $2, $3, $4, $5, $6 }' "$work/throughput.rows"
  local e c a ac
  e=$(awk '{ print $2 }' "$work/throughput.rows" | median)
  c=$(awk '{ print $3 }' "$work/throughput.rows" | median)
  a=$(awk '{ print $4 }' "$work/throughput.rows" | median)
  ac=$(awk '{ print $5 }' "$work/throughput.rows" | median)
  echo "| median | $e | $c | $a | $ac | |"
  echo
  awk -v e="$e" -v c="$c" -v a="$a" -v ac="$ac" -v steps="$(awk 'NR == 1 { print $8 }' "$work/throughput.rows")" 'BEGIN {
    printf "The scenarios have %s steps. Checked, the object path runs at %.2f of the value\n", steps, ac / c
    printf "path'"'"'s rate (%s / %s); alone, without the oracle and the invariants, at %.2f\n", ac, c, a / e
    printf "(%s / %s). The full check costs %.1f times the engine alone.\n", a, e, e / c
  }'
  echo
}

section_shrinking() {
  local seeds
  seeds=$(pick 1000 100)
  echo "## The Shrinking Challenge"
  echo
  stamp
  echo
  echo "Every problem of the public Shrinking Challenge from seeds 0 to $((seeds - 1)): the seeds that"
  echo "end at the smallest counterexample, the distinct final answers, the property"
  echo "evaluations spent shrinking and the candidates generated"
  echo "([ShrinkingChallenge.md](ShrinkingChallenge.md) defines each column and compares"
  echo "with other libraries)."
  echo
  local status=0
  log "shrinking: shrinking-challenge --seeds $seeds"
  timed shrinking "$challenge" --seeds "$seeds" || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  shown shrinking "$status" "$challenge" --seeds "$seeds"
  echo
  # The tool prints a Markdown table; the line with its own time goes to the end.
  grep -v '^Elapsed' "$work/shrinking.out" | sed '1{/^Shrinking Challenge/d}' | sed '/./,$!d'
  echo
}

# Prints a table of `prove`'s per-preset blocks (standard output) and times (standard error).
prove_table() {
  local name=$1
  tr '\r' '\n' <"$work/$name.err" | sed -n 's/^Time (not part of the result): \([0-9.]*\) s, \([0-9]*\) states\/s.*/\1 \2/p' >"$work/$name.times"
  echo "| preset | worlds | states explored | transitions | depth | result | wall time | states/s |"
  echo "|---|---|---|---|---|---|---|---|"
  awk -v times="$work/$name.times" '
    function flush() {
      if (preset == "") return
      getline t < times
      split(t, tt, " ")
      printf "| %s | %s | %s | %s | %s | %s | %s s | %s |\n", preset, worlds, states, transitions, depth, result, tt[1], tt[2]
      preset = ""
    }
    /^Proving/ { flush() }
    /^  preset / { preset = $2; sub(/,$/, "", preset); worlds = $(NF-1) }
    /^States explored:/ { states = $3 }
    /^Transitions:/ { transitions = $2 }
    /^Depth reached:/ { depth = $3 }
    /^PASS/ { result = "PASS" }
    /^FAIL/ { result = "FAIL" }
    END { flush() }' "$work/$name.out"
}

section_prove() {
  local depth
  # Depth 5, the default scope, takes about 10 minutes of CPU time on iOS 18 and 14 on
  # iOS 26: more than a section's budget of about 15 minutes on a shared 2-core machine.
  depth=$(pick 4 3)
  echo "## Proving a bounded scope"
  echo
  stamp
  echo
  echo "\`backgesture prove\` on every preset's scope ([Prove.md](Prove.md)), three screens per world,"
  echo "to depth $depth, on iOS 18 and on iOS 26. Depth 5, the default scope, takes about 10 minutes"
  echo "of CPU time on iOS 18 and 14 on iOS 26, far longer in wall time when the machine is"
  echo "shared, so this page stops one step short: \`backgesture prove --depth 5 --jobs 2\`"
  echo "(and the same with \`--os ios26\`) runs it. The worlds, states and transitions are the"
  echo "same on every run and for any number of jobs; the times are this run's."
  echo
  local system status
  for system in ios18 ios26; do
    status=0
    log "prove-$system: prove --os $system --depth $depth --jobs 2"
    timed "prove-$system" "$tool" prove --os "$system" --depth "$depth" --jobs 2 || status=$?
    [[ $status -eq 0 ]] || failures=$((failures + 1))
    shown "prove-$system" "$status" "$tool" prove --os "$system" --depth "$depth" --jobs 2
    echo
    prove_table "prove-$system"
    echo
  done
}

section_prove_bench() {
  echo "## The prove bench"
  echo
  stamp
  echo
  echo "\`backgesture prove --bench\` times every preset's scope at depths 3 to \`--max-depth\`, the"
  echo "median of \`--runs\` runs per row, here with one screen per world. Three screens are not"
  echo "benched here: to depth 4 their scopes are the [prove section](#proving-a-bounded-scope)'s,"
  echo "timed once, and three runs of each to depth 5 would take hours on a shared machine."
  echo
  if [[ $quick -eq 1 ]]; then
    measure prove-bench-1 "$tool" prove --bench --screens 1 --max-depth 4 --runs 1
  else
    measure prove-bench-1 "$tool" prove --bench --screens 1 --max-depth 5 --runs 3
  fi
}

section_shipped() {
  echo "## The seed systems as they ship: what the random checker finds"
  echo
  stamp debug
  echo
  echo "\`ShippedSystemTests/randomCheckerFinds\` runs the checker on each as-shipped app"
  echo "([AsShipped.md](AsShipped.md)), 1000 cases from each of the seeds 1 to 20, and prints one"
  echo "line per campaign: the case that failed, the shrunk steps, the failure's first line and"
  echo "its invariant. The campaigns are seeded, so the table is the same on every run of a"
  echo "build; it comes from the debug test build, as \`swift test\` runs it."
  echo
  log "shipped: swift build --build-tests"
  if ! swift build --build-tests >"$work/shipped-build.log" 2>&1; then
    tail -20 "$work/shipped-build.log" >&2
    failures=$((failures + 1))
    echo "The test build failed."
    echo
    return
  fi
  local status=0
  log "shipped: swift test --skip-build --filter ShippedSystemTests/randomCheckerFinds"
  timed shipped swift test --skip-build --filter ShippedSystemTests/randomCheckerFinds || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  shown shipped "$status" swift test --filter ShippedSystemTests/randomCheckerFinds
  echo
  echo "| system | seeds | shrunk steps | invariant | what went wrong (the first of these seeds) |"
  echo "|---|---|---|---|---|"
  cat "$work/shipped.out" "$work/shipped.err" | grep '^campaign ' | sed 's/\r$//' | sort -t ' ' -k2,2 -k4,4n |
    awk '
      {
        sys = $2
        steps = $0; sub(/^[^,]*, /, "", steps); sub(/ steps?:.*/, "", steps)
        rest = $0; sub(/^[^:]*: [^:]*: /, "", rest)
        split_at = index(rest, " | ")
        head = substr(rest, 1, split_at - 1); detail = substr(rest, split_at + 3)
        match(head, /invariant [0-9]+/); invariant = substr(head, RSTART + 10, RLENGTH - 10)
        # Failures of one kind read alike but for numbers and screen names.
        kind = detail
        gsub(/[0-9]+/, "N", kind); gsub(/(^| )[A-Z][A-Za-z0-9_]*( |,|$)/, " S ", kind)
        key = sys SUBSEP invariant SUBSEP kind
        if (!(key in count)) { order[++n] = key; example[key] = detail }
        count[key]++; total[sys]++
        if (!index(" " stepset[key] " ", " " steps " ")) stepset[key] = stepset[key] " " steps
      }
      END {
        for (i = 1; i <= n; i++) {
          key = order[i]; split(key, k, SUBSEP)
          m = split(stepset[key], s, " ")
          for (a = 1; a <= m; a++) for (b = a + 1; b <= m; b++) if (s[b] + 0 < s[a] + 0) { t = s[a]; s[a] = s[b]; s[b] = t }
          list = ""; for (a = 1; a <= m; a++) list = list (a > 1 ? ", " : "") s[a]
          text = example[key]; gsub(/\|/, "\\|", text)
          printf "%s\t%06d\t| %s | %d of %d | %s | %s | %s |\n", k[1], 999999 - count[key], k[1], count[key], total[k[1]], list, k[2], text
        }
      }' | sort -t $'\t' -k1,1 -k2,2 -s | cut -f3-
  echo
}

section_long() {
  local sizes
  sizes=$(pick "4000 8000 16000" "1000 2000")
  echo "## Long scenarios"
  echo
  stamp
  echo
  echo "A push and a finished back swipe repeated (five steps a cycle), run with \`backgesture run\`"
  echo "and \`backgesture explain\` under \`/usr/bin/time -v\`: wall time and peak memory."
  echo
  local status=0
  log "long: scripts/long-scenario.sh --measure $sizes"
  # shellcheck disable=SC2086
  timed long scripts/long-scenario.sh --measure $sizes || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  echo "\`scripts/long-scenario.sh --measure $sizes\`:"
  echo
  echo "| steps | \`run\` | \`explain\` |"
  echo "|---|---|---|"
  awk '
    /steps:/ {
      # "run 4000 steps: 0:00.09 wall, 28 MB peak"
      size = $2; split($4, clock, ":"); value = sprintf("%.2f s, %s MB", clock[1] * 60 + clock[2], $6)
      if ($1 == "run") run[size] = value; else explain[size] = value
      if (!(size in seen)) { seen[size] = 1; order[++n] = size }
    }
    END { for (i = 1; i <= n; i++) printf "| %s | %s | %s |\n", order[i], run[order[i]], explain[order[i]] }' "$work/long.out"
  echo
}

# The top functions of a callgrind profile, demangled: `inclusive` lists the package's own
# functions (their files are under Sources/) by the instructions of everything they call,
# `exclusive` every function by its own instructions. Inlining makes callgrind list a
# function once per file it was inlined from; each name is shown once, at its largest.
callgrind_top() {
  local file=$1 mode=$2 count=$3 flag=no
  [[ $mode == inclusive ]] && flag=yes
  callgrind_annotate --inclusive="$flag" "$file" 2>/dev/null |
    swift demangle --simplified 2>/dev/null |
    awk -v count="$count" -v mode="$mode" '
      /PROGRAM TOTALS/ { sub(/ +PROGRAM TOTALS.*/, ""); printf "%s instructions in all\n\n", $1; next }
      /^ *[0-9,]+ +\([ 0-9.]+%\) / && shown < count {
        line = $0
        match(line, /^ *[0-9,]+ +\([ 0-9.]+%\) +/)
        figures = substr(line, RSTART, RLENGTH); rest = substr(line, RSTART + RLENGTH)
        sub(/ \[[^]]*\]$/, "", rest)
        where = ""
        # "file:function": a file has no space and comes before the first colon.
        colon = index(rest, ":")
        if (colon > 0 && substr(rest, 1, colon - 1) ~ /^(\/|\?\?\?|Sources|\.)[^ ]*$/) {
          where = substr(rest, 1, colon - 1); rest = substr(rest, colon + 1)
        }
        if (mode == "inclusive") {
          if (where !~ /Sources\//) next
          if (rest ~ /^(partial apply|thunk|reabstraction|closure #|implicit closure|@objc|merged|outlined)/) next
          module = where; sub(/.*Sources\//, "", module); sub(/\/.*/, "", module)
          rest = rest "  (" module ")"
        }
        name = rest; sub(/^specialized /, "", name)
        if (name in seen) next
        seen[name] = 1
        gsub(/^ +/, "", figures)
        printf "%-24s %s\n", figures, substr(rest, 1, 120)
        shown++
      }'
}

section_profile() {
  echo "## Where the time goes"
  echo
  stamp
  echo
  if ! command -v valgrind >/dev/null || ! command -v callgrind_annotate >/dev/null; then
    echo "Not measured: valgrind is not installed."
    echo
    return
  fi
  local count
  count=$(pick 300 30)
  echo "Callgrind instruction counts, which do not depend on the machine's load. Inclusive:"
  echo "a function's own instructions and those of everything it calls, as a share of the"
  echo "whole run."
  echo
  local status=0
  log "profile: callgrind on check --preset fdFullscreen --count $count --seed 0"
  timed profile-check valgrind --tool=callgrind --callgrind-out-file="$work/check.callgrind" \
    "$tool" check --preset fdFullscreen --count "$count" --seed 0 || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  echo "A passing campaign: \`valgrind --tool=callgrind $tool check --preset fdFullscreen --count $count --seed 0\`,"
  echo "then \`callgrind_annotate --inclusive=yes\`, the package's own functions (the top 25):"
  echo
  callgrind_top "$work/check.callgrind" inclusive 25 >"$work/profile-check.top"
  block "$work/profile-check.top"
  echo "The same profile by each function's own instructions (\`callgrind_annotate\`, the top 15):"
  echo
  callgrind_top "$work/check.callgrind" exclusive 15 >"$work/profile-check.self"
  block "$work/profile-check.self"
  if [[ $quick -eq 1 ]]; then return; fi
  status=0
  log "profile: callgrind on the app path of bench --mutant M1 --seeds 1"
  timed profile-app valgrind --tool=callgrind --callgrind-out-file="$work/app.callgrind" \
    '--toggle-collect=*10ThroughputO6runApp*' "$tool" bench --mutant M1 --seeds 1 || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  echo "An app's objects alone on the 1000 throughput scenarios, three runs (\`Throughput.runApp\`"
  echo "only): \`valgrind --tool=callgrind --toggle-collect='*10ThroughputO6runApp*' $tool bench --mutant M1 --seeds 1\`,"
  echo "then \`callgrind_annotate --inclusive=yes\`, the package's own functions (the top 25):"
  echo
  callgrind_top "$work/app.callgrind" inclusive 25 >"$work/profile-app.top"
  block "$work/profile-app.top"
}

section_fuzz() {
  local seconds reference mutants
  seconds=$(pick 60 15)
  reference=$(pick 300 20)
  echo "## Fuzzing campaigns"
  echo
  stamp
  echo
  log "fuzz: scripts/fuzz.sh build --release"
  if ! scripts/fuzz.sh build --release >"$work/fuzz-build.log" 2>&1; then
    tail -20 "$work/fuzz-build.log" >&2
    failures=$((failures + 1))
    echo "Not measured: the fuzzer did not build (\`scripts/fuzz.sh build --release\`)."
    echo
    return
  fi
  if [[ $quick -eq 1 ]]; then
    mutants="M1 M14 M22"
  else
    # Every mutant has its hand-written counterexample, Corpus/mutants/mNN-*.scenario.
    mutants=$(find Corpus/mutants -name 'm[0-9]*-*.scenario' | sed 's|.*/m0*\([0-9]*\)-.*|\1|' | sort -n | sed 's/^/M/' | tr '\n' ' ')
  fi
  echo "The release fuzzer (\`scripts/fuzz.sh build --release\`), one job, any preset, an empty"
  echo "corpus each time. **Every mutant, $seconds s each**:"
  echo "\`scripts/fuzz.sh run --release --seconds $seconds --mutant M -- -seed=1\`; \"seconds\" is the wall"
  echo "time until the crash as \`fuzz.sh\` reports it, \"invariant\" the one the crash broke."
  echo
  echo "| mutant | seconds | executions | exec/s | invariant |"
  echo "|---|---|---|---|---|"
  local mutant status campaign found=0 total=0
  for mutant in $mutants; do
    total=$((total + 1))
    status=0
    log "fuzz-$mutant: scripts/fuzz.sh run --release --seconds $seconds --mutant $mutant -- -seed=1"
    FUZZ_WORK="$work/fuzz-$mutant" timed "fuzz-$mutant" \
      scripts/fuzz.sh run --release --seconds "$seconds" --mutant "$mutant" -- -seed=1 || status=$?
    campaign=$(find "$work/fuzz-$mutant" -name campaign.log | head -1)
    local elapsed units rate invariant
    elapsed=$(sed -n 's/.*campaign ended after \([0-9]*\) s.*/\1/p' "$work/fuzz-$mutant.err" | tail -1)
    units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$campaign" 2>/dev/null | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$campaign" 2>/dev/null | tail -1)
    invariant=$(grep -o -m1 'invariant [0-9]*' "$campaign" 2>/dev/null | head -1 | sed 's/invariant //' || true)
    if [[ $status -eq 1 ]]; then
      found=$((found + 1))
      echo "| $mutant | ${elapsed:-?} | ${units:-?} | ${rate:-?} | ${invariant:-?} |"
    else
      echo "| $mutant | not found in $seconds | ${units:-?} | ${rate:-?} | — |"
    fi
  done
  echo
  echo "$found of the $total campaigns found their mutant."
  echo
  echo "**On the reference engine**: \`scripts/fuzz.sh run --release --seconds $reference\`, which must find"
  echo "nothing:"
  echo
  status=0
  log "fuzz-reference: scripts/fuzz.sh run --release --seconds $reference"
  FUZZ_WORK="$work/fuzz-reference" timed fuzz-reference scripts/fuzz.sh run --release --seconds "$reference" || status=$?
  [[ $status -eq 0 ]] || failures=$((failures + 1))
  campaign=$(find "$work/fuzz-reference" -name campaign.log | head -1)
  local units rate rss inited done_line
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$campaign" 2>/dev/null | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$campaign" 2>/dev/null | tail -1)
  rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$campaign" 2>/dev/null | tail -1)
  inited=$(grep -m1 'INITED' "$campaign" 2>/dev/null | grep -o 'cov: [0-9]* ft: [0-9]*' || true)
  done_line=$(grep 'DONE' "$campaign" 2>/dev/null | tail -1 | grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*/[0-9a-zA-Z]*' || true)
  echo "| | |"
  echo "|---|---|"
  echo "| result | $([[ $status -eq 0 ]] && echo "nothing found, no artifact" || echo "**exit status $status: a finding**") |"
  echo "| executions | ${units:-?} in ${reference} s |"
  echo "| executions per second | ${rate:-?} (libFuzzer's average) |"
  echo "| coverage after the seeds | \`${inited:-?}\` |"
  echo "| coverage at the end | \`${done_line:-?}\` |"
  echo "| peak memory | ${rss:-?} MB |"
  echo
}

# ---------------------------------------------------------------------------------------

header() {
  cat <<'EOF'
# Measurements

Every figure that depends on a run of the current build is here, once, beside the command
that printed it. `scripts/measure.sh` writes this page from real runs of the release build
(`scripts/measure.sh --list` names its sections, `--section NAME` redoes one); do not edit
it by hand. The other documents explain what the figures mean and link here instead of
copying them.

Records are not measurements: a one-off comparison of two builds, before and after a
change, stays with the change it documents, in one place: the speed comparisons in
[Performance.md](Performance.md), the benchmark before stacks of two became the likeliest
depth in [Mutants.md](Mutants.md), the scopes before the abstraction was shrunk and before
interrupted transitions in [Prove.md](Prove.md), the random checker before worlds had a
system in [AsShipped.md](AsShipped.md), the first fuzz campaigns, the parser campaigns
before and after the title fixes and the one-off checks of the ClusterFuzzLite build and
of a clean clone in [Fuzzing.md](Fuzzing.md), and the other libraries' published figures
in [ShrinkingChallenge.md](ShrinkingChallenge.md). Those records say which build they
measured; the figures here are always the current build's.

Each section says when, on which machine and at which commit it was measured. Wall-clock
figures move with the machine's load; instruction counts and everything the seeds fix
(coverage counts, benchmark columns other than `ms`, states explored) do not.
EOF
  if [[ $quick -eq 1 ]]; then
    echo
    echo "**A quick run** (\`scripts/measure.sh --quick\`): smaller counts and fewer runs than the"
    echo "documents describe. Not for committing."
  fi
  echo
  echo "Sections:"
  echo
  local name title
  for name in "${sections[@]}"; do
    title=$(section_title "$name")
    echo "- [$title](#$(anchor "$title"))"
  done
  echo
}
section_title() {
  case $1 in
    check) echo "The check campaign" ;;
    campaign) echo "Long campaigns: one and two jobs" ;;
    bench) echo "The mutant benchmark" ;;
    throughput) echo "Throughput" ;;
    shrinking) echo "The Shrinking Challenge" ;;
    prove) echo "Proving a bounded scope" ;;
    prove-bench) echo "The prove bench" ;;
    shipped) echo "The seed systems as they ship: what the random checker finds" ;;
    long) echo "Long scenarios" ;;
    profile) echo "Where the time goes" ;;
    fuzz) echo "Fuzzing campaigns" ;;
  esac
}
anchor() { tr '[:upper:]' '[:lower:]' <<<"$1" | sed 's/[^a-z0-9 -]//g; s/ /-/g'; }

# The whole file is read before main runs, so editing the script during a long run does
# not change the run.
main() {
  log "building the release products"
  swift build -c release --product backgesture >"$work/build.log" 2>&1 &&
    swift build -c release --product shrinking-challenge >>"$work/build.log" 2>&1 || {
    tail -30 "$work/build.log" >&2
    log "the release build failed"
    exit 1
  }

  for name in "${chosen[@]}"; do
    log "section $name: $(describe "$name")"
    start=$SECONDS
    {
      echo "<!-- measure.sh section: $name -->"
      "section_${name//-/_}"
      echo "<!-- end of section: $name -->"
    } >"$work/section-$name.md"
    log "section $name took $((SECONDS - start)) s"
  done

  # Assemble: the measured sections, and the existing document's for the others.
  mkdir -p "$(dirname "$output")"
  temporary="$(mktemp "$(dirname "$output")/.Measurements.XXXXXX")"
  {
    header
    for name in "${sections[@]}"; do
      if [[ -f $work/section-$name.md ]]; then
        cat "$work/section-$name.md"
      elif [[ -f $output ]] && grep -q "^<!-- measure.sh section: $name -->$" "$output"; then
        sed -n "/^<!-- measure.sh section: $name -->\$/,/^<!-- end of section: $name -->\$/p" "$output"
      else
        echo "<!-- measure.sh section: $name -->"
        echo "## $(section_title "$name")"
        echo
        echo "Not measured yet: \`scripts/measure.sh --section $name\`."
        echo
        echo "<!-- end of section: $name -->"
      fi
      echo
    done
  } | cat -s | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >"$temporary"
  mv "$temporary" "$output"
  log "wrote ${output#"$root"/}"
  if [[ $failures -gt 0 ]]; then
    log "$failures command(s) did not run as expected; see above"
    exit 1
  fi
}

main
