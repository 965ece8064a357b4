package visadwarf

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
	"hdwarf/sections/zeinfo"
	"hdwarf/text/visaasm"
)

// ArgReport says what the conversion found for one kernel argument.
type ArgReport struct {
	Index int
	Name  string // source name, "" when no input names it
	Typed bool   // has a source type
	Var   string // the vISA variable holding its value ("" when none is linked)
	// Located: the parameter has a location (the variable's); otherwise Why says why not.
	Located bool
	// InPayload: the argument is one the code never reads, located in its payload registers
	// where the machine code shows they hold it (Var names its inputs; Entries say where).
	InPayload bool
	Why       string
	// Entries are the parameter's location list.
	Entries []LinkEntry
}

// LinkError is a link between a kernel argument and the vISA debug info that the inputs
// contradict.
// (ObjectError names the kernel.)
type LinkError struct {
	Arg  int
	Name string // source name, "" when none
	Msg  string
}

func (e *LinkError) Error() string {
	if e.Name != "" {
		return fmt.Sprintf("argument %d (%s): %s", e.Arg, e.Name, e.Msg)
	}
	return fmt.Sprintf("argument %d: %s", e.Arg, e.Msg)
}

// argPart is the vISA input that holds bytes [off, off+size) of an argument's value, and its
// blob variable (-1: none); or, zero set, bytes that are zero (the upper half of a local
// pointer, whose payload is its 32-bit offset in shared local memory).
type argPart struct {
	vi        int
	off, size uint32
	at        uint32 // the input's byte offset in the payload registers
	in        string // the input's name
	zero      bool
}

// kernelArg is one source argument of a kernel being converted.
type kernelArg struct {
	ArgReport
	lv  *spirv.LocalVariable // its DebugLocalVariable, nil when the module has none
	typ spirv.ID             // its debug type, 0 when unknown
	vi  int                  // index of its variable in the object's Vars, -1 when none
	die *dwarfenc.DIE
	// parts are the vISA inputs of a value vISA takes in several (a by-value struct), in
	// offset order; one part for a value in one variable (then also vi).
	parts []argPart
	size  uint32     // bytes of the value in the payload
	bits  uint64     // its type's size from IGC's DWARF (0: unknown or from the SPIR-V)
	ents  []locEntry // the location list given to die
}

// sourceFunction finds the DebugFunction of a kernel: the one that describes the OpFunction
// the entry point of that name calls, else the one of that name.
func sourceFunction(m *spirv.Module, kernel string) (*spirv.Function, *spirv.Func) {
	var fn *spirv.Func
	for _, e := range m.EntryPoints {
		if e.Name == kernel {
			fn = m.FunctionByID(e.Function)
		}
	}
	if m.Debug == nil {
		return nil, fn
	}
	var byName *spirv.Function
	for _, id := range m.Debug.Order {
		d, ok := m.Debug.Node(id).(*spirv.Function)
		if !ok {
			continue
		}
		if fn != nil && d.Definition == fn.ID {
			return d, fn
		}
		if byName == nil && (d.Name == kernel || d.LinkageName == kernel) {
			byName = d
		}
	}
	return byName, fn
}

// maxArgs bounds the argument numbers read: OpenCL kernels take at most
// CL_DEVICE_MAX_PARAMETER_SIZE bytes of arguments (4352 on Intel GPUs), at least one byte each.
const maxArgs = 1 << 13

