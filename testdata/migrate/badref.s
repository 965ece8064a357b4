# DWARF 4 (x86_64) whose DW_AT_type points at an operation inside an expression that the
# migration rewrites (ROCm's legacy DW_OP_LLVM_form_aspace_address, 0xe1): the reference
# has no place to go, and migrate must fail naming the DIE, not write a file.
#   llvm-mc-22 -filetype=obj -triple x86_64 badref.s -o badref.o
	.section .debug_abbrev,"",@progbits
.Labbrev:
	.uleb128 1, 0x11
	.byte 1
	.uleb128 0x03, 0x08        // name, string
	.byte 0, 0
	.uleb128 2, 0x34
	.byte 0
	.uleb128 0x03, 0x08        // name, string
	.uleb128 0x02, 0x18        // location, exprloc
	.byte 0, 0
	.uleb128 3, 0x34
	.byte 0
	.uleb128 0x03, 0x08        // name, string
	.uleb128 0x49, 0x13        // type, ref4
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
	.asciz "badref.c"
	.uleb128 2
	.asciz "a"
	.uleb128 2
	.byte 0x30                 // lit0
.Lop:
	.byte 0xe1                 // form_aspace_address
	.uleb128 3
	.asciz "b"
	.long .Lop - .Lcu          // not a DIE: the operation above
	.byte 0
.Lcu_end:
