#!/usr/bin/env bash
# Checks every package under Examples/: `swift test` passes, and `EXAMPLE_BUG=1 swift test`
# fails with the headline and the invariant line that the example's README documents.
#
# Usage: scripts/examples.sh [NAME...]    the examples to check (default: all)
#        scripts/examples.sh --help
#
# Each example builds in its own .build folder; the first run takes a minute or two each.
# The logs of both runs stay in a temporary folder, named on failure.
# Works from any directory.
set -euo pipefail

usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in -h | --help) usage; exit 0 ;; esac

root="$(cd "$(dirname "$0")/.." && pwd)"
names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then
  for dir in "$root"/Examples/*/; do names+=("$(basename "$dir")"); done
fi

logs="$(mktemp -d "${TMPDIR:-/tmp}/examples.XXXXXX")"
failed=0
for name in "${names[@]}"; do
  dir="$root/Examples/$name"
  [[ -f $dir/Package.swift ]] || { echo "examples.sh: no example '$name'" >&2; exit 2; }
  readme="$dir/README.md"
  headline=$(grep -m1 -E '^↳ Property ".*" failed after' "$readme" | sed 's/ failed after .*//' || true)
  error=$(grep -m1 -E '^  invariant [0-9]+ \(' "$readme" || true)
  start=$SECONDS
  if ! (cd "$dir" && swift build --build-tests >"$logs/$name.log" 2>&1 && swift test >>"$logs/$name.log" 2>&1); then
    echo "examples.sh: $name: swift build or swift test failed (log: $logs/$name.log)" >&2
    failed=1
    continue
  fi
  if (cd "$dir" && EXAMPLE_BUG=1 swift test >"$logs/$name-bug.log" 2>&1); then
    echo "examples.sh: $name: EXAMPLE_BUG=1 swift test passed; it must fail" >&2
    failed=1
    continue
  fi
  documented=1
  for line in "$headline" "$error"; do
    if [[ -z $line ]] || ! grep -qF -- "$line" "$logs/$name-bug.log"; then
      echo "examples.sh: $name: the buggy run ($logs/$name-bug.log) does not print the README's line: ${line:-(none in README)}" >&2
      failed=1
      documented=0
    fi
  done
  [[ $documented -eq 1 ]] || continue
  echo "examples.sh: $name: passes, and fails as documented with EXAMPLE_BUG=1 ($((SECONDS - start)) s)"
done
exit $failed
