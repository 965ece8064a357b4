package strip

import (
	"slices"
	"strings"
)

// buildStrtab lays out a string table for names: a leading NUL, then each distinct name once
// in order of first use, except that a name which ends another one is not stored but points
// into it (tail merging, which is what linkers and llvm-objcopy do, so the sizes agree). It
// returns the table and each name's offset; the empty name is at offset 0.
func buildStrtab(names []string) ([]byte, []uint32) {
	var uniq []string
	seen := map[string]bool{"": true}
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			uniq = append(uniq, n)
		}
	}
	// Sorted by their reversed bytes, a name that ends another comes right before a name it
	// ends; following the chain gives the longest name that holds it.
	rev := make([]int, len(uniq))
	for i := range rev {
		rev[i] = i
	}
	reversed := make([]string, len(uniq))
	for i, n := range uniq {
		b := []byte(n)
		slices.Reverse(b)
		reversed[i] = string(b)
	}
	slices.SortFunc(rev, func(a, b int) int { return strings.Compare(reversed[a], reversed[b]) })
	host := make([]int, len(uniq))
	for k := len(rev) - 1; k >= 0; k-- {
		i := rev[k]
		host[i] = i
		if k+1 < len(rev) && strings.HasPrefix(reversed[rev[k+1]], reversed[i]) {
			host[i] = host[rev[k+1]]
		}
	}
	table := []byte{0}
	at := map[string]uint32{"": 0}
	for i, n := range uniq {
		if host[i] == i {
			at[n] = uint32(len(table))
			table = append(append(table, n...), 0)
		}
	}
	for i, n := range uniq {
		if h := uniq[host[i]]; h != n {
			at[n] = at[h] + uint32(len(h)-len(n))
		}
	}
	offs := make([]uint32, len(names))
	for i, n := range names {
		offs[i] = at[n]
	}
	return table, offs
}
