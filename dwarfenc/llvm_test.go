package dwarfenc

import (
	"strings"
	"testing"

	"hdwarf/internal/oracle"
)

const dwarfdump = "llvm-dwarfdump-22"

// TestLLVMVerify writes the sample in every layout and option set and has llvm-dwarfdump
// verify and dump it.
func TestLLVMVerify(t *testing.T) {
	oracle.Want(t, dwarfdump)
	dir := t.TempDir()
	for _, l := range allLayouts() {
		for _, o := range allOptions {
			t.Run(l.String()+"-"+o.name, func(t *testing.T) {
				secs, err := buildSample(l.config(o)).Finish()
				if err != nil {
					t.Fatal(err)
				}
				p := writeObject(t, l, secs, dir, l.String()+"-"+o.name+".o")
				out, errOut, err := oracle.RunErr(t, dwarfdump, "--verify", p)
				if err != nil || !strings.Contains(out, "No errors.") {
					t.Fatalf("verify %s: %v\n%s\n%s", p, err, out, errOut)
				}
				out, errOut, err = oracle.RunErr(t, dwarfdump, "--debug-info", "--debug-types", "--debug-line",
					"--debug-loclists", "--debug-loc", "--debug-rnglists", "--debug-ranges", "--debug-aranges",
					"--debug-addr", "--debug-str-offsets", p)
				if err != nil || errOut != "" {
					t.Fatalf("dump %s: %v\n%s", p, err, errOut)
				}
				if o.addrIndex && l.version >= 5 && !strings.Contains(out, "DW_AT_location\t(DW_OP_addrx 0x0)") {
					t.Errorf("dump of %s lacks the DW_OP_addrx location of g", p)
				}
				for _, bad := range []string{"decoding error", "error:", "warning:", "<invalid"} {
					if strings.Contains(out, bad) {
						t.Errorf("dump of %s contains %q:\n%s", p, bad, out)
					}
				}
			})
		}
	}
}
