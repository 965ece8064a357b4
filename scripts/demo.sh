#!/usr/bin/env bash
# The main job on a shipped real sample: Intel's compiler made a zebin (kernel "chain" calling
# two stack-call functions) and, beside it, the vISA debug blob and vISA text of the kernel.
# A build step embeds the blob, hdwarf converts it to standard DWARF (the kernel's arguments by
# their source names and types, from the zebin's .spv and .ze_info), places the stack-call
# functions where they really are, and outside tools read the result.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-oracles.sh >/dev/null 2>&1 || true
bin=$PWD/bin/hdwarf
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
t=testdata
zebin=$t/elf/stackcalls.dg2.zebin
blob=$t/visa/stackcalls.dg2.simd8_entry_0001.visa.dbg
asm="--visaasm $t/visaasm/stackcalls.dg2.simd8_entry_0001.visaasm --visaasm $t/visaasm/stackcalls.dg2.simd8_entry_0001_f0.visaasm --visaasm $t/visaasm/stackcalls.dg2.simd8_entry_0001_f1.visaasm"
step() { echo; echo "== $*"; }

step "hdwarf copy --add-section .visa.debug=BLOB $zebin -o k.zebin      (the build step embeds the blob)"
$bin copy --add-section .visa.debug=$blob $zebin -o "$out/k.zebin"

step "hdwarf convert -v k.zebin --visaasm ... -o k.dwarf.zebin"
$bin convert -v "$out/k.zebin" $asm -o "$out/k.dwarf.zebin"

step "hdwarf verify k.dwarf.zebin"
$bin verify "$out/k.dwarf.zebin"

step "hdwarf relocate --section .text.chain=0xff000000 k.dwarf.zebin -o k.loaded.zebin   (what the GPU driver does)"
$bin relocate --section .text.chain=0xff000000 "$out/k.dwarf.zebin" -o "$out/k.loaded.zebin"

if command -v llvm-dwarfdump-22 >/dev/null; then
  step "llvm-dwarfdump-22 --verify k.loaded.zebin"
  llvm-dwarfdump-22 --verify "$out/k.loaded.zebin" 2>/dev/null | tail -1
  step "llvm-dwarfdump-22 --debug-info k.loaded.zebin: the subprograms (stack-call functions at their reloc_offset)"
  llvm-dwarfdump-22 --debug-info "$out/k.loaded.zebin" 2>/dev/null | grep -A3 'DW_TAG_subprogram' | grep -E 'DW_AT_(name|low_pc|high_pc)' | sed -n '1,12p'
  step "llvm-dwarfdump-22 --debug-info --name=mid --show-children: a stack-call function's source tree from the SPIR-V (parameters, locals, a lexical block; declared without a location where no input links them to storage)"
  llvm-dwarfdump-22 --debug-info --name=mid --show-children "$out/k.loaded.zebin" 2>/dev/null | grep -E 'DW_TAG|DW_AT_(name|decl_line|type)' || true
  step "llvm-dwarfdump-22 --debug-line: first rows"
  llvm-dwarfdump-22 --debug-line "$out/k.loaded.zebin" 2>/dev/null | grep -A6 '^Address' | sed -n '1,8p'
  step "llvm-dwarfdump-22 --name=in: the kernel argument 'in' by its source name, with its source type and location"
  llvm-dwarfdump-22 --debug-info --name=in "$out/k.loaded.zebin" 2>/dev/null | sed -n '/DW_TAG_formal_parameter/,/^$/p'
fi
