package dwarfenc

import "fmt"

// Tag is a DW_TAG_* value.
type Tag uint32

// Attr is a DW_AT_* value.
type Attr uint32

// Form is a DW_FORM_* value.
type Form uint16

// Lang is a DW_LANG_* value.
type Lang uint16

// Encoding is a DW_ATE_* base type encoding.
type Encoding uint8

// LineOp is a standard line-number opcode (DW_LNS_*).
type LineOp uint8

// LineExtOp is an extended line-number opcode (DW_LNE_*).
type LineExtOp uint8

// LineContent is a line-table entry format content code (DW_LNCT_*).
type LineContent uint16

// LLE is a DWARF 5 location list entry kind (DW_LLE_*).
type LLE uint8

// RLE is a DWARF 5 range list entry kind (DW_RLE_*).
type RLE uint8

// UnitType is a DWARF 5 unit header type (DW_UT_*).
type UnitType uint8

func name[T ~uint8 | ~uint16 | ~uint32](v T, names map[T]string, prefix string) string {
	if s, ok := names[v]; ok {
		return prefix + s
	}
	return fmt.Sprintf("%sunknown_%#x", prefix, uint64(v))
}

func (t Tag) String() string         { return name(t, tagNames, "DW_TAG_") }
func (a Attr) String() string        { return name(a, attrNames, "DW_AT_") }
func (f Form) String() string        { return name(f, formNames, "DW_FORM_") }
func (l Lang) String() string        { return name(l, langNames, "DW_LANG_") }
func (e Encoding) String() string    { return name(e, encodingNames, "DW_ATE_") }
func (o LineOp) String() string      { return name(o, lineOpNames, "DW_LNS_") }
func (o LineExtOp) String() string   { return name(o, lineExtOpNames, "DW_LNE_") }
func (c LineContent) String() string { return name(c, lineContentNames, "DW_LNCT_") }
func (k LLE) String() string         { return name(k, lleNames, "DW_LLE_") }
func (k RLE) String() string         { return name(k, rleNames, "DW_RLE_") }
func (u UnitType) String() string    { return name(u, unitTypeNames, "DW_UT_") }

// Tags.
const (
	TagArrayType              Tag = 0x01
	TagClassType              Tag = 0x02
	TagEntryPoint             Tag = 0x03
	TagEnumerationType        Tag = 0x04
	TagFormalParameter        Tag = 0x05
	TagImportedDeclaration    Tag = 0x08
	TagLabel                  Tag = 0x0a
	TagLexicalBlock           Tag = 0x0b
	TagMember                 Tag = 0x0d
	TagPointerType            Tag = 0x0f
	TagReferenceType          Tag = 0x10
	TagCompileUnit            Tag = 0x11
	TagStringType             Tag = 0x12
	TagStructureType          Tag = 0x13
	TagSubroutineType         Tag = 0x15
	TagTypedef                Tag = 0x16
	TagUnionType              Tag = 0x17
	TagUnspecifiedParameters  Tag = 0x18
	TagVariant                Tag = 0x19
	TagCommonBlock            Tag = 0x1a
	TagCommonInclusion        Tag = 0x1b
	TagInheritance            Tag = 0x1c
	TagInlinedSubroutine      Tag = 0x1d
	TagModule                 Tag = 0x1e
	TagPtrToMemberType        Tag = 0x1f
	TagSetType                Tag = 0x20
	TagSubrangeType           Tag = 0x21
	TagWithStmt               Tag = 0x22
	TagAccessDeclaration      Tag = 0x23
	TagBaseType               Tag = 0x24
	TagCatchBlock             Tag = 0x25
	TagConstType              Tag = 0x26
	TagConstant               Tag = 0x27
	TagEnumerator             Tag = 0x28
	TagFileType               Tag = 0x29
	TagFriend                 Tag = 0x2a
	TagNamelist               Tag = 0x2b
	TagNamelistItem           Tag = 0x2c
	TagPackedType             Tag = 0x2d
	TagSubprogram             Tag = 0x2e
	TagTemplateTypeParameter  Tag = 0x2f
	TagTemplateValueParameter Tag = 0x30
	TagThrownType             Tag = 0x31
	TagTryBlock               Tag = 0x32
	TagVariantPart            Tag = 0x33
	TagVariable               Tag = 0x34
	TagVolatileType           Tag = 0x35
	TagDwarfProcedure         Tag = 0x36
	TagRestrictType           Tag = 0x37
	TagInterfaceType          Tag = 0x38
	TagNamespace              Tag = 0x39
	TagImportedModule         Tag = 0x3a
	TagUnspecifiedType        Tag = 0x3b
	TagPartialUnit            Tag = 0x3c
	TagImportedUnit           Tag = 0x3d
	TagCondition              Tag = 0x3f
	TagSharedType             Tag = 0x40
	TagTypeUnit               Tag = 0x41
	TagRvalueReferenceType    Tag = 0x42
	TagTemplateAlias          Tag = 0x43
	TagCoarrayType            Tag = 0x44
	TagGenericSubrange        Tag = 0x45
	TagDynamicType            Tag = 0x46
	TagAtomicType             Tag = 0x47
	TagCallSite               Tag = 0x48
	TagCallSiteParameter      Tag = 0x49
	TagSkeletonUnit           Tag = 0x4a
	TagImmutableType          Tag = 0x4b

	TagMIPSLoop                 Tag = 0x4081
	TagFormatLabel              Tag = 0x4101
	TagFunctionTemplate         Tag = 0x4102
	TagClassTemplate            Tag = 0x4103
	TagGNUTemplateTemplateParam Tag = 0x4106
	TagGNUTemplateParameterPack Tag = 0x4107
	TagGNUFormalParameterPack   Tag = 0x4108
	TagGNUCallSite              Tag = 0x4109
	TagGNUCallSiteParameter     Tag = 0x410a
	TagLLVMPtrauthType          Tag = 0x4300
	TagLLVMAnnotation           Tag = 0x6000
)

