#!/usr/bin/env bash
# Builds the DocC documentation of the public products, with DocC's warnings as failures.
#
# Usage: scripts/docs.sh [MODULE...]    the modules to document (default: every
#                                       Sources/<Module>/<Module>.docc catalog)
#        scripts/docs.sh --help
#
# Builds the package (`swift build`, debug), extracts each module's public symbol graph
# (`swift-symbolgraph-extract`) and runs `docc convert --warnings-as-errors` on its catalog.
# The archives go to .build/docs/<Module>.doccarchive (static-hosting layout: any web server
# shows them). Exits 1 when any module has a warning (after trying them all), 2 on bad
# arguments. Works from any directory.
set -euo pipefail

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
case "${1:-}" in
  -h | --help) usage; exit 0 ;;
  -*) echo "docs.sh: unknown option '$1'" >&2; usage >&2; exit 2 ;;
esac

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# docc and swift-symbolgraph-extract come with the toolchain: on the PATH, beside `swift`, or via xcrun.
find_tool() {
  local found
  if found="$(command -v "$1" 2>/dev/null)"; then echo "$found"; return; fi
  found="$(dirname "$(readlink -f "$(command -v swift)")")/$1"
  if [[ -x $found ]]; then echo "$found"; return; fi
  xcrun --find "$1" 2>/dev/null || { echo "docs.sh: cannot find $1 in the toolchain" >&2; exit 2; }
}
docc="$(find_tool docc)"
extract="$(find_tool swift-symbolgraph-extract)"

modules=("$@")
if [[ ${#modules[@]} -eq 0 ]]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$catalog" .docc)"); done
fi
for module in "${modules[@]}"; do
  [[ -d Sources/$module/$module.docc ]] || { echo "docs.sh: no catalog Sources/$module/$module.docc" >&2; exit 2; }
done

out="$root/.build/docs"
rm -rf "$out/symbol-graphs"
mkdir -p "$out/symbol-graphs"

swift build
# The public symbol graphs of each module (and of its extensions to other modules), read
# from the modules the build just made.
modules_dir="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)"
sdk=()
if [[ $(uname) == Darwin ]]; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

failed=()
for module in "${modules[@]}"; do
  start=$SECONDS
  rm -rf "$out/$module.doccarchive"
  mkdir -p "$out/symbol-graphs/$module"
  "$extract" -module-name "$module" -target "$triple" ${sdk[@]+"${sdk[@]}"} \
    -I "$modules_dir" -output-dir "$out/symbol-graphs/$module" \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "BackGestureCheck.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors >"$out/$module.log" 2>&1 || {
    cat "$out/$module.log" >&2
    echo "docs.sh: $module: docc reported the problems above" >&2
    failed+=("$module")
    continue
  }
  pages=$(find "$out/$module.doccarchive/data/documentation" -name '*.json' | wc -l | tr -d ' ')
  echo "docs.sh: $module: $pages pages in $((SECONDS - start)) s"
done
if [[ ${#failed[@]} -gt 0 ]]; then
  echo "docs.sh: warnings in ${failed[*]}" >&2
  exit 1
fi
echo "docs.sh: ${#modules[@]} modules documented in $out"