// sourceArgs lists the kernel's arguments from the SPIR-V module (parameters of the entry
// point, DebugLocalVariables with an argument number, the debug function type) and the
// names .ze_info's args_info gives; each is named by the first of these that has a name.
func sourceArgs(m *spirv.Module, misc *zeinfo.KernelMisc, kernel string) (args []kernelArg, dfn *spirv.Function) {
	var fn *spirv.Func
	n := 0
	var params []spirv.ID // debug types of the parameters from the function type
	lvs := map[int]*spirv.LocalVariable{}
	if m != nil {
		dfn, fn = sourceFunction(m, kernel)
		if fn != nil {
			n = len(fn.Params)
		}
		if dfn != nil {
			if t, ok := m.Debug.Node(dfn.Type).(*spirv.TypeFunction); ok {
				params = t.Params
				n = max(n, len(params))
			}
			for _, id := range m.Debug.Order {
				if lv, ok := m.Debug.Node(id).(*spirv.LocalVariable); ok && lv.ArgNumber > 0 && lv.ArgNumber <= maxArgs && lv.Parent == dfn.ID {
					if _, dup := lvs[int(lv.ArgNumber)-1]; !dup {
						lvs[int(lv.ArgNumber)-1] = lv
					}
					n = max(n, int(lv.ArgNumber))
				}
			}
		}
	}
	if misc != nil {
		for _, a := range misc.Args {
			if a.Index < maxArgs {
				n = max(n, a.Index+1)
			}
		}
	}
	args = make([]kernelArg, n)
	for i := range args {
		a := &args[i]
		a.Index, a.vi = i, -1
		if lv := lvs[i]; lv != nil {
			a.lv, a.Name, a.typ = lv, lv.Name, lv.Type
		}
		if a.typ == 0 && i < len(params) {
			a.typ = params[i]
		}
		if a.Name == "" && fn != nil && i < len(fn.Params) {
			a.Name = m.NameOf(fn.Params[i])
		}
		if ai := misc.Arg(i); a.Name == "" && ai != nil {
			a.Name = ai.Name
		}
	}
	return args, dfn
}

// argLink is where one explicit payload entry lies in the vISA payload.
type argLink struct {
	entry zeinfo.PayloadArg
	input *visaasm.Input // nil: no .input at its offset
}

// calibrate pairs the kernel's payload entries (in offset order, implicit ones too) with the .input
// declarations: an entry at payload offset O is the input at GRF offset O + C, for a
// per-kernel constant C (where the cross-thread payload starts), which may jump once to a
// larger value for the later entries (GRF alignment past the inline data on 64-byte-GRF
// parts). C is the difference that pairs the most entries with inputs of their size; an input
// may be smaller than its entry (an SLM offset takes 4 of its 8 bytes), never larger.
func calibrate(entries []zeinfo.PayloadArg, inputs []visaasm.Input) []argLink {
	links := make([]argLink, len(entries))
	for i := range entries {
		links[i].entry = entries[i]
	}
	byOff := map[uint32]*visaasm.Input{}
	for i := range inputs {
		if _, dup := byOff[inputs[i].Offset]; !dup {
			byOff[inputs[i].Offset] = &inputs[i]
		}
	}
	// Scoring pairs every entry with every input; a kernel has some tens of each, and the
	// first maxCalibrate of each decide C, so that a hostile input cannot make it quadratic.
	scored := inputs[:min(len(inputs), maxCalibrate)]
	// scores gives each constant its score over the entries from on.
	scores := func(from int) map[int64]int {
		score := map[int64]int{}
		for _, e := range entries[from:min(len(entries), from+maxCalibrate)] {
			for i := range scored {
				if d := int64(scored[i].Offset) - int64(e.Offset); d%payloadAlign == 0 {
					if s := fitScore(&e, &scored[i], byOff); s > 0 {
						score[d] += s
					}
				}
			}
		}
		return score
	}
	// best returns the constant above the given one that scores highest, and its score.
	best := func(score map[int64]int, above int64) (int64, int) {
		var c int64
		top := 0
		for d, s := range score {
			if d > above && (s > top || s == top && d < c) {
				c, top = d, s
			}
		}
		return c, top
	}
	c, top := best(scores(0), -1)
	if top == 0 {
		return links
	}
	jumped := false
	for i := range links {
		e := &links[i].entry
		in := byOff[uint32(int64(e.Offset)+c)]
		// An entry vISA declares no input for (an implicit value the code never reads)
		// leaves the constant where it is unless a larger one pairs the entries from here
		// on better than it does. As for C itself, only the first maxCalibrate entries
		// decide, so that the scoring stays bounded.
		if in == nil && !jumped && i < maxCalibrate {
			score := scores(i)
			if c2, top2 := best(score, c); top2 > score[c] {
				if in2 := byOff[uint32(int64(e.Offset)+c2)]; in2 != nil {
					c, in, jumped = c2, in2, true
				}
			}
		}
		links[i].input = in
	}
	calibrateHead(links, inputs, byOff)
	return links
}