var tagNames = map[Tag]string{
	0x01: "array_type", 0x02: "class_type", 0x03: "entry_point", 0x04: "enumeration_type",
	0x05: "formal_parameter", 0x08: "imported_declaration", 0x0a: "label", 0x0b: "lexical_block",
	0x0d: "member", 0x0f: "pointer_type", 0x10: "reference_type", 0x11: "compile_unit",
	0x12: "string_type", 0x13: "structure_type", 0x15: "subroutine_type", 0x16: "typedef",
	0x17: "union_type", 0x18: "unspecified_parameters", 0x19: "variant", 0x1a: "common_block",
	0x1b: "common_inclusion", 0x1c: "inheritance", 0x1d: "inlined_subroutine", 0x1e: "module",
	0x1f: "ptr_to_member_type", 0x20: "set_type", 0x21: "subrange_type", 0x22: "with_stmt",
	0x23: "access_declaration", 0x24: "base_type", 0x25: "catch_block", 0x26: "const_type",
	0x27: "constant", 0x28: "enumerator", 0x29: "file_type", 0x2a: "friend", 0x2b: "namelist",
	0x2c: "namelist_item", 0x2d: "packed_type", 0x2e: "subprogram",
	0x2f: "template_type_parameter", 0x30: "template_value_parameter", 0x31: "thrown_type",
	0x32: "try_block", 0x33: "variant_part", 0x34: "variable", 0x35: "volatile_type",
	0x36: "dwarf_procedure", 0x37: "restrict_type", 0x38: "interface_type", 0x39: "namespace",
	0x3a: "imported_module", 0x3b: "unspecified_type", 0x3c: "partial_unit",
	0x3d: "imported_unit", 0x3f: "condition", 0x40: "shared_type", 0x41: "type_unit",
	0x42: "rvalue_reference_type", 0x43: "template_alias", 0x44: "coarray_type",
	0x45: "generic_subrange", 0x46: "dynamic_type", 0x47: "atomic_type", 0x48: "call_site",
	0x49: "call_site_parameter", 0x4a: "skeleton_unit", 0x4b: "immutable_type",
	0x4081: "MIPS_loop", 0x4101: "format_label", 0x4102: "function_template",
	0x4103: "class_template", 0x4106: "GNU_template_template_param",
	0x4107: "GNU_template_parameter_pack", 0x4108: "GNU_formal_parameter_pack",
	0x4109: "GNU_call_site", 0x410a: "GNU_call_site_parameter",
	0x4300: "LLVM_ptrauth_type", 0x6000: "LLVM_annotation",
}

