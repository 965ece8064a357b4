#!/usr/bin/env bash
# Makes the AMD GPU code objects in testdata/amdgpu/ with Debian's clang-22 (and lld-22 for
# HIP's linked code objects) from kernels.cl (OpenCL C) and scale.hip (HIP without headers):
#   kernels.TARGET.OPT.o    OpenCL, clang -c (ET_REL, relocations in the debug sections)
#   scale.TARGET.OPT.co     HIP device code linked into a code object (ET_DYN)
# for TARGET gfx90a (wave64) and gfx1100 (wave32), OPT O0 and O2;
#   kernels.gfx90a.O2.dwarf4.o   the same as DWARF 4 (DW_FORM_strp, .debug_loc);
#   vsum.TARGET.O2.o        vsum.cl: a kernel's __local array, an undefined symbol the DWARF
#                           relocations name; and
#   producer-NAME.o         kernels.cl at -O0 for gfx90a, its IR's DW_AT_producer replaced
#                           by another compiler's (the objects --from auto is tested on).
# Usage: scripts/gen-amdgpu.sh [OUTDIR]   (default testdata/amdgpu; run from the repository root)
set -euo pipefail
out=${1:-testdata/amdgpu}
src=$(cd "$(dirname "$0")/../testdata/amdgpu" && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$src"
cc=clang-22
common=(-nogpulib -g -fdebug-compilation-dir=.)
for cpu in gfx90a gfx1100; do
  for opt in O0 O2; do
    $cc -target amdgcn-amd-amdhsa -mcpu=$cpu "${common[@]}" -$opt -c -x cl kernels.cl \
      -o "$out/kernels.$cpu.$opt.o"
    $cc -x hip --offload-arch=$cpu -nogpuinc --cuda-device-only --no-gpu-bundle-output \
      -cuid=scale "${common[@]}" -$opt scale.hip -o "$out/scale.$cpu.$opt.co"
  done
done
$cc -target amdgcn-amd-amdhsa -mcpu=gfx90a "${common[@]}" -gdwarf-4 -O2 -c -x cl kernels.cl \
  -o "$out/kernels.gfx90a.O2.dwarf4.o"
for cpu in gfx90a gfx1100; do
  $cc -target amdgcn-amd-amdhsa -mcpu=$cpu "${common[@]}" -O2 -c -x cl vsum.cl -o "$out/vsum.$cpu.O2.o"
done
# name|producer: what real compilers write (AMD's ROCm clang before and after LLVM 22,
# distribution and upstream clang, gcc's amdgcn offload compiler) and one nobody does.
producers=(
  "amd17|AMD clang version 17.0.0 (https://github.com/RadeonOpenCompute/llvm-project roc-6.1.0 24103 7db7f5e49612030319346f900c08f474b1f9023a)"
  "amd22|AMD clang version 22.0.0git (https://github.com/ROCm/llvm-project.git roc-7.2.0 25425 1b0eada6b0ee93e2e694c8c146d23fca90bc11c5)"
  "ubuntu18|Ubuntu clang version 18.1.3 (1ubuntu1)"
  "upstream19|clang version 19.1.7 (https://github.com/llvm/llvm-project.git cd708029e0b2869e80abe31ddb175f7c35361f90)"
  "gnu12|GNU C17 12.2.0 -march=gfx906 -g -O2"
  "unknown|Frobnicator GPU compiler 3.1"
)
ir=$(mktemp)
trap 'rm -f "$ir"' EXIT
$cc -target amdgcn-amd-amdhsa -mcpu=gfx90a "${common[@]}" -O0 -S -emit-llvm -x cl kernels.cl -o "$ir"
for p in "${producers[@]}"; do
  name=${p%%|*} prod=${p#*|}
  sed "s|producer: \"[^\"]*\"|producer: \"$prod\"|" "$ir" |
    $cc -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -c -x ir - -o "$out/producer-$name.o"
done