// calibrateHead pairs the entries before the first one calibrate paired (the head), when the
// constant that pairs the most entries is the one past the inline data (64-byte GRFs, more
// arguments after the inline data than in it: global_id_offset, enqueued_local_size and the
// first pointer at 128 + offset, the rest at 160 + offset on bmg). The head's constant is
// the one below that pairs the most head entries with inputs of exactly their size (one
// alone); it is taken only where every head entry meets an input no larger than itself there (an SLM argument's
// 8-byte entry is a 4-byte input) and none of those inputs is paired already.
func calibrateHead(links []argLink, inputs []visaasm.Input, byOff map[uint32]*visaasm.Input) {
	h := slices.IndexFunc(links, func(l argLink) bool { return l.input != nil })
	if h <= 0 {
		return
	}
	c := int64(links[h].input.Offset) - int64(links[h].entry.Offset)
	score := map[int64]int{}
	for _, l := range links[:min(h, maxCalibrate)] {
		for i := range inputs[:min(len(inputs), maxCalibrate)] {
			if d := int64(inputs[i].Offset) - int64(l.entry.Offset); d < c && d%payloadAlign == 0 && inputs[i].Size == l.entry.Size {
				score[d]++
			}
		}
	}
	var d int64
	top, ties := 0, 0
	for k, s := range score {
		switch {
		case s > top:
			d, top, ties = k, s, 1
		case s == top:
			ties++
		}
	}
	if top == 0 || ties > 1 {
		return
	}
	used := map[*visaasm.Input]bool{}
	for _, l := range links[h:] {
		used[l.input] = true
	}
	head := make([]*visaasm.Input, h)
	for i, l := range links[:h] {
		in := byOff[uint32(int64(l.entry.Offset)+d)]
		if in == nil || in.Size > l.entry.Size || used[in] {
			return
		}
		used[in], head[i] = true, in
	}
	for i := range head {
		links[i].input = head[i]
	}
}

// pairScore is how well an input fits a payload entry: 3 of the same size, 1 smaller, 0
// larger.
func pairScore(e *zeinfo.PayloadArg, in *visaasm.Input) int {
	switch {
	case in.Size == e.Size:
		return 3
	case in.Size < e.Size:
		return 1
	}
	return 0
}

// fitScore is pairScore, where an input smaller than its entry that the inputs after it tile
// to the entry's end (a by-value struct vISA takes member by member: params_t's k, s and off
// at 208, 212 and 216 on bmg) fits as one of the same size.
func fitScore(e *zeinfo.PayloadArg, in *visaasm.Input, byOff map[uint32]*visaasm.Input) int {
	s := pairScore(e, in)
	if s != 1 {
		return s
	}
	end := in.Offset + e.Size
	for at, n := in.Offset+in.Size, 0; n < maxCalibrate; n++ {
		next := byOff[at]
		if next == nil || next.Size == 0 || at+next.Size > end {
			return s
		}
		if at += next.Size; at == end {
			return 3
		}
	}
	return s
}

// payloadAlign divides every payload constant: the cross-thread payload starts at a GRF (32
// or 64 bytes), and where inline data holds its first 32 bytes, the rest starts at the next
// GRF (payload offset 32 at 192 on bmg: 160).
const payloadAlign = 32

// maxCalibrate bounds the payload entries and inputs that calibrate the payload constant.
const maxCalibrate = 256

// declSize is the byte size of a declared general variable (0 when unknown).
func declSize(d *visaasm.Decl) uint32 {
	if d.VType != 'G' {
		return 0
	}
	return uint32(d.Type.Size()) * max(d.NumElts, 1)
}

