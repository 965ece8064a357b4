//go:build linux

package elfrw

import (
	"os"
	"syscall"
)

// mapFile maps the first size bytes of fd read-only, so that unchanged sections are never
// copied.
func mapFile(fd *os.File, size int) ([]byte, error) {
	return syscall.Mmap(int(fd.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
}

func unmapFile(b []byte) error { return syscall.Munmap(b) }

// dropPages tells the kernel the mapped pages of b will not be read again soon; they come
// back from the page cache if they are.
func dropPages(b []byte) { _ = syscall.Madvise(b, syscall.MADV_DONTNEED) }
