package visadwarf

import (
	"slices"
	"strconv"
	"strings"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/passes/visalink"
	"hdwarf/sections/spirv"
	"hdwarf/sections/visa"
)

// Inlined functions. IGC inlines after the SPIR-V (neither IGC 12504's nor IGC 2.40's
// front end leaves a DebugInlinedAt in the module), so what was inlined where is told by the
// DILocations of IGC's final IR (visalink's Inlined: each instruction's vISA id and the
// chain of calls its location is inlined through). Each instance with code becomes a
// DW_TAG_inlined_subroutine nested as its calls are, whose abstract origin is the callee's
// subprogram from the SPIR-V (DW_AT_inline), with the call's file and line and the code of
// its instructions and of the instances inside it, as IGC's own DWARF gives it. The callee's
// parameters and locals are declared in the abstract subprogram; the instance has one DIE
// per variable referring to it, filed under the instance's key so that the links locate it.

// inlinedInstances writes the inlined instances of object o (subprogram sp, bound to src)
// from the links fl of IGC's dump.
func (c *converter) inlinedInstances(u *unit, fl *visalink.Function, m *codeMap, sp *dwarfenc.DIE, o *visa.Object, src *sourceFunc) {
	if len(fl.Inlined) == 0 || src == nil || src.dfn == nil || u.src == nil {
		return
	}
	code := inlinedSpans(fl.Inlined, m)
	chains := make([]string, 0, len(code))
	for ch := range code {
		chains = append(chains, ch)
	}
	// Outer instances first, each level by address.
	slices.SortFunc(chains, func(a, b string) int {
		if da, db := strings.Count(a, ">"), strings.Count(b, ">"); da != db {
			return da - db
		}
		if la, lb := code[a][0].Lo, code[b][0].Lo; la != lb {
			return int(la) - int(lb)
		}
		return strings.Compare(a, b)
	})
	type instance struct {
		die *dwarfenc.DIE
		dfn *spirv.Function
	}
	made := map[string]instance{"": {sp, src.dfn}}
	for _, ch := range chains {
		outer, call := "", ch
		if i := strings.LastIndexByte(ch, '>'); i >= 0 {
			outer, call = ch[:i], ch[i+1:]
		}
		caller, ok := made[outer]
		callee, lineText, ok2 := strings.Cut(call, "@")
		line, err := strconv.ParseUint(lineText, 10, 32)
		if !ok || !ok2 || err != nil {
			continue
		}
		dfn := c.debugFunction(callee)
		if dfn == nil {
			continue // not in the SPIR-V: nothing to refer to
		}
		origin := u.src.Abstract(dfn.ID)
		if origin == nil {
			continue
		}
		d := caller.die.AddChild(dw.TagInlinedSubroutine)
		d.Add(dw.AttrAbstractOrigin, dwarfenc.Ref(origin))
		u.src.CallSite(d, caller.dfn.Source, uint32(line))
		c.setRanges(d, u.job.sec, o.RelocOffset, code[ch])
		made[ch] = instance{d, dfn}
		u.rep.Inlined = append(u.rep.Inlined, ch)
		params, locals := u.src.Locals(dfn.ID)
		for _, id := range slices.Concat(params, locals) {
			lv, ok := c.module.Debug.Node(id).(*spirv.LocalVariable)
			abs := u.src.Variable(id)
			if !ok || abs == nil {
				continue
			}
			tag := dw.TagVariable
			if lv.ArgNumber > 0 {
				tag = dw.TagFormalParameter
			}
			v := d.AddChild(tag).Add(dw.AttrAbstractOrigin, dwarfenc.Ref(abs))
			u.recordKey(LocalKey{Function: dfn.Name, Name: lv.Name, Line: lv.Line, Arg: lv.ArgNumber, Inlined: ch}, v)
		}
	}
}

// inlinedSpans is the machine code of each inlined instance: the code of the vISA ids of its
// instructions (an entry's ids run to the next entry's) and of the instances inside it, in
// address order; instances without code are left out.
func inlinedSpans(ents []visalink.InlinedCode, m *codeMap) map[string][]span {
	code := map[string][]span{}
	var buf []span
	for i, e := range ents {
		if e.Chain == "" {
			continue
		}
		end := e.From
		if i+1 < len(ents) && ents[i+1].From > e.From {
			end = ents[i+1].From - 1
		}
		buf = m.spans(e.From, end, buf)
		for ch := e.Chain; ; {
			code[ch] = append(code[ch], buf...)
			i := strings.LastIndexByte(ch, '>')
			if i < 0 {
				break
			}
			ch = ch[:i]
		}
	}
	for ch, s := range code {
		slices.SortFunc(s, func(a, b span) int { return int(a.Lo) - int(b.Lo) })
		if s = mergeSpans(s); len(s) == 0 {
			delete(code, ch)
		} else {
			code[ch] = s
		}
	}
	return code
}

// inlinedArgs locates the parameters and variables of inlined instances whose value is one
// of the kernel's arguments (hmix4's s is the kernel's s): the links leave such a value to
// the argument's payload input, so the variable takes the argument's location.
func (lc *locContext) inlinedArgs(fl *visalink.Function, args []kernelArg) {
	if fl == nil {
		return
	}
	byValue := map[string]*kernelArg{} // the kernel's own debug calls of its arguments
	for _, un := range fl.Unlinked {
		k := un.Key
		if un.Param == "" || k.Inlined != "" || k.Function != lc.o.Name || k.Arg <= 0 {
			continue
		}
		for i := range args {
			if a := &args[i]; a.Index+1 == k.Arg && a.Located && len(a.ents) > 0 {
				byValue[un.Param] = a
			}
		}
	}
	for _, un := range fl.Unlinked {
		k := un.Key
		a := byValue[un.Param]
		if a == nil || k.Inlined == "" {
			continue
		}
		d, _ := lc.u.local(LocalKey{Function: k.Function, Name: k.Name, Line: uint32(k.Line), Arg: uint32(k.Arg), Inlined: k.Inlined})
		if d != nil && !hasLocation(d) {
			d.Add(dw.AttrLocation, dwarfenc.LocListRef(lc.list(a.ents)))
		}
	}
}