// linkArgs finds the vISA variable of each argument through .ze_info and the .input lines,
// checking the link against the declarations and the blob.
func (c *converter) linkArgs(u *unit, o *visa.Object, args []kernelArg) error {
	zi := c.zeInfo
	fn := u.job.fns[0]
	kernel := o.Name
	var k *zeinfo.Kernel
	if zi != nil {
		k = zi.Kernel(kernel)
	}
	for i := range args {
		switch {
		case zi == nil:
			args[i].Why = "no .ze_info"
		case k == nil:
			args[i].Why = "no kernel " + kernel + " in .ze_info"
		case fn == nil || len(fn.Inputs) == 0:
			args[i].Why = "no .input lines (no .visaasm of the kernel)"
		default:
			args[i].Why = "no payload entry in .ze_info"
		}
	}
	if k == nil || fn == nil || len(fn.Inputs) == 0 {
		return nil
	}
	perArg := map[int]int{}
	for _, e := range k.Explicit() {
		if !k.Handle(&e) {
			perArg[e.ArgIndex]++
		}
	}
	vars := map[string]int{} // .input name -> blob variable index
	for vi := range o.Vars {
		if in, ok := fn.Input(o.Vars[vi].Name); ok {
			vars[in.Name] = vi
		}
	}
	byOff := make([]*visaasm.Input, len(fn.Inputs)) // the inputs in offset order
	for i := range fn.Inputs {
		byOff[i] = &fn.Inputs[i]
	}
	sort.SliceStable(byOff, func(i, j int) bool { return byOff[i].Offset < byOff[j].Offset })
	// Every entry with bytes calibrates; only those with argument values are linked.
	for _, l := range calibrate(k.Placed(), fn.Inputs) {
		e := l.entry
		if !e.Explicit() || k.Handle(&e) {
			continue
		}
		if e.ArgIndex >= len(args) {
			return &LinkError{e.ArgIndex, "", fmt.Sprintf(".ze_info payload entry (line %d) names an argument the kernel does not have (%d arguments)", e.Line, len(args))}
		}
		a := &args[e.ArgIndex]
		if perArg[e.ArgIndex] > 1 {
			a.Why = fmt.Sprintf("its value is split over %d payload entries", perArg[e.ArgIndex])
			continue
		}
		in := l.input
		if in == nil {
			a.Why = fmt.Sprintf("no .input at the offset of its payload entry (.ze_info line %d, offset %d)", e.Line, e.Offset)
			continue
		}
		where := fmt.Sprintf(".ze_info payload entry (line %d, offset %d, %d bytes) and .input %s (line %d, offset %d, %d bytes)",
			e.Line, e.Offset, e.Size, in.Name, in.Line, in.Offset, in.Size)
		if in.Size > e.Size {
			return &LinkError{e.ArgIndex, a.Name, "the input is larger than the payload entry: " + where}
		}
		// A by-value struct is one payload entry that vISA may take in several inputs; its
		// location is then a composite of their variables.
		var parts []*visaasm.Input
		for i := sort.Search(len(byOff), func(i int) bool { return byOff[i].Offset >= in.Offset }); i < len(byOff) && byOff[i].Offset < in.Offset+e.Size; i++ {
			parts = append(parts, byOff[i])
		}
		covered := in.Size
		if len(parts) > 1 {
			covered = e.Size
		}
		// The variables must hold the whole value. A local pointer's payload is its 4-byte
		// offset in shared local memory, the pointer's value in the local address space its
		// type names: the 8-byte pointer is that offset and four zero bytes. Any other
		// shortfall would show a wrong value.
		bits := c.argBits(a)
		var zeros uint32
		if bits > 8*uint64(covered) {
			if e.AddrMode != "slm" || len(parts) != 1 || covered != 4 || bits != 64 {
				a.Why = fmt.Sprintf("its type has %d bytes, its payload input %s %d", bits/8, in.Name, covered)
				continue
			}
			zeros = 4
		}
		var names []string
		live := false
		for pi, p := range parts {
			pw := fmt.Sprintf(".ze_info payload entry (line %d, offset %d, %d bytes) and .input %s (line %d, offset %d, %d bytes)",
				e.Line, e.Offset, e.Size, p.Name, p.Line, p.Offset, p.Size)
			if p.Offset+p.Size > in.Offset+e.Size || pi > 0 && p.Offset < parts[pi-1].Offset+parts[pi-1].Size {
				return &LinkError{e.ArgIndex, a.Name, "the input overlaps the end of the payload entry or another input: " + pw}
			}
			vi, err := c.checkInput(o, fn, vars, p, pw)
			if err != nil {
				return &LinkError{e.ArgIndex, a.Name, err.Error()}
			}
			a.parts = append(a.parts, argPart{vi: vi, off: p.Offset - in.Offset, size: p.Size, at: p.Offset, in: p.Name})
			a.size = e.Size
			if vi >= 0 {
				names = append(names, o.Vars[vi].Name)
				live = live || len(o.Vars[vi].Intervals) > 0
			}
		}
		if zeros > 0 {
			a.parts = append(a.parts, argPart{vi: -1, off: covered, size: zeros, zero: true})
			a.size = covered + zeros
		}
		if len(names) == 0 {
			a.Why = fmt.Sprintf("the blob has no variable for %s (the value is never used)", in.Name)
			continue
		}
		a.Var = strings.Join(names, "+")
		if len(a.parts) == 1 {
			a.vi = a.parts[0].vi
		}
		if !live {
			a.Why = fmt.Sprintf("the blob gives %s no live interval", a.Var)
		}
	}
	return nil
}

