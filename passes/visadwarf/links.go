package visadwarf

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"hdwarf/dw"
	"hdwarf/dw/regs"
	"hdwarf/dwarfenc"
	"hdwarf/expr"
	"hdwarf/internal/geninst"
	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// IGC's frame slots (the private memory of dbg.declare'd variables in programs with stack
// calls) are addressed from the front end's frame pointer FE_FP, a 64-bit byte offset kept
// in the GRF that holds BE_FP (Platform.FEFPByte); the slots start 0x10 above it, past the
// saved FP and return address.
const frameSlotBase = 0x10

// LinkReport is one source variable's storage from IGC's dump (a visalink.Link) with the
// location the conversion made for it: Entries over the object's code, or Why not.
type LinkReport struct {
	visalink.Link
	Entries []LinkEntry
	Why     string
	// Attached: the source variable's DIE (declared from the SPIR-V, or a kernel argument)
	// gets these entries, unless its payload input already locates it.
	Attached bool
	// Payload is the kernel payload input whose bytes Entries read, for a value the blob
	// gives no live intervals (inputSource); "" otherwise.
	Payload string
	// ArgEntries locate a stack-called function's parameter in its argument registers
	// before the prolog's store into its frame slot (Entries, from there on); ArgWhy says
	// why there are none.
	ArgEntries []LinkEntry
	ArgWhy     string
}

// LinkEntry is one location-list entry: code [Lo, Hi) as byte offsets from the start of the
// kernel's code section, and the location expression (the conversion's DWARF version and
// form).
type LinkEntry struct {
	Lo, Hi uint64
	Expr   []byte
}

// objectLinks makes the locations of the links of one object, each over the code of its
// variable's function (funcs by name: the object's own code or a vISA subroutine's; nil
// spans or a function not there: all of the object), and gives them to the kernel's
// arguments that have none yet.
func (lc *locContext) objectLinks(fl *visalink.Function, funcs map[string][]span, args []kernelArg) ([]LinkReport, error) {
	all := []span{{lc.m.start(), lc.m.end()}}
	byDecl := lc.declVars()
	out := make([]LinkReport, 0, len(fl.Links))
	// All links of one source variable (a value in several places over the code) make one
	// location list on its DIE, in the order of the variables' first links. The variables
	// are numbered: the unit's locals by their DIE's number, then the kernel's arguments.
	type variable struct {
		d    *dwarfenc.DIE
		ents []fragEntry
		home bool // a parameter's frame slot from the prolog's store on
		// param is 1 + the index in out of a stack-called function's parameter's
		// frame-slot link (home set): before the store it is in the argument registers.
		param int
		local bool // located in SLM (a Local link)
	}
	vars := make([]variable, 0, len(fl.Links))
	// The links' entries are carved from shared chunks (linkChunk of each kind).
	var rawBuf []fragEntry
	var entBuf []LinkEntry
	nLocal := len(lc.u.localDIEs)
	varOf := make([]int32, nLocal+len(args)) // 1 + index in vars; 0: no link yet
	for li := range fl.Links {
		// Made in place: a report is a few hundred bytes, copied once.
		out = append(out, LinkReport{Link: fl.Links[li]})
		r := &out[len(out)-1]
		l := &r.Link
		scope := funcs[l.Key.Function]
		if scope == nil {
			scope = all
		}
		ents, why, err := lc.linkEntries(l, scope, byDecl)
		if err != nil {
			return nil, fmt.Errorf("%s: %v: %w", l.Where, l.Key, err)
		}
		r.Why = why
		if _, has := byDecl.of(l.Var); !has && len(ents) > 0 && l.Kind == visalink.Register && l.Var2 == "" {
			if in, ok := lc.inputSource(l); ok {
				r.Payload = in.Var
			}
		}
		raw := carve(&rawBuf, len(ents), linkChunk)
		for i, e := range ents {
			raw[i] = fragEntry{locEntry{e.s, lc.c.ea.copy(e.expr)}, l.FragOffset, l.FragSize, pieced(l)}
		}
		if l.FragSize > 0 && len(ents) > 0 {
			if ents, err = lc.fragment(ents, l.FragOffset, l.FragSize, pieced(l)); err != nil {
				return nil, fmt.Errorf("%s: %v: %w", l.Where, l.Key, err)
			}
		}
		base := uint64(lc.o.RelocOffset)
		if len(ents) > 0 {
			r.Entries = carve(&entBuf, len(ents), linkChunk)
		}
		for i, e := range ents {
			r.Entries[i] = LinkEntry{base + uint64(e.s.Lo), base + uint64(e.s.Hi), e.expr}
		}
		if len(ents) > 0 {
			k := LocalKey{Function: l.Key.Function, Name: l.Key.Name, Line: uint32(l.Key.Line), Arg: uint32(l.Key.Arg), Inlined: l.Key.Inlined}
			d, num := lc.u.local(k)
			if d == nil && l.Key.Arg > 0 && l.Key.Function == lc.o.Name {
				// A kernel argument the SPIR-V names no variable for.
				for i := range args {
					if a := &args[i]; a.Index+1 == l.Key.Arg && (a.Name == "" || a.Name == l.Key.Name) {
						d, num = a.die, nLocal+i
						if n, ok := lc.u.localNum[d]; ok {
							num = int(n) // filed under another key too
						}
					}
				}
			}
			switch {
			case d == nil:
				r.Why = "the source tree declares no " + l.Key.String()
			case len(ents) == 0:
				r.Why = "no location inside the code of " + l.Key.Function
			default:
				if v := varOf[num]; v > 0 {
					vars[v-1].ents = append(vars[v-1].ents, raw...)
				} else {
					vars = append(vars, variable{d: d, ents: raw}) // raw is this link's alone: kept without a copy
					varOf[num] = int32(len(vars))
				}
				if l.Kind == visalink.Local {
					vars[varOf[num]-1].local = true
				}
				if homeLink(l) {
					vars[varOf[num]-1].home = true
					if l.Key.Arg > 0 && l.Key.Function != lc.u.job.blob.Info.Objects[0].Name {
						vars[varOf[num]-1].param = len(out)
					}
				}
				r.Attached = true
			}
		}
	}
	var sa *stackArgs // laid out on first use
	for _, v := range vars {
		d := v.d
		if hasLocation(d) && !v.home {
			continue // a kernel argument its payload input locates
		}
		ents, err := lc.joinFragments(v.ents)
		if err != nil {
			return nil, fmt.Errorf("joining the fragments of a variable: %w", err)
		}
		arg := false
		for i := range args {
			if a := &args[i]; a.die == d {
				if len(a.ents) > 0 && len(ents) > 0 {
					// The payload register until the prolog has stored the argument in
					// its home, the home from there on (what the program reads, and
					// where a debugger's write takes effect).
					ents = append(before(a.ents, ents[0].s.Lo), ents...)
				}
				a.locate(lc.list(ents), ents)
				arg = true
				if a.Var == "" {
					a.Var = "dump"
				}
			}
		}
		if !arg && v.param > 0 && len(ents) > 0 {
			// The argument registers until the prolog has stored the parameter in its
			// home, as a kernel's argument is in its payload registers.
			if sa == nil {
				var ps []*visalink.Link
				for _, w := range vars {
					if w.param > 0 {
						ps = append(ps, &out[w.param-1].Link)
					}
				}
				if sa, err = lc.newStackArgs(fl.Links, ps); err != nil {
					return nil, fmt.Errorf("stack-call parameters: %w", err)
				}
			}
			r := &out[v.param-1]
			pre, why, err := lc.argEntries(sa, &r.Link, ents[0].s.Lo)
			if err != nil {
				return nil, fmt.Errorf("%s: %v: %w", r.Where, r.Key, err)
			}
			r.ArgWhy = why
			for _, e := range pre {
				r.ArgEntries = append(r.ArgEntries, LinkEntry{uint64(lc.o.RelocOffset) + uint64(e.s.Lo), uint64(lc.o.RelocOffset) + uint64(e.s.Hi), e.expr})
			}
			ents = append(pre, ents...)
		}
		if !arg {
			d.Add(dw.AttrLocation, dwarfenc.LocListRef(lc.list(ents)))
			if v.local && lc.c.slmAddr && !hasAttr(d, dw.AttrAddressClass) {
				// The address is in SLM, as the IGC of the input marks it.
				d.Add(dw.AttrAddressClass, dwarfenc.Const(dw.FormData1, uint64(dw.AddrClassIntelSLM)))
			}
		}
	}
	return out, nil
}

