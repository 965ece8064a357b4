package expr

import (
	"encoding/binary"
	"errors"
	"fmt"
	"testing"
)

// fuzzMachine is a machine whose registers have sizes from 0 to 64 bytes, whose memory
// exists only below 1 MiB, and whose other state (frame base, CFA, entry registers, base
// types, .debug_addr) is present or not by the bits of flags.
func fuzzMachine(ctx Context, flags uint8, lane uint8, code []byte) *Machine {
	m := &Machine{Ctx: ctx, Lane: uint64(lane % 64), Lanes: 64}
	regs := func(r uint64) ([]byte, error) {
		if r > 4096 {
			return nil, fmt.Errorf("no register %d", r)
		}
		b := make([]byte, (r%9)*8)
		for i := range b {
			b[i] = byte(r*31 + uint64(i))
		}
		return b, nil
	}
	m.Reg = regs
	m.Mem = func(s AddrSpace, a uint64, buf []byte) error {
		if a >= 1<<20 || uint64(len(buf)) > 1<<20-a {
			return fmt.Errorf("no memory at 0x%x", a)
		}
		for i := range buf {
			buf[i] = byte(a + uint64(i) + uint64(s))
		}
		return nil
	}
	if flags&0x10 != 0 {
		m.EntryReg = regs
		m.Addr = func(i uint64) (uint64, error) { return i * 8, nil }
		m.BaseType = func(off uint64) (BaseType, error) {
			return BaseType{Size: int(off % 20), Encoding: uint8(off >> 4)}, nil
		}
	}
	if flags&0x20 != 0 {
		cfa := Location{Kind: LocMemory, Offset: 0x1000}
		obj := Location{Kind: LocComposite, Pieces: []Piece{{Bits: 64, Loc: Location{Kind: LocRegister, Reg: 8}}, {Bits: 8}}}
		m.CFA, m.Object, m.Initial = &cfa, &obj, []Location{cfa}
		m.FrameBase = code[:len(code)/2]
	}
	if flags&0x40 != 0 {
		m.AddrSize = func(s AddrSpace) (int, bool) { return 1 << (s % 4), s < 8 }
	}
	return m
}

// FuzzEval evaluates arbitrary bytes under a dialect against a machine: evaluation must
// not panic and must fail only with the evaluator's errors; a result must resolve, read
// and print without panicking and be the same as itself.
func FuzzEval(f *testing.F) {
	f.Add([]byte{0xed, 0x33, 0x25, 0x23, 0x55, 0xeb, 0xed, 0x37, 0x1a, 0x08, 0x20, 0x1e, 0x08, 0x20, 0xec, 0x9f}, uint8(DialectIntel), uint8(1), uint8(3))
	f.Add([]byte{0x90, 0x28, 0x93, 0x20, 0x90, 0x29, 0x93, 0x20, 0xe9, 0x0a, 0xe9, 0x03, 0x38, 0x1e, 0xe9, 0x04, 0x94, 0x04}, uint8(DialectUser), uint8(1), uint8(5))
	f.Add([]byte{0x53, 0xe7, 0xeb, 0x40, 0x40, 0x90, 0x29, 0x35, 0xec, 0x20, 0x03, 0xe3}, uint8(DialectAMDLegacy), uint8(0x21), uint8(0))
	f.Add([]byte{0x10, 0x40, 0x33, 0xe7, 0x34, 0xe9, 0xea}, uint8(DialectAMD2020), uint8(0x41), uint8(9))
	f.Add([]byte{0x91, 0x10, 0xa3, 0x01, 0x53, 0x9c, 0x22, 0x97, 0x94, 0x02}, uint8(DialectUser), uint8(0x31), uint8(0))
	f.Add([]byte{0x31, 0x2f, 0xfd, 0xff}, uint8(DialectUser), uint8(0), uint8(0))
	f.Fuzz(func(t *testing.T, data []byte, dialect, flags, lane uint8) {
		d := Dialect(dialect % uint8(numDialects))
		ctx := fuzzContext(flags)
		m := fuzzMachine(ctx, flags, lane, data)
		r, err := Eval(data, d, m)
		if err != nil {
			var ee *EvalError
			if !errors.As(err, &ee) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		_ = r.String()
		l, err := r.Location()
		if err != nil {
			return
		}
		_, _ = Resolve(m, l, 0)
		for _, n := range []uint64{1, 13, 64, 200} {
			_, _ = Read(m, l, n)
		}
		if same, err := Same(m, r, r, 64); err == nil && !same {
			t.Fatalf("%v is not the same as itself", r)
		}
		if r.IsValue {
			_ = r.Value.Bytes(binary.LittleEndian)
		}
	})
}