// Attributes. The DW_AT_LLVM_* heterogeneous-debugging numbers are the upstream ones
// (shared/reference/heterogeneous-dwarf.md §2.1); old ROCm objects used 0x3e0a..0x3e0e for
// lanes..address_space, which upstream has since given to other attributes.
const (
	AttrSibling                 Attr = 0x01
	AttrLocation                Attr = 0x02
	AttrName                    Attr = 0x03
	AttrOrdering                Attr = 0x09
	AttrByteSize                Attr = 0x0b
	AttrBitOffset               Attr = 0x0c
	AttrBitSize                 Attr = 0x0d
	AttrStmtList                Attr = 0x10
	AttrLowpc                   Attr = 0x11
	AttrHighpc                  Attr = 0x12
	AttrLanguage                Attr = 0x13
	AttrDiscr                   Attr = 0x15
	AttrDiscrValue              Attr = 0x16
	AttrVisibility              Attr = 0x17
	AttrImport                  Attr = 0x18
	AttrStringLength            Attr = 0x19
	AttrCommonReference         Attr = 0x1a
	AttrCompDir                 Attr = 0x1b
	AttrConstValue              Attr = 0x1c
	AttrContainingType          Attr = 0x1d
	AttrDefaultValue            Attr = 0x1e
	AttrInline                  Attr = 0x20
	AttrIsOptional              Attr = 0x21
	AttrLowerBound              Attr = 0x22
	AttrProducer                Attr = 0x25
	AttrPrototyped              Attr = 0x27
	AttrReturnAddr              Attr = 0x2a
	AttrStartScope              Attr = 0x2c
	AttrBitStride               Attr = 0x2e
	AttrUpperBound              Attr = 0x2f
	AttrAbstractOrigin          Attr = 0x31
	AttrAccessibility           Attr = 0x32
	AttrAddressClass            Attr = 0x33
	AttrArtificial              Attr = 0x34
	AttrBaseTypes               Attr = 0x35
	AttrCallingConvention       Attr = 0x36
	AttrCount                   Attr = 0x37
	AttrDataMemberLocation      Attr = 0x38
	AttrDeclColumn              Attr = 0x39
	AttrDeclFile                Attr = 0x3a
	AttrDeclLine                Attr = 0x3b
	AttrDeclaration             Attr = 0x3c
	AttrDiscrList               Attr = 0x3d
	AttrEncoding                Attr = 0x3e
	AttrExternal                Attr = 0x3f
	AttrFrameBase               Attr = 0x40
	AttrFriend                  Attr = 0x41
	AttrIdentifierCase          Attr = 0x42
	AttrMacroInfo               Attr = 0x43
	AttrNamelistItem            Attr = 0x44
	AttrPriority                Attr = 0x45
	AttrSegment                 Attr = 0x46
	AttrSpecification           Attr = 0x47
	AttrStaticLink              Attr = 0x48
	AttrType                    Attr = 0x49
	AttrUseLocation             Attr = 0x4a
	AttrVariableParameter       Attr = 0x4b
	AttrVirtuality              Attr = 0x4c
	AttrVtableElemLocation      Attr = 0x4d
	AttrAllocated               Attr = 0x4e
	AttrAssociated              Attr = 0x4f
	AttrDataLocation            Attr = 0x50
	AttrByteStride              Attr = 0x51
	AttrEntrypc                 Attr = 0x52
	AttrUseUTF8                 Attr = 0x53
	AttrExtension               Attr = 0x54
	AttrRanges                  Attr = 0x55
	AttrTrampoline              Attr = 0x56
	AttrCallColumn              Attr = 0x57
	AttrCallFile                Attr = 0x58
	AttrCallLine                Attr = 0x59
	AttrDescription             Attr = 0x5a
	AttrBinaryScale             Attr = 0x5b
	AttrDecimalScale            Attr = 0x5c
	AttrSmall                   Attr = 0x5d
	AttrDecimalSign             Attr = 0x5e
	AttrDigitCount              Attr = 0x5f
	AttrPictureString           Attr = 0x60
	AttrMutable                 Attr = 0x61
	AttrThreadsScaled           Attr = 0x62
	AttrExplicit                Attr = 0x63
	AttrObjectPointer           Attr = 0x64
	AttrEndianity               Attr = 0x65
	AttrElemental               Attr = 0x66
	AttrPure                    Attr = 0x67
	AttrRecursive               Attr = 0x68
	AttrSignature               Attr = 0x69
	AttrMainSubprogram          Attr = 0x6a
	AttrDataBitOffset           Attr = 0x6b
	AttrConstExpr               Attr = 0x6c
	AttrEnumClass               Attr = 0x6d
	AttrLinkageName             Attr = 0x6e
	AttrStringLengthBitSize     Attr = 0x6f
	AttrStringLengthByteSize    Attr = 0x70
	AttrRank                    Attr = 0x71
	AttrStrOffsetsBase          Attr = 0x72
	AttrAddrBase                Attr = 0x73
	AttrRnglistsBase            Attr = 0x74
	AttrDwoName                 Attr = 0x76
	AttrReference               Attr = 0x77
	AttrRvalueReference         Attr = 0x78
	AttrMacros                  Attr = 0x79
	AttrCallAllCalls            Attr = 0x7a
	AttrCallAllSourceCalls      Attr = 0x7b
	AttrCallAllTailCalls        Attr = 0x7c
	AttrCallReturnPC            Attr = 0x7d
	AttrCallValue               Attr = 0x7e
	AttrCallOrigin              Attr = 0x7f
	AttrCallParameter           Attr = 0x80
	AttrCallPC                  Attr = 0x81
	AttrCallTailCall            Attr = 0x82
	AttrCallTarget              Attr = 0x83
	AttrCallTargetClobbered     Attr = 0x84
	AttrCallDataLocation        Attr = 0x85
	AttrCallDataValue           Attr = 0x86
	AttrNoreturn                Attr = 0x87
	AttrAlignment               Attr = 0x88
	AttrExportSymbols           Attr = 0x89
	AttrDeleted                 Attr = 0x8a
	AttrDefaulted               Attr = 0x8b
	AttrLoclistsBase            Attr = 0x8c
	AttrMIPSLinkageName         Attr = 0x2007
	AttrINTELSIMDWidth          Attr = 0x2400
	AttrGNUDwoName              Attr = 0x2130
	AttrGNUDwoID                Attr = 0x2131
	AttrGNURangesBase           Attr = 0x2132
	AttrGNUAddrBase             Attr = 0x2133
	AttrGNUPubnames             Attr = 0x2134
	AttrGNUPubtypes             Attr = 0x2135
	AttrLLVMIncludePath         Attr = 0x3e00
	AttrLLVMConfigMacros        Attr = 0x3e01
	AttrLLVMSysroot             Attr = 0x3e02
	AttrLLVMTagOffset           Attr = 0x3e03
	AttrLLVMApinotes            Attr = 0x3e07
	AttrLLVMPtrauthIsaPointer   Attr = 0x3e08
	AttrLLVMPtrauthAuthNull     Attr = 0x3e09
	AttrLLVMPtrauthAuthMode     Attr = 0x3e0a
	AttrLLVMNumExtraInhabitants Attr = 0x3e0b
	AttrLLVMStmtSequence        Attr = 0x3e0c
	AttrLLVMCoroSuspendIdx      Attr = 0x3e0d
	AttrLLVMAllocType           Attr = 0x3e0e
	AttrLLVMMemorySpace         Attr = 0x3e0f
	AttrLLVMAddressSpace        Attr = 0x3e10
	AttrLLVMLanes               Attr = 0x3e11
	AttrLLVMLanePC              Attr = 0x3e12
	AttrLLVMVectorSize          Attr = 0x3e13
	AttrLLVMVirtualCallOrigin   Attr = 0x3e14
	AttrLLVMLanguageDialect     Attr = 0x3e15
)