// before is the part of the entries (in code order) that lies before offset at.
func before(ents []locEntry, at uint32) []locEntry {
	var out []locEntry
	for _, e := range ents {
		if e.s.Lo >= at {
			break
		}
		e.s.Hi = min(e.s.Hi, at)
		out = append(out, e)
	}
	return out
}

// linkChunk is how many location entries of links share one allocation.
const linkChunk = 1024

// declVars finds the blob's variable (an index in the object's Vars) of a .visaasm
// declaration by the declaration's position in the text: a table as long as the
// declarations, where a map of 100k names misses the cache at nearly every lookup.
type declVars struct {
	fn *visaasm.Function
	vi []int // by index in fn.Decls: 1 + the last variable of the blob it declares; 0: none
}

// declVars indexes the blob's variables of the object by their declarations.
func (lc *locContext) declVars() declVars {
	if lc.fn == nil {
		return declVars{}
	}
	dv := declVars{fn: lc.fn, vi: make([]int, len(lc.fn.Decls))}
	for vi := range lc.o.Vars {
		if i, ok := lc.fn.DeclIndex(lc.o.Vars[vi].Name); ok {
			dv.vi[i] = vi + 1
		}
	}
	return dv
}

// of is the blob's variable declared under exactly name (not another spelling of its
// number: the blob's own variables are the ones the links name).
func (dv declVars) of(name string) (int, bool) {
	if dv.fn == nil {
		return 0, false
	}
	i, ok := dv.fn.DeclIndex(name)
	if !ok || dv.fn.Decls[i].Name != name || dv.vi[i] == 0 {
		return 0, false
	}
	return dv.vi[i] - 1, true
}

// hasLocation reports whether d has a DW_AT_location.
func hasLocation(d *dwarfenc.DIE) bool { return hasAttr(d, dw.AttrLocation) }

// hasAttr reports whether d has attribute a.
func hasAttr(d *dwarfenc.DIE, a dw.Attr) bool {
	for _, x := range d.Attrs {
		if x.Attr == a {
			return true
		}
	}
	return false
}

// linkEntries builds the location entries of one link, or says why it has none.
func (lc *locContext) linkEntries(l *visalink.Link, scope []span, byDecl declVars) ([]locEntry, string, error) {
	simd := lc.u.job.simd
	switch l.Kind {
	case visalink.Frame:
		if !lc.befpOK {
			return nil, "the blob gives no BE_FP for the object", nil
		}
		if simd < 1 {
			return nil, "SIMD width unknown", nil
		}
		off := frameSlotBase + l.Offset*int64(simd)
		if l.Size > 1<<20 || off > 1<<30 {
			return nil, fmt.Sprintf("frame slot at %d of %d bytes out of range", l.Offset, l.Size), nil
		}
		if l.From > 0 {
			// A parameter's home holds it once the prolog has stored it there.
			home, ok := lc.m.at(l.From)
			if !ok {
				return nil, fmt.Sprintf("no code after the store of the parameter into its frame slot (vISA id %d)", l.From), nil
			}
			scope = intersectSpans(scope, []span{{home, lc.m.end()}})
		}
		b := &lc.c.eb
		b.Reset()
		b.RegX(regs.IntelGRF(uint64(lc.befp.Reg))).OffsetUconst(uint64(lc.c.plat.FEFPByte)).DerefSize(8).PlusUconst(uint64(off))
		if simd > 1 {
			lc.laneAddress(shape{elemSize: int(l.Size), size: int(l.Size), perLane: true})
		}
		e, err := b.Bytes()
		if err != nil {
			return nil, "", err
		}
		return spanEntries(scope, e), "", nil
	case visalink.Local:
		// One address for every lane and all of the function's code, as IGC gives it.
		if l.Offset < 0 || l.Offset >= 1<<56 {
			return nil, fmt.Sprintf("SLM offset %#x out of range", l.Offset), nil
		}
		b := &lc.c.eb
		b.Reset()
		if lc.c.slmAddr {
			b.Addr(LocalValidBit | uint64(l.Offset)) // the DIE gets DW_AT_address_class (objectLinks)
		} else {
			b.Const(LocalTag | uint64(l.Offset))
		}
		e, err := b.Bytes()
		if err != nil {
			return nil, "", err
		}
		return spanEntries(scope, e), "", nil
	case visalink.Register, visalink.Pointed:
		if l.FragSize > 0 {
			defer func(was bool) { lc.flat = was }(lc.flat)
			lc.flat = true
		}
		if len(l.Elems) > 0 {
			return lc.vectorEntries(l, scope, byDecl)
		}
		vi, ok := byDecl.of(l.Var)
		_, ok2 := byDecl.of(l.Var2)
		if (!ok || l.Var2 != "" && !ok2) && l.Kind == visalink.Register {
			if c, found := lc.copied(l, byDecl); found {
				return lc.linkEntries(&c, scope, byDecl)
			}
		}
		if !ok && l.Kind == visalink.Register && l.Var2 == "" {
			if in, found := lc.inputSource(l); found {
				return lc.inputEntries(&in, scope)
			}
		}
		if !ok {
			return nil, "the blob has no live intervals for " + l.Var, nil
		}
		if l.Var2 != "" {
			ents, why, err := lc.halves(l, scope, byDecl)
			if why != "" || err != nil {
				return nil, why, err
			}
			return lc.valueTail(l, ents)
		}
		if d, ok := lc.fn.Decl(l.Var); ok && d.NumElts > 1 && !lc.perLane(d) {
			// A SIMD32 value is two declarations of 16 lanes each, written by two
			// instructions; one of them alone is not the variable of every lane.
			return nil, fmt.Sprintf("%s holds %d elements, not one per lane of SIMD%d", l.Var, d.NumElts, simd), nil
		}
		v := lc.o.Vars[vi]
		// The variable holds the source variable from the defining instruction on.
		ivs := make([]visa.VISAInterval, 0, len(v.Intervals))
		var writes []uint16 // each interval's first index: where the variable is written
		for _, iv := range v.Intervals {
			if uint32(iv.End) < l.From || l.To != 0 && uint32(iv.Start) >= l.To {
				continue
			}
			writes = append(writes, iv.Start)
			iv.Start = uint16(max(uint32(iv.Start), l.From))
			if l.To != 0 {
				iv.End = uint16(min(uint32(iv.End), l.To-1))
			}
			ivs = append(ivs, iv)
		}
		v.Intervals = ivs
		ents, err := lc.afterWrites(&v, writes, scope)
		if err != nil {
			return nil, "", err
		}
		if len(ents) == 0 {
			return nil, l.Var + " is live in no code from vISA id " + fmt.Sprint(l.From), nil
		}
		if l.Kind == visalink.Pointed {
			// The variable holds each lane's address: the storage is the memory there.
			tail, why, err := lc.addressTail(l)
			if why != "" || err != nil {
				return nil, why, err
			}
			for i := range ents {
				ents[i].expr = append(ents[i].expr, tail...)
			}
		}
		return lc.valueTail(l, ents)
	case visalink.Private:
		return lc.privateEntries(l, scope, byDecl)
	case visalink.Constant:
		end := uint32(math.MaxUint16)
		if l.To != 0 {
			end = l.To - 1
		}
		spans := intersectSpans(lc.m.spans(l.From, end, lc.c.sp), scope)
		if at, ok := lc.m.at(l.To); l.To != 0 && ok {
			// Not past where the code of the variable's next value starts: code the
			// finalizer moved there keeps a lower vISA id (the endif joining a skipped
			// loop's path, where the loop's result, not the constant, is the value).
			spans = intersectSpans(spans, []span{{lc.m.start(), at}})
		}
		if len(spans) == 0 {
			return nil, fmt.Sprintf("no code between vISA ids %d and %d", l.From, end), nil
		}
		b := &lc.c.eb
		b.Reset()
		b.ImplicitValue(l.Bytes)
		e, err := b.Bytes()
		if err != nil {
			return nil, "", err
		}
		return spanEntries(spans, e), "", nil
	}
	return nil, "", fmt.Errorf("unknown link kind %v", l.Kind)
}