// argBits is the size of an argument's source type in bits (0: unknown).
func (c *converter) argBits(a *kernelArg) uint64 {
	if c.module != nil && a.typ != 0 {
		if b, err := c.module.SizeBits(a.typ); err == nil {
			return b
		}
	}
	return a.bits
}

// checkInput checks a payload input against its declaration and the blob, and returns the
// index of its blob variable (-1 when the blob has none: the value is never used).
func (c *converter) checkInput(o *visa.Object, fn *visaasm.Function, vars map[string]int, in *visaasm.Input, where string) (int, error) {
	d, ok := fn.Decl(in.Name)
	if !ok {
		return -1, fmt.Errorf("%s is not declared: %s", in.Name, where)
	}
	if sz := declSize(d); sz != 0 && sz < in.Size {
		return -1, fmt.Errorf("%s is declared with %d bytes (line %d), fewer than its input: %s", in.Name, sz, d.Line, where)
	}
	vi, ok := vars[in.Name]
	if !ok {
		return -1, nil
	}
	v := &o.Vars[vi]
	// Inputs are bound to their payload registers: where the blob puts the variable in a
	// GRF, it must be there.
	grf := uint32(c.plat.GRFBytes)
	for _, iv := range v.Intervals {
		if at := uint32(iv.Loc.Reg)*grf + uint32(iv.Loc.SubReg); iv.Loc.File == visa.PhysGRF && at != in.Offset {
			return -1, fmt.Errorf("the blob has %s in r%d.%d (byte %d) over vISA [%d, %d], not in its payload register at byte %d: %s",
				v.Name, iv.Loc.Reg, iv.Loc.SubReg, at, iv.Start, iv.End, in.Offset, where)
		}
	}
	return vi, nil
}

// kernelArgs builds the formal parameters of a kernel's subprogram sp: names and types from
// the SPIR-V module (and .ze_info), and the vISA variable each value is in. The locations are
// added when the variables' location lists are made.
func (c *converter) kernelArgs(u *unit, o *visa.Object, sp *dwarfenc.DIE) ([]kernelArg, error) {
	var misc *zeinfo.KernelMisc
	if c.zeInfo != nil {
		misc = c.zeInfo.Misc(o.Name)
	}
	args, _ := sourceArgs(c.module, misc, o.Name)
	var igcPs []*igcNode // IGC's parameters, where the SPIR-V gives no source tree
	if u.sourceTypes(c) == nil {
		igcPs = c.igcParams(o.Name)
		for i := len(args); i < len(igcPs); i++ {
			args = append(args, kernelArg{ArgReport: ArgReport{Index: i}, vi: -1})
		}
		for i, p := range igcPs {
			if n := p.str(dw.AttrName); n != "" {
				args[i].Name = n
			}
			args[i].bits = igcTypeBits(c.igc, p)
		}
	}
	if len(args) == 0 {
		return nil, nil
	}
	if err := c.linkArgs(u, o, args); err != nil {
		return nil, err
	}
	types := u.sourceTypes(c) // the subprogram's position came from bindSource
	for i := range args {
		a := &args[i]
		d := sp.AddChild(dw.TagFormalParameter)
		if a.Name != "" {
			d.Add(dw.AttrName, dwarfenc.String(a.Name))
		}
		if types != nil {
			if a.lv != nil {
				types.Decl(d, a.lv.Source, a.lv.Line)
				// The parameter is the DIE of its DebugLocalVariable: the source tree
				// does not declare it again, and a link to storage finds it by its key.
				types.Bind(a.lv.ID, d)
				u.recordLocal(o.Name, a.lv, d)
			}
			if t := types.Type(a.typ); t != nil {
				d.Add(dw.AttrType, dwarfenc.Ref(t))
				a.Typed = true
			}
		} else if i < len(igcPs) {
			a.Typed = c.declareIGCParam(u, o.Name, igcPs[i], i+1, d)
		}
		a.die = d
	}
	return args, nil
}

// sourceTypes is the unit's maker of source type DIEs, nil without a SPIR-V module with
// debug info.
func (u *unit) sourceTypes(c *converter) *spirvdwarf.Types {
	if u.src == nil && c.module != nil && c.module.Debug != nil && len(c.module.Debug.CompilationUnits) > 0 {
		t, err := spirvdwarf.NewTypes(c.module, c.w, c.opt.Version, u.cu, u.lt, u.file)
		if err == nil {
			t.LocateData(c.dataAddr)
			u.src = t
		}
	}
	return u.src
}

