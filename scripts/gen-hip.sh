#!/usr/bin/env bash
# Makes the HIP host programs in testdata/hip/ with Debian's clang-22 from app.hip and more.hip
# (HIP with hip.h in place of the headers, two GPU targets gfx90a and gfx1100, -g), main.c and
# stubs.c (the runtime's entry points, stubbed):
#   app.o        relocatable object: .hip_fatbin holds a clang offload bundle
#                (__CLANG_OFFLOAD_BUNDLE__: the host entry and one code object per target)
#   app-z.o      the same built with --offload-compress: a CCOB compressed bundle (zstd)
#   app-new.o    --offload-new-driver -fgpu-rdc: offload images (0x10FF10AD) in .llvm.offloading
#   libapp.a     static library of app.o, app-z.o and stubs.o
#   app          executable (main.o app.o stubs.o): .hip_fatbin in a loaded segment
#   app-z        executable from app-z.o
#   app-2tu      executable from app-z.o and more.o: .hip_fatbin holds a compressed bundle,
#                padding, then more.o's bundle (one container per translation unit)
#   libapp.so    shared library (app.o stubs.o)
#   omp.o        omp.c, OpenMP offload to gfx90a: an offload image of LLVM bitcode
# Usage: scripts/gen-hip.sh [OUTDIR]   (default testdata/hip; run from the repository root)
set -euo pipefail
out=${1:-testdata/hip}
src=$(cd "$(dirname "$0")/../testdata/hip" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$src"
cc=clang-22
hip=(-x hip --offload-arch=gfx90a --offload-arch=gfx1100 -nogpuinc -nogpulib -g -O1
  -fPIC -fdebug-compilation-dir=. -cuid=app)
host=(-g -O1 -fPIC -fdebug-compilation-dir=.)
$cc "${hip[@]}" -c app.hip -o "$out/app.o"
$cc "${hip[@]}" --offload-compress -c app.hip -o "$out/app-z.o"
$cc "${hip[@]}" --offload-new-driver -fgpu-rdc -c app.hip -o "$out/app-new.o"
$cc "${hip[@]/-cuid=app/-cuid=more}" -c more.hip -o "$tmp/more.o"
$cc "${host[@]}" -c main.c -o "$tmp/main.o"
$cc "${host[@]}" -c stubs.c -o "$tmp/stubs.o"
rm -f "$out/libapp.a"
(cd "$out" && cp "$tmp/stubs.o" . && llvm-ar-22 rcD libapp.a app.o app-z.o stubs.o && rm stubs.o)
$cc -Wl,--build-id=sha1 "$tmp/main.o" "$out/app.o" "$tmp/stubs.o" -o "$out/app"
$cc -Wl,--build-id=sha1 "$tmp/main.o" "$out/app-z.o" "$tmp/stubs.o" -o "$out/app-z"
$cc -Wl,--build-id=sha1 "$tmp/main.o" "$out/app-z.o" "$tmp/more.o" "$tmp/stubs.o" -o "$out/app-2tu"
$cc -Wl,--build-id=sha1 -shared "$out/app.o" "$tmp/stubs.o" -o "$out/libapp.so"
$cc -fopenmp --offload-arch=gfx90a -nogpulib "${host[@]}" -c omp.c -o "$out/omp.o"