// inputSource finds the kernel payload input whose value a Register link's variable is,
// where the blob gives that variable no live intervals (IGC 2.x describes no input the
// kernel's code only copies): the variable itself when it is an .input, or the one input
// that a single full-width mov of the function copies into it (an unsigned element
// zero-extended: lid = zext(%localIdX), mov (M1, 32) V0062 V0063(0,0)<1;1,0>, V0063 an
// alias of the input V0041), read then in the input's element size.
func (lc *locContext) inputSource(l *visalink.Link) (visalink.Link, bool) {
	if lc.fn == nil || l.Add != 0 {
		return visalink.Link{}, false
	}
	if _, ok := lc.fn.Input(l.Var); ok {
		return *l, true
	}
	dst, ok := lc.fn.Decl(l.Var)
	if !ok || !lc.perLane(dst) {
		return visalink.Link{}, false
	}
	writers := lc.writersOf(varRoot(lc.fn, l.Var))
	if len(writers) != 1 {
		return visalink.Link{}, false // written more than once: not one copy's value
	}
	k := sort.Search(len(lc.fn.Insts), func(i int) bool { return lc.fn.Insts[i].Index >= writers[0] })
	if k == len(lc.fn.Insts) {
		return visalink.Link{}, false
	}
	in := &lc.fn.Insts[k]
	if in.Op != "mov" || len(in.Operands) != 2 || in.ExecSize != lc.u.job.simd || !strings.HasPrefix(in.Operands[1], "V") {
		return visalink.Link{}, false
	}
	to, ok1 := visaasm.ParseOperand(in.Operands[0])
	from, ok2 := visaasm.ParseOperand(in.Operands[1])
	if !ok1 || !ok2 || to.Name != l.Var || to.Row != 0 || to.Col != 0 || to.Region != "1" ||
		from.Row != 0 || from.Col != 0 || from.Region != "1;1,0" {
		return visalink.Link{}, false
	}
	src, ok := lc.fn.Decl(from.Name)
	if !ok {
		return visalink.Link{}, false
	}
	if _, off, aliased := src.Aliased(); aliased && off != 0 {
		return visalink.Link{}, false // an alias into the middle of another variable
	}
	root := varRoot(lc.fn, src.Name)
	r, ok := lc.fn.Decl(root)
	if _, in := lc.fn.Input(root); !in || !ok || src.Type.Float() || dst.Type.Float() || src.Type.Size() > dst.Type.Size() ||
		src.Type.Signed() && src.Type.Size() < dst.Type.Size() || r.Type.Size() != src.Type.Size() {
		return visalink.Link{}, false // not the input's value, copied or zero-extended
	}
	out := *l
	out.Var = root
	if src.Type.Size() < dst.Type.Size() || l.AddSize != 0 {
		out.AddSize = src.Type.Size()
		if l.AddSize != 0 {
			out.AddSize = min(out.AddSize, l.AddSize)
		}
	}
	return out, true
}

// inputEntries locates a kernel's payload input (Register link inputSource found) over the
// link's code: each lane's element in the payload bytes its .input names, where the machine
// code leaves them as the thread received them (payloadSpans).
func (lc *locContext) inputEntries(l *visalink.Link, scope []span) ([]locEntry, string, error) {
	in, _ := lc.fn.Input(l.Var)
	d, ok := lc.fn.Decl(l.Var)
	simd := lc.u.job.simd
	if !ok || d.Type.Size() == 0 || int(in.Size) != simd*d.Type.Size() {
		return nil, fmt.Sprintf("the payload input %s is not one element a lane of SIMD%d", l.Var, simd), nil
	}
	if err := lc.loadCode(); err != nil {
		return nil, "", err
	}
	plat := lc.c.plat
	grf := uint32(plat.GRFBytes)
	h := payloadSpans(plat.Encoding, lc.code, grf, lc.m.firstVISA(), plat.PayloadAtEntry, []payloadPart{{in.Offset, in.Offset + in.Size}})[0]
	if !h.ok {
		return nil, l.Var + "'s payload registers: " + h.why, nil
	}
	end := uint32(math.MaxUint16)
	if l.To != 0 {
		end = l.To - 1
	}
	spans := intersectSpans(intersectSpans(lc.m.spans(l.From, end, lc.c.sp), []span{h.s}), scope)
	if len(spans) == 0 {
		return nil, fmt.Sprintf("%s's payload registers hold it in none of the code from vISA id %d", l.Var, l.From), nil
	}
	b := &lc.c.eb
	b.Reset()
	lc.grfLocation(uint16(in.Offset/grf), int(in.Offset%grf), shape{elemSize: d.Type.Size(), size: int(in.Size), perLane: true})
	e, err := b.Bytes()
	if err != nil {
		return nil, "", err
	}
	return lc.valueTail(l, spanEntries(spans, lc.c.ea.copy(e)))
}

