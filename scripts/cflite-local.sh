#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh as ClusterFuzzLite's builder does, in a local stand-in of
# the builder's layout, then fuzzes every target it wrote for a few seconds
# (docs/Fuzzing.md). Needs no Docker: the host's Swift toolchain builds.
#
# Usage: scripts/cflite-local.sh [--seconds N] [--sanitizer S] [--work DIR] [--keep]
#
#   --seconds N     fuzz each target for N seconds (default 10)
#   --sanitizer S   SANITIZER for build.sh: address (default), coverage or none
#                   (build.sh refuses undefined, memory and thread)
#   --work DIR      put the stand-in in DIR, and keep it (default: a temporary folder,
#                   deleted afterwards); a kept DIR builds incrementally next time
#   --keep          keep the temporary stand-in and print where it is
#
# The stand-in: $SRC/backgesturecheck holds the package's files (tracked and untracked
# but not ignored, what the Dockerfile's COPY takes), $SRC/build.sh is a copy of
# .clusterfuzzlite/build.sh, and $OUT and $WORK start empty. build.sh runs in
# $SRC/backgesturecheck with SRC, OUT, WORK, SANITIZER, LIB_FUZZING_ENGINE=-fsanitize=fuzzer,
# FUZZING_ENGINE, ARCHITECTURE and the builder's CFLAGS and CXXFLAGS for the sanitizer.
# The builder's bad-build checks follow, in short (four runs load coverage counters and
# finish; an ASan build calls ASan). Each fuzzer then runs as ClusterFuzzLite's runner
# starts it: its seed corpus unzipped into an empty corpus, without SWIFT_BACKTRACE or
# SWIFT_DETERMINISTIC_HASHING, with -max_total_time=N -timeout=25 -rss_limit_mb=2560 and
# its dictionary if build.sh wrote one. Any crash fails the script.
# Last, backgesture-fuzz must find mutant M1 and write a crash file (a failure reaches
# libFuzzer in this build, as on the runner).
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
die() { echo "cflite-local.sh: $*" >&2; exit 2; }

seconds=10
sanitizer=address
stand=
keep=false
while (($#)); do
  case $1 in
    --seconds) seconds=${2:?--seconds needs a value}; shift ;;
    --sanitizer) sanitizer=${2:?--sanitizer needs a value}; shift ;;
    --work) stand=${2:?--work needs a directory}; keep=true; shift ;;
    --keep) keep=true ;;
    -h | --help) usage; exit 0 ;;
    *) die "unknown argument $1 (see --help)" ;;
  esac
  shift
done

cd "$(dirname "$0")/.."
root=$PWD
if [[ -z $stand ]]; then
  stand=$(mktemp -d "${TMPDIR:-/tmp}/cflite-local.XXXXXX")
  $keep || trap 'rm -rf "$stand"' EXIT
fi
mkdir -p "$stand"
stand=$(cd "$stand" && pwd)
export SRC=$stand/src OUT=$stand/out WORK=$stand/work
rm -rf "$OUT" "$SRC"
mkdir -p "$SRC/backgesturecheck" "$OUT" "$WORK"

# The builder's flags (base-clang's CFLAGS, then the sanitizer's and the coverage flags,
# as its `compile` adds them).
base="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION"
case $sanitizer in
  address) flags="$base -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link" ;;
  undefined) flags="$base -fsanitize=undefined -fsanitize=fuzzer-no-link" ;;
  thread) flags="$base -fsanitize=thread -fsanitize=fuzzer-no-link" ;;
  coverage) flags="$base -fprofile-instr-generate -fcoverage-mapping" ;;
  none) flags="$base -fsanitize=fuzzer-no-link" ;;
  *) die "unknown sanitizer $sanitizer (see --help)" ;;
esac
export SANITIZER=$sanitizer CFLAGS=$flags CXXFLAGS=$flags
export LIB_FUZZING_ENGINE=-fsanitize=fuzzer FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64

# The package as the Dockerfile copies it, and build.sh where the builder finds it.
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do [[ -e $file ]] && printf '%s\0' "$file"; done |
  (cd "$root" && xargs -0 cp --parents --preserve=timestamps -t "$SRC/backgesturecheck")
cp .clusterfuzzlite/build.sh "$SRC/build.sh"

echo "cflite-local.sh: building with SANITIZER=$sanitizer in $stand" >&2
start=$SECONDS
(cd "$SRC/backgesturecheck" && bash -eu "$SRC/build.sh") >"$stand/build.log" 2>&1 ||
  { tail -30 "$stand/build.log" >&2; die "build.sh failed (log: $stand/build.log)"; }
echo "cflite-local.sh: build.sh took $((SECONDS - start)) s; \$OUT holds: $(cd "$OUT" && echo *)" >&2

