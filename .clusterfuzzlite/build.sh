#!/bin/bash
# Builds BackGestureCheck's libFuzzer targets into $OUT, as ClusterFuzzLite (and OSS-Fuzz)
# run it inside gcr.io/oss-fuzz-base/base-builder-swift (docs/Fuzzing.md).
#
# Usage: build.sh            (the builder runs it as $SRC/build.sh; it also works from
#                             .clusterfuzzlite/ in a checkout, from any directory)
#        build.sh --help
#
# Reads the builder's variables: OUT (required), SANITIZER (address, coverage or none;
# default address; undefined, memory and thread stop with the reason), WORK (scratch
# space; default a temporary folder), SRC (the package is $SRC/backgesturecheck unless
# this script sits in its .clusterfuzzlite/), and CFLAGS, passed to the C shim as the
# builder's convention does.
#
# Writes into $OUT, for each of backgesture-fuzz and backgesture-parse-fuzz: the fuzzer
# (a release build, -sanitize=fuzzer plus the sanitizer or the coverage flags, the Swift
# runtime linked statically) and <fuzzer>_seed_corpus.zip; backgesture-parse-fuzz.dict; and
# llvm-symbolizer when the builder has Swift's (llvm-symbolizer-swift, which demangles
# Swift names).
set -euo pipefail

if [[ ${1:-} == --help || ${1:-} == -h ]]; then
  sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
  exit 0
fi

here=$(cd "$(dirname "$0")" && pwd)
if [[ -f $here/../Package.swift ]]; then
  root=$(cd "$here/.." && pwd)
else
  root=${SRC:?SRC or a checkout is needed}/backgesturecheck
fi
: "${OUT:?OUT must name the output folder}"
sanitizer=${SANITIZER:-address}
scratch=${WORK:-$(mktemp -d)}/backgesturecheck-$sanitizer
fuzzers=(backgesture-fuzz backgesture-parse-fuzz)

# The flags of the builder's precompile_swift, with two differences: no -parse-as-library
# (these executables own `main` and hand libFuzzer the command line through
# LLVMFuzzerRunDriver; with the flag, their main.swift does not compile), and one
# product at a time (the package's other executables have no fuzz entry point).
flags=(-c release -Xswiftc -static-stdlib --static-swift-stdlib)
unsupported() {
  echo "build.sh: SANITIZER=$sanitizer is not supported: $1 (address, coverage or none)" >&2
  exit 1
}
case $sanitizer in
  address)
    flags+=(-Xswiftc -sanitize=fuzzer,address --sanitize=address)
    for flag in ${CFLAGS:-}; do flags+=(-Xcc "$flag"); done
    ;;
  coverage)
    flags+=(-Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping -Xswiftc -sanitize=fuzzer)
    ;;
  none | "")
    flags+=(-Xswiftc -sanitize=fuzzer)
    ;;
  undefined) unsupported "swiftc has no -sanitize=undefined for Linux targets" ;;
  memory) unsupported "Swift has no MemorySanitizer" ;;
  thread) unsupported "backgesture-fuzz stops at startup inside ThreadSanitizer's allocator, and both targets run on one thread" ;;
  *) unsupported "unknown sanitizer" ;;
esac

cd "$root"
mkdir -p "$OUT"
for fuzzer in "${fuzzers[@]}"; do
  echo "build.sh: building $fuzzer (SANITIZER=$sanitizer)" >&2
  swift build --scratch-path "$scratch" --product "$fuzzer" "${flags[@]}"
done
bin=$(swift build --scratch-path "$scratch" "${flags[@]}" --show-bin-path)
for fuzzer in "${fuzzers[@]}"; do
  cp "$bin/$fuzzer" "$OUT/$fuzzer"
done

# Seed corpora: the parser starts from every scenario file; the engine's target from the
# bytes of the committed findings (the `# fuzz-bytes:` line of each Corpus/fuzz file).
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
mkdir -p "$seeds/parse" "$seeds/engine"
while IFS= read -r -d '' file; do
  cp "$file" "$seeds/parse/$(echo "${file#Corpus/}" | tr / _)"
done < <(find Corpus -name '*.scenario' -type f -print0)
for file in Corpus/fuzz/*.scenario; do
  [[ -f $file ]] || continue
  hex=$(sed -n 's/^# fuzz-bytes: //p' "$file")
  [[ -n $hex ]] || continue
  printf '%b' "$(echo "$hex" | sed 's/../\\x&/g')" >"$seeds/engine/$(basename "$file" .scenario)"
done
rm -f "$OUT/backgesture-parse-fuzz_seed_corpus.zip" "$OUT/backgesture-fuzz_seed_corpus.zip"
(cd "$seeds/parse" && zip -q -r "$OUT/backgesture-parse-fuzz_seed_corpus.zip" .)
if [[ -n $(ls -A "$seeds/engine") ]]; then
  (cd "$seeds/engine" && zip -q -r "$OUT/backgesture-fuzz_seed_corpus.zip" .)
fi

# The parser's dictionary, which libFuzzer reads as <fuzzer>.dict beside the fuzzer.
cp Sources/backgesture-parse-fuzz/scenario.dict "$OUT/backgesture-parse-fuzz.dict"

# The builder's Swift-aware symbolizer, as precompile_swift copies it.
if [[ -x /usr/local/bin/llvm-symbolizer-swift ]]; then
  cp /usr/local/bin/llvm-symbolizer-swift "$OUT/llvm-symbolizer"
fi
echo "build.sh: wrote ${fuzzers[*]} and their seed corpora into $OUT" >&2
