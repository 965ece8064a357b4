package visaasm

import "testing"

func TestParseOperand(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Operand
		ok   bool
	}{
		{"V0064(2,0)<1>", Operand{Name: "V0064", Row: 2, Region: "1"}, true},
		{"V0055(0,0)<1;1,0>", Operand{Name: "V0055", Region: "1;1,0"}, true},
		{"V0126.0", Operand{Name: "V0126"}, true},
		{"-V0010(1,3)<0;1,0>", Operand{Name: "V0010", Row: 1, Col: 3, Region: "0;1,0"}, true},
		{"0x1:w", Operand{}, false},
		{"r[A0(0),0]<0;1,0>:d", Operand{}, false},
		{"P1", Operand{}, false},
		{"V0064(2,0", Operand{}, false},
		{"V0064(x,0)<1>", Operand{}, false},
		{"V0064(2,0)<1>junk", Operand{}, false},
	} {
		got, ok := ParseOperand(c.in)
		if ok != c.ok || got != c.want {
			t.Errorf("%q: %+v %v, want %+v %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestExecSize(t *testing.T) {
	f, err := Parse([]byte(".kernel \"k\"\n.decl V0033 v_type=G type=d num_elts=16 align=hword\n    mov (M5, 16) V0033(0,0)<1> 0x1:d /// $0\n    ret (M1_NM,1) /// $1\n    (P1) sel (M1_NM, 1) V0033(0,0)<1> 0x1:b 0x5:b /// $2\n"))
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, in := range f.Functions[0].Insts {
		got = append(got, in.ExecSize)
	}
	if len(got) != 3 || got[0] != 16 || got[1] != 1 || got[2] != 1 {
		t.Errorf("execution sizes %v, want [16 1 1]", got)
	}
}
