#!/usr/bin/env bash
# Rewrites the recorded outside-tool runs (testdata/golden in each package) from the installed
# tools, then runs the tests again with only Go on PATH and deletes the records nothing replayed
# (runs on compiler-made inputs, which skip without the compiler anyway). Prints the skip count
# without the tools and the records' total size.
set -euo pipefail
cd "$(dirname "$0")/.."
pkgs=$(grep -rl --include='*_test.go' '"hdwarf/internal/oracle"' . | xargs -n1 dirname | sort -u)
# Twice: a machine without the tools usually has no C compiler either, and hdwarf built
# without cgo compresses with pure-Go encoders, whose bytes (the tools' inputs) differ.
for cgo in 1 0; do
	CGO_ENABLED=$cgo go test -count=1 -timeout 30m $pkgs -update ||
		echo "update-golden: some tests failed while recording (records were written); check them" >&2
done
used=$(mktemp)
log=$(mktemp)
trap 'rm -f "$used" "$log"' EXIT
env PATH="$(dirname "$(command -v go)")" HDWARF_GOLDEN_LOG="$used" go test -v -count=1 ./... >"$log" 2>&1 || {
	grep -E '^(--- FAIL|FAIL)' "$log"
	exit 1
}
find "$PWD" -path '*/testdata/golden/*' -type f | sort | comm -23 - <(sort -u "$used") | xargs -r rm -f
find . -type d -path '*/testdata/golden*' -empty -delete
echo "without tools: $(grep -c -- '--- SKIP' "$log") skipped, $(grep -c -- '--- PASS' "$log") passed (tests and subtests)"
find . -path '*/testdata/golden/*' -type f -printf '%s\n' | awk '{s += $1; n++} END {printf "records: %d files, %d bytes\n", n, s}'
