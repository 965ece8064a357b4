package visadwarf

import (
	"cmp"
	"fmt"
	"slices"
	"sort"

	"hdwarf/sections/visa"
)

// span is a machine code range [Lo, Hi) relative to the object's start.
type span struct{ Lo, Hi uint32 }

// codeMap answers "which machine code came from these vISA indices" for one object. The
// index map lists instructions in layout order; instruction k covers [gen[k], gen[k+1]) and
// the last entry is the end sentinel.
type codeMap struct {
	visa   []uint32 // vISA index of instruction k
	gen    []uint32 // start of instruction k; gen[len(visa)] is the end
	byVISA []int32  // instruction numbers sorted by (vISA index, position)
	// first[v] is the position in byVISA of the first instruction with vISA index >= v, for
	// v up to the largest index + 1; nil when the indices are too sparse for a table.
	first []int32
}

// mapEntryError is a bad index-map entry; the caller knows where the map is.
type mapEntryError struct {
	entry int
	msg   string
}

func (e *mapEntryError) Error() string { return e.msg }

// newCodeMap checks the index map (offsets strictly increasing, ending at the sentinel) and
// indexes it.
func newCodeMap(m []visa.MapEntry) (*codeMap, error) {
	if len(m) == 0 {
		return nil, fmt.Errorf("index map is empty (no end sentinel)")
	}
	n := len(m) - 1
	c := &codeMap{visa: make([]uint32, n), gen: make([]uint32, n+1), byVISA: make([]int32, n)}
	for k, e := range m {
		if k > 0 && e.Gen <= m[k-1].Gen {
			return nil, &mapEntryError{k, fmt.Sprintf("index map entry %d: machine offset %#x is not after entry %d's %#x", k, e.Gen, k-1, m[k-1].Gen)}
		}
		c.gen[k] = e.Gen
		if k < n {
			c.visa[k] = e.VISA
			c.byVISA[k] = int32(k)
		}
	}
	var maxV uint32
	for _, v := range c.visa {
		maxV = max(maxV, v)
	}
	if n == 0 {
		return c, nil
	}
	if uint64(maxV) > 4*uint64(n)+1024 {
		slices.SortStableFunc(c.byVISA, func(a, b int32) int { return cmp.Compare(c.visa[a], c.visa[b]) })
		return c, nil
	}
	// Counting sort: linear in the instructions, and the counts give the lookup table.
	c.first = make([]int32, maxV+2)
	for _, v := range c.visa {
		c.first[v+1]++
	}
	for v := 1; v < len(c.first); v++ {
		c.first[v] += c.first[v-1]
	}
	next := append([]int32(nil), c.first[:maxV+1]...)
	for k, v := range c.visa {
		c.byVISA[next[v]] = int32(k)
		next[v]++
	}
	return c, nil
}

// start and end of the object's code, relative to its start.
func (c *codeMap) start() uint32 { return 0 } // an object starts at its reloc_offset
func (c *codeMap) end() uint32   { return c.gen[len(c.gen)-1] }

// firstVISA returns where the code of the lowest vISA index starts: what lies before it is the
// finalizer's, such as the prolog that loads the payload from DG2 on (it credits those
// instructions to later vISA indices, 29 and the final ret's 490 in types.dg2).
func (c *codeMap) firstVISA() uint32 {
	if len(c.byVISA) == 0 {
		return c.start()
	}
	return c.gen[c.byVISA[0]]
}

// at is where the code of the lowest vISA index >= v starts (its first instruction in layout
// order); false when no code comes from such an index.
func (c *codeMap) at(v uint32) (uint32, bool) {
	i := c.bound(uint64(v))
	if i >= len(c.byVISA) {
		return 0, false
	}
	lo := c.visa[c.byVISA[i]]
	k := c.byVISA[i]
	for ; i < len(c.byVISA) && c.visa[c.byVISA[i]] == lo; i++ {
		k = min(k, c.byVISA[i])
	}
	return c.gen[k], true
}

// spans returns the machine ranges made from vISA indices [s, e] (inclusive), in address
// order, adjacent ranges merged. The cost is the distance in layout order between the first
// and last instruction of the range, not the size of the map.
func (c *codeMap) spans(s, e uint32, out []span) []span {
	return c.spansFrom(uint64(s), e, out)
}

// bound is the position in byVISA of the first instruction with vISA index >= v.
func (c *codeMap) bound(v uint64) int {
	if c.first != nil {
		return int(c.first[min(v, uint64(len(c.first)-1))])
	}
	return sort.Search(len(c.byVISA), func(i int) bool { return uint64(c.visa[c.byVISA[i]]) >= v })
}

func (c *codeMap) spansFrom(s uint64, e uint32, out []span) []span {
	out = out[:0]
	lo, hi := c.bound(s), c.bound(uint64(e)+1)
	if lo >= hi {
		return out
	}
	minK, maxK := c.byVISA[lo], c.byVISA[lo]
	for _, k := range c.byVISA[lo:hi] {
		minK, maxK = min(minK, k), max(maxK, k)
	}
	for k := minK; k <= maxK; k++ {
		if v := c.visa[k]; uint64(v) < s || v > e {
			continue
		}
		a, b := c.gen[k], c.gen[k+1]
		if n := len(out); n > 0 && out[n-1].Hi == a {
			out[n-1].Hi = b
			continue
		}
		out = append(out, span{a, b})
	}
	return out
}

// genSpans clips a machine-offset interval [s, e) to the object.
func (c *codeMap) genSpan(s, e uint32) (span, bool) {
	s, e = max(s, c.start()), min(e, c.end())
	return span{s, e}, s < e
}
