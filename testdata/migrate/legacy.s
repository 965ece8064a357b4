# DWARF laid out by hand with ROCm's legacy single-byte DW_OP_LLVM_* operations (0xe1..0xec)
# in every place `hdwarf migrate` rewrites: exprloc attributes, a branch over rewritten
# operations, DIE references inside expressions (call4, implicit_pointer, call_ref, convert),
# DW_OP_addr with a relocation, location lists (.debug_loc for DWARF 4, .debug_loclists with
# an offset table for DWARF 5), .debug_frame CIEs and FDEs, .eh_frame (.cfi_escape), two units
# with cross-unit references (DW_FORM_ref_addr, DW_OP_call_ref), .debug_aranges and
# .debug_pubnames.
#
# Assemble with
#   llvm-mc-22 -filetype=obj -triple TRIPLE --defsym V=4|5 --defsym D64=0|1 legacy.s -o OUT
# V is the DWARF version, D64=1 selects the 64-bit DWARF format. Addresses are 8 bytes: use a
# 64-bit triple (x86_64, powerpc64, aarch64_be, ...).

.macro OFF sym                 // a section offset (relocated in ET_REL)
.if D64
	.quad \sym
.else
	.long \sym
.endif
.endm

.macro OFFV val                // an offset-sized constant
.if D64
	.quad \val
.else
	.long \val
.endif
.endm

.macro ULEN end, start         // a unit length
.if D64
	.long 0xffffffff
	.quad \end - \start
.else
	.long \end - \start
.endif
.endm

.macro UHDR                    // the rest of a compile unit header
.if V == 5
	.short 5
	.byte 1                    // DW_UT_compile
	.byte 8
	OFF .Labbrev
.else
	.short 4
	OFF .Labbrev
	.byte 8
.endif
.endm

	.text
	.globl f
f:
	.cfi_startproc
	nop
	.cfi_escape 0x0f, 0x03, 0x30, 0x36, 0xe1   // DW_CFA_def_cfa_expression lit0 lit6 form_aspace_address
	nop
	.cfi_escape 0x10, 0x10, 0x04, 0x90, 0x80, 0x14, 0xe2   // DW_CFA_expression r16: regx 2560, push_lane
	.cfi_escape 0, 0, 0, 0     // DW_CFA_nop: room for the rewrite (.eh_frame is loaded and keeps its size)
	nop
	.cfi_endproc
	.balign 16, 0

	.section .debug_abbrev,"",@progbits
.Labbrev:
	.uleb128 1                 // compile unit with location lists
	.uleb128 0x11
	.byte 1
	.uleb128 0x25, 0x08        // producer, string
	.uleb128 0x03, 0x08        // name, string
	.uleb128 0x13, 0x05        // language, data2
	.uleb128 0x11, 0x01        // low_pc, addr
	.uleb128 0x12, 0x06        // high_pc, data4
.if V == 5
	.uleb128 0x8c, 0x17        // loclists_base, sec_offset
.endif
	.byte 0, 0
	.uleb128 2                 // variable with an expression
	.uleb128 0x34
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18        // location, exprloc
	.uleb128 0x49, 0x13        // type, ref4
	.byte 0, 0
	.uleb128 3                 // base type
	.uleb128 0x24
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x3e, 0x0b        // encoding, data1
	.uleb128 0x0b, 0x0b        // byte_size, data1
	.byte 0, 0
	.uleb128 4                 // variable with a location list
	.uleb128 0x34
	.byte 0
	.uleb128 0x03, 0x08
.if V == 5
	.uleb128 0x02, 0x22        // location, loclistx
.else
	.uleb128 0x02, 0x17        // location, sec_offset
.endif
	.uleb128 0x49, 0x13
	.byte 0, 0
	.uleb128 5                 // subprogram
	.uleb128 0x2e
	.byte 1
	.uleb128 0x01, 0x12        // sibling, ref2
	.uleb128 0x03, 0x08
	.uleb128 0x11, 0x01
	.uleb128 0x12, 0x06
	.uleb128 0x40, 0x18        // frame_base, exprloc
	.byte 0, 0
	.uleb128 6                 // formal parameter
	.uleb128 0x05
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18
	.uleb128 0x49, 0x15        // type, ref_udata
	.byte 0, 0
	.uleb128 7                 // variable in the second unit, list and type in other places
	.uleb128 0x34
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x17        // location, sec_offset
	.uleb128 0x49, 0x10        // type, ref_addr
	.byte 0, 0
	.uleb128 8                 // compile unit without location list base
	.uleb128 0x11
	.byte 1
	.uleb128 0x25, 0x08
	.uleb128 0x03, 0x08
	.uleb128 0x13, 0x05
	.uleb128 0x11, 0x01
	.uleb128 0x12, 0x06
	.byte 0, 0
	.uleb128 9                 // variable typed by another unit
	.uleb128 0x34
	.byte 0
	.uleb128 0x03, 0x08
	.uleb128 0x02, 0x18
	.uleb128 0x49, 0x10        // type, ref_addr
	.byte 0, 0
	.byte 0

	.section .debug_info,"",@progbits
