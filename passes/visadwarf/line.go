package visadwarf

import (
	"path"
	"sort"

	"hdwarf/dwarfenc"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
)

// Line rows give each byte of code the source line IGC's own line table gives it. IGC 12504
// (VISADebugEmitter, processCurrentFunction) writes a row at each function's first byte with
// the function's line, then walks the machine instructions in layout order and writes a row
// where the LLVM instruction behind an instruction's vISA index has a new location; code whose
// index has no located LLVM instruction keeps the row in effect. The .visaasm FILE/LOC
// directives stand in for LLVM's locations here, with what they do not say told apart:
//   - indices that hold no instruction (FILE, LOC, labels) have no location: the finalizer
//     maps code it adds (frame set-up, jumps) to them;
//   - code before the first LOC and under the LOCs IGC writes at a function's entry (the
//     function's own line, once for the function and again for the parameters' declarations)
//     is argument set-up, whose LLVM instructions have no location;
//   - the address arithmetic of private variables in unoptimized code (privateSetup);
//   - an object without any LOC (a builtin such as the fence of barrier, compiled without
//     debug info) continues the line in effect at the end of the code before it.
//
// prologue_end marks where the body starts: the first instruction after the argument set-up
// that is no address arithmetic of a private variable.

// lineRow is one planned row: off from the object's start.
type lineRow struct {
	off         uint32
	file        string
	line        uint32
	prologueEnd bool
	// inPrologue: a body line on code before the body (frame set-up the finalizer maps to a
	// body instruction, such as the ret): not a statement, so that a breakpoint on the line
	// does not land in the prologue.
	inPrologue bool
}

// lines adds the line rows of the kernel's objects, one sequence per object in address order,
// and returns the number of rows and whether they are synthetic. Without any .visaasm for the
// kernel the rows are over a synthetic <object>.visa file whose line N is vISA instruction N.
func (c *converter) lines(u *unit) (int, bool) {
	j := u.job
	objs := j.blob.Info.Objects
	order := make([]int, len(objs))
	synth := true
	for oi := range objs {
		order[oi] = oi
		synth = synth && j.fns[oi] == nil
	}
	sort.SliceStable(order, func(a, b int) bool { return objs[order[a]].RelocOffset < objs[order[b]].RelocOffset })
	total := 0
	var prev *lineRow // the row in effect at the end of the code before
	u.rows = make([][]lineRow, len(objs))
	for _, oi := range order {
		if synth {
			total += u.synthSequence(c, oi)
			continue
		}
		var rows []lineRow
		if j.fns[oi] != nil {
			rows = sourceRows(j.maps[oi], j.fns[oi], subroutineStarts(&objs[oi], j.maps[oi], j.fns[oi]))
			u.rows[oi] = rows
		}
		if rows == nil {
			if prev == nil {
				continue
			}
			rows = []lineRow{{file: prev.file, line: prev.line}}
		}
		u.sequence(c, oi, rows)
		total += len(rows)
		prev = &rows[len(rows)-1]
	}
	return total, synth
}

// sequence writes the rows of object oi as one sequence over its code.
func (u *unit) sequence(c *converter, oi int, rows []lineRow) {
	j := u.job
	o := &j.blob.Info.Objects[oi]
	m := j.maps[oi]
	u.lt.StartSequence(c.addr(j.sec, uint64(o.RelocOffset+m.start())))
	for _, r := range rows {
		u.lt.AddRow(dwarfenc.LineRow{Off: uint64(r.off - m.start()), File: u.file(r.file), Line: r.line,
			IsStmt: !r.inPrologue, PrologueEnd: r.prologueEnd})
	}
	u.lt.EndSequence(uint64(m.end() - m.start()))
}

// synthSequence writes the rows of object oi over the synthetic file <name>.visa, whose line
// N is vISA instruction N, as they are made (an object can have millions) and counts them.
func (u *unit) synthSequence(c *converter, oi int) int {
	j := u.job
	o := &j.blob.Info.Objects[oi]
	m := j.maps[oi]
	file := u.file(o.Name + ".visa")
	u.lt.StartSequence(c.addr(j.sec, uint64(o.RelocOffset+m.start())))
	n := 0
	for k, v := range m.visa {
		if n > 0 && m.visa[k-1] == v {
			continue
		}
		u.lt.AddRow(dwarfenc.LineRow{Off: uint64(m.gen[k] - m.start()), File: file, Line: v, IsStmt: true})
		n++
	}
	u.lt.EndSequence(uint64(m.end() - m.start()))
	return n
}