var attrNames = map[Attr]string{
	0x01: "sibling", 0x02: "location", 0x03: "name", 0x09: "ordering", 0x0b: "byte_size",
	0x0c: "bit_offset", 0x0d: "bit_size", 0x10: "stmt_list", 0x11: "low_pc", 0x12: "high_pc",
	0x13: "language", 0x15: "discr", 0x16: "discr_value", 0x17: "visibility", 0x18: "import",
	0x19: "string_length", 0x1a: "common_reference", 0x1b: "comp_dir", 0x1c: "const_value",
	0x1d: "containing_type", 0x1e: "default_value", 0x20: "inline", 0x21: "is_optional",
	0x22: "lower_bound", 0x25: "producer", 0x27: "prototyped", 0x2a: "return_addr",
	0x2c: "start_scope", 0x2e: "bit_stride", 0x2f: "upper_bound", 0x31: "abstract_origin",
	0x32: "accessibility", 0x33: "address_class", 0x34: "artificial", 0x35: "base_types",
	0x36: "calling_convention", 0x37: "count", 0x38: "data_member_location",
	0x39: "decl_column", 0x3a: "decl_file", 0x3b: "decl_line", 0x3c: "declaration",
	0x3d: "discr_list", 0x3e: "encoding", 0x3f: "external", 0x40: "frame_base", 0x41: "friend",
	0x42: "identifier_case", 0x43: "macro_info", 0x44: "namelist_item", 0x45: "priority",
	0x46: "segment", 0x47: "specification", 0x48: "static_link", 0x49: "type",
	0x4a: "use_location", 0x4b: "variable_parameter", 0x4c: "virtuality",
	0x4d: "vtable_elem_location", 0x4e: "allocated", 0x4f: "associated",
	0x50: "data_location", 0x51: "byte_stride", 0x52: "entry_pc", 0x53: "use_UTF8",
	0x54: "extension", 0x55: "ranges", 0x56: "trampoline", 0x57: "call_column",
	0x58: "call_file", 0x59: "call_line", 0x5a: "description", 0x5b: "binary_scale",
	0x5c: "decimal_scale", 0x5d: "small", 0x5e: "decimal_sign", 0x5f: "digit_count",
	0x60: "picture_string", 0x61: "mutable", 0x62: "threads_scaled", 0x63: "explicit",
	0x64: "object_pointer", 0x65: "endianity", 0x66: "elemental", 0x67: "pure",
	0x68: "recursive", 0x69: "signature", 0x6a: "main_subprogram", 0x6b: "data_bit_offset",
	0x6c: "const_expr", 0x6d: "enum_class", 0x6e: "linkage_name",
	0x6f: "string_length_bit_size", 0x70: "string_length_byte_size", 0x71: "rank",
	0x72: "str_offsets_base", 0x73: "addr_base", 0x74: "rnglists_base", 0x76: "dwo_name",
	0x77: "reference", 0x78: "rvalue_reference", 0x79: "macros", 0x7a: "call_all_calls",
	0x7b: "call_all_source_calls", 0x7c: "call_all_tail_calls", 0x7d: "call_return_pc",
	0x7e: "call_value", 0x7f: "call_origin", 0x80: "call_parameter", 0x81: "call_pc",
	0x82: "call_tail_call", 0x83: "call_target", 0x84: "call_target_clobbered",
	0x85: "call_data_location", 0x86: "call_data_value", 0x87: "noreturn", 0x88: "alignment",
	0x89: "export_symbols", 0x8a: "deleted", 0x8b: "defaulted", 0x8c: "loclists_base",
	0x2007: "MIPS_linkage_name", 0x2400: "INTEL_simd_width",
	0x2130: "GNU_dwo_name", 0x2131: "GNU_dwo_id", 0x2132: "GNU_ranges_base",
	0x2133: "GNU_addr_base", 0x2134: "GNU_pubnames", 0x2135: "GNU_pubtypes",
	0x3e00: "LLVM_include_path", 0x3e01: "LLVM_config_macros", 0x3e02: "LLVM_sysroot",
	0x3e03: "LLVM_tag_offset", 0x3e07: "LLVM_apinotes",
	0x3e08: "LLVM_ptrauth_isa_pointer", 0x3e09: "LLVM_ptrauth_authenticates_null_values",
	0x3e0a: "LLVM_ptrauth_authentication_mode", 0x3e0b: "LLVM_num_extra_inhabitants",
	0x3e0c: "LLVM_stmt_sequence", 0x3e0d: "LLVM_coro_suspend_idx", 0x3e0e: "LLVM_alloc_type",
	0x3e0f: "LLVM_memory_space", 0x3e10: "LLVM_address_space", 0x3e11: "LLVM_lanes",
	0x3e12: "LLVM_lane_pc", 0x3e13: "LLVM_vector_size", 0x3e14: "LLVM_virtual_call_origin",
	0x3e15: "LLVM_language_dialect",
}