.Lcu1:
	ULEN .Lcu1_end, .Lcu1_start
.Lcu1_start:
	UHDR
	.uleb128 1
	.asciz "AMD clang version 17.0.0 (roc-6.0.0)"
	.asciz "cu1.c"
	.short 0x0c
	.quad f
	.long 16
.if V == 5
	OFF .Lloclists_base
.endif
.Ldie_a:
	.uleb128 2
	.asciz "a"
	.uleb128 .La_e - .La_s
.La_s:
	.byte 0x30, 0x36, 0xe1     // lit0, lit6, form_aspace_address
.La_e:
	.long .Lint - .Lcu1
.Ldie_b:
	.uleb128 2
	.asciz "b"
	.uleb128 .Lb_e - .Lb_s
.Lb_s:
	.byte 0x31                 // lit1
	.byte 0x28                 // bra .Lb_t1
	.short .Lb_t1 - .Lb_n1
.Lb_n1:
	.byte 0x32, 0xe2           // lit2, push_lane
	.byte 0x2f                 // skip .Lb_t2
	.short .Lb_t2 - .Lb_n2
.Lb_n2:
.Lb_t1:
	.byte 0x33, 0xe4, 0x04     // lit3, offset_uconst 4
.Lb_t2:
	.byte 0x9f                 // stack_value
.Lb_e:
	.long .Lint - .Lcu1
.Ldie_c:
	.uleb128 2
	.asciz "c"
	.uleb128 .Lc_e - .Lc_s
.Lc_s:
	.byte 0x90
	.uleb128 2560              // regx VGPR0
	.byte 0xe8
	.uleb128 64
	.sleb128 8                 // aspace_bregx SGPR32 +8
	.byte 0xe6
	.uleb128 17                // call_frame_entry_reg EXEC
	.byte 0xeb
	.uleb128 32
	.uleb128 64                // extend 32 64
	.byte 0xec
	.uleb128 32
	.uleb128 64                // select_bit_piece 32 64
	.byte 0xe5, 0xe3, 0xe7     // bit_offset, offset, undefined
	.byte 0x93, 0x04           // piece 4
	.byte 0xea                 // piece_end
.Lc_e:
	.long .Lint - .Lcu1
.Ldie_d:
	.uleb128 2
	.asciz "d"
	.uleb128 .Ld_e - .Ld_s
.Ld_s:
	.byte 0x99                 // call4 int
	.long .Lint - .Lcu1
	.byte 0xa0                 // implicit_pointer b
	OFF .Ldie_b
	.sleb128 0
	.byte 0x9a                 // call_ref x (second unit)
	OFF .Ldie_x
	.byte 0x31                 // lit1
	.byte 0xa8                 // convert int
	.uleb128 .Lint - .Lcu1
	.byte 0xe1                 // form_aspace_address
.Ld_e:
	.long .Lint - .Lcu1
.Ldie_e:
	.uleb128 2
	.asciz "e"
	.uleb128 .Le_e - .Le_s
.Le_s:
	.byte 0x03                 // addr f
	.quad f
	.byte 0x31, 0xe1           // lit1, form_aspace_address
.Le_e:
	.long .Lint - .Lcu1
.Ldie_l:
	.uleb128 4
	.asciz "l"
.if V == 5
	.uleb128 0                 // loclistx 0
.else
	OFF .Lloc0
.endif
	.long .Lint - .Lcu1
.Ldie_f:
	.uleb128 5
	.short .Lint - .Lcu1       // sibling
	.asciz "f"
	.quad f
	.long 16
	.uleb128 3
	.byte 0x30, 0x36, 0xe1     // frame_base: lit0, lit6, form_aspace_address
.Ldie_p:
	.uleb128 6
	.asciz "p"
	.uleb128 .Lp_e - .Lp_s
.Lp_s:
	.byte 0x91, 0x10           // fbreg 16
	.byte 0xe2, 0x34, 0x1e     // push_lane, lit4, mul
	.byte 0xe3                 // offset
.Lp_e:
	.uleb128 .Lint - .Lcu1
	.byte 0                    // end of f's children
.Lint:
	.uleb128 3
	.asciz "int"
	.byte 5
	.byte 4
	.byte 0                    // end of the unit's children
.Lcu1_end:

.Lcu2:
	ULEN .Lcu2_end, .Lcu2_start
.Lcu2_start:
	UHDR
	.uleb128 8
	.asciz "AMD clang version 17.0.0 (roc-6.0.0)"
	.asciz "cu2.c"
	.short 0x0c
	.quad f
	.long 16
.Ldie_x:
	.uleb128 9
	.asciz "x"
	.uleb128 3
	.byte 0x31, 0x36, 0xe1     // lit1, lit6, form_aspace_address
	OFF .Lint
.Ldie_y:
	.uleb128 7
	.asciz "y"
