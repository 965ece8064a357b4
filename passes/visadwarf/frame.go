package visadwarf

import (
	"sort"

	"hdwarf/dw/regs"
	"hdwarf/dwarfenc"
	"hdwarf/expr"
	"hdwarf/frame"
	"hdwarf/sections/visa"
)

// Frame descriptor fields (ud sub-registers of the frame-descriptor GRF, VISA ABI 1 and 2):
// Ret_IP at 0, BE_SP at 8, BE_FP at 12 bytes.
const (
	fdRetIP = 0
	fdBESP  = 8
)

// frameWriter builds .debug_frame: one CIE, one FDE per compiled object.
type frameWriter struct {
	c   *converter
	w   *frame.Writer
	cie int
	err error
}

func (fw *frameWriter) ctx() frame.Context {
	c := fw.c
	off := 4
	if c.opt.Dwarf64 {
		off = 8
	}
	return frame.Context{AddrSize: c.f.AddrSize(), OffsetSize: off, ByteOrder: c.f.ByteOrder, Version: 4,
		CodeAlign: 1, DataAlign: 1, Dialect: expr.DialectUser}
}

func (fw *frameWriter) init() error {
	if fw.w != nil {
		return nil
	}
	c := fw.c
	fw.w = &frame.Writer{Format64: c.opt.Dwarf64, ByteOrder: c.f.ByteOrder, AddrSize: c.f.AddrSize()}
	var err error
	fw.cie, err = fw.w.AddCIE(frame.CIE{Version: 4, CodeAlign: 1, DataAlign: 1, RAColumn: regs.IntelIP})
	return err
}

// event is a change of rules at an offset of the object.
type event struct {
	ip   uint32
	emit func(p *frame.Program)
}

