#!/usr/bin/env bash
# Fuzz campaigns for BackGestureCheck with libFuzzer (docs/Fuzzing.md).
#
# Usage: scripts/fuzz.sh COMMAND [--target engine|parse] [OPTIONS]
#
#   build [--release]                 build every product with the fuzzer, debug or release
#                                     (swift build -Xswiftc -sanitize=fuzzer, in .build-fuzzer):
#                                     both fuzz targets and the tools
#   run [--seconds N] [--jobs N] [--preset P] [--mutant M] [--steps N] [--release]
#       [--seeds DIR] [--dict FILE] [-- LIBFUZZER_FLAG...]
#                                     run a campaign (default 60 s, 1 job, any preset,
#                                     reference engine); exits 1 if it found a failure
#   import [--out DIR] [--preset P] [--mutant M] [ARTIFACT...]
#                                     shrink each crash artifact with the property
#                                     shrinker and write its minimal scenario into DIR
#                                     (default Corpus/fuzz), skipping failures already
#                                     there; no ARTIFACT: every campaign's artifacts
#   replay [--preset P] [--mutant M] [FILE...]
#                                     replay inputs (default: every campaign's
#                                     artifacts) and print PASS/FAIL per file
#   merge [--preset P] [--mutant M]   minimise a campaign's working corpus (-merge=1)
#   minimize [--seconds N] ARTIFACT...
#                                     shrink crash artifacts with libFuzzer
#                                     (-minimize_crash=1, default 60 s each) into
#                                     minimized-<ARTIFACT> beside each
#   clean                             delete .fuzz/
#
# --target engine (the default) fuzzes the engine, oracle and invariants with
# backgesture-fuzz; --target parse fuzzes the scenario parser's round trip (parse, print,
# parse again) with backgesture-parse-fuzz, seeded with every Corpus/**/*.scenario file
# and given Sources/backgesture-parse-fuzz/scenario.dict unless --dict names another.
# A parser finding is not imported: minimize it, fix the parser and keep the minimal
# input as a regression test (docs/Fuzzing.md).
#
# Every command but build takes --release or --debug to choose the fuzzer; without
# either it uses the one built last (debug when none is), so after `build --release`
# the other commands keep to the release fuzzer.
#
# A campaign's working corpus, artifacts and logs live in .fuzz/<preset>-<engine>/
# (.fuzz/parse/ for the parser; git-ignored), with the settings it ran under, so import
# and replay use the same preset and mutant. --preset and --mutant set
# BACKGESTURE_PRESET and BACKGESTURE_MUTANT.
set -euo pipefail

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }

cd "$(dirname "$0")/.."
root=$PWD
work=${FUZZ_WORK:-$root/.fuzz}

# libFuzzer writes no crash file when Swift's backtracer takes the signal first, and
# replays need the same hashing in every process.
export SWIFT_BACKTRACE=enable=no
export SWIFT_DETERMINISTIC_HASHING=1

die() { echo "fuzz.sh: $*" >&2; exit 2; }

configuration=
target=engine
preset=${BACKGESTURE_PRESET:-any}
mutant=${BACKGESTURE_MUTANT:-none}
steps=${BACKGESTURE_STEPS:-}
preset_given=false
mutant_given=false

# Parses the options shared by the commands; the rest go to $rest.
rest=()
extra=()
seconds=60
jobs=1
seeds=()
dict=
out=Corpus/fuzz
parse() {
  while (($#)); do
    case $1 in
      --release) configuration=release ;;
      --debug) configuration=debug ;;
      --target)
        target=${2:?--target needs engine or parse}
        [[ $target == engine || $target == parse ]] || die "--target is engine or parse, not $target"
        shift
        ;;
      --preset) preset=${2:?--preset needs a value}; preset_given=true; shift ;;
      --mutant) mutant=${2:?--mutant needs a value}; mutant_given=true; shift ;;
      --steps) steps=${2:?--steps needs a value}; shift ;;
      --seconds) seconds=${2:?--seconds needs a value}; shift ;;
      --jobs) jobs=${2:?--jobs needs a value}; shift ;;
      --seeds) seeds+=("$(cd "${2:?--seeds needs a directory}" && pwd)"); shift ;;
      --dict) dict=$(cd "$(dirname "${2:?--dict needs a file}")" && pwd)/$(basename "$2"); shift ;;
      --out) out=${2:?--out needs a directory}; shift ;;
      --) shift; extra+=("$@"); break ;;
      -h | --help) usage; exit 0 ;;
      -*) die "unknown option $1 (see --help)" ;;
      *) rest+=("$(absolute "$1")") ;;
    esac
    shift
  done
  pick_configuration
}

