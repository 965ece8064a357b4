package migrate

import (
	"math/rand"
	"testing"
)

// TestOffsetMapRuns maps offsets before, at, inside and after spans with inner runs, moved
// by a length field as the location-list spans are, and checks that the runs of a span over
// 4 GiB, which a map does not keep, make offsets inside it fail instead of mapping wrong.
func TestOffsetMapRuns(t *testing.T) {
	om := &offsetMap{}
	// 10 bytes at 100 become 14: bytes 2..5 of the value (4..7 of the span, behind a
	// two-byte length) survive at 3..6 of the new value.
	om.addShifted(100, 10, 14, []run{{2, 3, 4}}, 2, 2)
	// A span whose run ends past 4 GiB.
	om.add(1000, 5<<30, 5<<30+1, []run{{1, 1, 4<<30 + 8}})
	for _, c := range []struct {
		x, want uint64
		ok      bool
	}{
		{0, 0, true}, {99, 99, true}, {100, 100, true},
		{104, 105, true}, {107, 108, true}, // inside, on the run
		{103, 0, false}, {108, 0, false}, // inside, off the run
		{110, 114, true}, {999, 1003, true}, {1000, 1004, true},
		{1001, 0, false}, // inside the span whose runs were not kept
		{1000 + 5<<30, 1000 + 5<<30 + 5, true},
	} {
		got, ok := om.lookup(c.x)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("lookup(%d) = %d, %v; want %d, %v", c.x, got, ok, c.want, c.ok)
		}
	}
	if len(om.runs) != 1 {
		t.Errorf("%d runs kept, want 1", len(om.runs))
	}
}

// TestLocRefs encodes random references, unit by unit, with units laid out again, joined
// from parts, and going backwards, reads them back and checks that they are known to be in
// order when they are.
func TestLocRefs(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	sortedCases := 0
	defer func() {
		if sortedCases < 10 || sortedCases > 90 {
			t.Errorf("%d cases of 100 in order: the test does not exercise both", sortedCases)
		}
	}()
	for n := 0; n < 100; n++ {
		var want [][]uint64
		var lastRef uint64
		var parts []locRefs
		var marks [][]locMark
		for p := 1 + r.Intn(3); p > 0; p-- {
			if n%4 == 3 {
				lastRef = 0 // each part in order, the next one starting lower
			}
			var lr locRefs
			var ms []locMark
			for u := r.Intn(5); u > 0; u-- {
				m := lr.mark()
				ms = append(ms, m)
				var offs []uint64
				for again := r.Intn(3); again >= 0; again-- {
					lr.restart(m)
					offs = offs[:0]
					off := uint64(r.Int63n(1 << 40))
					if n%2 == 1 {
						off = lastRef + uint64(r.Intn(100))
					}
					for k := r.Intn(20); k > 0; k-- {
						switch r.Intn(4 + 40*(n%2)) { // half the cases in order
						case 0:
							off = uint64(r.Int63()) // anywhere, backwards too
						case 1:
							off -= uint64(r.Intn(80)) // a little back: one or two bytes
						default:
							off += uint64(r.Intn(200))
						}
						lr.add(off)
						offs = append(offs, off)
					}
				}
				want = append(want, append([]uint64(nil), offs...))
				if len(offs) > 0 {
					lastRef = offs[len(offs)-1]
				}
			}
			parts = append(parts, lr)
			marks = append(marks, append(ms, lr.mark()))
		}
		var all locRefs
		var units []locMark
		for i := range parts {
			base := all.join(&parts[i])
			for _, m := range marks[i][:len(marks[i])-1] {
				units = append(units, locMark{at: base.at + m.at, n: base.n + m.n})
			}
		}
		units = append(units, all.mark())
		total := 0
		for k := range want {
			c := locCursor{b: all.b[units[k].at:units[k+1].at]}
			var got []uint64
			buf := make([]uint64, 1+r.Intn(5))
			for offs := c.take(buf); len(offs) > 0; offs = c.take(buf) {
				got = append(got, offs...)
			}
			if len(got) != len(want[k]) || units[k+1].n-units[k].n != len(want[k]) {
				t.Fatalf("case %d unit %d: %d references read, %d counted, want %d", n, k, len(got), units[k+1].n-units[k].n, len(want[k]))
			}
			for i := range got {
				if got[i] != want[k][i] {
					t.Fatalf("case %d unit %d: reference %d is %#x, want %#x", n, k, i, got[i], want[k][i])
				}
			}
			total += len(got)
		}
		if all.n != total {
			t.Fatalf("case %d: %d references counted, %d read", n, all.n, total)
		}
		sorted, last := true, uint64(0)
		for _, offs := range want {
			for _, off := range offs {
				sorted, last = sorted && off >= last, off
			}
		}
		if sorted {
			sortedCases++
		}
		if all.backwards == sorted {
			t.Fatalf("case %d: backwards is %v for references that are sorted: %v", n, all.backwards, sorted)
		}
	}
}

// TestOffsetMapRefusesPastEnd checks that a map bounded by its section's size refuses an
// offset past the end (and one that wraps), instead of shifting it by the growth.
func TestOffsetMapRefusesPastEnd(t *testing.T) {
	om := &offsetMap{limit: 0x100 + 1}
	om.add(0x10, 4, 8, nil)
	for _, c := range []struct {
		x, want uint64
		ok      bool
	}{{0x0, 0x0, true}, {0x10, 0x10, true}, {0x14, 0x18, true}, {0xff, 0x103, true}, {0x100, 0x104, true}, {0x101, 0, false}, {0x1d40, 0, false}, {1 << 63, 0, false}} {
		got, ok := om.lookup(c.x)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("lookup(%#x) = %#x, %v; want %#x, %v", c.x, got, ok, c.want, c.ok)
		}
		cur := newMapCursor(om, 0, len(om.spans))
		if got2, ok2 := cur.lookup(c.x); ok2 != ok || got2 != got {
			t.Errorf("cursor lookup(%#x) = %#x, %v; map gives %#x, %v", c.x, got2, ok2, got, ok)
		}
	}
}
