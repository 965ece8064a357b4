package regs

import (
	"strings"
	"testing"
)

// TestBothWays checks that every printed name is also a name Number knows, with the same
// number, and that no alias takes a printed name's place.
func TestBothWays(t *testing.T) {
	for arch, tab := range map[string]*Table{"x86-64": X86_64, "i386": I386, "arm": ARM, "aarch64": AArch64, "xtensa": Xtensa} {
		for n, name := range tab.names {
			got, ok := tab.Number(strings.ToLower(name))
			if !ok || got != n {
				t.Errorf("%s: %s is %d, Number gives %d, %v", arch, name, n, got, ok)
			}
		}
	}
	for _, c := range []struct {
		tab  *Table
		name string
		want uint64
	}{
		{X86_64, "rbp", 6}, {X86_64, "r9d", 9}, {X86_64, "xmm17", 68}, {X86_64, "mmx2", 43},
		{I386, "ebp", 5}, {I386, "mm1", 30}, {ARM, "pc", 15}, {AArch64, "lr", 30}, {Xtensa, "sp", 1},
	} {
		if got, ok := c.tab.Number(c.name); !ok || got != c.want {
			t.Errorf("%s = %d, %v; want %d", c.name, got, ok, c.want)
		}
	}
	if X86_64.Name(6) != "RBP" || X86_64.Name(67) != "XMM16" || I386.Name(9) != "EFLAGS" || len(ARM.names) > 0 {
		t.Errorf("printed names: %q %q %q %v", X86_64.Name(6), X86_64.Name(67), I386.Name(9), len(ARM.names) > 0)
	}
}
