// Package regs holds the DWARF register numbers of the CPU architectures hdwarf reads and
// writes, both ways: the name LLVM's tools print for a number, and the number of each name
// an assembler writes (sub-registers and aliases have the number of the register that
// holds them). Each CPU table follows its architecture's psABI; the GPU numberings (Intel as
// IGC and gdb-oneapi number them, AMDGPU as LLVM does) are computed from register ranges.
package regs

import (
	"sort"
	"strconv"
	"strings"
)

// Table is one architecture's DWARF register numbering.
type Table struct {
	names   map[uint64]string // number -> the name llvm-dwarfdump prints; nil when LLVM prints none
	numbers map[string]uint64 // lower-case assembler name -> number
}

// Name returns the name llvm-dwarfdump prints for register n, or "".
func (t *Table) Name(n uint64) string { return t.names[n] }

// Number returns the DWARF number of an assembler register name (lower case).
func (t *Table) Number(name string) (uint64, bool) {
	n, ok := t.numbers[name]
	return n, ok
}

// Names lists every name Number knows, sorted.
func (t *Table) Names() []string {
	out := make([]string, 0, len(t.numbers))
	for n := range t.numbers {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// group is a run of names numbered from base; "" skips a number.
type group struct {
	names []string
	base  uint64
}

// table builds a Table: printed are the groups whose names llvm-dwarfdump prints (upper
// case, the first name of a number wins), aliases further names an assembler accepts.
func table(printed []group, aliases ...group) *Table {
	t := &Table{numbers: map[string]uint64{}}
	add := func(g group, print bool) {
		for i, n := range g.names {
			if n == "" {
				continue
			}
			num := g.base + uint64(i)
			if _, dup := t.numbers[n]; !dup {
				t.numbers[n] = num
			}
			if print {
				if t.names == nil {
					t.names = map[uint64]string{}
				}
				if _, dup := t.names[num]; !dup {
					t.names[num] = strings.ToUpper(n)
				}
			}
		}
	}
	for _, g := range printed {
		add(g, true)
	}
	for _, g := range aliases {
		add(g, false)
	}
	return t
}

// seq returns prefix<from> ... prefix<from+n-1>.
func seq(prefix string, from, n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = prefix + strconv.Itoa(from+i)
	}
	return s
}

func suffixed(names []string, suffix string) []string {
	s := make([]string, len(names))
	for i, n := range names {
		s[i] = n + suffix
	}
	return s
}

// regRange names the registers lo..hi-1 prefix+first, prefix+first+1, ...
type regRange struct {
	lo, hi uint64
	prefix string
	first  uint64
}

// regRanges is a register file's numbered registers, by range of DWARF numbers.
type regRanges []regRange

// name is reg's name, "" when no range holds it.
func (rs regRanges) name(reg uint64) string {
	for _, r := range rs {
		if reg >= r.lo && reg < r.hi {
			return r.prefix + strconv.FormatUint(reg-r.lo+r.first, 10)
		}
	}
	return ""
}

// number is the DWARF number of a name in one of the ranges (the prefix and a decimal index
// without leading zeros).
func (rs regRanges) number(name string) (uint64, bool) {
	for _, r := range rs {
		digits, ok := strings.CutPrefix(name, r.prefix)
		if !ok || digits == "" || len(digits) > 1 && digits[0] == '0' {
			continue
		}
		n, err := strconv.ParseUint(digits, 10, 64)
		if err == nil && n >= r.first && n-r.first < r.hi-r.lo {
			return r.lo + n - r.first, true
		}
	}
	return 0, false
}