// valueTail makes each entry the value its register holds where the link says the source
// variable is that value (plus Add), read in AddSize bytes and zero-extended: a value, not
// storage.
func (lc *locContext) valueTail(l *visalink.Link, ents []locEntry) ([]locEntry, string, error) {
	if l.AddSize == 0 {
		return ents, "", nil
	}
	b := &lc.c.eb
	b.Reset()
	b.DerefSize(uint8(l.AddSize))
	if l.Add != 0 {
		b.PlusUconst(uint64(l.Add))
	}
	b.Op(expr.OpStackValue)
	tail, err := b.Bytes()
	if err != nil {
		return nil, "", err
	}
	for i := range ents {
		ents[i].expr = append(ents[i].expr, tail...)
	}
	return ents, "", nil
}

// spanEntries gives each span a copy of the expression e.
func spanEntries(spans []span, e []byte) []locEntry {
	ents := make([]locEntry, 0, len(spans))
	for _, s := range spans {
		ents = append(ents, locEntry{s, append([]byte(nil), e...)})
	}
	return ents
}

// maxHalfPairs bounds the entries of a value split in two SIMD16 halves (one per pair of the
// halves' live ranges that meet).
const maxHalfPairs = 4096

// halves builds the entries of a SIMD32 value IGC keeps in two 16-lane declarations: where
// both are live, lanes 0..15 are the first's elements and lanes 16..31 the second's.
func (lc *locContext) halves(l *visalink.Link, scope []span, byDecl declVars) ([]locEntry, string, error) {
	type part struct {
		spans []span
		expr  []byte
	}
	half := func(name string, from uint32, second bool) ([]part, string, error) {
		vi, ok := byDecl.of(name)
		if !ok {
			return nil, "the blob has no live intervals for " + name, nil
		}
		d, _ := lc.fn.Decl(name)
		elem := d.Type.Size()
		if elem == 0 {
			return nil, name + " has no element size", nil
		}
		var out []part
		for _, iv := range lc.o.Vars[vi].Intervals {
			lo, hi := max(uint32(iv.Start), from), uint32(iv.End)
			if l.To != 0 {
				hi = min(hi, l.To-1)
			}
			if lo > hi {
				continue
			}
			spans := intersectSpans(lc.m.spans(lo, hi, lc.c.sp), scope)
			if len(spans) == 0 {
				continue
			}
			if iv.Loc.File == visa.PhysGRF {
				// The register the lane's element is in, chosen by lane: no composite of
				// the half's registers, which would join a fragment's composite.
				base := 0
				if second {
					base = 16
				}
				e, err := lc.laneElem(int(iv.Loc.Reg)*lc.c.plat.GRFBytes+int(iv.Loc.SubReg), base, 16, elem)
				if err == nil {
					out = append(out, part{spans, e})
					continue
				}
			}
			if _, err := lc.expr(iv.Loc, shape{elemSize: elem, size: elem * 16}); err != nil {
				return nil, "", err
			}
			// The lane's element: (lane - 16 for the second half) * elem bytes on.
			b := &lc.c.eb
			b.User(expr.PushLane)
			if second {
				b.Lit(16).Op(expr.OpMinus)
			}
			b.Const(uint64(elem)).Op(expr.OpMul).User(expr.Offset)
			e, err := b.Bytes()
			if err != nil {
				return nil, "", err
			}
			out = append(out, part{spans, append([]byte(nil), e...)})
		}
		return out, "", nil
	}
	first, why, err := half(l.Var, l.From, false)
	if why != "" || err != nil {
		return nil, why, err
	}
	second, why, err := half(l.Var2, max(l.From, l.From2), true)
	if why != "" || err != nil {
		return nil, why, err
	}
	var tail []byte
	if l.Kind == visalink.Pointed {
		if tail, why, err = lc.addressTail(l); why != "" || err != nil {
			return nil, why, err
		}
	}
	if len(first)*len(second) > maxHalfPairs {
		return nil, fmt.Sprintf("%s and %s have too many live ranges to pair", l.Var, l.Var2), nil
	}
	var ents []locEntry
	for _, a := range first {
		for _, b := range second {
			spans := intersectSpans(a.spans, b.spans)
			if len(spans) == 0 {
				continue
			}
			e, err := lc.laneSelect(a.expr, b.expr, tail)
			if err != nil {
				return nil, "", err
			}
			for _, s := range spans {
				ents = append(ents, locEntry{s, e})
			}
		}
	}
	if len(ents) == 0 {
		return nil, fmt.Sprintf("%s and %s are live together in no code from vISA id %d", l.Var, l.Var2, l.From), nil
	}
	return ents, "", nil
}

// laneSelect joins two halves' expressions: push_lane, 16, ge, bra SECOND; FIRST; skip END;
// branchOffset appends a DW_OP_bra or DW_OP_skip operand: v bytes, in the target's order.
func (lc *locContext) branchOffset(out []byte, v int) []byte {
	var w [2]byte
	lc.c.eb.Ctx.ByteOrder.PutUint16(w[:], uint16(v))
	return append(out, w[:]...)
}

// SECOND: ...; END, then tail (for an address held in the halves, addressTail's).
func (lc *locContext) laneSelect(first, second, tail []byte) ([]byte, error) {
	if len(first)+3 > 1<<15 || len(second) > 1<<15 {
		return nil, fmt.Errorf("half expressions of %d and %d bytes", len(first), len(second))
	}
	out, err := lc.laneBranch(16, first, second)
	if err != nil {
		return nil, err
	}
	return append(out, tail...), nil
}

// laneBranch joins two expressions by the lane: push_lane, limit, ge, bra FROM; BELOW; skip
// END; FROM: ...; END: below for lanes under limit, from for the others. The caller bounds
// the lengths to DW_OP_bra's and DW_OP_skip's 16-bit operands.
func (lc *locContext) laneBranch(limit int, below, from []byte) ([]byte, error) {
	b := &lc.c.eb
	b.Reset()
	b.User(expr.PushLane).Const(uint64(limit)).Op(expr.OpGe)
	head, err := b.Bytes()
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(head)+3+len(below)+3+len(from))
	out = append(out, head...)
	out = lc.branchOffset(append(out, byte(expr.OpBra)), len(below)+3)
	out = append(out, below...)
	out = lc.branchOffset(append(out, byte(expr.OpSkip)), len(from))
	return append(out, from...), nil
}

