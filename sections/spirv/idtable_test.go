package spirv

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

// A module whose header bound is far beyond its size decodes through the id tables' map
// form, to the same graph as with its own bound (the slice form), and its tables take
// memory in proportion to the module, not to the bound.
func TestIDTablesSparseBound(t *testing.T) {
	for _, name := range []string{"types.clang15.spv", "shapes.clcpp.spv", "lights.frag.spv"} {
		data := load(t, name)
		dense, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if dense.defs.dense == nil || dense.Debug.nodes.dense == nil {
			t.Fatalf("%s: bound %d for %d words did not take the slice form", name, dense.Bound, dense.words)
		}
		const huge = 0xfffffff0
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		sparse, err := Decode(mutate(data, func(w []uint32) []uint32 { w[3] = huge; return w }))
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatal(err)
		}
		if sparse.defs.dense != nil || sparse.strs.dense != nil || sparse.Debug.nodes.dense != nil {
			t.Fatalf("%s: bound %#x took the slice form", name, uint32(huge))
		}
		t.Logf("%s: %d bytes, %d allocated with bound %#x", name, len(data), after.TotalAlloc-before.TotalAlloc, uint32(huge))
		if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(50*len(data)); got > limit {
			t.Errorf("%s: decoding with bound %#x allocated %d bytes, more than %d", name, uint32(huge), got, limit)
		}
		var a, b bytes.Buffer
		if err := WriteText(&a, dense); err != nil {
			t.Fatal(err)
		}
		if err := WriteText(&b, sparse); err != nil {
			t.Fatal(err)
		}
		_, da, _ := strings.Cut(a.String(), "\n") // the first line names the bound
		_, db, _ := strings.Cut(b.String(), "\n")
		if da == "" || da != db {
			t.Errorf("%s: the map form decodes differently from the slice form", name)
		}
		for _, id := range dense.Debug.Order {
			if sparse.Debug.Node(id) == nil || dense.TypeName(id) != sparse.TypeName(id) {
				t.Fatalf("%s: %v differs between the forms", name, id)
			}
			if s, ok := dense.StringOf(id); ok {
				if s2, ok2 := sparse.StringOf(id); !ok2 || s2 != s {
					t.Fatalf("%s: string %v differs between the forms", name, id)
				}
			}
		}
	}
}

// The table reads the zero value for ids never set and beyond its end, in both forms.
func TestIDTable(t *testing.T) {
	for _, tab := range []idTable[string]{newIDTable[string](16, 8), newIDTable[string](1<<31, 8), {}} {
		tab.set(3, "three")
		tab.set(99, "far") // beyond a slice's end: dropped there, kept by a map
		if got := tab.get(3); got != "three" {
			t.Errorf("get(3) = %q", got)
		}
		if got := tab.get(4); got != "" {
			t.Errorf("get(4) = %q, want empty", got)
		}
		if got, want := tab.get(99), map[bool]string{true: "", false: "far"}[tab.dense != nil]; got != want {
			t.Errorf("get(99) = %q, want %q", got, want)
		}
		if got := tab.get(1 << 30); got != "" {
			t.Errorf("get(1<<30) = %q, want empty", got)
		}
	}
}