// Forms.
const (
	FormAddr          Form = 0x01
	FormBlock2        Form = 0x03
	FormBlock4        Form = 0x04
	FormData2         Form = 0x05
	FormData4         Form = 0x06
	FormData8         Form = 0x07
	FormString        Form = 0x08
	FormBlock         Form = 0x09
	FormBlock1        Form = 0x0a
	FormData1         Form = 0x0b
	FormFlag          Form = 0x0c
	FormSdata         Form = 0x0d
	FormStrp          Form = 0x0e
	FormUdata         Form = 0x0f
	FormRefAddr       Form = 0x10
	FormRef1          Form = 0x11
	FormRef2          Form = 0x12
	FormRef4          Form = 0x13
	FormRef8          Form = 0x14
	FormRefUdata      Form = 0x15
	FormIndirect      Form = 0x16
	FormSecOffset     Form = 0x17
	FormExprloc       Form = 0x18
	FormFlagPresent   Form = 0x19
	FormStrx          Form = 0x1a
	FormAddrx         Form = 0x1b
	FormRefSup4       Form = 0x1c
	FormStrpSup       Form = 0x1d
	FormData16        Form = 0x1e
	FormLineStrp      Form = 0x1f
	FormRefSig8       Form = 0x20
	FormImplicitConst Form = 0x21
	FormLoclistx      Form = 0x22
	FormRnglistx      Form = 0x23
	FormRefSup8       Form = 0x24
	FormStrx1         Form = 0x25
	FormStrx2         Form = 0x26
	FormStrx3         Form = 0x27
	FormStrx4         Form = 0x28
	FormAddrx1        Form = 0x29
	FormAddrx2        Form = 0x2a
	FormAddrx3        Form = 0x2b
	FormAddrx4        Form = 0x2c
	FormGNUAddrIndex  Form = 0x1f01
	FormGNUStrIndex   Form = 0x1f02
	FormGNURefAlt     Form = 0x1f20
	FormGNUStrpAlt    Form = 0x1f21
)

