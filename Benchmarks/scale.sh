#!/usr/bin/env bash
# The engine's scale benchmark: one row's change in lists of 1,000 and 10,000 rows, `update()`
# (only the bodies whose dependencies changed) against `updateAll()` (the whole-tree pass) in the
# same run, in a debug and a release build. Builds Benchmarks/Scale, a package of its own, in a
# temporary folder: your working tree and your .build are not touched.
#
#   Benchmarks/scale.sh [debug|release]    both when no configuration is given
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/builderkatas-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "machine: $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores; $(swift --version 2>&1 | head -1)"
echo "commit: $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'), $(date -u +%Y-%m-%dT%H:%MZ)"
for configuration in ${1:-debug release}; do
  echo
  swift build --package-path "$root/Benchmarks/Scale" --scratch-path "$work/$configuration" \
    -c "$configuration" >/dev/null
  "$work/$configuration/$configuration/scale" "$configuration"
done
