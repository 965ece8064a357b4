//go:build linux

package main

import (
	"os"
	"syscall"
	"time"
)

// fileOwner returns the owner and group of a file that --in-place keeps.
func fileOwner(fi os.FileInfo) (uid, gid int, ok bool) {
	s, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, 0, false
	}
	return int(s.Uid), int(s.Gid), true
}

// fileLinks returns the number of hard links to a file (1 when unknown).
func fileLinks(fi os.FileInfo) uint64 {
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(s.Nlink)
	}
	return 1
}

// statAtime returns a file's access time (-p keeps it), or its modification time.
func statAtime(fi os.FileInfo) time.Time {
	if s, ok := fi.Sys().(*syscall.Stat_t); ok {
		return time.Unix(s.Atim.Sec, s.Atim.Nsec)
	}
	return fi.ModTime()
}