// byVar indexes the arguments by the blob variable that holds their value.
func byVar(args []kernelArg) map[int]*kernelArg {
	m := map[int]*kernelArg{}
	for i := range args {
		if args[i].vi >= 0 {
			m[args[i].vi] = &args[i]
		}
	}
	return m
}

// implicitZeros is a composite's piece of n zero bytes.
func (lc *locContext) implicitZeros(n uint32) []byte {
	b := &lc.c.eb
	b.Reset()
	b.ImplicitValue(make([]byte, n)).Piece(uint64(n))
	out, err := b.Bytes()
	if err != nil {
		return nil
	}
	return append([]byte(nil), out...)
}

// payloadArgs locates the arguments that nothing else located (the code never reads them, so
// the blob gives their inputs no live interval) in their payload registers, where the machine
// code shows the registers hold them: from where the hardware or the finalizer's prolog puts
// the payload there until the first instruction that may write them (payloadSpans). The
// register allocator may give a register nobody reads to any variable, and the finalizer's
// own code writes registers the blob does not describe (stackcalls.tgllp's first call puts
// its return address over the argument out), so nothing but the code itself can say how
// long the value stays.
func (lc *locContext) payloadArgs(args []kernelArg, own []span) error {
	if lc.o.RelocOffset != 0 {
		return nil
	}
	var need []int
	var parts []payloadPart
	for i := range args {
		if a := &args[i]; !a.Located && len(a.parts) > 0 {
			need = append(need, i)
			for _, p := range a.parts {
				if !p.zero {
					parts = append(parts, payloadPart{p.at, p.at + p.size})
				}
			}
		}
	}
	if len(need) == 0 {
		return nil
	}
	sec := lc.u.job.sec
	code, err := sec.Data()
	if err != nil {
		return fmt.Errorf("section %s: %w", sec.Name, err)
	}
	plat := lc.c.plat
	grf := uint32(plat.GRFBytes)
	held := payloadSpans(plat.Encoding, code, grf, lc.m.firstVISA(), plat.PayloadAtEntry, parts)
	b := &lc.c.eb
	k := 0
	for _, i := range need {
		a := &args[i]
		where := []span{{0, ^uint32(0)}}
		var e []byte
		var inputs []string
		failed := false
		for _, p := range a.parts {
			if p.zero {
				continue
			}
			if h := held[k]; h.ok {
				where = intersectSpans(where, []span{h.s})
			} else {
				a.Why += "; " + p.in + "'s payload register: " + h.why
				failed = true
			}
			k++
		}
		if failed {
			continue
		}
		for _, p := range a.parts {
			if p.zero {
				e = append(e, lc.implicitZeros(p.size)...)
				continue
			}
			b.Reset()
			lc.grfLocation(uint16(p.at/grf), int(p.at%grf), shape{size: int(p.size)})
			if len(a.parts) > 1 {
				b.Piece(uint64(p.size))
			}
			pe, err := b.Bytes()
			if err != nil {
				return fmt.Errorf("argument %d %s: %w", a.Index, a.Name, err)
			}
			e = append(e, pe...)
			inputs = append(inputs, p.in)
		}
		// The kernel's own code only (the walk starts at the kernel's first instruction).
		if where = intersectSpans(where, own); len(where) == 0 || len(inputs) == 0 {
			a.Why += "; where its payload registers hold it is not the kernel's own code"
			continue
		}
		expr := lc.c.ea.copy(e)
		ents := make([]locEntry, len(where))
		for j, s := range where {
			ents[j] = locEntry{s, expr}
		}
		a.locate(lc.list(ents), ents)
		a.InPayload, a.Var = true, strings.Join(inputs, "+")
	}
	return nil
}

// payloadEntries returns the entries of a payload input's location list that lie where the
// payload is in the registers, and whether that is all of them: on parts where a prolog
// loads the payload, not before the kernel's first vISA instruction (the blob's live
// intervals of the inputs start at vISA 0 and so cover the prolog it credits to later
// instructions).
func (lc *locContext) payloadEntries(ents []locEntry) ([]locEntry, bool) {
	from := lc.m.firstVISA()
	if lc.c.plat.PayloadAtEntry || !slices.ContainsFunc(ents, func(e locEntry) bool { return e.s.Lo < from }) {
		return ents, true
	}
	out := make([]locEntry, 0, len(ents))
	for _, e := range ents {
		if e.s.Hi <= from {
			continue
		}
		e.s.Lo = max(e.s.Lo, from)
		out = append(out, e)
	}
	return out, false
}

