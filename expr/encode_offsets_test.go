package expr

import (
	"bytes"
	"math/rand"
	"testing"
)

// TestAppendEncodeOffsets re-encodes decoded random expressions, with new operations
// inserted between the old ones (as a rewriter does), and checks that AppendEncodeOffsets
// writes the bytes Encode writes after the given prefix, that each returned offset is where
// decoding the result finds the operation, and that errors agree.
func TestAppendEncodeOffsets(t *testing.T) {
	prefix := []byte{0xaa, 0xbb, 0xcc}
	var buf []int
	checked := 0
	for _, d := range Dialects() {
		cs := choices(d, nil)
		for ci, ctx := range contexts() {
			for iter := 0; iter < 8; iter++ {
				r := rand.New(rand.NewSource(int64(int(d)*10000 + ci*100 + iter)))
				b, err := Encode(ctx, d, genOps(r, ctx, cs, r.Intn(40), 0))
				if err != nil {
					t.Fatal(err)
				}
				ops, err := Decode(ctx, d, b)
				if err != nil {
					t.Fatal(err)
				}
				// Insert new operations (offset -1) at random places.
				var mixed []Operation
				for i := range ops {
					if r.Intn(4) == 0 {
						mixed = append(mixed, Operation{Op: OpConstu, Args: [3]uint64{uint64(r.Int63n(1 << 20))}, Offset: -1})
					}
					mixed = append(mixed, ops[i])
				}
				for _, in := range [][]Operation{ops, mixed} {
					want, werr := Encode(ctx, d, in)
					got, offs, gerr := AppendEncodeOffsets(append([]byte(nil), prefix...), ctx, d, in, buf)
					if (werr == nil) != (gerr == nil) {
						t.Fatalf("%v: Encode error %v, AppendEncodeOffsets error %v", d, werr, gerr)
					}
					if werr != nil {
						if !bytes.Equal(got, prefix) {
							t.Fatalf("%v: failed encode left % x after the prefix", d, got[len(prefix):])
						}
						continue
					}
					buf = offs
					if !bytes.Equal(got[:len(prefix)], prefix) || !bytes.Equal(got[len(prefix):], want) {
						t.Fatalf("%v %+v:\n got % x\nwant % x", d, ctx, got[len(prefix):], want)
					}
					dec, err := Decode(ctx, d, want)
					if err != nil || len(dec) != len(in) || len(offs) != len(in)+1 {
						t.Fatalf("%v: %d operations, %d decoded, %d offsets (%v)", d, len(in), len(dec), len(offs), err)
					}
					for i := range dec {
						if dec[i].Offset != offs[i] {
							t.Fatalf("%v: operation %d (%s) at 0x%x, offsets say 0x%x", d, i, dec[i].Name(), dec[i].Offset, offs[i])
						}
					}
					if offs[len(in)] != len(want) {
						t.Fatalf("%v: end offset 0x%x, length 0x%x", d, offs[len(in)], len(want))
					}
					checked++
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d expressions checked", checked)
	}
	// A branch to the middle of an operation fails in both.
	ctx := contexts()[0]
	bad := []Operation{{Op: OpSkip, Args: [3]uint64{1}, Offset: 0, Len: 3}, {Op: OpNop, Offset: 3, Len: 1}}
	if _, err := Encode(ctx, DialectUser, bad); err == nil {
		t.Fatal("Encode accepted a branch into an operation")
	}
	if got, _, err := AppendEncodeOffsets(prefix, ctx, DialectUser, bad, nil); err == nil || !bytes.Equal(got, prefix) {
		t.Fatalf("AppendEncodeOffsets: %v, % x", err, got)
	}
}
