package visadwarf

import "testing"

// The .ze_info versions IGC releases write (IGC's ZEInfo.hpp at each tag) decide the form of
// SLM addresses: igc-1.0.12504 1.20, 15136 1.31, 15770 1.36 (const8u 10<<56 | offset),
// 15985 1.38, 16238 1.39, 2.40 1.73 (DW_OP_addr offset | 1<<28).
func TestSLMAddrForm(t *testing.T) {
	for v, want := range map[string]bool{
		"1.20": false, "1.31": false, "1.36": false, "1.37": false,
		"1.38": true, "1.39": true, "1.73": true, "1.100": true, "2.0": true,
		"": false, "1": false, "1.x": false, "x.40": false, "0.99": false,
	} {
		if got := slmAddrForm(v); got != want {
			t.Errorf("slmAddrForm(%q) = %v, want %v", v, got, want)
		}
	}
}
