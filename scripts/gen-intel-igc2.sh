#!/usr/bin/env bash
# Makes the IGC 2.x zebins in testdata/igc2/ from its OpenCL C kernels (vectors.cl: float4,
# struct, uint8/float8 locals; simd32.cl: intel_reqd_sub_group_size(32); stackcall.cl: a
# noinline helper; wide8.cl: uint8/float8 locals kept whole; and testdata/src's mixed.cl,
# types.cl, scopes.cl), with today's Intel compiler
# (ocloc 26.x, IGC 2.x) from Debian sid (two runs need not give the same bytes):
#   NAME.DEVICE.O0.zebin   ocloc -options "-g -cl-opt-disable"
#   NAME.DEVICE.O2.zebin   ocloc -options "-g"        (optimized)
# for DEVICE tgllp dg2 mtl pvc bmg lnl ptl cri. IGC 2.x writes its DWARF into the zebin itself.
# Needs root: the compiler runs in a Debian sid chroot, made on first use:
#   debootstrap --variant=minbase sid SID MIRROR, then intel-ocloc libigc2 libigdfcl2 installed.
# Usage: SID=/path/to/chroot scripts/gen-intel-igc2.sh [OUTDIR]   (default testdata/igc2;
#        MIRROR defaults to http://deb.debian.org/debian). Prints the package versions used.
# DEVICES="bmg ptl" builds for those devices only (default the eight above), KERNELS="inlined"
# those sources only (default every .cl); KEEP_DUMP=DIR
# also keeps each build's IGC dump (IGC_ShaderDumpEnable=1) as DIR/NAME.DEVICE.OPT/, with the
# zebin beside it as DIR/NAME.DEVICE.OPT.zebin (what convert --igc-dump reads). The /proc,
# /dev and /sys bind mounts it makes in SID are undone on exit.
set -euo pipefail
sid=${SID:?set SID to a directory for the Debian sid chroot}
mirror=${MIRROR:-http://deb.debian.org/debian}
src=$(cd "$(dirname "$0")/../testdata/igc2" && pwd)
out=${1:-$src}
mkdir -p "$out"; out=$(cd "$out" && pwd)
pkgs=(intel-ocloc libigc2 libigdfcl2)
if [ ! -d "$sid/etc/apt" ]; then
  debootstrap --variant=minbase sid "$sid" "$mirror"
fi
mounted=()
unmount() { for m in ${mounted[@]+"${mounted[@]}"}; do umount "$sid/$m"; done; }
trap unmount EXIT
for m in proc dev sys; do
  if ! mountpoint -q "$sid/$m"; then mount --bind "/$m" "$sid/$m"; mounted+=("$m"); fi
done
if ! chroot "$sid" sh -c 'command -v ocloc' >/dev/null; then
  cp /etc/resolv.conf "$sid/etc/resolv.conf"
  # sid's Release file may be past its Valid-Until on a frozen mirror.
  echo 'Acquire::Check-Valid-Until "false";' > "$sid/etc/apt/apt.conf.d/99novalid"
  chroot "$sid" apt-get update -qq
  chroot "$sid" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${pkgs[@]}"
fi
chroot "$sid" dpkg-query -W "${pkgs[@]}"
# A fixed cwd inside the chroot makes DW_AT_comp_dir /src/kernels whatever the host path.
mkdir -p "$sid/src/kernels"
work=$(mktemp -d "$sid/tmp/igc2.XXXXXX"); inwork=${work#"$sid"}
trap 'rm -rf "$work"; unmount' EXIT
devices=${DEVICES:-tgllp dg2 mtl pvc bmg lnl ptl cri}
dumpenv=()
if [ -n "${KEEP_DUMP:-}" ]; then
  mkdir -p "$KEEP_DUMP"; KEEP_DUMP=$(cd "$KEEP_DUMP" && pwd)
  dumpenv=(IGC_ShaderDumpEnable=1 "IGC_DumpToCustomDir=$inwork/dump")
fi
# Also three kernels of the IGC 12504 corpus (testdata/src): mixed.cl (short, char, long and
# float locals), types.cl (structs, a __local pointer), scopes.cl (a loop four blocks deep,
# __local arrays); and testdata/src/globals.cl (program-scope __constant and __global
# variables, OpenCL C 3.0), built only when KERNELS names it. A source's first line
# "// ocloc options: ..." adds those options to both builds.
for cl in "$src"/*.cl "$src"/../src/{mixed,types,scopes,globals}.cl; do
  name=$(basename "$cl" .cl)
  if [ -z "${KERNELS:-}" ] && [ "$name" = globals ]; then continue; fi
  case " ${KERNELS:-$name} " in *" $name "*) ;; *) continue ;; esac
  extra=$(sed -n '1s|^// ocloc options: ||p' "$cl")
  cp "$cl" "$sid/src/kernels/$name.cl"
  for dev in $devices; do
    for opt in O0 O2; do
      flags=-g; [ $opt = O0 ] && flags="-g -cl-opt-disable"
      [ -n "$extra" ] && flags="$flags $extra"
      rm -rf "$work/bin" "$work/dump"; mkdir "$work/bin"
      chroot "$sid" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 ${dumpenv[@]+"${dumpenv[@]}"} \
        sh -c "cd /src/kernels && ocloc compile -q -file $name.cl -device $dev --format zebin -options '$flags' -output $inwork/bin/prog" \
        >"$work/log" 2>&1 || { echo "ocloc failed: $name $dev $opt" >&2; tail -5 "$work/log" >&2; exit 1; }
      cp "$work"/bin/prog*.bin "$out/$name.$dev.$opt.zebin"
      if [ -n "${KEEP_DUMP:-}" ]; then
        rm -rf "$KEEP_DUMP/$name.$dev.$opt"; cp -r "$work/dump" "$KEEP_DUMP/$name.$dev.$opt"
        cp "$out/$name.$dev.$opt.zebin" "$KEEP_DUMP/$name.$dev.$opt.zebin"
      fi
    done
  done
done
