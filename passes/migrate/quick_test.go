package migrate

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"reflect"
	"testing"

	"hdwarf/expr"
)

// TestQuickTranslateMatchesFull rewrites random expressions of every source dialect with
// quickTranslate and with the full decode-and-encode rewrite, and requires the same bytes,
// inner runs and counts wherever the quick path takes an expression, and that it takes some.
func TestQuickTranslateMatchesFull(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for _, from := range []expr.Dialect{expr.DialectAMDLegacy, expr.DialectAMD2020, expr.DialectIntel} {
		var ops []expr.Op
		for _, op := range expr.Ops() {
			if op.In(from) {
				ops = append(ops, op)
			}
		}
		for _, bo := range []binary.ByteOrder{binary.LittleEndian, binary.BigEndian} {
			ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: bo, Version: 5}
			m := &migrator{opts: Options{From: from, To: expr.DialectUser}}
			m.skim = newSkimTable(from, expr.DialectUser, m.translate)
			quick, tried := 0, 0
			for n := 0; n < 20000; n++ {
				code := randomExpr(r, ctx, from, ops)
				if code == nil || m.plain(ctx, code) {
					continue
				}
				tried++
				wq, wf := newExprWork(), newExprWork()
				q, ok := m.quickTranslate(wq, ctx, code)
				if !ok {
					continue
				}
				quick++
				f, err := m.rewriteExprFull(wf, ctx, code, nil, func() string { return "test" })
				if err != nil {
					t.Fatalf("%v % x: quick path took an expression the full rewrite rejects: %v", from, code, err)
				}
				if !bytes.Equal(q.code, f.code) || q.changed != f.changed || !reflect.DeepEqual(q.inner, f.inner) ||
					fmt.Sprint(wq.pending) != fmt.Sprint(wf.pending) {
					t.Fatalf("%v % x:\nquick % x %v %v\nfull  % x %v %v", from, code, q.code, q.inner, wq.pending, f.code, f.inner, wf.pending)
				}
			}
			if quick == 0 {
				t.Fatalf("%v: the quick path took none of %d expressions", from, tried)
			}
			t.Logf("%v %v: %d of %d non-plain expressions took the quick path", from, bo, quick, tried)
		}
	}
}

// randomExpr encodes one to six random operations of dialect d, or returns nil when the
// encoder refuses them (operands that do not fit, say).
func randomExpr(r *rand.Rand, ctx expr.Context, d expr.Dialect, ops []expr.Op) []byte {
	var list []expr.Operation
	for k := 1 + r.Intn(6); k > 0; k-- {
		o := expr.Operation{Op: ops[r.Intn(len(ops))], Offset: -1}
		if o.Op == expr.OpLLVMUser {
			o.Sub = expr.UserSubOp(1 + r.Intn(12))
		}
		for i, kind := range o.Kinds() {
			switch kind {
			case expr.KindBranch, expr.KindSubLen, expr.KindBlock, expr.KindRest, expr.KindLenU8, expr.KindLenULEB:
				return nil
			}
			o.Args[i] = uint64(r.Intn(300))
		}
		list = append(list, o)
	}
	b, err := expr.Encode(ctx, d, list)
	if err != nil {
		return nil
	}
	return b
}

// TestPlainMatchesFull checks plain on random expressions of every source dialect, valid
// and cut short or corrupted: an expression it calls plain must not be changed by the full
// rewrite, and stepping over LEB128 operands by the table (lebs) must decide as the
// general operand walk does.
func TestPlainMatchesFull(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	for _, from := range []expr.Dialect{expr.DialectAMDLegacy, expr.DialectAMD2020, expr.DialectIntel, expr.DialectUser} {
		to := expr.DialectUser
		if from == expr.DialectUser {
			to = expr.DialectAMDLegacy
		}
		var ops []expr.Op
		for _, op := range expr.Ops() {
			if op.In(from) {
				ops = append(ops, op)
			}
		}
		ctx := expr.Context{AddrSize: 8, OffsetSize: 4, ByteOrder: binary.LittleEndian, Version: 5}
		m := &migrator{opts: Options{From: from, To: to, KeepUnmappable: true}}
		m.skim = newSkimTable(from, to, m.translate)
		general := &migrator{opts: m.opts, skim: &skimTable{}}
		*general.skim = *m.skim
		general.skim.lebs = [256]int8{}
		plain, byLEB := 0, 0
		for n := 0; n < 20000; n++ {
			code := randomExpr(r, ctx, from, ops)
			if code == nil {
				continue
			}
			switch n % 3 {
			case 1:
				code = code[:r.Intn(len(code)+1)]
			case 2:
				code = bytes.Clone(code)
				code[r.Intn(len(code))] |= 0x80
			}
			got := m.plain(ctx, code)
			if want := general.plain(ctx, code); got != want {
				t.Fatalf("%v % x: plain %v with the LEB128 table, %v without", from, code, got, want)
			}
			if !got {
				continue
			}
			plain++
			for _, c := range code {
				if m.skim.lebs[c] > 0 {
					byLEB++
					break
				}
			}
			// A malformed expression with no suspect byte is plain (kept as the producer
			// wrote it) where the full rewrite fails on it: only a rewrite that succeeds
			// must leave it as it is.
			res, err := m.rewriteExprFull(newExprWork(), ctx, code, nil, func() string { return "test" })
			if err == nil && res.changed {
				t.Fatalf("%v % x: plain, but the full rewrite gives % x", from, code, res.code)
			}
		}
		if plain == 0 || byLEB == 0 {
			t.Fatalf("%v: %d plain expressions, %d with LEB128 operands: the test exercises nothing", from, plain, byLEB)
		}
	}
}
