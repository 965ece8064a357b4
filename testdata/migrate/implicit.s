# DWARF 4 (x86_64) with ROCm's legacy DW_OP_LLVM_aspace_implicit_pointer (0xe9), which has no
# DW_OP_LLVM_user form, behind a DW_OP_skip over a rewritten operation.
#   llvm-mc-22 -filetype=obj -triple x86_64 implicit.s -o implicit.o
	.section .debug_abbrev,"",@progbits
.Labbrev:
	.uleb128 1, 0x11
	.byte 1
	.uleb128 0x03, 0x08        // name, string
	.byte 0, 0
	.uleb128 2, 0x34
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18        // location, exprloc
	.byte 0, 0
	.byte 0

	.section .debug_info,"",@progbits
.Lcu:
	.long .Lcu_end - .Lcu_start
.Lcu_start:
	.short 4
	.long .Labbrev
	.byte 8
	.uleb128 1
	.asciz "ip.c"
.Lv:
	.uleb128 2
	.asciz "v"
	.uleb128 1
	.byte 0x30                 // lit0
	.uleb128 2
	.asciz "ip"
	.uleb128 .Lx_e - .Lx_s
.Lx_s:
	.byte 0x2f                 // skip .Lx_t
	.short .Lx_t - .Lx_n
.Lx_n:
	.byte 0x30, 0xe1           // lit0, form_aspace_address
	.byte 0xe9                 // aspace_implicit_pointer v +0
	.long .Lv - .Lcu
	.sleb128 0
.Lx_t:
	.byte 0x9f                 // stack_value
.Lx_e:
	.byte 0
.Lcu_end:
