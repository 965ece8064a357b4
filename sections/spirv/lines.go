package spirv

// LineState is the source position and debug scope in effect at an instruction of a function
// body. Positions come from OpLine (File is its OpString) or NonSemantic DebugLine (Source is
// its DebugSource; it takes priority over OpLine, as in the translator).
type LineState struct {
	File      ID     `json:"file,omitempty"`   // OpString of the OpLine in effect
	Source    ID     `json:"source,omitempty"` // DebugSource of the DebugLine in effect
	Line      uint32 `json:"line"`
	Column    uint32 `json:"column"`
	EndLine   uint32 `json:"end_line,omitempty"`
	EndColumn uint32 `json:"end_column,omitempty"`
	Scope     ID     `json:"scope,omitempty"`
	InlinedAt ID     `json:"inlined_at,omitempty"`
}

// FileName returns the file of the position: the OpLine string or the DebugSource file.
func (m *Module) FileName(st LineState) string {
	if st.Source != 0 {
		if s, ok := m.Debug.Node(st.Source).(*Source); ok {
			return s.File
		}
	}
	s, _ := m.StringOf(st.File)
	return s
}

// WalkLines calls fn, in module order, for every instruction inside a function body except
// the ones that only set the state (OpLine, OpNoLine, DebugScope, DebugNoScope, DebugLine,
// DebugNoLine), with the state in effect there. The state lives for one basic block: OpLabel
// and block terminators reset it (reference §2.1). DecodeDebug must have run.
func (m *Module) WalkLines(fn func(inst int, st LineState)) {
	for _, f := range m.Functions {
		var op, ns LineState // OpLine part, DebugLine part
		var scope, inlined ID
		for i := f.First + 1; i < f.End && i < len(m.Insts); i++ {
			in := &m.Insts[i]
			switch in.Op {
			case OpLabel:
				op, ns, scope, inlined = LineState{}, LineState{}, 0, 0
				continue
			case OpLine:
				op = LineState{File: ID(in.Operands[0]), Line: in.Operands[1], Column: in.Operands[2]}
				continue
			case OpNoLine:
				op = LineState{}
				continue
			case OpFunctionParameter:
				continue
			}
			if n := m.Debug.Node(in.Result()); n != nil && n.Base().Inst == i {
				switch n := n.(type) {
				case *Scope:
					scope, inlined = n.Scope, n.InlinedAt
					if m.Debug.IsNone(inlined) {
						inlined = 0
					}
					continue
				case *NoScope:
					scope, inlined = 0, 0
					continue
				case *Line:
					ns = LineState{Source: n.Source, Line: n.LineStart, Column: n.ColumnStart, EndLine: n.LineEnd, EndColumn: n.ColumnEnd}
					continue
				case *NoLine:
					ns = LineState{}
					continue
				}
			}
			st := op
			if ns.Source != 0 || ns.Line != 0 {
				st = ns
			}
			st.Scope, st.InlinedAt = scope, inlined
			fn(i, st)
			if in.Op.isBlockTerminator() {
				op, ns, scope, inlined = LineState{}, LineState{}, 0, 0
			}
		}
	}
}
