package expr

import "fmt"

// AddrSpace is a DW_ASPACE_* address space number, as DW_OP_LLVM_form_aspace_address,
// DW_OP_LLVM_aspace_bregx and DW_CFA_LLVM_def_aspace_cfa take it.
type AddrSpace uint64

// Address spaces of the heterogeneous-debugging extensions (AMDGPU mapping).
const (
	AspaceLLVMNone          AddrSpace = 0x00 // default; LLVM global and constant
	AspaceAMDGPUGeneric     AddrSpace = 0x01 // flat
	AspaceAMDGPURegion      AddrSpace = 0x02
	AspaceAMDGPULocal       AddrSpace = 0x03
	AspaceAMDGPUPrivateLane AddrSpace = 0x05
	AspaceAMDGPUPrivateWave AddrSpace = 0x06 // what AMDGPU CFAs live in
	aspaceAMDGPULane0       AddrSpace = 0x20 // private_lane<N> for N in 0..63
)

// AspaceAMDGPUPrivateLaneN is DW_ASPACE_AMDGPU_private_lane<n>, n < 64.
func AspaceAMDGPUPrivateLaneN(n uint8) (AddrSpace, bool) {
	return aspaceAMDGPULane0 + AddrSpace(n), n < 64
}

var aspaceNames = map[AddrSpace]string{
	AspaceLLVMNone:          "DW_ASPACE_LLVM_none",
	AspaceAMDGPUGeneric:     "DW_ASPACE_AMDGPU_generic",
	AspaceAMDGPURegion:      "DW_ASPACE_AMDGPU_region",
	AspaceAMDGPULocal:       "DW_ASPACE_AMDGPU_local",
	AspaceAMDGPUPrivateLane: "DW_ASPACE_AMDGPU_private_lane",
	AspaceAMDGPUPrivateWave: "DW_ASPACE_AMDGPU_private_wave",
}

func (a AddrSpace) String() string {
	if n, ok := aspaceNames[a]; ok {
		return n
	}
	if a >= aspaceAMDGPULane0 && a < aspaceAMDGPULane0+64 {
		return fmt.Sprintf("DW_ASPACE_AMDGPU_private_lane%d", a-aspaceAMDGPULane0)
	}
	return fmt.Sprintf("DW_ASPACE_0x%x", uint64(a))
}