.if V == 5
	OFF .Lll1
.else
	OFF .Lloc1
.endif
	OFF .Lint
	.byte 0
.Lcu2_end:

.if V == 5
	.section .debug_loclists,"",@progbits
	ULEN .Lll_end, .Lll_start
.Lll_start:
	.short 5
	.byte 8
	.byte 0
	.long 2
.Lloclists_base:
	OFFV .Lll0 - .Lloclists_base
	OFFV .Lll1 - .Lloclists_base
.Lll0:
	.byte 4                    // offset_pair 0 4
	.uleb128 0, 4
	.uleb128 5
	.byte 0x90
	.uleb128 2560
	.byte 0xe2, 0x9f           // regx VGPR0, push_lane, stack_value
	.byte 4                    // offset_pair 4 8
	.uleb128 4, 8
	.uleb128 3
	.byte 0x30, 0x36, 0xe1
	.byte 0                    // end_of_list
.Lll1:
	.byte 8                    // start_length f 16
	.quad f
	.uleb128 16
	.uleb128 3
	.byte 0x31, 0x36, 0xe1
	.byte 0
.Lll_end:
.else
	.section .debug_loc,"",@progbits
.Lloc0:
	.quad 0, 4
	.short 5
	.byte 0x90
	.uleb128 2560
	.byte 0xe2, 0x9f
	.quad 4, 8
	.short 3
	.byte 0x30, 0x36, 0xe1
	.quad 0, 0
.Lloc1:
	.quad -1, f                // base address selection: a relocation behind rewritten entries
	.quad 0, 16
	.short 3
	.byte 0x31, 0x36, 0xe1
	.quad 0, 0
.endif

	.section .debug_frame,"",@progbits
.Lcie1:
	ULEN .Lcie1_end, .Lcie1_start
.Lcie1_start:
	OFFV -1                    // CIE id
	.byte 4                    // version
	.asciz ""
	.byte 8, 0                 // address size, segment size
	.uleb128 1                 // code alignment
	.sleb128 -8                // data alignment
	.uleb128 16                // return address column
	.byte 0x0f                 // def_cfa_expression: lit0, lit6, form_aspace_address
	.uleb128 3
	.byte 0x30, 0x36, 0xe1
.Lcie1_end:
.Lfde1:
	ULEN .Lfde1_end, .Lfde1_start
.Lfde1_start:
	OFF .Lcie1
	.quad f
	.quad 16
	.byte 0x16                 // val_expression r16
	.uleb128 16
	.uleb128 .Lfde1_x - .Lfde1_xs
.Lfde1_xs:
	.byte 0x90
	.uleb128 2560              // regx VGPR0
	.byte 0x16                 // swap
	.byte 0xe4, 0x08           // offset_uconst 8
	.byte 0xe6, 0x11           // call_frame_entry_reg 17
	.byte 0x94, 0x08           // deref_size 8
	.byte 0xec, 0x20, 0x40     // select_bit_piece 32 64
.Lfde1_x:
	.byte 0x41                 // advance_loc 1
	.byte 0x10                 // expression r17: lit1, push_lane
	.uleb128 17
	.uleb128 2
	.byte 0x31, 0xe2
.Lfde1_end:
.Lcie2:
	ULEN .Lcie2_end, .Lcie2_start
.Lcie2_start:
	OFFV -1
	.byte 4
	.asciz ""
	.byte 8, 0
	.uleb128 1
	.sleb128 -8
	.uleb128 16
	.byte 0x0c                 // def_cfa r7 +8
	.uleb128 7, 8
.Lcie2_end:
.Lfde2:
	ULEN .Lfde2_end, .Lfde2_start
.Lfde2_start:
	OFF .Lcie2
	.quad f
	.quad 16
	.byte 0x0f                 // def_cfa_expression: bregx 64 0, lit6, form_aspace_address
	.uleb128 5
	.byte 0x92
	.uleb128 64
	.sleb128 0
	.byte 0x36, 0xe1
.Lfde2_end:

	.section .debug_aranges,"",@progbits
	ULEN .Lar1_end, .Lar1_start
.Lar1_start:
	.short 2
	OFF .Lcu1
	.byte 8, 0
.if D64
	.zero 8
.else
	.zero 4
.endif
	.quad f, 16, 0, 0
.Lar1_end:
	ULEN .Lar2_end, .Lar2_start
.Lar2_start:
	.short 2
	OFF .Lcu2
	.byte 8, 0
.if D64
	.zero 8
.else
	.zero 4
.endif
	.quad f, 16, 0, 0
.Lar2_end:

	.section .debug_pubnames,"",@progbits
	ULEN .Lpub_end, .Lpub_start
.Lpub_start:
	.short 2
	OFF .Lcu2
	OFFV .Lcu2_end - .Lcu2
	OFFV .Ldie_x - .Lcu2
	.asciz "x"
	OFFV .Ldie_y - .Lcu2
	.asciz "y"
	OFFV 0
.Lpub_end:
