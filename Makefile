# hdwarf build, test and benchmark targets. `make check` is what CI runs.
GO       ?= go
BIN      := bin/hdwarf
# The release tag at HEAD, whatever its spelling (Go's build info shows only vX.Y.Z tags and
# shows v0.0.0-<date>-<hash> otherwise); "-dirty" when the tree has changes.
RELEASE_TAG := $(shell git describe --tags --exact-match --dirty 2>/dev/null)
GOFLAGS_BUILD := -buildvcs=true -trimpath -ldflags "-X main.releaseTag=$(RELEASE_TAG)"

# zstd and zlib compression link the system libzstd and libdeflate through cgo (Debian's
# libzstd-dev, libdeflate-dev). Where gcc or a header is missing, build without cgo (the pure-Go
# encoders) instead of failing. Evaluated when each command runs, so that `make check` sees what `oracles` installed.
ifeq ($(origin CGO_ENABLED),undefined)
export CGO_ENABLED = $(shell command -v gcc >/dev/null 2>&1 && [ -e /usr/include/zstd.h ] && [ -e /usr/include/libdeflate.h ] && echo 1 || echo 0)
endif

.PHONY: build test check oracles vet fuzz bench demo clean

build:
	$(GO) build $(GOFLAGS_BUILD) -o $(BIN) ./cmd/hdwarf

test:
	$(GO) test ./...

oracles:
	./scripts/install-oracles.sh

# vet also builds for other systems, which read inputs without mmap (elfrw/mmap_other.go).
vet:
	$(GO) vet ./...
	GOOS=darwin CGO_ENABLED=0 $(GO) build ./...
	GOOS=windows CGO_ENABLED=0 $(GO) build ./...
	@test -z "$$(gofmt -l .)" || { gofmt -l .; echo "gofmt needed"; exit 1; }

fuzz:
	./scripts/fuzz-all.sh

# Fuzz first, so that the last line CI prints is the test summary.
check: oracles vet build fuzz
	./scripts/test-all.sh

# Go benchmarks of every package, and the peer comparisons in cmd/hdwarf (hdwarf against
# llvm-objcopy-22 and objcopy as processes on a generated 1 GiB file: wall time and peak RSS).
bench: build oracles
	HDWARF_BENCH_MB=$${HDWARF_BENCH_MB:-1024} $(GO) test -run '^$$' -bench . -benchmem -benchtime 1x -timeout 60m ./...

demo: build
	./scripts/demo.sh

clean:
	rm -rf bin