// subroutineStarts maps the first byte of each vISA subroutine's code to the subroutine's
// first LOC (a zero Loc when it has none), for a row there.
func subroutineStarts(o *visa.Object, m *codeMap, fn *visaasm.Function) map[uint32]visaasm.Loc {
	subs := map[uint32]visaasm.Loc{}
	var sp []span
	for _, s := range o.Subroutines {
		sp = m.spans(s.Start, s.End, sp)
		if len(sp) == 0 {
			continue
		}
		var first visaasm.Loc
		for li := max(fn.LocIndex(s.Start), 0); li < len(fn.Locs) && fn.Locs[li].Index <= s.End; li++ {
			if l := fn.Locs[li]; l.Index >= s.Start && l.Line != 0 && l.File != "" {
				first = l
				break
			}
		}
		subs[sp[0].Lo] = first
	}
	return subs
}

// sourceRows are the rows of an object from its .visaasm FILE/LOC directives; nil when it has
// no LOC. subs gives a row at the first byte of each vISA subroutine (subroutineStarts).
func sourceRows(m *codeMap, fn *visaasm.Function, subs map[uint32]visaasm.Loc) []lineRow {
	// The function's own line: the first LOC. It and the LOCs right after it with the same
	// line are the entry's: the code they cover is argument set-up.
	head := -1
	for i, l := range fn.Locs {
		if l.Line != 0 && l.File != "" {
			head = i
			break
		}
	}
	if head < 0 {
		return nil
	}
	h := fn.Locs[head]
	body := head + 1
	for body < len(fn.Locs) && fn.Locs[body].Line == h.Line && fn.Locs[body].File == h.File {
		body++
	}
	// The set-up ends after its last instruction in layout order. A function whose code is
	// all on its own line (no LOC after the entry's) has no set-up the directives tell
	// apart from the body but the code before its first LOC.
	bodyIndex := h.Index
	if body < len(fn.Locs) {
		bodyIndex = fn.Locs[body].Index
	}
	setup := privateSetup(fn, h.Index, bodyIndex)
	start := 0
	for k, v := range m.visa {
		if v < bodyIndex && fn.IsInstruction(v) {
			start = k + 1
		}
	}

	rows := []lineRow{{off: m.start(), file: h.File, line: h.Line}}
	cur := h
	marked := false
	for k, v := range m.visa {
		at := m.gen[k]
		if l, ok := subs[at]; ok {
			if l.File != "" {
				cur = l
			}
			if last := &rows[len(rows)-1]; last.off == at {
				last.file, last.line = cur.File, cur.Line
			} else {
				rows = append(rows, lineRow{off: at, file: cur.File, line: cur.Line, inPrologue: !marked})
			}
		}
		if !fn.IsInstruction(v) || setup[v] {
			continue
		}
		if k >= start && !marked {
			rows, marked = markBody(rows, at), true
		}
		li := fn.LocIndex(v)
		if li < body {
			continue
		}
		l := fn.Locs[li]
		if l.File == "" || l.File == cur.File && l.Line == cur.Line {
			continue
		}
		cur = l
		if last := &rows[len(rows)-1]; last.off == at {
			last.file, last.line = l.File, l.Line
			continue
		}
		rows = append(rows, lineRow{off: at, file: l.File, line: l.Line, inPrologue: !marked})
	}
	return rows
}

// markBody sets prologue_end on a row at offset at, adding one with the line in effect when
// no row starts there.
func markBody(rows []lineRow, at uint32) []lineRow {
	last := rows[len(rows)-1]
	if last.off == at {
		rows[len(rows)-1].prologueEnd, rows[len(rows)-1].inPrologue = true, false
		return rows
	}
	last.off, last.prologueEnd, last.inPrologue = at, true, false
	return append(rows, last)
}

// file returns the line table's index of a source file, adding it (and its directory).
func (u *unit) file(name string) uint32 {
	if i, ok := u.files[name]; ok {
		return i
	}
	dir, base := path.Split(name)
	var di uint32
	if dir != "" {
		dir = path.Clean(dir)
		if dir != u.compDir {
			i, ok := u.dirs[dir]
			if !ok {
				i = u.lt.AddDir(dir)
				u.dirs[dir] = i
			}
			di = i
		}
	} else {
		base = name
	}
	i := u.lt.AddFile(base, di, nil)
	u.files[name] = i
	return i
}
