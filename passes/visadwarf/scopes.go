package visadwarf

import (
	"cmp"
	"slices"

	"hdwarf/dw"
	"hdwarf/dwarfenc"
	"hdwarf/passes/spirvdwarf"
	"hdwarf/sections/spirv"
)

// Lexical blocks get the code of their lines. The blob says nothing of scopes; the SPIR-V
// puts each instruction of a function body in a scope (DebugScope) at a source line, and
// the line table gives each byte of code its line (from the .visaasm LOCs, as IGC's own
// table does). A line's code belongs to the innermost scope that holds every instruction
// of that line in the function (a for statement's line holds the loop's own instructions,
// in the scope of its variable; the body's lines are in the blocks inside), and to the
// scopes around that one, so that sibling blocks never share code and a block's code is
// inside its parent's. Where IGC's DWARF is the source tree, the scope of each line comes
// from IGC's own: the innermost of its blocks whose code ranges hold the line's rows of its
// line table. A block no code belongs to (its lines made no code, or the lines are synthetic:
// no .visaasm) is not written: its variables and blocks go to the scope around it, where a
// debugger has them in scope over all of its code.

// BlockReport counts a kernel's lexical blocks.
type BlockReport struct {
	Ranged  int // written with the code of their lines (DW_AT_low_pc/high_pc or DW_AT_ranges)
	Removed int // left out: no code of theirs is known
}

// scopedCode is a subprogram bound to a source function, with the code that is its own
// (object-relative spans) in object oi.
type scopedCode struct {
	oi    int
	sf    *sourceFunc
	spans []span
}

// lineKey is a source line of a function's body; S names scopes (a SPIR-V id, a DIE of IGC's
// DWARF).
type lineKey[S comparable] struct {
	fn   S
	file string
	line uint32
}

// lineScopes knows the scope of each line of a source tree's function bodies: for each line
// of a function, the innermost scope that holds all of its instructions.
type lineScopes[S comparable] struct {
	of     map[lineKey[S]]S
	chains map[S][]S // a scope and those around it, outward, ending at its function
	// up is the scope around s (the zero S for a function); false when s is no scope of code.
	up func(s S) (S, bool)
}

func newLineScopes[S comparable](up func(S) (S, bool)) *lineScopes[S] {
	return &lineScopes[S]{of: map[lineKey[S]]S{}, chains: map[S][]S{}, up: up}
}

// maxScopeDepth bounds the nesting of scopes followed (the SPIR-V's parents may loop).
const maxScopeDepth = 256

// chain is scope s and the scopes around it, outward to its function; nil when s is in
// no function or nests too deep.
func (ls *lineScopes[S]) chain(s S) []S {
	if ch, ok := ls.chains[s]; ok {
		return ch
	}
	var zero S
	var ch []S
	for id := s; ; {
		parent, ok := ls.up(id)
		if !ok || len(ch) == maxScopeDepth {
			ch = nil
			break
		}
		ch = append(ch, id)
		if parent == zero {
			break
		}
		id = parent
	}
	ls.chains[s] = ch
	return ch
}

// add files an instruction of scope s at a line of a file: the line's scope becomes the
// innermost one around it and the line's other instructions.
func (ls *lineScopes[S]) add(s S, file string, line uint32) {
	ch := ls.chain(s)
	if len(ch) == 0 || line == 0 {
		return
	}
	k := lineKey[S]{ch[len(ch)-1], file, line}
	prev, seen := ls.of[k]
	if !seen {
		ls.of[k] = ch[0]
		return
	}
	// The innermost scope around both: the last of the common tail of the chains.
	pc := ls.chain(prev)
	common := ch[len(ch)-1]
	for i, j := len(ch)-1, len(pc)-1; i >= 0 && j >= 0 && ch[i] == pc[j]; i, j = i-1, j-1 {
		common = ch[i]
	}
	ls.of[k] = common
}

// spirvLines indexes the lines of the SPIR-V module's function bodies by the DebugScope of
// their instructions. Instructions of inlined code are another function's and are left out.
func (c *converter) spirvLines(t *spirvdwarf.Types) *lineScopes[spirv.ID] {
	if c.lineIdx != nil {
		return c.lineIdx
	}
	ls := newLineScopes(func(id spirv.ID) (spirv.ID, bool) {
		sc, parent := t.Scope(id)
		return parent, sc == id && sc != 0
	})
	c.lineIdx = ls
	m := c.module
	m.WalkLines(func(_ int, st spirv.LineState) {
		if st.Scope == 0 || st.InlinedAt != 0 {
			return
		}
		if s, _ := t.Scope(st.Scope); s != 0 {
			ls.add(s, m.FileName(st), st.Line)
		}
	})
	return ls
}

