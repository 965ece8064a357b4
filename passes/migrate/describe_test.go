package migrate_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"hdwarf/dwarfenc"
	"hdwarf/dwarfenc/expr"
	"hdwarf/dwarfenc/frame"
	"hdwarf/elfrw"
	"hdwarf/sections/dwarf"
)

// describe prints what the DWARF of an ELF file means, independent of layout: every DIE with
// its attributes, where references are shown as the name of the DIE they point at, location
// expressions (inline and in lists) as operations decoded under dialect d with the
// DW_OP_LLVM_user prefix dropped (so that a legacy operation and its user form print the
// same), CFI entries with their instructions, and the index sections' units by name.
func describe(t *testing.T, path string, d expr.Dialect) []string {
	t.Helper()
	f, err := elfrw.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	dw, err := dwarf.Load(f)
	if err != nil {
		t.Fatal(err)
	}
	units, err := dw.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	names := map[uint64]string{}
	var die dwarf.DIE
	for _, u := range units {
		r := dw.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev != nil {
				names[die.Off] = fmt.Sprintf("%v %s", die.Abbrev.Tag, dieName(dw, &die))
			}
		}
		if r.Err() != nil {
			t.Fatal(r.Err())
		}
	}
	name := func(off uint64) string {
		if n, ok := names[off]; ok {
			return "->" + n
		}
		return fmt.Sprintf("->nothing at 0x%x", off)
	}
	var out []string
	var llHeaders []dwarf.ListsHeader
	if dw.Sec(".debug_loclists") != nil {
		if llHeaders, err = dw.ListsHeaders(".debug_loclists"); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range units {
		ctx := expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: dw.ByteOrder, Version: u.Version}
		ops := func(code []byte) string { return describeExpr(t, ctx, d, code, u.Off, name) }
		var llBase uint64
		r := dw.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			if f := die.Field(dwarfenc.AttrLoclistsBase); f != nil {
				llBase = f.Val
			}
			line := fmt.Sprintf("%*s%s:", 2*die.Depth, "", names[die.Off])
			for _, f := range die.Fields {
				var v string
				isLoc := f.Attr == dwarfenc.AttrLocation || f.Attr == dwarfenc.AttrFrameBase
				switch {
				case dwarf.IsBlock(f.Form) && isLoc:
					v = "expr(" + ops(f.Block) + ")"
				case dwarf.IsUnitRef(f.Form):
					v = name(u.Off + f.Val)
				case f.Form == dwarfenc.FormRefAddr:
					v = name(f.Val)
				case isLoc && (f.Form == dwarfenc.FormSecOffset || f.Form == dwarfenc.FormLoclistx):
					v = describeList(t, dw, u, llHeaders, llBase, &f, ops)
				case f.Form == dwarfenc.FormString:
					v = fmt.Sprintf("%q", f.Block)
				case f.Attr == dwarfenc.AttrLoclistsBase:
					v = "base"
				default:
					v = fmt.Sprintf("%v 0x%x %x", f.Form, f.Val, f.Block)
				}
				line += fmt.Sprintf(" %v=%s", f.Attr, v)
			}
			out = append(out, line)
		}
	}
	for _, sec := range []string{".debug_frame", ".eh_frame"} {
		if dw.Sec(sec) == nil {
			continue
		}
		es, err := dw.Frames(sec)
		if err != nil {
			t.Fatal(err)
		}
		cies := map[uint64]int{}
		for i, e := range es {
			if e.Terminator {
				continue
			}
			osz := 4
			if e.Format64 {
				osz = 8
			}
			line := sec + " "
			if e.IsCIE {
				cies[e.Off] = i
				line += fmt.Sprintf("CIE %d %q", i, e.Augmentation)
			} else {
				line += fmt.Sprintf("FDE of CIE %d", cies[e.CIE])
			}
			ctx := frame.Context{AddrSize: e.AddrSize, OffsetSize: osz, ByteOrder: dw.ByteOrder, Version: e.Version, CodeAlign: e.CodeAlign, DataAlign: e.DataAlign, Dialect: d}
			ins, err := frame.Decode(ctx, e.Insns)
			if err != nil {
				t.Fatalf("%s %v: %v", sec, &e, err)
			}
			for _, in := range ins {
				if in.Op == frame.OpNop {
					continue // padding may absorb a rewrite
				}
				line += fmt.Sprintf("; %v %v", in.Op, in.Args)
				if in.Expr != nil {
					line += " (" + describeExpr(t, ctx.ExprContext(), d, in.Expr, 0, nil) + ")"
				}
			}
			out = append(out, line)
		}
	}
	if dw.Sec(".debug_aranges") != nil {
		sets, err := dw.Aranges()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sets {
			out = append(out, fmt.Sprintf("aranges for unit %s", names[s.InfoOff+uint64(unitHeaderSize(units, s.InfoOff))]))
		}
	}
	if dw.Sec(".debug_pubnames") != nil {
		sets, err := dw.Pubs(".debug_pubnames")
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sets {
			for _, e := range s.Entries {
				sizeOK := false
				for _, u := range units {
					sizeOK = sizeOK || (u.Off == s.InfoOff && u.End-u.Off == s.InfoLen)
				}
				out = append(out, fmt.Sprintf("pubname %s %s (unit size right: %v)", e.Name, name(s.InfoOff+e.DIE), sizeOK))
			}
		}
	}
	return out
}

