package regs

// Intel GPU DWARF register numbers (IGC RegisterNumbering; reference visa-debug-info §2.2).
const (
	IntelIP                       uint64 = 0 // also the CFI return address column
	IntelExecMask                 uint64 = 1
	IntelBTBase                   uint64 = 5
	IntelScratchBase              uint64 = 6
	IntelGenStateBase             uint64 = 7
	IntelSurfStateBase            uint64 = 8
	IntelBindlessSurfStateBase    uint64 = 9
	IntelBindlessSamplerStateBase uint64 = 10
	IntelScratchBaseSlot1         uint64 = 11
)

// IntelGRF is the DWARF number of GRF r<n>: 16+n below 256, 350+(n-256) for the
// 512-GRF mode's upper half.
func IntelGRF(n uint64) uint64 {
	if n < 256 {
		return 16 + n
	}
	return 350 + (n - 256)
}

// IntelA0 is the DWARF number of address register a<n>.
func IntelA0(n uint64) uint64 { return 272 + n }

// IntelF0 is the DWARF number of flag register f<n>.
func IntelF0(n uint64) uint64 { return 288 + n }

// IntelAcc is the DWARF number of accumulator acc<n>.
func IntelAcc(n uint64) uint64 { return 304 + n }

// IntelMME is the DWARF number of mme<n> as IGC numbers it.
func IntelMME(n uint64) uint64 { return 335 + n }

var intelFixed = map[uint64]string{
	IntelIP: "ip", IntelExecMask: "ce", IntelBTBase: "btbase", IntelScratchBase: "scrbase",
	IntelGenStateBase: "genstbase", IntelSurfStateBase: "sustbase",
	IntelBindlessSurfStateBase: "blsustbase", IntelBindlessSamplerStateBase: "blsastbase",
	IntelScratchBaseSlot1: "scrbase2",
}

// IntelRegName names an Intel GPU DWARF register with gdb-oneapi's names ("" when the
// number means nothing).
func IntelRegName(reg uint64) string {
	if n, ok := intelFixed[reg]; ok {
		return n
	}
	return intelRegs.name(reg)
}

// IntelRegNumber is the DWARF number of a name IntelRegName gives.
func IntelRegNumber(name string) (uint64, bool) {
	for n, s := range intelFixed {
		if s == name {
			return n, true
		}
	}
	return intelRegs.number(name)
}

// intelRegs are the Intel GPU's numbered registers (IntelGRF, IntelA0, IntelF0, IntelAcc,
// IntelMME).
var intelRegs = regRanges{
	{16, 272, "r", 0},
	{272, 288, "a", 0},
	{288, 304, "f", 0},
	{304, 320, "acc", 0},
	{335, 350, "mme", 0},
	{350, 606, "r", 256},
}
