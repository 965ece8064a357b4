package visadwarf

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"hdwarf/sections/visa"
)

// bruteSpans is the definition spans implements: the code of every instruction whose vISA
// index is in [s, e], adjacent ranges merged.
func bruteSpans(m []visa.MapEntry, s, e uint32) []span {
	var out []span
	for k := 0; k+1 < len(m); k++ {
		if m[k].VISA < s || m[k].VISA > e {
			continue
		}
		if n := len(out); n > 0 && out[n-1].Hi == m[k].Gen {
			out[n-1].Hi = m[k+1].Gen
			continue
		}
		out = append(out, span{m[k].Gen, m[k+1].Gen})
	}
	return out
}

// TestSpans checks the index against the definition on every real blob's every variable
// interval, with the lookup table and with the binary-search fallback.
func TestSpans(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/visa/*.visa.dbg")
	n := 0
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		info, err := visa.Decode(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range info.Objects {
			m, err := newCodeMap(o.IndexMap)
			if err != nil {
				t.Fatalf("%s %s: %v", p, o.Name, err)
			}
			sparse := *m
			sparse.first = nil
			for _, v := range o.Vars {
				for _, iv := range v.Intervals {
					want := bruteSpans(o.IndexMap, uint32(iv.Start), uint32(iv.End))
					for _, cm := range []*codeMap{m, &sparse} {
						got := cm.spans(uint32(iv.Start), uint32(iv.End), nil)
						if len(got) == 0 && len(want) == 0 {
							continue
						}
						if !reflect.DeepEqual(got, want) {
							t.Fatalf("%s %s %s %v: got %v, want %v", filepath.Base(p), o.Name, v.Name, iv, got, want)
						}
					}
					n++
				}
			}
		}
	}
	if n == 0 {
		t.Fatal("no variable intervals in testdata/visa")
	}
	t.Logf("%d intervals of %d blobs", n, len(files))
}

func TestSubtractIntersect(t *testing.T) {
	a := []span{{0, 100}}
	b := []span{{10, 20}, {50, 60}}
	if got := subtractSpans(a, b); !reflect.DeepEqual(got, []span{{0, 10}, {20, 50}, {60, 100}}) {
		t.Errorf("subtract: %v", got)
	}
	if got := intersectSpans([]span{{5, 15}, {55, 70}}, b); !reflect.DeepEqual(got, []span{{10, 15}, {55, 60}}) {
		t.Errorf("intersect: %v", got)
	}
}
