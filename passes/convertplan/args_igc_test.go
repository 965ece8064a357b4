package convertplan

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/zeinfo"
)

// argFigures are the kernel arguments of one kernel or of all, against IGC's DWARF.
type argFigures struct {
	located int // arguments IGC locates
	ours    int // of them, located by ours
	same    int // of them, at the same storage on every lane where both locate them
	differ  int // of them, at other storage (listed)
}

func (f *argFigures) add(g argFigures) {
	f.located += g.located
	f.ours += g.ours
	f.same += g.same
	f.differ += g.differ
}

// compareArgs converts one kernel with the zebin's whole .ze_info, so that its arguments get
// their payload places, and evaluates each argument IGC locates against IGC's location on
// every lane (the links' comparison leaves them to the payload inputs). Without a zebin beside
// the dump there is nothing to place them by: zero figures.
func compareArgs(t *testing.T, d *Dump, blob visadwarf.Blob, base, platform string) (argFigures, []string) {
	zf, err := elfrw.Open(d.Dir + ".zebin")
	if err != nil {
		return argFigures{}, nil
	}
	zi, err := zeinfo.Of(zf)
	zf.Close()
	if err != nil || zi == nil {
		return argFigures{}, nil
	}
	var major, minor int
	if _, err := fmt.Sscanf(zi.Version, "%d.%d", &major, &minor); err == nil && major == 1 && minor < 38 && strings.HasSuffix(d.Dir, ".O0") {
		// IGC 12504 (.ze_info before 1.38) -O0: its arguments' frame homes are placed in the
		// whole zebin's conversion (TestArgumentHome), not in this per-kernel one.
		return argFigures{}, nil
	}
	_, p, kr, simd := convertKernel(t, d, blob, base, platform, zi)
	ours := map[string]visadwarf.ArgReport{}
	for _, a := range kr.Args {
		ours[a.Name] = a
	}
	var out argFigures
	var msgs []string
	for _, v := range igcVars(t, base+".elf") {
		if !v.param || v.key.Function != kr.Name || v.key.Inlined != "" || v.loc == nil && v.list == nil {
			continue
		}
		a, ok := ours[v.key.Name]
		if !ok {
			continue // not one of the kernel's arguments
		}
		out.located++
		if !a.Located || len(a.Entries) == 0 {
			msgs = append(msgs, fmt.Sprintf("%s: argument %s not located: %s", filepath.Base(d.Dir), v.key.Name, a.Why))
			continue
		}
		out.ours++
		l := visadwarf.LinkReport{Link: visalink.Link{Key: v.key}, Entries: a.Entries}
		c, msg, n := classifyLink(v, l, gpu{simd, p.GRFBytes})
		if c == classSame && n > 0 {
			out.same++
			continue
		}
		out.differ++
		msgs = append(msgs, fmt.Sprintf("%s: argument %s: %s (%d lane evaluations)", filepath.Base(d.Dir), v.key.Name, msg, n))
	}
	return out, msgs
}
