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
// inside its parent's. A block no code belongs to (its lines made no code, or the lines
// are synthetic: no .visaasm) is not written: its variables and blocks go to the scope
// around it, where a debugger has them in scope over all of its code.

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

// lineKey is a source line of a function's body.
type lineKey struct {
	fn   spirv.ID
	file string
	line uint32
}

// lineScopes knows the scope of each line of the module's function bodies.
type lineScopes struct {
	of     map[lineKey]spirv.ID
	chains map[spirv.ID][]spirv.ID // a scope and those around it, outward, ending at its function
}

// maxScopeDepth bounds the nesting of scopes followed (the SPIR-V's parents may loop).
const maxScopeDepth = 256

// chain is scope s and the scopes around it, outward to its function; nil when s is in
// no function or nests too deep.
func (ls *lineScopes) chain(t *spirvdwarf.Types, s spirv.ID) []spirv.ID {
	if ch, ok := ls.chains[s]; ok {
		return ch
	}
	var ch []spirv.ID
	for id := s; ; {
		sc, parent := t.Scope(id)
		if sc == 0 || len(ch) == maxScopeDepth {
			ch = nil
			break
		}
		ch = append(ch, sc)
		if parent == 0 {
			break
		}
		id = parent
	}
	ls.chains[s] = ch
	return ch
}

// lineScopes indexes the lines of the SPIR-V module's function bodies by their scope: for
// each line of a function, the innermost scope that holds all of its instructions.
// Instructions of inlined code are another function's and are left out.
func (c *converter) lineScopes(t *spirvdwarf.Types) *lineScopes {
	if c.lineIdx != nil {
		return c.lineIdx
	}
	ls := &lineScopes{of: map[lineKey]spirv.ID{}, chains: map[spirv.ID][]spirv.ID{}}
	c.lineIdx = ls
	m := c.module
	m.WalkLines(func(_ int, st spirv.LineState) {
		if st.Line == 0 || st.Scope == 0 || st.InlinedAt != 0 {
			return
		}
		ch := ls.chain(t, st.Scope)
		if len(ch) == 0 {
			return
		}
		k := lineKey{ch[len(ch)-1], m.FileName(st), st.Line}
		prev, seen := ls.of[k]
		if !seen {
			ls.of[k] = ch[0]
			return
		}
		// The innermost scope around both: the last of the common tail of the chains.
		pc := ls.chain(t, prev)
		common := ch[len(ch)-1]
		for i, j := len(ch)-1, len(pc)-1; i >= 0 && j >= 0 && ch[i] == pc[j]; i, j = i-1, j-1 {
			common = ch[i]
		}
		ls.of[k] = common
	})
	return ls
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
		if rows := u.rows[sc.oi]; sc.sf.dfn != nil && u.src != nil && rows != nil {
			ls := c.lineScopes(u.src)
			m := j.maps[sc.oi]
			for i, r := range rows {
				if r.inPrologue {
					continue
				}
				end := m.end()
				if i+1 < len(rows) {
					end = rows[i+1].off
				}
				s, ok := ls.of[lineKey{sc.sf.dfn.ID, r.file, r.line}]
				if !ok || r.off >= end {
					continue
				}
				here := intersectSpans([]span{{r.off, end}}, sc.spans)
				if len(here) == 0 {
					continue
				}
				for _, b := range ls.chain(u.src, s) {
					if d := u.src.Block(b); d != nil {
						code[d] = append(code[d], here...)
					}
				}
			}
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
		c.setRanges(b, u.job.sec, u.job.blob.Info.Objects[sc.oi].RelocOffset, mergeSpans(spans))
		rep.Ranged++
		return false
	})
}
