package regs

// ARM is the ARM DWARF ABI (aadwarf32) numbering: r0-r15 = 0-15 (fp r11, ip r12, sp lr pc
// 13-15), s0-s31 = 64-95 (obsolescent, kept by the ABI), d0-d31 = 256-287. llvm-dwarfdump
// prints numbers for it.
var ARM = table(nil,
	group{seq("r", 0, 16), 0},
	group{[]string{"sp", "lr", "pc"}, 13},
	group{[]string{"fp", "ip"}, 11},
	group{seq("s", 0, 32), 64},
	group{seq("d", 0, 32), 256},
)

// AArch64 is the AArch64 DWARF ABI (aadwarf64) numbering: x0-x30 = 0-30, sp 31, pc 32,
// v0-v31 = 64-95; w, and the b/h/s/d/q views of the vector registers, share those numbers.
var AArch64 = table(nil,
	group{seq("x", 0, 31), 0},
	group{seq("w", 0, 31), 0},
	group{[]string{"sp", "pc"}, 31},
	group{[]string{"wsp"}, 31},
	group{[]string{"fp", "lr"}, 29},
	group{seq("v", 0, 32), 64},
	group{seq("q", 0, 32), 64},
	group{seq("d", 0, 32), 64},
	group{seq("s", 0, 32), 64},
	group{seq("h", 0, 32), 64},
	group{seq("b", 0, 32), 64},
)

// Xtensa is GCC's Xtensa numbering: a0-a15 = 0-15 (sp is a1), b0-b15 = 16-31, f0-f15 = 48-63.
var Xtensa = table(nil,
	group{seq("a", 0, 16), 0},
	group{[]string{"sp"}, 1},
	group{seq("b", 0, 16), 16},
	group{seq("f", 0, 16), 48},
)
