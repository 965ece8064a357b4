package regs

// x86-64 psABI: rax rdx rcx rbx rsi rdi rbp rsp r8-r15 = 0-15, rip 16, xmm0-15 = 17-32,
// st0-7 = 33-40, mm0-7 = 41-48, rflags 49, es cs ss ds fs gs = 50-55, fs.base 58, gs.base 59,
// xmm16-31 = 67-82, k0-7 = 118-125, APX's r16-r31 = 130-145. The printed names are LLVM's
// (EFLAGS, FS_BASE).
var amd64GPR = []string{"rax", "rdx", "rcx", "rbx", "rsi", "rdi", "rbp", "rsp",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"}

// X86_64 is the x86-64 numbering.
var X86_64 = table([]group{
	{amd64GPR, 0},
	{[]string{"rip"}, 16},
	{seq("xmm", 0, 16), 17},
	{seq("st", 0, 8), 33},
	{seq("mm", 0, 8), 41},
	{[]string{"eflags", "es", "cs", "ss", "ds", "fs", "gs"}, 49},
	{[]string{"fs_base", "gs_base"}, 58},
	{seq("xmm", 16, 16), 67},
	{seq("k", 0, 8), 118},
	{seq("r", 16, 16), 130},
},
	group{append([]string{"eax", "edx", "ecx", "ebx", "esi", "edi", "ebp", "esp"}, suffixed(amd64GPR[8:], "d")...), 0},
	group{append([]string{"ax", "dx", "cx", "bx", "si", "di", "bp", "sp"}, suffixed(amd64GPR[8:], "w")...), 0},
	group{append([]string{"al", "dl", "cl", "bl", "sil", "dil", "bpl", "spl"}, suffixed(amd64GPR[8:], "b")...), 0},
	group{[]string{"ah", "dh", "ch", "bh"}, 0},
	group{seq("mmx", 0, 8), 41}, // ECS's spelling of mm0-7
)

// I386 is the i386 psABI numbering: eax ecx edx ebx esp ebp esi edi = 0-7, eip 8, eflags 9,
// st0-7 = 11-18, xmm0-7 = 21-28, mm0-7 = 29-36, k0-7 = 93-100.
var I386 = table([]group{
	{[]string{"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi", "eip", "eflags"}, 0},
	{seq("st", 0, 8), 11},
	{seq("xmm", 0, 8), 21},
	{seq("mm", 0, 8), 29},
	{seq("k", 0, 8), 93},
},
	group{[]string{"ax", "cx", "dx", "bx", "sp", "bp", "si", "di"}, 0},
	group{[]string{"al", "cl", "dl", "bl"}, 0},
	group{[]string{"ah", "ch", "dh", "bh"}, 0},
	group{seq("mmx", 0, 8), 29}, // ECS's spelling of mm0-7
)
