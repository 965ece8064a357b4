package expr

import (
	"fmt"

	"hdwarf/dw/regs"
)

// RandomMachine returns a machine state for comparing expressions by evaluation: register r
// has regSize(r) bytes (0: the target has no such register) and every byte of every
// register, entry register and address of every address space holds a pseudo-random byte
// drawn from seed, the same on every call. Lane, Lanes, FrameBase, CFA and the rest are the
// caller's to set. Register contents are cached, so a machine is not safe for concurrent use.
func RandomMachine(ctx Context, seed uint64, regSize func(reg uint64) int) *Machine {
	regs := map[uint64][]byte{}
	entry := map[uint64][]byte{}
	get := func(cache map[uint64][]byte, salt, r uint64) ([]byte, error) {
		if b, ok := cache[r]; ok {
			return b, nil
		}
		n := regSize(r)
		if n <= 0 {
			return nil, fmt.Errorf("the target has no register %d", r)
		}
		b := make([]byte, n)
		x := mix(seed ^ salt ^ mix(r))
		for i := range b {
			if i%8 == 0 {
				x = mix(x + uint64(i))
			}
			b[i] = byte(x >> (8 * (i % 8)))
		}
		cache[r] = b
		return b, nil
	}
	return &Machine{
		Ctx:      ctx,
		Reg:      func(r uint64) ([]byte, error) { return get(regs, 0x5265, r) },
		EntryReg: func(r uint64) ([]byte, error) { return get(entry, 0x456e747279, r) },
		Mem: func(s AddrSpace, a uint64, buf []byte) error {
			for i := range buf {
				buf[i] = byte(mix(seed ^ mix(uint64(s)) ^ (a + uint64(i))))
			}
			return nil
		},
	}
}

// mix is SplitMix64's finalizer: a bijection that scatters its input's bits.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// IntelRegSize gives the register sizes of an Intel GPU whose GRFs have grf bytes (32 on
// tgllp, dg1, dg2 and mtl, 64 on pvc and later), for RandomMachine: GRFs (r0..r255 and the
// 512-GRF mode's upper half) have grf bytes, the numbered architecture registers 8 (enough
// for their 64-bit base addresses; evaluations compared on one machine only need the sizes to
// agree), and numbers IGC does not assign none.
func IntelRegSize(grf int) func(reg uint64) int {
	return func(r uint64) int {
		switch {
		case r >= 16 && r < 272, r >= 350 && r < 606:
			return grf
		case regs.IntelRegName(r) != "":
			return 8
		}
		return 0
	}
}