// unitHeaderSize is the size of the header of the unit at off (0 when there is none).
func unitHeaderSize(units []*dwarf.Unit, off uint64) int {
	for _, u := range units {
		if u.Off == off {
			return int(u.DIEOff - u.Off)
		}
	}
	return 0
}

func describeExpr(t *testing.T, ctx expr.Context, d expr.Dialect, code []byte, unit uint64, name func(uint64) string) string {
	ops, err := expr.Decode(ctx, d, code)
	if err != nil {
		return fmt.Sprintf("%v", err)
	}
	idx := map[int]int{}
	for i, o := range ops {
		idx[o.Offset] = i
	}
	idx[len(code)] = len(ops)
	var parts []string
	for _, o := range ops {
		s := strings.TrimPrefix(o.Name(), "DW_OP_LLVM_user ")
		for i, k := range o.Kinds() {
			switch {
			case k == expr.KindBranch:
				s += fmt.Sprintf(" to op %d", idx[int(o.Args[i])])
			case name != nil && (k == expr.KindRefCU2 || k == expr.KindRefCU4 || (k == expr.KindBaseType && o.Args[i] != 0)):
				s += " " + name(unit+o.Args[i])
			case name != nil && k == expr.KindRefAddr:
				s += " " + name(o.Args[i])
			case k == expr.KindBlock || k == expr.KindRest:
				s += fmt.Sprintf(" %x", o.Block)
			default:
				s += fmt.Sprintf(" %d", o.Args[i])
			}
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, ", ")
}

func describeList(t *testing.T, dw *dwarf.File, u *dwarf.Unit, hs []dwarf.ListsHeader, base uint64, f *dwarf.Field, ops func([]byte) string) string {
	var r *dwarf.ListReader
	data := dw.Sec(".debug_loclists")
	switch {
	case u.Version < 5:
		r = dwarf.NewLocReader(dw.Sec(".debug_loc").Data, dw.ByteOrder, f.Val, u.AddrSize)
	default:
		off := f.Val
		i := sort.Search(len(hs), func(i int) bool { return hs[i].End > off })
		if f.Form == dwarfenc.FormLoclistx {
			i = sort.Search(len(hs), func(i int) bool { return hs[i].End > base })
			rel, _ := hs[i].OffsetEntry(data.Data, dw.ByteOrder, f.Val)
			off = hs[i].Base + rel
		}
		r = dwarf.NewLoclistsReader(data.Data, dw.ByteOrder, &hs[i], off)
	}
	s := "list["
	var e dwarf.ListEntry
	for r.Next(&e) {
		s += fmt.Sprintf(" %d %v", e.Kind, e.Args)
		if e.HasExpr {
			s += " (" + ops(e.Expr) + ")"
		}
		if e.IsEnd() {
			break
		}
	}
	if r.Err() != nil {
		t.Fatal(r.Err())
	}
	return s + " ]"
}

func dieName(dw *dwarf.File, e *dwarf.DIE) string {
	if f := e.Field(dwarfenc.AttrName); f != nil && f.Form == dwarfenc.FormString {
		return string(f.Block)
	}
	return ""
}
