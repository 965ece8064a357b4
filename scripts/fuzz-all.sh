#!/usr/bin/env bash
# Runs every fuzz target in the module briefly: the checked-in corpus plus FUZZTIME of new inputs.
# A failure that wrote a failing input is a bug and stops the run. Go's fuzzer can also give up
# with "context deadline exceeded" when a worker is slow to answer at the end of -fuzztime on a
# loaded machine; that finds nothing, so such a run is tried again, and reported if it persists.
set -uo pipefail
fuzztime=${FUZZTIME:-5s}
count=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for pkg in $(go list ./...); do
  dir=$(go list -f '{{.Dir}}' "$pkg")
  for name in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //' | sort -u); do
    for try in 1 2 3; do
      echo "fuzz $pkg $name ($fuzztime)"
      if go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "$pkg" >"$log" 2>&1; then
        break
      fi
      if grep -q "Failing input written" "$log" || ! grep -q "context deadline exceeded" "$log"; then
        cat "$log"
        exit 1
      fi
      echo "fuzz $pkg $name: the fuzzer timed out waiting for a worker (no failing input); trying again"
      if [ $try = 3 ]; then
        echo "fuzz $pkg $name: timed out three times without a failing input"
      fi
    done
    count=$((count+1))
  done
done
echo "fuzz: $count targets ran for $fuzztime each"
