#!/usr/bin/env bash
# Runs every fuzz target in the module briefly: the checked-in corpus plus FUZZTIME of new inputs.
set -euo pipefail
fuzztime=${FUZZTIME:-8s}
count=0
for pkg in $(go list ./...); do
  dir=$(go list -f '{{.Dir}}' "$pkg")
  for name in $(grep -ho '^func Fuzz[A-Za-z0-9_]*' "$dir"/*_test.go 2>/dev/null | sed 's/^func //' | sort -u); do
    echo "fuzz $pkg $name ($fuzztime)"
    go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "$pkg" >/tmp/fuzz.$$.log 2>&1 || { cat /tmp/fuzz.$$.log; exit 1; }
    count=$((count+1))
  done
done
rm -f /tmp/fuzz.$$.log
echo "fuzz: $count targets ran for $fuzztime each"
