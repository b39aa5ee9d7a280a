#!/usr/bin/env bash
# Measures the learner's feedback loop and reports medians and ratios against baselines measured
# in the same run, on a fresh clone of this repository (your working tree is not touched), and
# the CPU time of the first run and of the clean build beside it.
#
#   Benchmarks/feedback.sh [runs]      runs: how many times each step is timed (default 5)
#
# Needs only the Swift toolchain, git, and the usual POSIX tools (date, sort, awk, sed).
set -euo pipefail

runs=${1:-5}
source_repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/builderkatas-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
# cpu_seconds FILE: the user and system seconds in FILE, the output of `times`: its second line,
# as `0m1.234s 0m0.567s`, is every ended child of the shell that ran it. `times` must run in this
# shell, not in a command substitution, whose subshell has no children yet.
cpu_seconds() {
  awk 'NR == 2 { split($1, u, "m"); split($2, s, "m"); printf "%.3f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$1"
}
# time_it VAR command...: runs the command quietly and appends its wall time to the array VAR,
# and the CPU time it took, user and system, to VAR_cpu.
time_it() {
  local var=$1; shift
  local start end cpu_start cpu_end
  times >"$work/times"; cpu_start=$(cpu_seconds "$work/times"); start=$(now)
  "$@" >/dev/null 2>&1 || true
  end=$(now); times >"$work/times"; cpu_end=$(cpu_seconds "$work/times")
  eval "$var+=(\"$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')\")"
  eval "${var}_cpu+=(\"$(awk -v a="$cpu_start" -v b="$cpu_end" 'BEGIN { printf "%.1f", b - a }')\")"
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

git clone -q "$source_repo" "$work/pkg"
cd "$work/pkg"
stub=Sources/Katas/ResultBuilders/SentenceBuilder.swift
compare_stub=Sources/Katas/Compare/CompareView.swift
# A one-line edit that changes no declaration, like most of a learner's edits.
edit() { printf '\n// edit %s\n' "$RANDOM$RANDOM" >> "${1:-$stub}"; }

echo "BuilderKatas feedback benchmark: $runs runs per step, $(date -u +%Y-%m-%dT%H:%MZ)"
echo "machine: $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores; $(swift --version 2>&1 | head -1)"

# 1. A learner's first run on a fresh clone, `./kata-runner` (it builds the runner, then the
#    package and its tests, then tests every kata), against a clean `swift build --build-tests`.
#    Each costs a minute or more: two runs at most.
first_runs=$(( runs < 2 ? runs : 2 ))
first=() clean=()
for _ in $(seq "$first_runs"); do
  rm -rf .build .kata-runner
  time_it first ./kata-runner
  rm -rf .build
  time_it clean swift build --build-tests
done
# 1b. The learner's runner alone, built from nothing, as the launcher builds it first: what the
#     learner compiles before the first verdict, besides the katas (kata-course's verify and class
#     table are not in it).
runner_build=()
for _ in $(seq "$first_runs"); do
  rm -rf .build
  time_it runner_build swift build --product kata-runner
done
./kata-runner >/dev/null 2>&1 || true

# 2. A no-change run, against the bare no-change build plus one test run.
runner=$(swift build --show-bin-path)/kata-runner
nochange=() bare_nochange=()
for _ in $(seq "$runs"); do
  time_it nochange ./kata-runner
  time_it bare_nochange sh -c 'swift build --build-tests && swift test --skip-build --filter "^KataTests\."'
done

# 3. After a one-line edit in a stub: the command the lessons give, `./kata-runner check 1.1`,
#    against the bare loop it wraps; beside them the runner's binary itself and the same
#    command through `swift run`, which pays SwiftPM's own start each time.
check=() bare_check=() binary_check=() swiftrun_check=()
for _ in $(seq "$runs"); do
  edit; time_it check ./kata-runner check 1.1
  edit; time_it bare_check sh -c 'swift build --build-tests && swift test --skip-build --filter "^KataTests\.SentenceBuilderTests"'
  edit; time_it binary_check "$runner" check 1.1
  edit; time_it swiftrun_check swift run kata-runner check 1.1
done

# 3b. The same for 3.1, whose compile checks the runner type-checks too (unless their inputs,
#     the snippets and the module interfaces, are unchanged).
check31=() bare_check31=()
./kata-runner check 3.1 >/dev/null 2>&1 || true
for _ in $(seq "$runs"); do
  edit "$compare_stub"; time_it check31 ./kata-runner check 3.1
  edit "$compare_stub"; time_it bare_check31 sh -c 'swift build --build-tests && swift test --skip-build --filter "^KataTests\.CompareViewTests"'
done

# 4. watch: from a save to the verdict on screen, against `./kata-runner check 1.1` after the
#    same edit.
watch_times=()
# How many times a line is in the watch's log so far (0 while the log does not exist yet).
seen() { local n; n=$(grep -c "$1" "$2" 2>/dev/null); echo "${n:-0}"; }
for _ in $(seq "$runs"); do
  log="$work/watch.log"
  ./kata-runner watch --interval 0.1 >"$log" 2>&1 &
  watcher=$!
  while [ "$(seen 'Watching for saves' "$log")" -lt 1 ]; do sleep 0.1; done
  start=$(now); edit
  while [ "$(seen 'Watching for saves' "$log")" -lt 2 ]; do sleep 0.02; done
  end=$(now)
  kill "$watcher" 2>/dev/null || true; wait "$watcher" 2>/dev/null || true
  watch_times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
done

# 5. verify on the whole curriculum (second run: the verify copy is already built), against the
#    tests of both packages, the course's and the maintainers', built beforehand.
#    BENCH_SKIP_VERIFY=1 leaves it out (it takes minutes).
verify=() full_test=()
if [ -z "${BENCH_SKIP_VERIFY:-}" ]; then
  ./kata-course verify >/dev/null 2>&1 || true
  swift build --build-tests --package-path Maintainers >/dev/null 2>&1 || true
  verify_runs=$(( runs < 2 ? runs : 2 ))  # a verify takes minutes: two timed runs at most
  for _ in $(seq "$verify_runs"); do
    time_it verify ./kata-course verify
    # `;`, not `&&`: the kata tests fail on the stubs, and the maintainers' must run all the same.
    time_it full_test sh -c 'swift test --skip-build; swift test --skip-build --package-path Maintainers'
  done
fi

m_first=$(median "${first[@]}"); m_clean=$(median "${clean[@]}")
m_nochange=$(median "${nochange[@]}"); m_bare_nochange=$(median "${bare_nochange[@]}")
m_check=$(median "${check[@]}"); m_bare_check=$(median "${bare_check[@]}")
m_binary=$(median "${binary_check[@]}"); m_swiftrun=$(median "${swiftrun_check[@]}")
m_check31=$(median "${check31[@]}"); m_bare_check31=$(median "${bare_check31[@]}")
m_watch=$(median "${watch_times[@]}")

printf '\n%-46s %10s %-40s %10s %7s\n' "step" "median s" "baseline (same run)" "median s" "ratio"
row() { printf '%-46s %10s %-40s %10s %7s\n' "$1" "$2" "$3" "$4" "$(ratio "$2" "$4")"; }
row "./kata-runner, first run on a fresh clone" "$m_first" "swift build --build-tests, clean" "$m_clean"
row "./kata-runner, no change" "$m_nochange" "swift build + swift test, no change" "$m_bare_nochange"
row "./kata-runner check 1.1 after an edit" "$m_check" "swift build + swift test --filter" "$m_bare_check"
row "  the runner's binary, check 1.1" "$m_binary" "swift build + swift test --filter" "$m_bare_check"
row "  swift run kata-runner check 1.1" "$m_swiftrun" "swift build + swift test --filter" "$m_bare_check"
row "./kata-runner check 3.1 after an edit" "$m_check31" "swift build + swift test --filter" "$m_bare_check31"
row "watch: save to verdict" "$m_watch" "./kata-runner check 1.1 after an edit" "$m_check"
if [ ${#verify[@]} -gt 0 ]; then
  m_verify=$(median "${verify[@]}"); m_full=$(median "${full_test[@]}")
  row "./kata-course verify, whole curriculum" "$m_verify" "swift test, both packages, built" "$m_full"
fi

# The same build costs more CPU time when the machine's cores run slower (a neighbour's load on
# a shared host, a laptop's thermal limit): read the first run's wall time with its CPU time.
echo
echo "CPU time, user + system (median): first run $(median "${first_cpu[@]}") s," \
  "clean build $(median "${clean_cpu[@]}") s"
echo "The runner's own build, from nothing (median): $(median "${runner_build[@]}") s wall," \
  "$(median "${runner_build_cpu[@]}") s CPU"
