package convertplan

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/internal/oracle"
	"hdwarf/passes/visadwarf"
	"hdwarf/sections/spirv"
)

// At -O0 a kernel argument lives in its payload register until the prolog stores it into its
// frame slot, and in the slot from there on (what the program reads, where a debugger's write
// takes effect). In scopes.dg2 (-O0) each argument's list is register entries, then slot
// entries from a boundary on to the end of the kernel, and iga64 shows the instruction right
// before the boundary is the store: an a64 scattered write (send).
func TestArgumentHome(t *testing.T) {
	dir := filepath.Join(igcDumpDir, "scopes.dg2.O0")
	d, err := ReadDump(dir)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elfrw.ReadBytes(read(t, "igcdump/scopes.dg2.O0.zebin"))
	if err != nil {
		t.Fatal(err)
	}
	spv, err := f.Section(".spv").Data()
	if err != nil {
		t.Fatal(err)
	}
	m, err := spirv.Decode(spv)
	if err != nil {
		t.Fatal(err)
	}
	res, err := visadwarf.Convert(f, visadwarf.Input{Blobs: d.Blobs, Asm: d.Asm, Links: d.Links, Module: m}, visadwarf.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := res.Kernels[0]
	text, err := f.Section(".text." + k.Name).Data()
	if err != nil {
		t.Fatal(err)
	}
	end := uint64(k.Objects[0].End)
	ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: f.ByteOrder, Version: 5}
	mach := expr.RandomMachine(ctx, 1, expr.IntelRegSize(32))
	mach.Lanes = 8
	homes := map[uint64]string{} // boundary -> argument
	for _, a := range k.Args {
		if len(a.Entries) == 0 {
			t.Errorf("%s: no location", a.Name)
			continue
		}
		home := uint64(0)
		for i, e := range a.Entries {
			r, err := expr.Eval(e.Expr, expr.DialectUser, mach)
			if err != nil {
				t.Fatalf("%s: entry %d: %v", a.Name, i, err)
			}
			l, err := r.Location()
			if err != nil {
				t.Fatalf("%s: entry %d: %v", a.Name, i, err)
			}
			switch {
			case l.Kind == expr.LocRegister && home == 0:
			case l.Kind == expr.LocMemory && home == 0 && i > 0:
				home = e.Lo
			case l.Kind == expr.LocMemory && home != 0 && e.Lo == a.Entries[i-1].Hi:
			default:
				t.Errorf("%s: entry %d [%#x, %#x) is %v: want the payload register, then the frame slot to the end", a.Name, i, e.Lo, e.Hi, l)
			}
		}
		if last := a.Entries[len(a.Entries)-1]; home == 0 || last.Hi != end {
			t.Errorf("%s: entries %v: no frame slot from the store to the end (%#x)", a.Name, a.Entries, end)
			continue
		}
		homes[home] = a.Name
	}
	oracle.Want(t, "iga64")
	bin := filepath.Join(t.TempDir(), "scopes.text")
	if err := os.WriteFile(bin, text, 0o644); err != nil {
		t.Fatal(err)
	}
	asm := oracle.Run(t, "iga64", "-d", "-p=12p71", "-Xprint-pc", bin)
	pc := regexp.MustCompile(`^/\* \[([0-9A-F]+)\]`)
	byPC := map[uint64]string{}
	for _, line := range strings.Split(asm, "\n") {
		if mm := pc.FindStringSubmatch(line); mm != nil {
			at, _ := strconv.ParseUint(mm[1], 16, 64)
			byPC[at] = line
		}
	}
	for home, name := range homes {
		store := byPC[home-16]
		if !strings.Contains(store, "send") || !strings.Contains(store, "scattering write") {
			t.Errorf("%s: home from %#x, but the instruction before is not a store: %q", name, home, store)
		}
		t.Logf("%s: frame slot from %#x on, after the store %s", name, home, strings.TrimSpace(store))
	}
	if len(homes) != 3 {
		t.Errorf("%d arguments with a home, want 3", len(homes))
	}
}