# The fuzz targets, found as ClusterFuzzLite finds them: executables naming
# LLVMFuzzerTestOneInput.
fuzzers=()
for file in "$OUT"/*; do
  [[ -f $file && -x $file ]] && grep -q LLVMFuzzerTestOneInput "$file" && fuzzers+=("$(basename "$file")")
done
((${#fuzzers[@]})) || die "build.sh wrote no fuzz target into $OUT"

# The builder's bad-build checks, in short (OSS-Fuzz's base-runner bad_build_check): four
# runs from no input must load 100 or more coverage counters and finish, and an ASan
# build must call ASan 1,000 times or more and UBSan and MSan hardly at all.
status=0
for fuzzer in "${fuzzers[@]}"; do
  check=$stand/run/$fuzzer.check.log
  mkdir -p "$stand/run"
  (cd "$stand/run" && env -u SWIFT_BACKTRACE -u SWIFT_DETERMINISTIC_HASHING \
    "$OUT/$fuzzer" -seed=1337 -runs=4) >"$check" 2>&1 || true
  edges=$(sed -n 's/^INFO: Loaded [0-9]* modules* *(\([0-9]*\) .*counters).*/\1/p' "$check" | head -1)
  calls=$(objdump -d --no-show-raw-insn "$OUT/$fuzzer" |
    grep -oE 'call[q]?[[:space:]]+[0-9a-f]+ <__(asan|msan|ubsan|dfsan)' | sed 's/.*<__//' |
    sort | uniq -c | awk '{printf "%s%s=%s", sep, $2, $1; sep=" "}')
  echo "cflite-local.sh: $fuzzer: ${edges:-no} coverage counters; sanitizer calls: ${calls:-none}" >&2
  count() { echo "$calls" | tr ' ' '\n' | sed -n "s/^$1=//p" | grep . || echo 0; }
  if ! grep -q '^Done 4 runs' "$check" || ((${edges:-0} < 100)); then
    tail -20 "$check" >&2
    echo "cflite-local.sh: BAD BUILD: $fuzzer did not finish 4 runs with coverage" >&2
    status=1
  fi
  if [[ $sanitizer == address ]] &&
    (($(count asan) < 1000 || $(count ubsan) > 200 || $(count msan) > 3)); then
    echo "cflite-local.sh: BAD BUILD: $fuzzer is not an ASan build" >&2
    status=1
  fi
done

for fuzzer in "${fuzzers[@]}"; do
  run=$stand/run/$fuzzer
  rm -rf "$run"
  mkdir -p "$run/corpus" "$run/artifacts"
  if [[ -f "$OUT/${fuzzer}_seed_corpus.zip" ]]; then
    unzip -q -o "$OUT/${fuzzer}_seed_corpus.zip" -d "$run/corpus"
  fi
  dict=()
  [[ -f "$OUT/$fuzzer.dict" ]] && dict=(-dict="$OUT/$fuzzer.dict")
  fuzz_status=0
  (cd "$run" && env -u SWIFT_BACKTRACE -u SWIFT_DETERMINISTIC_HASHING "$OUT/$fuzzer" \
    -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2560 -print_final_stats=1 \
    ${dict[@]+"${dict[@]}"} -artifact_prefix="$run/artifacts/" "$run/corpus") \
    >"$run/fuzz.log" 2>&1 || fuzz_status=$?
  inited=$(grep -m1 -E '^#[0-9]+[[:space:]]+INITED' "$run/fuzz.log" || true)
  done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$run/fuzz.log" | tail -1 || true)
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/fuzz.log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$run/fuzz.log")
  echo "cflite-local.sh: $fuzzer: ${executions:-?} executions (${rate:-?}/s) in $seconds s" \
    "from $(find "$run/corpus" -type f | wc -l | tr -d ' ') corpus files" >&2
  echo "  ${inited:-no INITED line}" >&2
  echo "  ${done_line:-no DONE line}" >&2
  if ((fuzz_status != 0)) || [[ -n $(ls -A "$run/artifacts") ]]; then
    grep -E 'ERROR|deadly signal|backgesture|Test unit written|SUMMARY' "$run/fuzz.log" | head -20 >&2 || true
    echo "cflite-local.sh: $fuzzer failed (exit $fuzz_status; log: $run/fuzz.log)" >&2
    status=1
  fi
done

# A failure must reach libFuzzer and become a crash file, with the runner's environment
# (no SWIFT_BACKTRACE): a short campaign under mutant M1 (the swipe may begin on the
# root), which the fuzzer finds within seconds from an empty corpus. (A committed
# finding's `# fuzz-bytes:` decode with the generator of its day, so they serve as seeds,
# not as a fixed crash.)
if [[ " ${fuzzers[*]} " == *" backgesture-fuzz "* ]]; then
  crash=$stand/run/crash-check
  rm -rf "$crash"
  mkdir -p "$crash/corpus" "$crash/artifacts"
  (cd "$crash" && env -u SWIFT_BACKTRACE -u SWIFT_DETERMINISTIC_HASHING \
    BACKGESTURE_MUTANT=M1 "$OUT/backgesture-fuzz" -artifact_prefix="$crash/artifacts/" \
    -max_total_time=120 -timeout=25 "$crash/corpus") >"$crash/fuzz.log" 2>&1 || true
  if [[ -n $(ls -A "$crash/artifacts") ]]; then
    echo "cflite-local.sh: mutant M1 found and written as a crash file, as expected" >&2
  else
    tail -20 "$crash/fuzz.log" >&2
    echo "cflite-local.sh: no crash file for mutant M1 in 120 s" >&2
    status=1
  fi
fi

$keep && echo "cflite-local.sh: the stand-in is in $stand" >&2
exit $status