var formNames = map[Form]string{
	0x01: "addr", 0x03: "block2", 0x04: "block4", 0x05: "data2", 0x06: "data4", 0x07: "data8",
	0x08: "string", 0x09: "block", 0x0a: "block1", 0x0b: "data1", 0x0c: "flag", 0x0d: "sdata",
	0x0e: "strp", 0x0f: "udata", 0x10: "ref_addr", 0x11: "ref1", 0x12: "ref2", 0x13: "ref4",
	0x14: "ref8", 0x15: "ref_udata", 0x16: "indirect", 0x17: "sec_offset", 0x18: "exprloc",
	0x19: "flag_present", 0x1a: "strx", 0x1b: "addrx", 0x1c: "ref_sup4", 0x1d: "strp_sup",
	0x1e: "data16", 0x1f: "line_strp", 0x20: "ref_sig8", 0x21: "implicit_const",
	0x22: "loclistx", 0x23: "rnglistx", 0x24: "ref_sup8", 0x25: "strx1", 0x26: "strx2",
	0x27: "strx3", 0x28: "strx4", 0x29: "addrx1", 0x2a: "addrx2", 0x2b: "addrx3",
	0x2c: "addrx4", 0x1f01: "GNU_addr_index", 0x1f02: "GNU_str_index",
	0x1f20: "GNU_ref_alt", 0x1f21: "GNU_strp_alt",
}

// Languages.
const (
	LangC89           Lang = 0x01
	LangC             Lang = 0x02
	LangAda83         Lang = 0x03
	LangCPlusPlus     Lang = 0x04
	LangFortran77     Lang = 0x07
	LangFortran90     Lang = 0x08
	LangPascal83      Lang = 0x09
	LangModula2       Lang = 0x0a
	LangJava          Lang = 0x0b
	LangC99           Lang = 0x0c
	LangAda95         Lang = 0x0d
	LangFortran95     Lang = 0x0e
	LangObjC          Lang = 0x10
	LangObjCPlusPlus  Lang = 0x11
	LangD             Lang = 0x13
	LangPython        Lang = 0x14
	LangOpenCL        Lang = 0x15
	LangGo            Lang = 0x16
	LangCPlusPlus11   Lang = 0x1a
	LangRust          Lang = 0x1c
	LangC11           Lang = 0x1d
	LangSwift         Lang = 0x1e
	LangCPlusPlus14   Lang = 0x21
	LangFortran03     Lang = 0x22
	LangFortran08     Lang = 0x23
	LangRenderScript  Lang = 0x24
	LangCPlusPlus17   Lang = 0x2a
	LangCPlusPlus20   Lang = 0x2b
	LangC17           Lang = 0x2c
	LangHIP           Lang = 0x30
	LangAssembly      Lang = 0x31
	LangGLSL          Lang = 0x34
	LangHLSL          Lang = 0x36
	LangOpenCLCPP     Lang = 0x37
	LangSYCL          Lang = 0x39
	LangMipsAssembler Lang = 0x8001
	// LangLLVMHIP is the heterogeneous-debugging proposal's HIP code; no Dwarf.def has it
	// (shared/reference/heterogeneous-dwarf.md §2.4).
	LangLLVMHIP Lang = 0x8100
)