// object adds the FDE of object oi.
func (fw *frameWriter) object(u *unit, oi int) error {
	if err := fw.init(); err != nil {
		return err
	}
	c := fw.c
	j := u.job
	o := &j.blob.Info.Objects[oi]
	m := j.maps[oi]
	f := &o.Frame
	var evs []event
	at := func(ip uint32, e func(p *frame.Program)) { evs = append(evs, event{ip, e}) }

	special, haveSpecial := uint16(0), false
	fpSub := uint16(12)
	if f.BEFP.Valid {
		for _, iv := range f.BEFP.Intervals {
			if iv.Loc.File == visa.PhysGRF {
				special, fpSub, haveSpecial = iv.Loc.Reg, iv.Loc.SubReg, true
				break
			}
		}
	}
	if oi == 0 || !f.RetAddr.Valid || !haveSpecial {
		// A kernel: its frame is at the start of the thread's scratch space and nothing
		// returns from it.
		at(0, func(p *frame.Program) {
			p.DefCFAExpression(fw.exprBytes(func(b *expr.Builder) {
				b.Const(ScratchTag)
			}))
			p.Undefined(regs.IntelIP)
		})
	} else {
		reg := regs.IntelGRF(uint64(special))
		cfaFrom := func(sub uint16) []byte {
			return fw.exprBytes(func(b *expr.Builder) {
				b.RegX(reg).OffsetUconst(uint64(sub)).DerefSize(4)
				if c.plat.ScratchOWords {
					b.Lit(4).Op(expr.OpShl)
				}
				b.Const(ScratchTag).Op(expr.OpOr)
			})
		}
		raInReg := fw.exprBytes(func(b *expr.Builder) { b.RegX(reg).OffsetUconst(fdRetIP).DerefSize(4) })
		// On entry the new frame starts at the caller's BE_SP and the return address is in
		// the frame-descriptor register.
		at(0, func(p *frame.Program) {
			p.DefCFAExpression(cfaFrom(fdBESP))
			p.ValExpression(regs.IntelIP, raInReg)
		})
		if r := f.CallerBEFP; r.Valid && len(r.Intervals) > 0 {
			first, last := r.Intervals[0], r.Intervals[len(r.Intervals)-1]
			// BE_FP now points at this frame; the caller's BE_FP is saved in it.
			at(first.Start, func(p *frame.Program) {
				p.DefCFAExpression(cfaFrom(fpSub))
				if first.Loc.File == visa.PhysMemory {
					p.Offset(reg, int64(first.Loc.Offset))
				}
			})
			at(last.End+16, func(p *frame.Program) {
				p.DefCFAExpression(cfaFrom(fdBESP))
				p.SameValue(reg)
			})
		}
		if r := f.RetAddr; len(r.Intervals) > 0 {
			first, last := r.Intervals[0], r.Intervals[len(r.Intervals)-1]
			if first.Loc.File == visa.PhysMemory {
				at(first.Start, func(p *frame.Program) { p.Offset(regs.IntelIP, int64(first.Loc.Offset)) })
				at(last.End+16, func(p *frame.Program) { p.ValExpression(regs.IntelIP, raInReg) })
			}
		}
	}
	// Callee-saved registers: a rule where a set saves a register somewhere new; registers a
	// later set no longer lists are back in place.
	type rule struct {
		inReg bool
		where int64
	}
	rules := map[uint64]rule{}
	grf := uint32(c.plat.GRFBytes)
	for _, set := range f.CalleeSave {
		now := map[uint64]rule{}
		var order []uint64
		for _, e := range set.Entries {
			for b := uint32(0); b < max(uint32(e.NumBytes), 1); b += grf {
				r := regs.IntelGRF(uint64((uint32(e.SrcRegOff) + b) / grf))
				ru := rule{false, int64(e.Dst.Offset) + int64(b)}
				if e.InReg() {
					ru = rule{true, int64(regs.IntelGRF(uint64(e.Dst.Reg) + uint64(b/grf)))}
				}
				if _, seen := now[r]; !seen {
					order = append(order, r)
				}
				now[r] = ru
			}
		}
		var changed, dropped []uint64
		for _, r := range order {
			if old, ok := rules[r]; !ok || old != now[r] {
				changed = append(changed, r)
			}
		}
		for r := range rules {
			if _, ok := now[r]; !ok {
				dropped = append(dropped, r)
			}
		}
		sort.Slice(dropped, func(a, b int) bool { return dropped[a] < dropped[b] })
		now2 := now
		at(set.GenIP, func(p *frame.Program) {
			for _, r := range changed {
				if ru := now2[r]; ru.inReg {
					p.Register(r, uint64(ru.where))
				} else {
					p.Offset(r, ru.where)
				}
			}
			for _, r := range dropped {
				p.SameValue(r)
			}
		})
		rules = now
	}
	sort.SliceStable(evs, func(a, b int) bool { return evs[a].ip < evs[b].ip })
	p := &frame.Program{Ctx: fw.ctx()}
	cur := m.start()
	for _, e := range evs {
		if e.ip >= m.end() {
			continue
		}
		if e.ip > cur {
			p.AdvanceLoc(uint64(e.ip - cur))
			cur = e.ip
		}
		e.emit(p)
	}
	ins, err := p.Bytes()
	if err != nil {
		return err
	}
	if fw.err != nil {
		return fw.err
	}
	start := frame.Address{Value: j.sec.Addr + uint64(o.RelocOffset+m.start())}
	if c.rel {
		start = frame.Address{Section: j.sec.Name, Value: uint64(o.RelocOffset + m.start())}
	}
	return fw.w.AddFDE(frame.FDEDesc{CIE: fw.cie, Start: start, Range: uint64(m.end() - m.start()), Instructions: append([]byte(nil), ins...)})
}

// exprBytes builds an expression with a fresh builder.
func (fw *frameWriter) exprBytes(build func(b *expr.Builder)) []byte {
	b := expr.Builder{Ctx: fw.ctx().ExprContext()}
	build(&b)
	out, err := b.Bytes()
	if err != nil && fw.err == nil {
		fw.err = err
	}
	return append([]byte(nil), out...)
}

// section returns .debug_frame with its relocations.
func (fw *frameWriter) section() (dwarfenc.Section, error) {
	if err := fw.init(); err != nil {
		return dwarfenc.Section{}, err
	}
	s := dwarfenc.Section{Name: ".debug_frame", Data: fw.w.Bytes()}
	for _, fd := range fw.w.Fields() {
		if fd.Kind != frame.FieldAddress {
			continue
		}
		s.Relocs = append(s.Relocs, dwarfenc.Reloc{Offset: fd.Offset, Size: fd.Size,
			Target: dwarfenc.Addr{Symbol: fd.Symbol, Section: fd.Section, Off: fd.Addend}})
	}
	return s, nil
}
