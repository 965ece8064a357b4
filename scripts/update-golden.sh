#!/usr/bin/env bash
# Rewrites the recorded outside-tool runs (testdata/golden in each package) from the installed
# tools, then runs the tests again with only Go on PATH, deletes the records nothing replayed
# (runs on compiler-made inputs, which skip without the compiler anyway) and writes each
# package's testdata/golden/INDEX: which test replays which record. Prints the skip count
# without the tools and the records' total size.
#
# --index-only skips the recording: it only prunes and re-indexes what is checked in.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != "--index-only" ]; then
	pkgs=$(grep -rl --include='*_test.go' '"hdwarf/internal/oracle"' . | xargs -n1 dirname | sort -u)
	# Twice: a machine without the tools usually has no C compiler either, and hdwarf built
	# without cgo compresses with pure-Go encoders, whose bytes (the tools' inputs) differ.
	for cgo in 1 0; do
		CGO_ENABLED=$cgo go test -count=1 -timeout 30m $pkgs -update ||
			echo "update-golden: some tests failed while recording (records were written); check them" >&2
	done
fi
used=$(mktemp)
log=$(mktemp)
trap 'rm -f "$used" "$log"' EXIT
env PATH="$(dirname "$(command -v go)")" HDWARF_GOLDEN_LOG="$used" go test -v -count=1 -skip TestGoldenIndexed ./... >"$log" 2>&1 || {
	grep -E '^(--- FAIL|FAIL)' "$log"
	exit 1
}
find "$PWD" -path '*/testdata/golden/*' -name '*.json.gz' -type f | sort | comm -23 - <(cut -f1 "$used" | sort -u) | xargs -r rm -f
find . -type d -path '*/testdata/golden*' -empty -delete
# INDEX: "TestName<TAB>tool/record.json.gz", one line per test and record it replays.
find "$PWD" -path '*/testdata/golden/INDEX' -delete
grep "^$PWD/" "$used" | sort -u | while IFS=$'\t' read -r rec test; do
	dir=${rec%/*/*}
	printf '%s\t%s\n' "$test" "${rec#"$dir"/}" >>"$dir/INDEX.unsorted"
done
for f in $(find "$PWD" -path '*/testdata/golden/INDEX.unsorted'); do
	sort -u "$f" >"${f%.unsorted}"
	rm -f "$f"
done
echo "without tools: $(grep -c -- '--- SKIP' "$log") skipped, $(grep -c -- '--- PASS' "$log") passed (tests and subtests)"
find . -path '*/testdata/golden/*' -name '*.json.gz' -type f -printf '%s\n' | awk '{s += $1; n++} END {printf "records: %d files, %d bytes\n", n, s}'
