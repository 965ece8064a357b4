#!/usr/bin/env bash
# Runs every test with the race detector and outside tools required, prints the package lines
# and failures, and ends with one summary line: "tests: N passed, M failed, K skipped".
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
HDWARF_REQUIRE_ORACLES=1 go test -race -timeout 20m -v ./... >"$log" 2>&1
status=$?
grep -E '^(ok|FAIL|panic:|---)|^\s+--- FAIL' "$log" | grep -v -- '--- PASS' | grep -v -- '--- SKIP'
if [ $status -ne 0 ]; then
  # Show the failing tests' own output.
  grep -B2 -A30 -E '^\s*--- FAIL' "$log" | head -300
fi
pass=$(grep -cE '^--- PASS' "$log")
fail=$(grep -cE '^--- FAIL' "$log")
skip=$(grep -cE '^--- SKIP' "$log")
echo "tests: $pass passed, $fail failed, $skip skipped"
exit $status
