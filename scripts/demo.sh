#!/usr/bin/env bash
# The main job on a shipped real sample: a zebin from Intel's compiler gets the vISA debug
# blob of its kernel embedded, hdwarf finds and decodes it, and outside tools look at the result.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-oracles.sh >/dev/null 2>&1 || true
bin=bin/hdwarf
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
zebin=testdata/elf/stackcalls.dg2.zebin
blob=testdata/visa/stackcalls.dg2.simd8_entry_0001.visa.dbg

echo "== $bin copy --add-section .visa.debug=$blob $zebin -o k.zebin"
$bin copy --add-section .visa.debug=$blob $zebin -o "$out/k.zebin"
$bin dump --sections "$out/k.zebin"
echo
echo "== $bin dump --visa k.zebin (first lines)"
$bin dump --visa "$out/k.zebin" | sed -n '1,25p'
echo
if command -v readelf >/dev/null; then
  echo "== readelf -x .visa.debug k.zebin (first lines)"
  readelf -x .visa.debug "$out/k.zebin" | sed -n '1,6p'
fi
echo
echo "== $bin copy --remove-section .visa.debug gives the original back"
$bin copy --remove-section .visa.debug "$out/k.zebin" -o "$out/back.zebin"
cmp "$zebin" "$out/back.zebin" && echo "identical to $zebin"