var langNames = map[Lang]string{
	0x01: "C89", 0x02: "C", 0x03: "Ada83", 0x04: "C_plus_plus", 0x05: "Cobol74",
	0x06: "Cobol85", 0x07: "Fortran77", 0x08: "Fortran90", 0x09: "Pascal83", 0x0a: "Modula2",
	0x0b: "Java", 0x0c: "C99", 0x0d: "Ada95", 0x0e: "Fortran95", 0x0f: "PLI", 0x10: "ObjC",
	0x11: "ObjC_plus_plus", 0x12: "UPC", 0x13: "D", 0x14: "Python", 0x15: "OpenCL", 0x16: "Go",
	0x17: "Modula3", 0x18: "Haskell", 0x19: "C_plus_plus_03", 0x1a: "C_plus_plus_11",
	0x1b: "OCaml", 0x1c: "Rust", 0x1d: "C11", 0x1e: "Swift", 0x1f: "Julia", 0x20: "Dylan",
	0x21: "C_plus_plus_14", 0x22: "Fortran03", 0x23: "Fortran08", 0x24: "RenderScript",
	0x25: "BLISS", 0x26: "Kotlin", 0x27: "Zig", 0x28: "Crystal", 0x2a: "C_plus_plus_17",
	0x2b: "C_plus_plus_20", 0x2c: "C17", 0x2d: "Fortran18", 0x2e: "Ada2005", 0x2f: "Ada2012",
	0x30: "HIP", 0x31: "Assembly", 0x32: "C_sharp", 0x33: "Mojo", 0x34: "GLSL", 0x35: "GLSL_ES",
	0x36: "HLSL", 0x37: "OpenCL_CPP", 0x38: "CPP_for_OpenCL", 0x39: "SYCL",
	0x3d: "Metal", 0x40: "Ruby", 0x41: "Move", 0x42: "Hylo",
	0x8001: "Mips_Assembler", 0x8100: "LLVM_HIP", 0x8e57: "GOOGLE_RenderScript", 0xb000: "BORLAND_Delphi",
}

// Base type encodings.
const (
	EncAddress        Encoding = 0x01
	EncBoolean        Encoding = 0x02
	EncComplexFloat   Encoding = 0x03
	EncFloat          Encoding = 0x04
	EncSigned         Encoding = 0x05
	EncSignedChar     Encoding = 0x06
	EncUnsigned       Encoding = 0x07
	EncUnsignedChar   Encoding = 0x08
	EncImaginaryFloat Encoding = 0x09
	EncPackedDecimal  Encoding = 0x0a
	EncNumericString  Encoding = 0x0b
	EncEdited         Encoding = 0x0c
	EncSignedFixed    Encoding = 0x0d
	EncUnsignedFixed  Encoding = 0x0e
	EncDecimalFloat   Encoding = 0x0f
	EncUTF            Encoding = 0x10
	EncUCS            Encoding = 0x11
	EncASCII          Encoding = 0x12
)

var encodingNames = map[Encoding]string{
	0x01: "address", 0x02: "boolean", 0x03: "complex_float", 0x04: "float", 0x05: "signed",
	0x06: "signed_char", 0x07: "unsigned", 0x08: "unsigned_char", 0x09: "imaginary_float",
	0x0a: "packed_decimal", 0x0b: "numeric_string", 0x0c: "edited", 0x0d: "signed_fixed",
	0x0e: "unsigned_fixed", 0x0f: "decimal_float", 0x10: "UTF", 0x11: "UCS", 0x12: "ASCII",
	0x81: "HP_complex_float", 0x82: "HP_float128", 0x83: "HP_complex_float128", 0x84: "HP_floathpintel",
	0x85: "HP_imaginary_float90", 0x86: "HP_imaginary_float128",
}