// addressTail is what follows the location of a Pointed link's variable to make the memory
// it addresses: the lane's address read (DW_OP_deref_size); for 32-bit offsets, read in
// 4 bytes and added to the General State Base Address (DW_OP_breg7 0, DW_OP_plus) where
// the native send of the message that addresses memory with them is an A32 stateless
// access, whose offsets are from that base (on Xe-LP, IGC's private memory in the scratch
// space: the thread's scratch pointer r0.5 & 0xfffffc00, also from that base, plus the
// slot). why says why not otherwise.
func (lc *locContext) addressTail(l *visalink.Link) ([]byte, string, error) {
	b := &lc.c.eb
	b.Reset()
	if !l.A32 {
		b.DerefSize(uint8(b.Ctx.AddrSize))
		e, err := b.Bytes()
		return append([]byte(nil), e...), "", err
	}
	if err := lc.loadCode(); err != nil {
		return nil, "", err
	}
	grf, base := uint32(lc.c.plat.GRFBytes), lc.o.RelocOffset
	stateless := false
	for _, s := range lc.m.spans(l.Access, l.Access, nil) {
		for off := s.Lo; off < s.Hi && !stateless; {
			in, err := geninst.Decode(lc.c.plat.Encoding, lc.code, base+off, grf)
			if err != nil {
				break
			}
			stateless = in.StatelessA32()
			off += in.Len
		}
	}
	if !stateless {
		return nil, fmt.Sprintf("%s holds 32-bit offsets, and the native code of vISA id %d, which addresses memory with them, has no A32 stateless send (binding table index 255) that says from where", l.Var, l.Access), nil
	}
	b.DerefSize(4).Breg(regs.IntelGenStateBase, 0).Op(expr.OpPlus)
	e, err := b.Bytes()
	return append([]byte(nil), e...), "", err
}

// pieced is the bytes a link's expressions make pieces of themselves (a vector's composite
// of its elements), 0 for a single location.
func pieced(l *visalink.Link) int64 {
	return int64(len(l.Elems) * l.ElemSize)
}

// fragment makes each entry's location that of bits [off, off+size) of the variable: a
// composite whose other parts are undefined (DW_OP_piece without a location). An expression
// that makes its first pieced bytes pieces of the composite itself (a vector's elements) is
// followed by an undefined piece of the rest only: a piece after it would add its
// location's size again.
func (lc *locContext) fragment(ents []locEntry, off, size, pieced int64) ([]locEntry, error) {
	if off%8 != 0 || size%8 != 0 || off < 0 || size <= 0 || off+size > 1<<32 {
		return nil, fmt.Errorf("fragment of %d bits at bit %d is not whole bytes", size, off)
	}
	b := &lc.c.eb
	for i := range ents {
		b.Reset()
		if off > 0 {
			b.Piece(uint64(off / 8))
		}
		pre, err := b.Bytes()
		if err != nil {
			return nil, err
		}
		e := append(append([]byte(nil), pre...), ents[i].expr...)
		b.Reset()
		switch rest := size/8 - pieced; {
		case pieced == 0:
			b.Piece(uint64(size / 8))
		case rest > 0:
			b.Piece(uint64(rest))
		case rest < 0:
			return nil, fmt.Errorf("%d bytes of pieces in a fragment of %d bits", pieced, size)
		}
		post, err := b.Bytes()
		if err != nil {
			return nil, err
		}
		ents[i].expr = append(e, post...)
	}
	return ents, nil
}

// maxCopyGap bounds how far after a value's definition (in vISA ids) its copy is looked for.
const maxCopyGap = 64

// copied is the link to where a value the blob gives no live intervals for (one the register
// allocator coalesced away) is copied whole: a mov of all of each half's elements (a whole
// value: of all of it) into one per-lane variable the blob knows, each half's lanes at
// their elements. The value is there from the last of the copies on.
func (lc *locContext) copied(l *visalink.Link, byDecl declVars) (visalink.Link, bool) {
	if lc.fn == nil {
		return visalink.Link{}, false
	}
	grf := lc.c.plat.GRFBytes
	halves := []string{l.Var}
	if l.Var2 != "" {
		halves = append(halves, l.Var2)
	}
	var dst string
	var from uint32
	elems := 0 // of the halves, which must be all of the destination's
	for hi, h := range halves {
		d, ok := lc.fn.Decl(h)
		if !ok || d.VType != 'G' || d.Type.Size() == 0 || d.NumElts == 0 {
			return visalink.Link{}, false
		}
		elems += int(d.NumElts)
		found := false
		insts := lc.fn.Insts
		k := sort.Search(len(insts), func(i int) bool { return insts[i].Index >= l.From })
		for ; k < len(insts) && insts[k].Index < l.From+maxCopyGap && (l.To == 0 || insts[k].Index < l.To); k++ {
			in := &insts[k]
			if in.Op != "mov" || len(in.Operands) != 2 || in.ExecSize != int(d.NumElts) {
				continue
			}
			src, ok1 := visaasm.ParseOperand(in.Operands[1])
			to, ok2 := visaasm.ParseOperand(in.Operands[0])
			if !ok1 || !ok2 || src.Name != h || src.Row != 0 || src.Col != 0 || src.Region != "1;1,0" || to.Region != "1" {
				continue
			}
			td, ok := lc.fn.Decl(to.Name)
			// Half hi's lanes start at element hi*NumElts of the destination.
			if !ok || !lc.perLane(td) || td.Type != d.Type || to.Row*grf+to.Col*td.Type.Size() != hi*int(d.NumElts)*d.Type.Size() {
				continue
			}
			if dst != "" && to.Name != dst {
				return visalink.Link{}, false
			}
			dst, from, found = to.Name, max(from, in.Index), true
			break
		}
		if !found {
			return visalink.Link{}, false
		}
	}
	if _, ok := byDecl.of(dst); !ok {
		return visalink.Link{}, false
	}
	if d, _ := lc.fn.Decl(dst); int(d.NumElts) != elems {
		return visalink.Link{}, false
	}
	c := *l
	c.Var, c.Var2, c.From, c.From2 = dst, "", from, 0
	return c, true
}

// fragEntry is a location entry of a link that locates bits [off, off+size) of its variable
// (size 0: all of it), its expression not yet a fragment.
type fragEntry struct {
	locEntry
	off, size int64
	pieced    int64 // bytes the expression makes pieces of itself (fragment)
}

// maxJoin bounds the entries of one variable whose fragments are joined; past it each
// fragment keeps its own entries.
const maxJoin = 1 << 16

