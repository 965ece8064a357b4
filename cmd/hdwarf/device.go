package main

import (
	"fmt"

	"hdwarf/elfrw"
	"hdwarf/passes/device"
)

// withDevice runs edit on f, then on every GPU code object f carries in offload containers
// (.hip_fatbin bundles, compressed or not), which are laid out again. Where a segment loads
// the containers' section, it keeps its size: standard error says how many bytes are zeros.
func withDevice(e *env, in string, f *elfrw.File, edit func(*elfrw.File) error) error {
	if err := edit(f); err != nil {
		return err
	}
	st, err := device.Rewrite(f, func(_ string, co *elfrw.File) error { return edit(co) }, device.Options{})
	if err != nil {
		return err
	}
	if st.Padded > 0 && st.Used < st.After && !e.quiet {
		fmt.Fprintf(e.stderr, "hdwarf: %s: note: device code objects take %d of %d bytes in the loaded offload section(s); a segment maps them, so the rest is zeros (the section keeps its size)\n", in, st.Used, st.After)
	}
	if st.Kept > 0 && !e.quiet {
		fmt.Fprintf(e.stderr, "hdwarf: %s: note: %d offload container(s) left as they were: rewritten, they would not fit their place in the section\n", in, st.Kept)
	}
	return nil
}
