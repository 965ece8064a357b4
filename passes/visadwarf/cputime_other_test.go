//go:build !unix

package visadwarf

import "time"

// cpuTime is not measured here: the scaling checks fall back to wall time.
func cpuTime() time.Duration { return 0 }