// joinFragments makes one variable's location list from its links' entries: where several
// fragments are located over the same code, one composite of all of them (their gaps
// undefined) rather than an entry per fragment, for a debugger takes one entry for the
// whole variable. Entries are in code order.
func (lc *locContext) joinFragments(fes []fragEntry) ([]locEntry, error) {
	// slices' sort allocates nothing, where sort.SliceStable makes a swapper per call.
	slices.SortStableFunc(fes, func(a, b fragEntry) int { return cmp.Compare(a.s.Lo, b.s.Lo) })
	frags := false
	for _, f := range fes {
		frags = frags || f.size > 0
	}
	if !frags || len(fes) > maxJoin {
		out := make([]locEntry, 0, len(fes))
		for _, f := range fes {
			if f.size == 0 {
				out = append(out, f.locEntry)
				continue
			}
			e, err := lc.fragment([]locEntry{f.locEntry}, f.off, f.size, f.pieced)
			if err != nil {
				return nil, err
			}
			out = append(out, e...)
		}
		return out, nil
	}
	// The code between consecutive entry bounds has one set of entries.
	bounds := make([]uint32, 0, 2*len(fes))
	for _, f := range fes {
		bounds = append(bounds, f.s.Lo, f.s.Hi)
	}
	sort.Slice(bounds, func(a, b int) bool { return bounds[a] < bounds[b] })
	var out []locEntry
	// A sweep over the bounds keeps the entries that cover the code at hand.
	var active, here []fragEntry
	next := 0
	for i := 0; i+1 < len(bounds); i++ {
		s := span{bounds[i], bounds[i+1]}
		keep := active[:0]
		for _, f := range active {
			if f.s.Hi > s.Lo {
				keep = append(keep, f)
			}
		}
		active = keep
		for ; next < len(fes) && fes[next].s.Lo <= s.Lo; next++ {
			if fes[next].s.Hi > s.Lo {
				active = append(active, fes[next])
			}
		}
		if s.Lo == s.Hi || len(active) == 0 {
			continue
		}
		here = append(here[:0], active...)
		e, err := lc.composeFragments(here)
		if err != nil {
			return nil, err
		}
		if n := len(out); n > 0 && out[n-1].s.Hi == s.Lo && string(out[n-1].expr) == string(e) {
			out[n-1].s.Hi = s.Hi
			continue
		}
		out = append(out, locEntry{s, e})
	}
	return out, nil
}

// composeFragments joins the locations of fragments over the same code in bit order: a
// fragment that overlaps one before it is left out, and so is a whole-variable location
// beside fragments.
func (lc *locContext) composeFragments(here []fragEntry) ([]byte, error) {
	sort.SliceStable(here, func(a, b int) bool { return here[a].off < here[b].off })
	whole := true
	for _, f := range here {
		whole = whole && f.size == 0
	}
	if whole {
		return here[0].expr, nil
	}
	b := &lc.c.eb
	var out []byte
	at := int64(0)
	for _, f := range here {
		if f.size == 0 || f.off < at {
			continue
		}
		if f.off%8 != 0 || f.size%8 != 0 || f.off+f.size > 1<<32 {
			return nil, fmt.Errorf("fragment of %d bits at bit %d is not whole bytes", f.size, f.off)
		}
		b.Reset()
		if f.off > at {
			b.Piece(uint64((f.off - at) / 8))
		}
		pre, err := b.Bytes()
		if err != nil {
			return nil, err
		}
		out = append(append(out, pre...), f.expr...)
		b.Reset()
		switch rest := f.size/8 - f.pieced; {
		case f.pieced == 0:
			b.Piece(uint64(f.size / 8))
		case rest > 0:
			b.Piece(uint64(rest))
		case rest < 0:
			return nil, fmt.Errorf("%d bytes of pieces in a fragment of %d bits", f.pieced, f.size)
		}
		post, err := b.Bytes()
		if err != nil {
			return nil, err
		}
		out = append(out, post...)
		at = f.off + f.size
	}
	return out, nil
}

