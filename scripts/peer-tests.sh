#!/bin/sh
# Runs GNU binutils' and LLVM's own objcopy/strip tests against hdwarf linked as objcopy and
# strip, and prints the counts (docs/reference.md records them):
#   binutils 2.40: binutils/testsuite/binutils-all/{,x86-64/}*.d with #PROG: objcopy or strip,
#     judged as DejaGnu's run_dump_test judges them; tests GNU's own 2.40 fails here (objcopy.exp
#     runs those for other targets or under other names) and tests using options hdwarf refuses
#     are skipped and named.
#   LLVM: llvm/test/tools/llvm-objcopy/ELF/*.test, each llvm-objcopy/llvm-strip call run by
#     llvm-objcopy-22 and by hdwarf on the same input; "as-gnu" is a call where hdwarf differs
#     from LLVM and does what GNU's program does.
# The sources come from Debian's source packages (a deb-src line for bookworm is added when
# missing) into a cache outside the repository, fetched once: $HDWARF_PEER_CACHE, by default
# $HOME/.cache/hdwarf-peer. Needs: as, readelf, objdump, nm (binutils), yaml2obj-22,
# llvm-objcopy-22, llvm-strip-22, llvm-readobj-22 (llvm-22), dpkg-dev, go.
# Usage: scripts/peer-tests.sh [-v] [binutils|llvm]   (-v: one line per test)
set -eu
verbose=0
if [ "${1:-}" = -v ]; then verbose=1; shift; fi
suites=${1:-"binutils llvm"}
repo=$(cd "$(dirname "$0")/.." && pwd)
cache=${HDWARF_PEER_CACHE:-$HOME/.cache/hdwarf-peer}
mkdir -p "$cache"

need() {
	for t in "$@"; do
		command -v "$t" >/dev/null 2>&1 || { echo "peer-tests: $t is not installed (apt-get install binutils llvm-22 dpkg-dev)" >&2; exit 1; }
	done
}
need as readelf objdump nm go dpkg-source

# A deb-src line for bookworm, read from its own list so that nothing else is touched.
srclist=/etc/apt/sources.list.d/hdwarf-peer-src.sources
ensure_src() {
	if apt-cache showsrc binutils 2>/dev/null | grep -q '^Package: binutils'; then return; fi
	if [ ! -e "$srclist" ]; then
		[ "$(id -u)" = 0 ] || { echo "peer-tests: add a deb-src line for bookworm (see $0) or run as root" >&2; exit 1; }
		printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' >"$srclist"
	fi
	apt-get update -o Dir::Etc::sourcelist="$srclist" -o Dir::Etc::sourceparts=- -o APT::Get::List-Cleanup=0 >/dev/null
}

# fetch PACKAGE PATTERN...: the source package's upstream tarball, once, and the parts named.
fetch() {
	pkg=$1; shift
	if ! ls "$cache"/${pkg}_*.orig.tar.* >/dev/null 2>&1; then
		ensure_src
		(cd "$cache" && apt-get source --download-only "$pkg" >/dev/null 2>&1)
	fi
	tarball=$(ls "$cache"/${pkg}_*.orig.tar.* | head -1)
	stamp="$cache/.extracted-$pkg"
	if [ ! -e "$stamp" ]; then
		(cd "$cache" && tar -xf "$tarball" --wildcards "$@") && touch "$stamp"
	fi
}

bin="$cache/bin"
mkdir -p "$bin/hdwarf" "$bin/gnu"
(cd "$repo" && go build -o "$bin/hdwarf-exe" ./cmd/hdwarf && go build -o "$bin/peertest" ./scripts/peertest)
for p in objcopy strip; do
	ln -sf "$bin/hdwarf-exe" "$bin/hdwarf/$p"
	ln -sf "$(command -v $p)" "$bin/gnu/$p"
done

report() {
	if [ $verbose = 1 ]; then cat; else tail -n 1; fi
}

for suite in $suites; do
	case $suite in
	binutils)
		fetch binutils 'binutils-*/binutils/testsuite/*'
		ts=$(ls -d "$cache"/binutils-*/binutils/testsuite | head -1)
		"$bin/peertest" -suite binutils -src "$ts" -bin "$bin/hdwarf" -ref "$bin/gnu" | report
		;;
	llvm)
		need yaml2obj-22 llvm-objcopy-22 llvm-strip-22 llvm-readobj-22
		pkg=
		for n in 22 21 20 19 18 17 16 15; do
			if ls "$cache"/llvm-toolchain-${n}_*.orig.tar.* >/dev/null 2>&1; then pkg=llvm-toolchain-$n; break; fi
		done
		if [ -z "$pkg" ]; then
			ensure_src
			for n in 22 21 20 19 18 17 16 15; do
				if apt-cache showsrc llvm-toolchain-$n 2>/dev/null | grep -q '^Package:'; then pkg=llvm-toolchain-$n; break; fi
			done
		fi
		[ -n "$pkg" ] || { echo "peer-tests: no llvm-toolchain source package found" >&2; exit 1; }
		fetch "$pkg" '*/llvm/test/tools/llvm-objcopy/ELF/*'
		dir=$(ls -d "$cache"/llvm-toolchain-*/llvm/test/tools/llvm-objcopy/ELF | head -1)
		"$bin/peertest" -suite llvm -src "$dir" -bin "$bin/hdwarf" | report
		;;
	*)
		echo "peer-tests: unknown suite $suite (binutils or llvm)" >&2
		exit 2
		;;
	esac
done
