//go:build linux

package migrate

import "syscall"

// adviseHugePages asks for transparent huge pages; advice only: where the kernel does not
// follow it, nothing changes.
func adviseHugePages(b []byte) { _ = syscall.Madvise(b, syscall.MADV_HUGEPAGE) }