// Standard line-number opcodes.
const (
	LNSCopy             LineOp = 0x01
	LNSAdvancePC        LineOp = 0x02
	LNSAdvanceLine      LineOp = 0x03
	LNSSetFile          LineOp = 0x04
	LNSSetColumn        LineOp = 0x05
	LNSNegateStmt       LineOp = 0x06
	LNSSetBasicBlock    LineOp = 0x07
	LNSConstAddPC       LineOp = 0x08
	LNSFixedAdvancePC   LineOp = 0x09
	LNSSetPrologueEnd   LineOp = 0x0a
	LNSSetEpilogueBegin LineOp = 0x0b
	LNSSetISA           LineOp = 0x0c
)

var lineOpNames = map[LineOp]string{
	0x01: "copy", 0x02: "advance_pc", 0x03: "advance_line", 0x04: "set_file",
	0x05: "set_column", 0x06: "negate_stmt", 0x07: "set_basic_block", 0x08: "const_add_pc",
	0x09: "fixed_advance_pc", 0x0a: "set_prologue_end", 0x0b: "set_epilogue_begin",
	0x0c: "set_isa",
}

// Extended line-number opcodes.
const (
	LNEEndSequence      LineExtOp = 0x01
	LNESetAddress       LineExtOp = 0x02
	LNEDefineFile       LineExtOp = 0x03
	LNESetDiscriminator LineExtOp = 0x04
)

var lineExtOpNames = map[LineExtOp]string{
	0x01: "end_sequence", 0x02: "set_address", 0x03: "define_file", 0x04: "set_discriminator",
}

// Line-table entry format content codes.
const (
	LNCTPath           LineContent = 0x1
	LNCTDirectoryIndex LineContent = 0x2
	LNCTTimestamp      LineContent = 0x3
	LNCTSize           LineContent = 0x4
	LNCTMD5            LineContent = 0x5
	LNCTLLVMSource     LineContent = 0x2001
)

var lineContentNames = map[LineContent]string{
	0x1: "path", 0x2: "directory_index", 0x3: "timestamp", 0x4: "size", 0x5: "MD5",
	0x2001: "LLVM_source",
}

// Location list entry kinds.
const (
	LLEEndOfList       LLE = 0x00
	LLEBaseAddressx    LLE = 0x01
	LLEStartxEndx      LLE = 0x02
	LLEStartxLength    LLE = 0x03
	LLEOffsetPair      LLE = 0x04
	LLEDefaultLocation LLE = 0x05
	LLEBaseAddress     LLE = 0x06
	LLEStartEnd        LLE = 0x07
	LLEStartLength     LLE = 0x08
)

var lleNames = map[LLE]string{
	0: "end_of_list", 1: "base_addressx", 2: "startx_endx", 3: "startx_length",
	4: "offset_pair", 5: "default_location", 6: "base_address", 7: "start_end",
	8: "start_length",
}

// Range list entry kinds.
const (
	RLEEndOfList    RLE = 0x00
	RLEBaseAddressx RLE = 0x01
	RLEStartxEndx   RLE = 0x02
	RLEStartxLength RLE = 0x03
	RLEOffsetPair   RLE = 0x04
	RLEBaseAddress  RLE = 0x05
	RLEStartEnd     RLE = 0x06
	RLEStartLength  RLE = 0x07
)

var rleNames = map[RLE]string{
	0: "end_of_list", 1: "base_addressx", 2: "startx_endx", 3: "startx_length",
	4: "offset_pair", 5: "base_address", 6: "start_end", 7: "start_length",
}

// Unit types.
const (
	UTCompile      UnitType = 0x01
	UTType         UnitType = 0x02
	UTPartial      UnitType = 0x03
	UTSkeleton     UnitType = 0x04
	UTSplitCompile UnitType = 0x05
	UTSplitType    UnitType = 0x06
)

var unitTypeNames = map[UnitType]string{
	1: "compile", 2: "type", 3: "partial", 4: "skeleton", 5: "split_compile", 6: "split_type",
}
