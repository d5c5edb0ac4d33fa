#!/usr/bin/env bash
# Measures the property runners' throughput: cases per second of Property.check called
# directly and of checkProperty inside a Swift Testing test, on three passing properties
# (Tests/PropertyCoreTests/PropertySpeedBenchmark.swift), in a release build.
#
# Usage: scripts/bench-properties.sh [--runs N] [--cases N] [--skip-build]
#        scripts/bench-properties.sh --help
#
#   --runs N       runs the bench N times (default 5) and prints each figure's median
#   --cases N      cases per property and runner in each run (default 100000)
#   --skip-build   uses the existing build in .build/property-bench
#
# Builds the tests in release into .build/property-bench (with -enable-testing, which the
# test targets' @testable imports need), then runs
# `swift test --filter PropertySpeedBenchmark` with BACKGESTURE_PROPERTY_BENCH=1, and
# prints one row per property and runner: the cases, the median seconds, the cases per
# second they make, and checkProperty's speed as a share of the direct runner's. Run it
# with nothing else heavy on the machine. Exits 0 when every run passed, 1 when a build or
# run failed (its output is printed), 2 on bad arguments. Works from any directory.
set -euo pipefail

usage() { sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; }

runs=5
cases=100000
build=1
while [[ $# -gt 0 ]]; do
  case $1 in
    -h | --help) usage; exit 0 ;;
    --runs | --cases)
      [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || {
        echo "bench-properties.sh: '$1' needs a positive whole number" >&2; exit 2; }
      if [[ $1 == --runs ]]; then runs=$2; else cases=$2; fi
      shift ;;
    --skip-build) build=0 ;;
    *) echo "bench-properties.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

cd "$(dirname "${BASH_SOURCE[0]}")/.."
options=(-c release -Xswiftc -enable-testing --scratch-path .build/property-bench)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [[ $build == 1 ]]; then
  echo "Building the release tests into .build/property-bench..." >&2
  swift build --build-tests "${options[@]}" >"$work/build.log" 2>&1 || {
    cat "$work/build.log" >&2; echo "bench-properties.sh: the build failed" >&2; exit 1; }
fi

for ((run = 1; run <= runs; run++)); do
  echo "Run $run of $runs..." >&2
  BACKGESTURE_PROPERTY_BENCH=1 BACKGESTURE_PROPERTY_BENCH_CASES=$cases \
    swift test --skip-build "${options[@]}" --filter PropertySpeedBenchmark \
    >"$work/run.log" 2>&1 || {
    cat "$work/run.log" >&2; echo "bench-properties.sh: run $run failed" >&2; exit 1; }
  grep '^property-bench ' "$work/run.log" >>"$work/lines" || true
done

# Each line: property-bench PROPERTY RUNNER CASES SECONDS. The median of an even number
# of runs is the mean of the middle two.
sort -k2,2 -k3,3 -k5,5g "$work/lines" | awk -v runs="$runs" '
  function flush() {
    if (n == 0) return
    median = (n % 2) ? seconds[(n + 1) / 2] : (seconds[n / 2] + seconds[n / 2 + 1]) / 2
    rate[key] = count / median
    order[++rows] = key
    line[key] = sprintf("%-18s %-18s %8d %9.4f %12.0f", property, runner, count, median, rate[key])
    n = 0
  }
  {
    k = $2 " " $3
    if (k != key) { flush(); key = k; property = $2; runner = $3; count = $4 }
    seconds[++n] = $5
  }
  END {
    flush()
    printf "%-18s %-18s %8s %9s %12s %s\n", "property", "runner", "cases", "seconds", "cases/s", "vs direct"
    for (i = 1; i <= rows; i++) {
      split(order[i], parts, " ")
      direct = rate[parts[1] " direct"]
      share = (direct > 0) ? sprintf("%.2f", rate[order[i]] / direct) : "-"
      printf "%s %s\n", line[order[i]], share
    }
    printf "(medians of %d runs)\n", runs
  }'