# Paths given relative to the caller's directory still work after the cd above.
caller=${OLDPWD:-$root}
absolute() {
  case $1 in
    /*) echo "$1" ;;
    *) if [[ -e "$caller/$1" ]]; then echo "$caller/$1"; else echo "$root/$1"; fi ;;
  esac
}

scratch() { echo "$root/.build-fuzzer"; }

# Without --release or --debug, uses the fuzzer built last: after `build --release`,
# `run`, `import` and the others keep to the release fuzzer. Debug when none is built.
pick_configuration() {
  [[ -n $configuration ]] && return 0
  local debug_bin release_bin
  debug_bin="$(scratch)/debug/$(product)"
  release_bin="$(scratch)/release/$(product)"
  if [[ -x $release_bin && (! -x $debug_bin || $release_bin -nt $debug_bin) ]]; then
    configuration=release
  else
    configuration=debug
  fi
}

product() {
  if [[ $target == parse ]]; then echo backgesture-parse-fuzz; else echo backgesture-fuzz; fi
}

binary() {
  echo "$(swift build --scratch-path "$(scratch)" -c "$configuration" --show-bin-path)/$(product)"
}

build() {
  echo "fuzz.sh: building every product, $configuration, with -sanitize=fuzzer in .build-fuzzer" >&2
  swift build --scratch-path "$(scratch)" -c "$configuration" -Xswiftc -sanitize=fuzzer >&2
}

ensure_built() {
  local bin
  bin=$(binary)
  [[ -x "$bin" ]] || build
  echo "$bin"
}

campaign_dir() {
  if [[ $target == parse ]]; then
    echo "$work/parse"
    return
  fi
  local engine=$mutant
  [[ $engine == none ]] && engine=reference
  echo "$work/$preset-$engine"
}

settings_env() {
  if [[ $target == parse ]]; then
    echo "target=parse"
    return
  fi
  echo "BACKGESTURE_PRESET=$preset"
  echo "BACKGESTURE_MUTANT=$mutant"
  [[ -n $steps ]] && echo "BACKGESTURE_STEPS=$steps"
  return 0
}

# Runs a command under a campaign's settings: its settings.env, unless overridden.
with_settings() {
  local dir=$1
  shift
  (
    if [[ -f "$dir/settings.env" ]]; then
      while IFS='=' read -r key value; do
        case $key in
          BACKGESTURE_PRESET) $preset_given || export BACKGESTURE_PRESET=$value ;;
          BACKGESTURE_MUTANT) $mutant_given || export BACKGESTURE_MUTANT=$value ;;
          BACKGESTURE_STEPS) [[ -n $steps ]] || export BACKGESTURE_STEPS=$value ;;
        esac
      done <"$dir/settings.env"
    fi
    if [[ ! -f "$dir/settings.env" ]] || $preset_given; then export BACKGESTURE_PRESET=$preset; fi
    if [[ ! -f "$dir/settings.env" ]] || $mutant_given; then export BACKGESTURE_MUTANT=$mutant; fi
    [[ -n $steps ]] && export BACKGESTURE_STEPS=$steps
    "$@"
  )
}

# Every crash artifact of the target's campaigns, one per line.
all_artifacts() {
  local top=$work prune=(-path "$work/parse" -prune -o)
  [[ $target == parse ]] && top=$work/parse prune=()
  [[ -d $top ]] || return 0
  find "$top" ${prune[@]+"${prune[@]}"} -path '*/artifacts/*' -type f \
    \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' \) -print | sort
}

# Copies every Corpus/**/*.scenario file into a fresh seed folder for the parser.
scenario_seeds() {
  local seeds=$1 file
  rm -rf "$seeds"
  mkdir -p "$seeds"
  while IFS= read -r -d '' file; do
    cp "$file" "$seeds/$(echo "${file#Corpus/}" | tr / _)"
  done < <(find Corpus -name '*.scenario' -type f -print0)
}

cmd_build() {
  configuration=debug
  parse "$@"
  build
  echo "fuzz.sh: built $(binary)"
}

cmd_run() {
  parse "$@"
  local bin dir
  bin=$(ensure_built)
  dir=$(campaign_dir)
  mkdir -p "$dir/corpus" "$dir/artifacts" "$dir/logs"
  settings_env >"$dir/settings.env"
  if [[ $target == parse ]]; then
    scenario_seeds "$dir/seeds"
    seeds+=("$dir/seeds")
    [[ -n $dict ]] || dict=$root/Sources/backgesture-parse-fuzz/scenario.dict
  fi
  local flags=(
    -max_total_time="$seconds" -artifact_prefix="$dir/artifacts/" -print_final_stats=1
    -timeout=10 -rss_limit_mb=4096
  )
  [[ -n $dict ]] && flags+=(-dict="$dict")
  if ((jobs > 1)); then flags+=(-jobs="$jobs" -workers="$jobs"); fi
  echo "fuzz.sh: campaign $(basename "$dir"): $seconds s, $jobs job(s), $(settings_env | tr '\n' ' ')" >&2
  local start=$SECONDS before
  before=$(find "$dir/artifacts" -type f | wc -l)
  (
    cd "$dir/logs"
    export BACKGESTURE_PRESET=$preset BACKGESTURE_MUTANT=$mutant
    [[ -n $steps ]] && export BACKGESTURE_STEPS=$steps
    "$bin" "${flags[@]}" ${extra[@]+"${extra[@]}"} "$dir/corpus" ${seeds[@]+"${seeds[@]}"}
  ) 2>&1 | tee "$dir/logs/campaign.log" | grep -E --line-buffered \
    '^(INFO: Seed|#[0-9]+[[:space:]]+(INITED|DONE|pulse))|^backgesture-(parse-)?fuzz:|^stat::|deadly signal|Test unit written|^==' \
    >&2 || true
  local found
  found=$(($(find "$dir/artifacts" -type f | wc -l) - before))
  echo "fuzz.sh: campaign ended after $((SECONDS - start)) s; corpus $(find "$dir/corpus" -type f | wc -l) files; $found new artifact(s) in ${dir#"$root"/}/artifacts" >&2
  if ((found > 0)); then
    if [[ $target == parse ]]; then
      echo "fuzz.sh: next: scripts/fuzz.sh minimize --target parse ARTIFACT, then fix the parser" >&2
    else
      echo "fuzz.sh: next: scripts/fuzz.sh import   (shrinks them into $out)" >&2
    fi
    return 1
  fi
  return 0
}

cmd_import() {
  parse "$@"
  [[ $target == engine ]] ||
    die "parser findings are not imported: minimize them, fix the parser and keep the minimal input as a regression test"
  local bin
  bin=$(ensure_built)
  local artifacts=()
  if ((${#rest[@]})); then artifacts=("${rest[@]}"); else mapfile -t artifacts < <(all_artifacts); fi
  ((${#artifacts[@]})) || { echo "fuzz.sh: no artifacts to import" >&2; return 0; }
  local status=0 artifact
  for artifact in "${artifacts[@]}"; do
    with_settings "$(dirname "$(dirname "$artifact")")" \
      "$bin" --import "$artifact" --out "$(absolute "$out")" || status=$?
  done
  return $status
}

cmd_replay() {
  parse "$@"
  local bin
  bin=$(ensure_built)
  local files=()
  if ((${#rest[@]})); then files=("${rest[@]}"); else mapfile -t files < <(all_artifacts); fi
  ((${#files[@]})) || { echo "fuzz.sh: nothing to replay" >&2; return 0; }
  local status=0 file
  for file in "${files[@]}"; do
    with_settings "$(dirname "$(dirname "$file")")" "$bin" --replay "$file" || status=1
  done
  return $status
}

cmd_minimize() {
  seconds=
  parse "$@"
  local bin
  bin=$(ensure_built)
  ((${#rest[@]})) || die "minimize needs ARTIFACT..."
  local artifact minimal
  for artifact in "${rest[@]}"; do
    minimal=$(dirname "$artifact")/minimized-$(basename "$artifact")
    rm -f "$minimal"
    (
      cd "$(dirname "$artifact")"
      with_settings "$(dirname "$(dirname "$artifact")")" "$bin" -minimize_crash=1 \
        -max_total_time="${seconds:-60}" -exact_artifact_path="$minimal" "$artifact"
    ) >"$minimal.log" 2>&1 || true
    [[ -f "$minimal" ]] || { tail -20 "$minimal.log" >&2; die "could not minimize $artifact"; }
    echo "fuzz.sh: $artifact ($(wc -c <"$artifact") bytes) -> $minimal ($(wc -c <"$minimal") bytes)" >&2
  done
}

cmd_merge() {
  parse "$@"
  local bin dir
  bin=$(ensure_built)
  dir=$(campaign_dir)
  [[ -d "$dir/corpus" ]] || die "no campaign in ${dir#"$root"/}"
  rm -rf "$dir/corpus.merged"
  mkdir -p "$dir/corpus.merged"
  local before
  before=$(find "$dir/corpus" -type f | wc -l)
  (cd "$dir/logs" && with_settings "$dir" "$bin" -merge=1 "$dir/corpus.merged" "$dir/corpus") \
    >"$dir/logs/merge.log" 2>&1 || { tail -20 "$dir/logs/merge.log" >&2; die "merge failed"; }
  rm -rf "$dir/corpus"
  mv "$dir/corpus.merged" "$dir/corpus"
  echo "fuzz.sh: merged ${dir#"$root"/}/corpus: $before -> $(find "$dir/corpus" -type f | wc -l) files" >&2
}

command=${1:-}
(($#)) && shift
case $command in
  build) cmd_build "$@" ;;
  run) cmd_run "$@" ;;
  import) cmd_import "$@" ;;
  replay) cmd_replay "$@" ;;
  merge) cmd_merge "$@" ;;
  minimize) cmd_minimize "$@" ;;
  clean) rm -rf "$work" ;;
  -h | --help | help) usage ;;
  "") usage >&2; exit 2 ;;
  *) die "unknown command $command (see --help)" ;;
esac
