# DWARF 4 (x86_64) whose rewrite outgrows its forms: a DW_FORM_block1 location of 200 bytes
# with 60 legacy operations (260 bytes after migration: DW_FORM_block2) and a DW_FORM_ref1
# sibling that ends up past offset 255 (DW_FORM_ref2).
#   llvm-mc-22 -filetype=obj -triple x86_64 widen.s -o widen.o
	.section .debug_abbrev,"",@progbits
.Labbrev:
	.uleb128 1, 0x11
	.byte 1
	.uleb128 0x03, 0x08        // name, string
	.byte 0, 0
	.uleb128 2, 0x2e           // subprogram
	.byte 1
	.uleb128 0x01, 0x11        // sibling, ref1
	.uleb128 0x03, 0x08
	.byte 0, 0
	.uleb128 3, 0x34           // variable
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x0a        // location, block1
	.uleb128 0x49, 0x11        // type, ref1
	.byte 0, 0
	.uleb128 4, 0x24           // base type
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x3e, 0x0b
	.uleb128 0x0b, 0x0b
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
	.asciz "widen.c"
	.uleb128 2
	.byte .Lint - .Lcu         // sibling
	.asciz "s"
	.uleb128 3
	.asciz "w"
	.byte .Lw_e - .Lw_s
.Lw_s:
	.rept 60
	.byte 0x30, 0x30, 0xe1     // lit0, lit0, form_aspace_address
	.endr
	.rept 20
	.byte 0x13                 // drop
	.endr
.Lw_e:
	.byte .Lint - .Lcu
	.byte 0
.Lint:
	.uleb128 4
	.asciz "int"
	.byte 5, 4
	.byte 0
.Lcu_end:
