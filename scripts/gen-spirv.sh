#!/usr/bin/env bash
# OpenCL C to SPIR-V with OpenCL.DebugInfo.100, as testdata/spirv's clang15 modules were made:
# clang-15 to LLVM bitcode at -O0 with full debug info (DWARF 5), then llvm-spirv-15.
# Usage: scripts/gen-spirv.sh SRC.cl OUT.spv
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 SRC.cl OUT.spv" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
clang-15 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header \
  -debug-info-kind=standalone -dwarf-version=5 -emit-llvm-bc -O0 -o "$work/m.bc" "$1"
llvm-spirv-15 --spirv-debug-info-version=ocl-100 "$work/m.bc" -o "$2"
