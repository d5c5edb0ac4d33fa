#!/usr/bin/env bash
# Formats the package's Swift files with the toolchain's swift-format, or checks them.
#
# Usage: scripts/format.sh           rewrite every Swift file of the package in place
#        scripts/format.sh --lint    check only: exit 1 and list the files that differ
#        scripts/format.sh --help
#
# The files are the tracked ones and the new ones git does not ignore, so that a file
# not yet added is checked before it is committed. The settings are in .swift-format
# (2 spaces, 100 columns). Works from any directory.
set -euo pipefail

usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }

mode=format
case "${1:-}" in
  "") ;;
  --lint) mode=lint ;;
  -h | --help) usage; exit 0 ;;
  *) echo "format.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
esac

cd "$(dirname "$0")/.."
files=()
while IFS= read -r file; do files+=("$file"); done < <(git ls-files --cached --others --exclude-standard '*.swift')

if [[ $mode == lint ]]; then
  swift format lint --strict --parallel "${files[@]}"
  echo "format.sh: ${#files[@]} files are formatted"
else
  swift format format --in-place --parallel "${files[@]}"
  echo "format.sh: formatted ${#files[@]} files"
fi
