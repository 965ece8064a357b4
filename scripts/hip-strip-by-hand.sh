#!/bin/sh
# What `hdwarf strip --strip-debug IN -o OUT` does to a HIP object, done by hand with LLVM's
# tools (the peer of BenchmarkStripHIP): unbundle each code object from .hip_fatbin, strip
# it, bundle them again as the HIP driver does (4096-byte alignment) and put the bundle back
# while stripping the host. Targets: gfx1100 and gfx90a, as scripts/gen-hip.sh builds them.
# Usage: scripts/hip-strip-by-hand.sh IN OUT
set -e
in=$1 out=$2
d=$(mktemp -d)
trap 'rm -rf "$d"' EXIT
llvm-objcopy-22 --dump-section=.hip_fatbin="$d/fb" "$in" "$d/ignored"
for t in gfx1100 gfx90a; do
  clang-offload-bundler-22 --unbundle --type=o --input="$d/fb" --targets=hipv4-amdgcn-amd-amdhsa--$t --output="$d/$t.co"
  llvm-objcopy-22 --strip-debug "$d/$t.co"
done
clang-offload-bundler-22 --type=o -bundle-align=4096 \
  --targets=host-x86_64-unknown-linux-gnu-,hipv4-amdgcn-amd-amdhsa--gfx1100,hipv4-amdgcn-amd-amdhsa--gfx90a \
  --input=/dev/null --input="$d/gfx1100.co" --input="$d/gfx90a.co" --output="$d/new"
llvm-objcopy-22 --strip-debug --update-section=.hip_fatbin="$d/new" "$in" "$out"
