//go:build unix

package visadwarf

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system, all threads): on a machine
// shared with other work it measures the conversion's cost where wall time also measures the
// neighbours'.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
