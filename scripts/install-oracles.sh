#!/usr/bin/env bash
# Installs the outside tools that tests compare hdwarf against, from Debian's packages, when
# any is missing. Runs unattended (CI); needs root or passwordless sudo to install.
set -euo pipefail
# tool -> package. Not here: iga64-sid (scripts/oracles), IGC 2.x's iga64 for Xe2 on, run in
# the Debian sid chroot scripts/gen-intel-igc2.sh makes; its runs replay from recordings.
pairs=(
  llvm-dwarfdump-22:llvm-22 llvm-objcopy-22:llvm-22 llvm-mc-22:llvm-22 llc-22:llvm-22 yaml2obj-22:llvm-22
  clang-19:clang-19 ld.lld-19:lld-19 clang-22:clang-22 ld.lld-22:lld-22 clang-offload-bundler-22:clang-tools-22 llvm-ar-22:llvm-22 llvm-offload-binary-22:llvm-22
  GenX_IR:libigc-tools iga64:libigc-tools ocloc:intel-opencl-icd
  clang-15:clang-15 llvm-spirv-15:llvm-spirv-15 spirv-dis:spirv-tools glslangValidator:glslang-tools
  eu-elflint:elfutils eu-strip:elfutils readelf:binutils objcopy:binutils strip:binutils gdb:gdb
  gcc:gcc gcc-12:gcc-12 x86_64-linux-gnu-accel-amdgcn-amdhsa-gcc-12:gcc-12-offload-amdgcn as:binutils ld:binutils /usr/bin/time:time node:nodejs
)
missing=()
for p in "${pairs[@]}"; do
  tool=${p%%:*} pkg=${p#*:}
  command -v "$tool" >/dev/null 2>&1 || missing+=("$pkg")
done
# Not tools: the headers cgo builds compile against (passes/compress uses libzstd and
# libdeflate).
[ -e /usr/include/zstd.h ] || missing+=(libzstd-dev)
[ -e /usr/include/libdeflate.h ] || missing+=(libdeflate-dev)
[ ${#missing[@]} -eq 0 ] && exit 0
mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
echo "installing outside tools: ${missing[*]}"
sudo=""
if [ "$(id -u)" != 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo="sudo -n"; else
    echo "not root: install these Debian packages yourself: ${missing[*]}" >&2; exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