// locate gives the parameter the location list ll, made of ents.
func (a *kernelArg) locate(ll *dwarfenc.LocList, ents []locEntry) {
	a.ents = ents
	a.Located = true
	for i := range a.die.Attrs {
		if a.die.Attrs[i].Attr == dw.AttrLocation {
			a.die.Attrs[i].Val = dwarfenc.LocListRef(ll) // a better list than the first
			return
		}
	}
	a.die.Add(dw.AttrLocation, dwarfenc.LocListRef(ll))
}

// finishArgs records which arguments got a location and reports them in argument order,
// their entries at code offsets from base on.
func finishArgs(args []kernelArg, base uint32) []ArgReport {
	out := make([]ArgReport, len(args))
	for i := range args {
		a := &args[i]
		if a.Located {
			a.Why = ""
		} else if a.Why == "" && a.vi >= 0 {
			a.Why = "the live intervals of " + a.Var + " map to no code of the kernel"
		}
		for _, e := range a.ents {
			a.Entries = append(a.Entries, LinkEntry{uint64(base) + uint64(e.s.Lo), uint64(base) + uint64(e.s.Hi), e.expr})
		}
		out[i] = a.ArgReport
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Index < out[j].Index })
	return out
}

// composite builds the location list of a value vISA holds in several variables (a by-value
// struct): over each code range where some of them are live, a composite of their pieces, the
// bytes of the others left undefined and those of zero parts implicit zeros. why says why
// there is none when a variable cannot be a piece.
func (lc *locContext) composite(parts []argPart, total uint32, scope []span) (ents []locEntry, why string, err error) {
	type partEnts struct {
		p    argPart
		ents []locEntry
		j    int
	}
	ps := make([]partEnts, len(parts))
	var cuts []uint32
	for i, p := range parts {
		ps[i].p = p
		if p.vi < 0 {
			continue
		}
		v := &lc.o.Vars[p.vi]
		if lc.shapeOf(v).perLane {
			return nil, fmt.Sprintf("%s holds an element per lane, which cannot be a piece of one value", v.Name), nil
		}
		pe, err := lc.locEntries(v, scope)
		if err != nil {
			return nil, "", fmt.Errorf("variable %s: %w", v.Name, err)
		}
		sort.Slice(pe, func(a, b int) bool { return pe[a].s.Lo < pe[b].s.Lo })
		ps[i].ents = pe
		for _, e := range pe {
			cuts = append(cuts, e.s.Lo, e.s.Hi)
		}
	}
	sort.Slice(cuts, func(a, b int) bool { return cuts[a] < cuts[b] })
	piece := func(n uint32) []byte {
		b := &lc.c.eb
		b.Reset()
		b.Piece(uint64(n))
		out, err := b.Bytes()
		if err != nil {
			return nil
		}
		return append([]byte(nil), out...)
	}
	for k := 0; k+1 < len(cuts); k++ {
		lo, hi := cuts[k], cuts[k+1]
		if lo == hi {
			continue
		}
		var e []byte
		defined := false
		at := uint32(0)
		for i := range ps {
			pe := &ps[i]
			if pe.p.off > at {
				e = append(e, piece(pe.p.off-at)...)
			}
			if pe.p.zero {
				e = append(e, lc.implicitZeros(pe.p.size)...)
				at = pe.p.off + pe.p.size
				continue
			}
			for pe.j < len(pe.ents) && pe.ents[pe.j].s.Hi <= lo {
				pe.j++
			}
			if pe.j < len(pe.ents) && pe.ents[pe.j].s.Lo <= lo && hi <= pe.ents[pe.j].s.Hi {
				e = append(e, pe.ents[pe.j].expr...)
				defined = true
			}
			e = append(e, piece(pe.p.size)...)
			at = pe.p.off + pe.p.size
		}
		if at < total {
			e = append(e, piece(total-at)...)
		}
		if !defined {
			continue
		}
		if n := len(ents); n > 0 && ents[n-1].s.Hi == lo && bytes.Equal(ents[n-1].expr, e) {
			ents[n-1].s.Hi = hi
			continue
		}
		ents = append(ents, locEntry{span{lo, hi}, e})
	}
	return ents, "", lc.c.eb.Err()
}
