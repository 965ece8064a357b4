package expr

import (
	"encoding/binary"
	"math/rand"
)

// choice is one row of the table: an operation, or DW_OP_LLVM_user with one sub-operation.
type choice struct {
	op  Op
	sub UserSubOp
}

func (c choice) kinds() []Kind {
	if c.op == OpLLVMUser {
		return c.sub.Operands()
	}
	return c.op.Operands()
}

// choices lists every row that exists in dialect d and that keep accepts.
func choices(d Dialect, keep func(choice) bool) []choice {
	var out []choice
	for _, op := range Ops() {
		if !op.In(d) {
			continue
		}
		if op == OpLLVMUser {
			for _, s := range UserSubOps() {
				if c := (choice{op, s}); keep == nil || keep(c) {
					out = append(out, c)
				}
			}
			continue
		}
		if c := (choice{op: op}); keep == nil || keep(c) {
			out = append(out, c)
		}
	}
	return out
}

func hasKind(c choice, k Kind) bool {
	for _, x := range c.kinds() {
		if x == k {
			return true
		}
	}
	return false
}

var ehEncodings = []byte{0x00, 0x01, 0x02, 0x03, 0x04, 0x09, 0x0a, 0x0b, 0x0c, 0x10, 0x1b, 0x80}

func randU(r *rand.Rand) uint64 { return r.Uint64() >> uint(r.Intn(65)%64) }

func randS(r *rand.Rand) int64 { return int64(r.Uint64()) >> uint(r.Intn(64)) }

func mask(v uint64, size int) uint64 {
	if size >= 8 {
		return v
	}
	return v & (1<<(8*uint(size)) - 1)
}

// genOps builds a random sequence that uses every row of cs once (in random order) plus
// extra random rows. Each operation's Offset is its index and Len is 1, the identities
// Encode uses to place branch targets (an index, or len for the end) and entry-value extents
// (Args[0] = number of following operations covered).
func genOps(r *rand.Rand, ctx Context, cs []choice, extra int, baseType uint64) []Operation {
	var seq []choice
	var rest []choice // KindRest swallows the rest of the expression: only last
	for _, i := range r.Perm(len(cs)) {
		if hasKind(cs[i], KindRest) {
			rest = append(rest, cs[i])
			continue
		}
		seq = append(seq, cs[i])
	}
	var plain []choice
	for _, c := range cs {
		if !hasKind(c, KindRest) {
			plain = append(plain, c)
		}
	}
	for i := 0; i < extra && len(plain) > 0; i++ {
		seq = append(seq, plain[r.Intn(len(plain))])
	}
	if len(rest) > 0 {
		seq = append(seq, rest[r.Intn(len(rest))])
	}
	n := len(seq)
	ops := make([]Operation, n)
	for i, c := range seq {
		o := Operation{Offset: i, Len: 1, Op: c.op, Sub: c.sub}
		for j, k := range c.kinds() {
			var v uint64
			switch k {
			case KindU8, KindS8, KindU16, KindS16, KindU32, KindS32, KindU64, KindS64:
				size := fixedSize(ctx, k)
				v = mask(r.Uint64(), size)
				if k.Signed() {
					v = signExtend(v, size)
				}
			case KindULEB, KindReg:
				v = randU(r)
			case KindBaseType:
				v = baseType
				if baseType == 0 {
					v = randU(r)
				}
			case KindSLEB:
				v = uint64(randS(r))
			case KindAddr, KindRefAddr, KindRefCU2, KindRefCU4:
				v = mask(r.Uint64(), fixedSize(ctx, k))
			case KindLenU8, KindLenULEB, KindRest:
				o.Block = make([]byte, r.Intn(9))
				r.Read(o.Block)
				v = uint64(len(o.Block))
				if k == KindRest {
					v = 0
				}
			case KindBlock:
				continue
			case KindSubLen:
				// Cover up to three following operations, none of them a KindRest one.
				k := r.Intn(4)
				for k > 0 && (i+k >= n || hasKind(seq[i+k], KindRest)) {
					k--
				}
				v = uint64(k)
			case KindBranch:
				v = uint64(r.Intn(n + 1))
			case KindEHEnc:
				v = uint64(ehEncodings[r.Intn(len(ehEncodings))])
			case KindEHAddr:
				size, leb, signed, _ := ehAddrSize(ctx, byte(o.Args[j-1]))
				switch {
				case leb && signed:
					v = uint64(randS(r))
				case leb:
					v = randU(r)
				case signed:
					v = signExtend(mask(r.Uint64(), size), size)
				default:
					v = mask(r.Uint64(), size)
				}
			}
			o.Args[j] = v
		}
		ops[i] = o
	}
	return ops
}

// contexts is every combination of address size, offset size, byte order and version
// the tests run under.
func contexts() []Context {
	var out []Context
	for _, v := range []int{2, 4, 5} {
		for _, a := range []int{4, 8} {
			for _, o := range []int{4, 8} {
				for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
					if v == 2 && o == 8 {
						continue
					}
					out = append(out, Context{AddrSize: a, OffsetSize: o, ByteOrder: bo, Version: v})
				}
			}
		}
	}
	return out
}
