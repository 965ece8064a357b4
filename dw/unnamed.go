package dw

// Numbers that are no name of their own: String leaves them to the family's unknown form
// (the generator skips constants declared without a type).
const (
	// AttrLoUser is DW_AT_lo_user, where vendor attributes start.
	AttrLoUser = Attr(0x2000)
	// AttrLLVMLanePCROCm is DW_AT_LLVM_lane_pc as old ROCm releases numbered it; upstream
	// LLVM gave the code to DW_AT_LLVM_num_extra_inhabitants.
	AttrLLVMLanePCROCm = Attr(0x3e0b)
	// AddrClassIntelSLM is the DW_AT_address_class of a variable in Intel GPUs' shared local
	// memory: IGC writes it on __local variables, gdb-oneapi (intelgt-tdep.c) reads class 1
	// as its "slm" address space.
	AddrClassIntelSLM = AddrClass(1)
)