// igcLines indexes the lines of IGC's DWARF by the innermost lexical block or subprogram
// whose code ranges hold each row of its line table: IGC gives its scopes the code of their
// instructions, the rows say which lines that code has.
func (c *converter) igcLines() *lineScopes[*igcNode] {
	if c.igcIdx != nil {
		return c.igcIdx
	}
	ls := newLineScopes(func(n *igcNode) (*igcNode, bool) {
		switch {
		case n.tag == dw.TagSubprogram:
			return nil, true
		case n.tag != dw.TagLexicalBlock || n.parent == nil:
			return nil, false
		}
		p := n.parent
		if o := p.origin(); o != nil && p.tag == dw.TagSubprogram {
			p = o // the blocks of a concrete subprogram are its abstract one's
		}
		return p, p.tag == dw.TagSubprogram || p.tag == dw.TagLexicalBlock
	})
	c.igcIdx = ls
	for _, iu := range c.igc.units {
		f := iu.root.field(dw.AttrStmtList)
		if f == nil {
			continue
		}
		lt, err := iu.d.LineTable(f.Val, iu.u.AddrSize)
		if err != nil {
			continue // its declarations were read; its scopes get no code
		}
		// The scopes with code, innermost last for each address (a child follows its parent).
		type scoped struct {
			n     *igcNode
			spans []span
			depth int
		}
		var scopes []scoped
		var walk func(n *igcNode, depth int)
		walk = func(n *igcNode, depth int) {
			for _, k := range n.kids {
				if k.tag != dw.TagSubprogram && k.tag != dw.TagLexicalBlock || depth >= maxScopeDepth {
					continue
				}
				if rs, ok := k.codeRanges(); ok {
					scopes = append(scopes, scoped{k, rs, depth})
				}
				walk(k, depth+1)
			}
		}
		walk(iu.root, 0)
		if len(scopes)*len(lt.Rows) > maxIGCWork {
			continue
		}
		for i, r := range lt.Rows {
			if r.EndSequence || i+1 == len(lt.Rows) || r.File >= uint64(len(iu.files)) || r.Line > 1<<32-1 {
				continue
			}
			var in *igcNode
			best := -1
			for _, sc := range scopes {
				for _, sp := range sc.spans {
					if r.Address >= uint64(sp.Lo) && r.Address < uint64(sp.Hi) && sc.depth > best {
						in, best = sc.n, sc.depth
					}
				}
			}
			if in == nil {
				continue
			}
			if o := in.origin(); o != nil && in.tag == dw.TagSubprogram {
				in = o // a concrete subprogram stands for its abstract one
			}
			ls.add(in, iu.files[r.File], uint32(r.Line))
		}
	}
	return ls
}

// maxIGCWork bounds the scopes times the line rows of IGC's DWARF matched against each other
// (each row is looked up among all scopes); past it the unit's blocks get no code.
const maxIGCWork = 1 << 24

// blockCode is the code of the blocks of one subprogram from its lines: each row's code
// goes to the blocks of its line's scope and those around it.
func blockCode[S comparable](ls *lineScopes[S], fn S, rows []lineRow, end uint32, own []span, block func(S) *dwarfenc.DIE, code map[*dwarfenc.DIE][]span) {
	for i, r := range rows {
		if r.inPrologue {
			continue
		}
		hi := end
		if i+1 < len(rows) {
			hi = rows[i+1].off
		}
		s, ok := ls.of[lineKey[S]{fn, r.file, r.line}]
		if !ok || r.off >= hi {
			continue
		}
		here := intersectSpans([]span{{r.off, hi}}, own)
		if len(here) == 0 {
			continue
		}
		for _, b := range ls.chain(s) {
			if d := block(b); d != nil {
				code[d] = append(code[d], here...)
			}
		}
	}
}

// blockRanges gives each lexical block of the kernel's source tree the code of its lines,
// or leaves it out.
func (c *converter) blockRanges(u *unit) BlockReport {
	var rep BlockReport
	j := u.job
	for _, sc := range u.scoped {
		if sc.sf == nil {
			continue
		}
		code := map[*dwarfenc.DIE][]span{}
		rows, end := u.rows[sc.oi], j.maps[sc.oi].end()
		switch {
		case rows == nil:
		case sc.sf.dfn != nil && u.src != nil:
			blockCode(c.spirvLines(u.src), sc.sf.dfn.ID, rows, end, sc.spans, u.src.Block, code)
		case sc.sf.igc != nil && u.igc != nil:
			fn := sc.sf.igc
			if o := fn.origin(); o != nil {
				fn = o
			}
			blockCode(c.igcLines(), fn, rows, end, sc.spans, func(n *igcNode) *dwarfenc.DIE {
				if d := u.igc.done[n]; d != nil && u.igcBlocks[d] != nil {
					return d
				}
				return nil
			}, code)
		}
		c.placeBlocks(u, sc, sc.sf.die, code, &rep, 0)
		// With --visa-vars, the artificial vISA block covers all of the subprogram's code:
		// the source blocks go inside it, where their code is, not beside it.
		var visaBlock *dwarfenc.DIE
		sc.sf.die.Children(func(k *dwarfenc.DIE) {
			if k.Tag == dw.TagLexicalBlock && hasAttr(k, dw.AttrArtificial) {
				visaBlock = k
			}
		})
		if visaBlock != nil {
			sc.sf.die.MoveIf(visaBlock, func(k *dwarfenc.DIE) bool {
				return k.Tag == dw.TagLexicalBlock && !hasAttr(k, dw.AttrArtificial)
			})
		}
	}
	return rep
}

// placeBlocks gives the lexical blocks under d their code, innermost first, and splices out
// those without (one pass over each DIE's children).
func (c *converter) placeBlocks(u *unit, sc scopedCode, d *dwarfenc.DIE, code map[*dwarfenc.DIE][]span, rep *BlockReport, depth int) {
	d.SpliceIf(func(b *dwarfenc.DIE) bool {
		if b.Tag != dw.TagLexicalBlock || hasAttr(b, dw.AttrArtificial) {
			return false
		}
		if depth < maxScopeDepth {
			c.placeBlocks(u, sc, b, code, rep, depth+1)
		}
		spans := code[b]
		if len(spans) == 0 {
			rep.Removed++
			return true
		}
		slices.SortFunc(spans, func(x, y span) int { return cmp.Compare(x.Lo, y.Lo) })
		spans = mergeSpans(spans)
		// A block's code lies in its parent's.
		code[d] = append(code[d], spans...)
		c.setRanges(b, u.job.sec, u.job.blob.Info.Objects[sc.oi].RelocOffset, spans)
		rep.Ranged++
		return false
	})
}
