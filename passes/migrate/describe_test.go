package migrate_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"hdwarf/dw"
	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/frame"
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
	dwf, err := dwarf.Load(f)
	if err != nil {
		t.Fatal(err)
	}
	units, err := dwf.Units(".debug_info")
	if err != nil {
		t.Fatal(err)
	}
	names := map[uint64]string{}
	var die dwarf.DIE
	for _, u := range units {
		r := dwf.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev != nil {
				names[die.Off] = fmt.Sprintf("%v %s", die.Abbrev.Tag, dieName(dwf, &die))
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
	if dwf.Sec(".debug_loclists") != nil {
		if llHeaders, err = dwf.ListsHeaders(".debug_loclists"); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range units {
		ctx := expr.Context{AddrSize: u.AddrSize, OffsetSize: u.OffsetSize(), ByteOrder: dwf.ByteOrder, Version: u.Version}
		ops := func(code []byte) string { return describeExpr(t, ctx, d, code, u.Off, name) }
		var llBase uint64
		r := dwf.DIEs(u)
		for r.Next(&die) {
			if die.Abbrev == nil {
				continue
			}
			if f := die.Field(dw.AttrLoclistsBase); f != nil {
				llBase = f.Val
			}
			line := fmt.Sprintf("%*s%s:", 2*die.Depth, "", names[die.Off])
			for _, f := range die.Fields {
				var v string
				isLoc := f.Attr == dw.AttrLocation || f.Attr == dw.AttrFrameBase
				switch {
				case dwarf.IsBlock(f.Form) && isLoc:
					v = "expr(" + ops(f.Block) + ")"
				case dwarf.IsUnitRef(f.Form):
					v = name(u.Off + f.Val)
				case f.Form == dw.FormRefAddr:
					v = name(f.Val)
				case isLoc && (f.Form == dw.FormSecOffset || f.Form == dw.FormLoclistx):
					v = describeList(t, dwf, u, llHeaders, llBase, &f, ops)
				case f.Form == dw.FormString:
					v = fmt.Sprintf("%q", f.Block)
				case f.Attr == dw.AttrLoclistsBase:
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
		if dwf.Sec(sec) == nil {
			continue
		}
		es, err := dwf.Frames(sec)
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
			ctx := frame.Context{AddrSize: e.AddrSize, OffsetSize: osz, ByteOrder: dwf.ByteOrder, Version: e.Version, CodeAlign: e.CodeAlign, DataAlign: e.DataAlign, Dialect: d}
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
	if dwf.Sec(".debug_aranges") != nil {
		sets, err := dwf.Aranges()
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range sets {
			out = append(out, fmt.Sprintf("aranges for unit %s", names[s.InfoOff+uint64(unitHeaderSize(units, s.InfoOff))]))
		}
	}
	if dwf.Sec(".debug_pubnames") != nil {
		sets, err := dwf.Pubs(".debug_pubnames")
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

func describeList(t *testing.T, dwf *dwarf.File, u *dwarf.Unit, hs []dwarf.ListsHeader, base uint64, f *dwarf.Field, ops func([]byte) string) string {
	var r *dwarf.ListReader
	data := dwf.Sec(".debug_loclists")
	switch {
	case u.Version < 5:
		r = dwarf.NewLocReader(dwf.Sec(".debug_loc").Data, dwf.ByteOrder, f.Val, u.AddrSize)
	default:
		off := f.Val
		i := sort.Search(len(hs), func(i int) bool { return hs[i].End > off })
		if f.Form == dw.FormLoclistx {
			i = sort.Search(len(hs), func(i int) bool { return hs[i].End > base })
			rel, _ := hs[i].OffsetEntry(data.Data, dwf.ByteOrder, f.Val)
			off = hs[i].Base + rel
		}
		r = dwarf.NewLoclistsReader(data.Data, dwf.ByteOrder, &hs[i], off)
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

func dieName(dwf *dwarf.File, e *dwarf.DIE) string {
	if f := e.Field(dw.AttrName); f != nil && f.Form == dw.FormString {
		return string(f.Block)
	}
	return ""
}