// privateEntries locates an IGC 2.x private slot: memory at the private base plus the
// thread's offset (each read from its variable where the blob places it) plus the slot's
// offset and the lane's bytes, wherever both variables are live from l.From on.
func (lc *locContext) privateEntries(l *visalink.Link, scope []span, byDecl declVars) ([]locEntry, string, error) {
	var lists [2][]locEntry
	for i, name := range []string{l.Base, l.Var} {
		vi, ok := byDecl.of(name)
		if !ok {
			return nil, "the blob has no live intervals for " + name, nil
		}
		if d, ok := lc.fn.Decl(name); !ok || d.NumElts != 1 {
			return nil, name + " is not one value for every lane", nil
		}
		v := lc.o.Vars[vi]
		ivs := make([]visa.VISAInterval, 0, len(v.Intervals))
		for _, iv := range v.Intervals {
			if uint32(iv.End) >= l.From {
				iv.Start = uint16(max(uint32(iv.Start), l.From))
				ivs = append(ivs, iv)
			}
		}
		v.Intervals = ivs
		ents, err := lc.locEntries(&v, scope)
		if err != nil {
			return nil, "", err
		}
		lists[i] = ents
	}
	if l.Offset < 0 || l.Offset > 1<<30 || l.Size <= 0 || l.Size > 1<<20 {
		return nil, fmt.Sprintf("private slot at %d of %d bytes per lane out of range", l.Offset, l.Size), nil
	}
	var out []locEntry
	for _, b := range lists[0] {
		for _, t := range lists[1] {
			lo, hi := max(b.s.Lo, t.s.Lo), min(b.s.Hi, t.s.Hi)
			if lo >= hi {
				continue
			}
			if len(out) >= maxHalfPairs {
				return nil, fmt.Sprintf("more than %d ranges where %s and %s are both live", maxHalfPairs, l.Base, l.Var), nil
			}
			e := append(append([]byte(nil), b.expr...), byte(expr.OpDerefSize), 8)
			e = append(append(e, t.expr...), byte(expr.OpDerefSize), 4, byte(expr.OpPlus))
			bld := &lc.c.eb
			bld.Reset()
			bld.PlusUconst(uint64(l.Offset))
			if lc.u.job.simd > 1 {
				bld.User(expr.PushLane).Const(uint64(l.Size)).Op(expr.OpMul).Op(expr.OpPlus)
			}
			tail, err := bld.Bytes()
			if err != nil {
				return nil, "", err
			}
			out = append(out, locEntry{span{lo, hi}, append(e, tail...)})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Sprintf("%s and %s are live in no common code from vISA id %d", l.Base, l.Var, l.From), nil
	}
	return out, "", nil
}

// vectorPart is where each half of each element of a vector value is over some code: the
// register-file byte of the first lane's copy, or, for a row the register allocator spilled,
// its scratch slot.
type vectorPart struct {
	spans []span
	at    []int            // by element half, in order (a spilled half's is -1)
	spill []*visa.Location // by element half: the spilled row's slot, nil in a register
}

// vectorEntries locates a vector value by element (visalink.Elem): a composite of one piece
// per element, the lane's copy in the element's row of lanes, over the code where every
// element's variable is in registers from l.From on (to l.To), and only where the machine
// code writes each element's row component-major (geninst.ComponentMajor, the reading
// migrate places IGC's vectors by): a lane's copy where each instruction that writes it puts
// it.
func (lc *locContext) vectorEntries(l *visalink.Link, scope []span, byDecl declVars) ([]locEntry, string, error) {
	simd := lc.u.job.simd
	grf := lc.c.plat.GRFBytes
	es := l.ElemSize
	if simd < 1 || es < 1 || lc.fn == nil {
		return nil, "SIMD width or element size unknown", nil
	}
	type half struct {
		name        string
		off         int // bytes from the variable's start
		base, count int // the lanes it holds
	}
	var halves []half
	for _, e := range l.Elems {
		for i, h := range []struct {
			v             string
			row, col, add int
		}{{e.Var, e.Row, e.Col, e.Bytes}, {e.Var2, e.Row2, e.Col2, e.Bytes2}} {
			if h.v == "" {
				continue
			}
			d, ok := lc.fn.Decl(h.v)
			if !ok || d.Type.Size() == 0 {
				return nil, h.v + " has no element size", nil
			}
			hf := half{h.v, h.row*grf + h.col*d.Type.Size() + h.add, 0, simd}
			if e.Var2 != "" {
				hf.base, hf.count = 16*i, 16
			}
			halves = append(halves, hf)
		}
	}
	// The code each half is in registers over, and where.
	parts := []vectorPart{{spans: scope}}
	for _, h := range halves {
		vi, ok := byDecl.of(h.name)
		if !ok {
			return nil, "the blob has no live intervals for " + h.name, nil
		}
		from, to := l.From, uint32(0) // to: where a copy holding the row is written again
		if !slices.ContainsFunc(lc.o.Vars[vi].Intervals, func(iv visa.VISAInterval) bool { return uint32(iv.End) >= l.From }) {
			// The row is dead where the value is named: IGC copied it out first (an
			// extractelement per element and half), and the copy holds it.
			c, at, until, found := lc.rowCopy(h.name, h.off, h.count)
			if cv, ok := byDecl.of(c); found && ok {
				h.name, h.off, vi = c, 0, cv
				from, to = max(from, at), until
			}
		}
		var next []vectorPart
		for _, iv := range lc.o.Vars[vi].Intervals {
			lo, hi := max(uint32(iv.Start), from), uint32(iv.End)
			if l.To != 0 {
				hi = min(hi, l.To-1)
			}
			if to != 0 {
				hi = min(hi, to-1)
			}
			spilled := iv.Loc.File == visa.PhysMemory && (iv.Loc.Absolute || lc.befpOK)
			if lo > hi || iv.Loc.File != visa.PhysGRF && !spilled {
				continue
			}
			spans := lc.m.spans(lo, hi, nil)
			for _, p := range parts {
				s := intersectSpans(p.spans, spans)
				if len(s) == 0 {
					continue
				}
				if len(next) >= maxHalfPairs {
					return nil, fmt.Sprintf("the elements' variables have more than %d ranges in common", maxHalfPairs), nil
				}
				at, slot := -1, (*visa.Location)(nil)
				if spilled {
					// The row in its scratch slot, lane by lane as in the register.
					loc := iv.Loc
					loc.Offset += int32(h.off)
					slot = &loc
				} else {
					at = int(iv.Loc.Reg)*grf + int(iv.Loc.SubReg) + h.off
				}
				next = append(next, vectorPart{s, append(slices.Clip(p.at), at), append(slices.Clip(p.spill), slot)})
			}
		}
		parts = next
		if len(parts) == 0 {
			return nil, fmt.Sprintf("the elements' variables are in registers together in no code from vISA id %d", l.From), nil
		}
	}
	if err := lc.loadCode(); err != nil {
		return nil, "", err
	}
	if lc.layout == nil {
		// Decoded once per object, indexed by the registers each instruction writes.
		lc.layout = geninst.NewCode(lc.c.plat.Encoding, uint32(grf), lc.code, lc.u.job.sec.Name)
	}
	base := uint64(lc.o.RelocOffset)
	var ents []locEntry
	why := ""
	for _, p := range parts {
		for _, s := range p.spans {
			ok := true
			for i, h := range halves {
				if p.spill[i] != nil {
					continue // a spill slot holds the row as the register did (the blob says where)
				}
				err := lc.layout.ComponentMajor(base+uint64(s.Lo), base+uint64(s.Hi),
					geninst.Vector{V: uint64(p.at[i]), N: 1, ES: uint64(es), Base: uint64(h.base), Count: uint64(h.count)})
				if err != nil {
					ok, why = false, fmt.Sprintf("element row of %s at byte %d: %v", h.name, p.at[i], err)
					break
				}
			}
			if !ok {
				continue
			}
			e, err := lc.vectorExpr(p.at, p.spill, halves2(l), es)
			if err != nil {
				return nil, "", err
			}
			ents = append(ents, locEntry{s, e})
		}
	}
	if len(ents) == 0 {
		if why == "" {
			why = "no code"
		}
		return nil, "the machine code does not show the vector's layout: " + why, nil
	}
	slices.SortFunc(ents, func(a, b locEntry) int { return cmp.Compare(a.s.Lo, b.s.Lo) })
	return ents, "", nil
}

// halves2 reports, per element of a vector link, whether it is split in SIMD32 halves.
func halves2(l *visalink.Link) []bool {
	out := make([]bool, len(l.Elems))
	for i, e := range l.Elems {
		out[i] = e.Var2 != ""
	}
	return out
}

// vectorExpr builds a vector's composite: for each element, the lane's copy (the first
// lane's at register-file byte at, the next ones es bytes apart; split elements take their
// second half's for lanes 16..31), then DW_OP_piece es.
func (lc *locContext) vectorExpr(at []int, spill []*visa.Location, split []bool, es int) ([]byte, error) {
	var out []byte
	i := 0
	// row is the lane's copy in half j, whose lanes start at base.
	row := func(j, base, count int) ([]byte, error) {
		if spill[j] != nil {
			return lc.laneSlot(*spill[j], base, es)
		}
		return lc.laneElem(at[j], base, count, es)
	}
	for _, sp := range split {
		var e []byte
		var err error
		if sp {
			a, err1 := row(i, 0, 16)
			b, err2 := row(i+1, 16, 16)
			if err1 != nil || err2 != nil {
				return nil, cmp.Or(err1, err2)
			}
			if e, err = lc.laneSelect(a, b, nil); err != nil {
				return nil, err
			}
			e = append([]byte(nil), e...)
			i += 2
		} else {
			if e, err = row(i, 0, lc.u.job.simd); err != nil {
				return nil, err
			}
			i++
		}
		b := &lc.c.eb
		b.Reset()
		b.Piece(uint64(es))
		piece, err := b.Bytes()
		if err != nil {
			return nil, err
		}
		out = append(append(out, e...), piece...)
	}
	return out, nil
}

// rowCopy finds the variable a single mov copies a whole row of lanes into: count lanes of
// variable v from byte off (mov (M1, 16) V0061(0,0)<1> V0059(2,0)<1;1,0>), into a variable of
// the same element type that holds just them. The copy holds the row from the mov's vISA id
// at up to the next instruction that writes that variable (until, exclusive; 0: none).
func (lc *locContext) rowCopy(v string, off, count int) (name string, at, until uint32, found bool) {
	src, ok := lc.fn.Decl(v)
	if !ok || src.Type.Size() == 0 {
		return "", 0, 0, false
	}
	grf, es := lc.c.plat.GRFBytes, src.Type.Size()
	if lc.movsFrom == nil {
		// The movs of the object by the alias root of what they copy, made on first use.
		lc.movsFrom = map[string][]int{}
		for i := range lc.fn.Insts {
			if in := &lc.fn.Insts[i]; in.Op == "mov" && len(in.Operands) == 2 && strings.HasPrefix(in.Operands[1], "V") {
				r := varRoot(lc.fn, in.Operands[1])
				lc.movsFrom[r] = append(lc.movsFrom[r], i)
			}
		}
	}
	for _, i := range lc.movsFrom[varRoot(lc.fn, v)] {
		in := &lc.fn.Insts[i]
		if in.ExecSize != count {
			continue
		}
		from, ok1 := visaasm.ParseOperand(in.Operands[1])
		to, ok2 := visaasm.ParseOperand(in.Operands[0])
		if !ok1 || !ok2 || varRoot(lc.fn, from.Name) != varRoot(lc.fn, v) || from.Region != "1;1,0" || to.Region != "1" || to.Row != 0 || to.Col != 0 {
			continue
		}
		fd, ok := lc.fn.Decl(from.Name)
		if !ok || fd.Type != src.Type || from.Row*grf+from.Col*es != off {
			continue
		}
		td, ok := lc.fn.Decl(to.Name)
		if !ok || td.Alias != "" || td.Type != src.Type || int(td.NumElts) != count {
			continue
		}
		if found {
			return "", 0, 0, false // copied twice: which holds it is not one answer
		}
		name, at, found = to.Name, in.Index, true
	}
	if found {
		for _, w := range lc.writersOf(name) {
			if w > at && (until == 0 || w < until) {
				until = w
			}
		}
	}
	return name, at, until, found
}

// laneSlot is the lane's copy in a row of lanes (from lane base on) spilled to a scratch
// slot: the slot's address (ScratchTag, as a spilled variable's) plus (lane - base) × es.
func (lc *locContext) laneSlot(slot visa.Location, base, es int) ([]byte, error) {
	b := &lc.c.eb
	b.Reset()
	lc.scratchAddress(slot)
	b.User(expr.PushLane)
	if base > 0 {
		b.Lit(uint8(base)).Op(expr.OpMinus)
	}
	b.Const(uint64(es)).Op(expr.OpMul).Op(expr.OpPlus)
	e, err := b.Bytes()
	return append([]byte(nil), e...), err
}

// laneElem is the location of a lane's es bytes in a row of count lanes from lane base whose
// first lane's copy is at register-file byte at: the register the lane's copy is in (a
// branch on the lane where the row spans several), at its offset there. No composite: the
// element is a piece of the vector's composite, which a composite inside would join.
func (lc *locContext) laneElem(at, base, count, es int) ([]byte, error) {
	grf := lc.c.plat.GRFBytes
	reg, sub := at/grf, at%grf
	n := (sub + count*es + grf - 1) / grf
	if es <= 0 || sub%es != 0 || grf%es != 0 || n > maxPieces || reg+n > 256 {
		return nil, fmt.Errorf("a row of %d lanes of %d bytes at register-file byte %d", count, es, at)
	}
	b := &lc.c.eb
	// arm is the lane's copy in register reg+j.
	arm := func(j int) ([]byte, error) {
		b.Reset()
		b.RegX(regs.IntelGRF(uint64(reg + j))).User(expr.PushLane)
		if base > 0 {
			b.Lit(uint8(base)).Op(expr.OpMinus)
		}
		b.Const(uint64(es)).Op(expr.OpMul)
		switch d := sub - j*grf; {
		case d > 0:
			b.PlusUconst(uint64(d))
		case d < 0:
			b.Const(uint64(-d)).Op(expr.OpMinus)
		}
		b.User(expr.Offset)
		e, err := b.Bytes()
		return append([]byte(nil), e...), err
	}
	out, err := arm(n - 1)
	if err != nil {
		return nil, err
	}
	for j := n - 2; j >= 0; j-- {
		a, err := arm(j)
		if err != nil {
			return nil, err
		}
		if len(a)+len(out) > 1<<15 {
			return nil, fmt.Errorf("a row of %d lanes spanning %d registers", count, n)
		}
		// Lanes from limit on start in a later register.
		if out, err = lc.laneBranch(base+((j+1)*grf-sub)/es, a, out); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// afterWrites locates a register link's variable over each of its intervals' code that lies
// at or after the first machine instruction of the vISA index that starts the interval
// (writes[i], where the variable is written). The finalizer schedules instructions of later
// indices above that write within its block (leaf2's j++, $117, at 0x390 above acc's mad,
// $114, at 0x418 in srctree.tgllp.O2): there the register does not hold the value yet. A
// write outside scope (the function's code) bounds nothing.
func (lc *locContext) afterWrites(v *visa.Var, writes []uint16, scope []span) ([]locEntry, error) {
	all := v.Intervals
	out := make([]locEntry, 0, len(all)) // most intervals are one span
	buf := lc.c.wb[:0]                   // the bound, reused: locEntries only reads it
	var err error
	for i := range all {
		at, ok := lc.m.at(uint32(writes[i]))
		if !ok {
			continue
		}
		buf = buf[:0]
		bound := buf
		switch {
		case scope == nil:
			bound = append(buf, span{at, lc.m.end()})
		case !inSpans(at, scope):
			// Written in another function's code (a subroutine's parameter, which its
			// caller fills): layout says nothing of what runs first.
			bound = scope
		default:
			for _, s := range scope {
				if s.Hi > at {
					bound = append(bound, span{max(s.Lo, at), s.Hi})
				}
			}
		}
		if len(bound) == 0 {
			continue // nil would be no bound
		}
		if cap(bound) > cap(buf) {
			buf = bound[:0]
		}
		v.Intervals = all[i : i+1]
		if out, err = lc.appendLocEntries(out, v, bound); err != nil {
			break
		}
	}
	v.Intervals, lc.c.wb = all, buf[:0]
	if err != nil {
		return nil, err
	}
	return out, nil
}

// inSpans reports whether address a is in one of spans.
func inSpans(a uint32, spans []span) bool {
	for _, s := range spans {
		if a >= s.Lo && a < s.Hi {
			return true
		}
	}
	return false
}

// homeLink reports whether a link is a home its function stores the value into from l.From
// on: a frame slot, or (IGC 2.40 -O0) a kernel argument's private slot; an argument its
// payload input locates is in the payload register until then.
func homeLink(l *visalink.Link) bool {
	return l.From > 0 && (l.Kind == visalink.Frame || l.Kind == visalink.Private && l.Key.Arg > 0)
}
