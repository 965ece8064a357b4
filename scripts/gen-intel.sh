#!/usr/bin/env bash
# Compiles OpenCL C with -g through Intel's offline compiler (ocloc from Debian 12's
# intel-opencl-icd: IGC 1.0.12504) and keeps what the tests read, named NAME.DEV.*:
#   NAME.DEV.zebin               the program (e_machine EM_INTELGT)
#   NAME.DEV.KERNEL.visa.dbg     each kernel's vISA debug blob (magic 0xdeadd010), as IGC wrote it
#   NAME.DEV.KERNEL.igc.elf      IGC's own debug ELF of that kernel (its code and IGC's DWARF)
#   NAME.DEV.KERNEL[_fN].visaasm the vISA text of the kernel and of each stack-call function
#   NAME.spv                     the SPIR-V module IGC compiled (OpenCL.DebugInfo.100)
# IGC writes them into its dump directory (IGC_ShaderDumpEnable, IGC_EnableVISAOutput); with
# KEEP_DUMP=DIR the whole dump directory is kept too, as a build step would find it.
# The sources of testdata/ are testdata/src/*.cl; options after OUTDIR go to ocloc -options
# (e.g. -cl-opt-disable).
# Usage: scripts/gen-intel.sh SRC.cl DEVICE OUTDIR [ocloc options...]   (DEVICE: tgllp, dg2, pvc...)
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 SRC.cl DEVICE OUTDIR [ocloc options...]" >&2; exit 2; }
src=$1 dev=$2 out=$3
shift 3
name=$(basename "$src" .cl)
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/dump" "$work/bin"
if ! IGC_ShaderDumpEnable=1 IGC_EnableVISAOutput=1 IGC_DumpToCustomDir="$work/dump/" \
  ocloc compile -q -file "$src" -device "$dev" --format zebin -options "-g $*" -output "$work/bin/prog" >"$work/log" 2>&1; then
  echo "ocloc failed on $src for $dev:" >&2
  tail -5 "$work/log" >&2
  exit 1
fi
cp "$work"/bin/prog*.bin "$out/$name.$dev.zebin"
if [ -n "${KEEP_DUMP:-}" ]; then
  mkdir -p "$KEEP_DUMP"
  cp -r "$work/dump/." "$KEEP_DUMP/"
fi
# IGC names its files OCL_asm<hash>_<kernel>...; the kernel part is what the tests name.
kernel() { basename "$1" "$2" | sed 's/^OCL_asm[0-9a-f]*_//'; }
for blob in "$work"/dump/*.dbg; do
  [ -e "$blob" ] || continue
  k=$(kernel "$blob" .dbg)
  cp "$blob" "$out/$name.$dev.$k.visa.dbg"
  if [ -f "${blob%.dbg}.elf" ]; then cp "${blob%.dbg}.elf" "$out/$name.$dev.$k.igc.elf"; fi
  for text in "${blob%.dbg}"*.visaasm; do
    [ -f "$text" ] && cp "$text" "$out/$name.$dev.$(kernel "$text" .visaasm).visaasm"
  done
done
for spv in "$work"/dump/*.spv; do
  [ -e "$spv" ] && cp "$spv" "$out/$name.spv"
done
