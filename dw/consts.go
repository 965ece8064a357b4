// Code in this file is the source of zstring.go: after editing it, run "go generate ./dw".

package dw

// Tag is a DW_TAG_* value.
type Tag uint32

const (
	TagArrayType                 Tag = 0x1    // DW_TAG_array_type
	TagClassType                 Tag = 0x2    // DW_TAG_class_type
	TagEntryPoint                Tag = 0x3    // DW_TAG_entry_point
	TagEnumerationType           Tag = 0x4    // DW_TAG_enumeration_type
	TagFormalParameter           Tag = 0x5    // DW_TAG_formal_parameter
	TagImportedDeclaration       Tag = 0x8    // DW_TAG_imported_declaration
	TagLabel                     Tag = 0xa    // DW_TAG_label
	TagLexicalBlock              Tag = 0xb    // DW_TAG_lexical_block
	TagMember                    Tag = 0xd    // DW_TAG_member
	TagPointerType               Tag = 0xf    // DW_TAG_pointer_type
	TagReferenceType             Tag = 0x10   // DW_TAG_reference_type
	TagCompileUnit               Tag = 0x11   // DW_TAG_compile_unit
	TagStringType                Tag = 0x12   // DW_TAG_string_type
	TagStructureType             Tag = 0x13   // DW_TAG_structure_type
	TagSubroutineType            Tag = 0x15   // DW_TAG_subroutine_type
	TagTypedef                   Tag = 0x16   // DW_TAG_typedef
	TagUnionType                 Tag = 0x17   // DW_TAG_union_type
	TagUnspecifiedParameters     Tag = 0x18   // DW_TAG_unspecified_parameters
	TagVariant                   Tag = 0x19   // DW_TAG_variant
	TagCommonBlock               Tag = 0x1a   // DW_TAG_common_block
	TagCommonInclusion           Tag = 0x1b   // DW_TAG_common_inclusion
	TagInheritance               Tag = 0x1c   // DW_TAG_inheritance
	TagInlinedSubroutine         Tag = 0x1d   // DW_TAG_inlined_subroutine
	TagModule                    Tag = 0x1e   // DW_TAG_module
	TagPtrToMemberType           Tag = 0x1f   // DW_TAG_ptr_to_member_type
	TagSetType                   Tag = 0x20   // DW_TAG_set_type
	TagSubrangeType              Tag = 0x21   // DW_TAG_subrange_type
	TagWithStmt                  Tag = 0x22   // DW_TAG_with_stmt
	TagAccessDeclaration         Tag = 0x23   // DW_TAG_access_declaration
	TagBaseType                  Tag = 0x24   // DW_TAG_base_type
	TagCatchBlock                Tag = 0x25   // DW_TAG_catch_block
	TagConstType                 Tag = 0x26   // DW_TAG_const_type
	TagConstant                  Tag = 0x27   // DW_TAG_constant
	TagEnumerator                Tag = 0x28   // DW_TAG_enumerator
	TagFileType                  Tag = 0x29   // DW_TAG_file_type
	TagFriend                    Tag = 0x2a   // DW_TAG_friend
	TagNamelist                  Tag = 0x2b   // DW_TAG_namelist
	TagNamelistItem              Tag = 0x2c   // DW_TAG_namelist_item
	TagPackedType                Tag = 0x2d   // DW_TAG_packed_type
	TagSubprogram                Tag = 0x2e   // DW_TAG_subprogram
	TagTemplateTypeParameter     Tag = 0x2f   // DW_TAG_template_type_parameter
	TagTemplateValueParameter    Tag = 0x30   // DW_TAG_template_value_parameter
	TagThrownType                Tag = 0x31   // DW_TAG_thrown_type
	TagTryBlock                  Tag = 0x32   // DW_TAG_try_block
	TagVariantPart               Tag = 0x33   // DW_TAG_variant_part
	TagVariable                  Tag = 0x34   // DW_TAG_variable
	TagVolatileType              Tag = 0x35   // DW_TAG_volatile_type
	TagDwarfProcedure            Tag = 0x36   // DW_TAG_dwarf_procedure
	TagRestrictType              Tag = 0x37   // DW_TAG_restrict_type
	TagInterfaceType             Tag = 0x38   // DW_TAG_interface_type
	TagNamespace                 Tag = 0x39   // DW_TAG_namespace
	TagImportedModule            Tag = 0x3a   // DW_TAG_imported_module
	TagUnspecifiedType           Tag = 0x3b   // DW_TAG_unspecified_type
	TagPartialUnit               Tag = 0x3c   // DW_TAG_partial_unit
	TagImportedUnit              Tag = 0x3d   // DW_TAG_imported_unit
	TagCondition                 Tag = 0x3f   // DW_TAG_condition
	TagSharedType                Tag = 0x40   // DW_TAG_shared_type
	TagTypeUnit                  Tag = 0x41   // DW_TAG_type_unit
	TagRvalueReferenceType       Tag = 0x42   // DW_TAG_rvalue_reference_type
	TagTemplateAlias             Tag = 0x43   // DW_TAG_template_alias
	TagCoarrayType               Tag = 0x44   // DW_TAG_coarray_type
	TagGenericSubrange           Tag = 0x45   // DW_TAG_generic_subrange
	TagDynamicType               Tag = 0x46   // DW_TAG_dynamic_type
	TagAtomicType                Tag = 0x47   // DW_TAG_atomic_type
	TagCallSite                  Tag = 0x48   // DW_TAG_call_site
	TagCallSiteParameter         Tag = 0x49   // DW_TAG_call_site_parameter
	TagSkeletonUnit              Tag = 0x4a   // DW_TAG_skeleton_unit
	TagImmutableType             Tag = 0x4b   // DW_TAG_immutable_type
	TagMIPSLoop                  Tag = 0x4081 // DW_TAG_MIPS_loop
	TagFormatLabel               Tag = 0x4101 // DW_TAG_format_label
	TagFunctionTemplate          Tag = 0x4102 // DW_TAG_function_template
	TagClassTemplate             Tag = 0x4103 // DW_TAG_class_template
	TagGNUBINCL                  Tag = 0x4104 // DW_TAG_GNU_BINCL
	TagGNUEINCL                  Tag = 0x4105 // DW_TAG_GNU_EINCL
	TagGNUTemplateTemplateParam  Tag = 0x4106 // DW_TAG_GNU_template_template_param
	TagGNUTemplateParameterPack  Tag = 0x4107 // DW_TAG_GNU_template_parameter_pack
	TagGNUFormalParameterPack    Tag = 0x4108 // DW_TAG_GNU_formal_parameter_pack
	TagGNUCallSite               Tag = 0x4109 // DW_TAG_GNU_call_site
	TagGNUCallSiteParameter      Tag = 0x410a // DW_TAG_GNU_call_site_parameter
	TagAPPLEProperty             Tag = 0x4200 // DW_TAG_APPLE_property
	TagSUNFunctionTemplate       Tag = 0x4201 // DW_TAG_SUN_function_template
	TagSUNClassTemplate          Tag = 0x4202 // DW_TAG_SUN_class_template
	TagSUNStructTemplate         Tag = 0x4203 // DW_TAG_SUN_struct_template
	TagSUNUnionTemplate          Tag = 0x4204 // DW_TAG_SUN_union_template
	TagSUNIndirectInheritance    Tag = 0x4205 // DW_TAG_SUN_indirect_inheritance
	TagSUNCodeflags              Tag = 0x4206 // DW_TAG_SUN_codeflags
	TagSUNMemopInfo              Tag = 0x4207 // DW_TAG_SUN_memop_info
	TagSUNOMPChildFunc           Tag = 0x4208 // DW_TAG_SUN_omp_child_func
	TagSUNRttiDescriptor         Tag = 0x4209 // DW_TAG_SUN_rtti_descriptor
	TagSUNDtorInfo               Tag = 0x420a // DW_TAG_SUN_dtor_info
	TagSUNDtor                   Tag = 0x420b // DW_TAG_SUN_dtor
	TagSUNF90Interface           Tag = 0x420c // DW_TAG_SUN_f90_interface
	TagSUNFortranVAXStructure    Tag = 0x420d // DW_TAG_SUN_fortran_vax_structure
	TagSUNHi                     Tag = 0x42ff // DW_TAG_SUN_hi
	TagLLVMPtrauthType           Tag = 0x4300 // DW_TAG_LLVM_ptrauth_type
	TagALTIUMCircType            Tag = 0x5101 // DW_TAG_ALTIUM_circ_type
	TagALTIUMMWACircType         Tag = 0x5102 // DW_TAG_ALTIUM_mwa_circ_type
	TagALTIUMRevCarryType        Tag = 0x5103 // DW_TAG_ALTIUM_rev_carry_type
	TagALTIUMROM                 Tag = 0x5111 // DW_TAG_ALTIUM_rom
	TagLLVMAnnotation            Tag = 0x6000 // DW_TAG_LLVM_annotation
	TagGHSNamespace              Tag = 0x8004 // DW_TAG_GHS_namespace
	TagGHSUsingNamespace         Tag = 0x8005 // DW_TAG_GHS_using_namespace
	TagGHSUsingDeclaration       Tag = 0x8006 // DW_TAG_GHS_using_declaration
	TagGHSTemplateTemplParam     Tag = 0x8007 // DW_TAG_GHS_template_templ_param
	TagUPCSharedType             Tag = 0x8765 // DW_TAG_UPC_shared_type
	TagUPCStrictType             Tag = 0x8766 // DW_TAG_UPC_strict_type
	TagUPCRelaxed                Tag = 0x8767 // DW_TAG_UPC_relaxed
	TagPGIKanjiType              Tag = 0xa000 // DW_TAG_PGI_kanji_type
	TagPGIInterfaceBlock         Tag = 0xa020 // DW_TAG_PGI_interface_block
	TagBORLANDProperty           Tag = 0xb000 // DW_TAG_BORLAND_property
	TagBORLANDDelphiString       Tag = 0xb001 // DW_TAG_BORLAND_Delphi_string
	TagBORLANDDelphiDynamicArray Tag = 0xb002 // DW_TAG_BORLAND_Delphi_dynamic_array
	TagBORLANDDelphiSet          Tag = 0xb003 // DW_TAG_BORLAND_Delphi_set
	TagBORLANDDelphiVariant      Tag = 0xb004 // DW_TAG_BORLAND_Delphi_variant
)

// Attr is a DW_AT_* value. The DW_AT_LLVM_* heterogeneous-debugging numbers are the
// upstream ones (LLVM's Dwarf.def); old ROCm objects used
// 0x3e0a..0x3e0e for lanes..address_space, which upstream has since given to other attributes.
type Attr uint32

const (
	AttrSibling                         Attr = 0x1    // DW_AT_sibling
	AttrLocation                        Attr = 0x2    // DW_AT_location
	AttrName                            Attr = 0x3    // DW_AT_name
	AttrOrdering                        Attr = 0x9    // DW_AT_ordering
	AttrByteSize                        Attr = 0xb    // DW_AT_byte_size
	AttrBitOffset                       Attr = 0xc    // DW_AT_bit_offset
	AttrBitSize                         Attr = 0xd    // DW_AT_bit_size
	AttrStmtList                        Attr = 0x10   // DW_AT_stmt_list
	AttrLowpc                           Attr = 0x11   // DW_AT_low_pc
	AttrHighpc                          Attr = 0x12   // DW_AT_high_pc
	AttrLanguage                        Attr = 0x13   // DW_AT_language
	AttrDiscr                           Attr = 0x15   // DW_AT_discr
	AttrDiscrValue                      Attr = 0x16   // DW_AT_discr_value
	AttrVisibility                      Attr = 0x17   // DW_AT_visibility
	AttrImport                          Attr = 0x18   // DW_AT_import
	AttrStringLength                    Attr = 0x19   // DW_AT_string_length
	AttrCommonReference                 Attr = 0x1a   // DW_AT_common_reference
	AttrCompDir                         Attr = 0x1b   // DW_AT_comp_dir
	AttrConstValue                      Attr = 0x1c   // DW_AT_const_value
	AttrContainingType                  Attr = 0x1d   // DW_AT_containing_type
	AttrDefaultValue                    Attr = 0x1e   // DW_AT_default_value
	AttrInline                          Attr = 0x20   // DW_AT_inline
	AttrIsOptional                      Attr = 0x21   // DW_AT_is_optional
	AttrLowerBound                      Attr = 0x22   // DW_AT_lower_bound
	AttrProducer                        Attr = 0x25   // DW_AT_producer
	AttrPrototyped                      Attr = 0x27   // DW_AT_prototyped
	AttrReturnAddr                      Attr = 0x2a   // DW_AT_return_addr
	AttrStartScope                      Attr = 0x2c   // DW_AT_start_scope
	AttrBitStride                       Attr = 0x2e   // DW_AT_bit_stride
	AttrUpperBound                      Attr = 0x2f   // DW_AT_upper_bound
	AttrAbstractOrigin                  Attr = 0x31   // DW_AT_abstract_origin
	AttrAccessibility                   Attr = 0x32   // DW_AT_accessibility
	AttrAddressClass                    Attr = 0x33   // DW_AT_address_class
	AttrArtificial                      Attr = 0x34   // DW_AT_artificial
	AttrBaseTypes                       Attr = 0x35   // DW_AT_base_types
	AttrCallingConvention               Attr = 0x36   // DW_AT_calling_convention
	AttrCount                           Attr = 0x37   // DW_AT_count
	AttrDataMemberLocation              Attr = 0x38   // DW_AT_data_member_location
	AttrDeclColumn                      Attr = 0x39   // DW_AT_decl_column
	AttrDeclFile                        Attr = 0x3a   // DW_AT_decl_file
	AttrDeclLine                        Attr = 0x3b   // DW_AT_decl_line
	AttrDeclaration                     Attr = 0x3c   // DW_AT_declaration
	AttrDiscrList                       Attr = 0x3d   // DW_AT_discr_list
	AttrEncoding                        Attr = 0x3e   // DW_AT_encoding
	AttrExternal                        Attr = 0x3f   // DW_AT_external
	AttrFrameBase                       Attr = 0x40   // DW_AT_frame_base
	AttrFriend                          Attr = 0x41   // DW_AT_friend
	AttrIdentifierCase                  Attr = 0x42   // DW_AT_identifier_case
	AttrMacroInfo                       Attr = 0x43   // DW_AT_macro_info
	AttrNamelistItem                    Attr = 0x44   // DW_AT_namelist_item
	AttrPriority                        Attr = 0x45   // DW_AT_priority
	AttrSegment                         Attr = 0x46   // DW_AT_segment
	AttrSpecification                   Attr = 0x47   // DW_AT_specification
	AttrStaticLink                      Attr = 0x48   // DW_AT_static_link
	AttrType                            Attr = 0x49   // DW_AT_type
	AttrUseLocation                     Attr = 0x4a   // DW_AT_use_location
	AttrVariableParameter               Attr = 0x4b   // DW_AT_variable_parameter
	AttrVirtuality                      Attr = 0x4c   // DW_AT_virtuality
	AttrVtableElemLocation              Attr = 0x4d   // DW_AT_vtable_elem_location
	AttrAllocated                       Attr = 0x4e   // DW_AT_allocated
	AttrAssociated                      Attr = 0x4f   // DW_AT_associated
	AttrDataLocation                    Attr = 0x50   // DW_AT_data_location
	AttrByteStride                      Attr = 0x51   // DW_AT_byte_stride
	AttrEntrypc                         Attr = 0x52   // DW_AT_entry_pc
	AttrUseUTF8                         Attr = 0x53   // DW_AT_use_UTF8
	AttrExtension                       Attr = 0x54   // DW_AT_extension
	AttrRanges                          Attr = 0x55   // DW_AT_ranges
	AttrTrampoline                      Attr = 0x56   // DW_AT_trampoline
	AttrCallColumn                      Attr = 0x57   // DW_AT_call_column
	AttrCallFile                        Attr = 0x58   // DW_AT_call_file
	AttrCallLine                        Attr = 0x59   // DW_AT_call_line
	AttrDescription                     Attr = 0x5a   // DW_AT_description
	AttrBinaryScale                     Attr = 0x5b   // DW_AT_binary_scale
	AttrDecimalScale                    Attr = 0x5c   // DW_AT_decimal_scale
	AttrSmall                           Attr = 0x5d   // DW_AT_small
	AttrDecimalSign                     Attr = 0x5e   // DW_AT_decimal_sign
	AttrDigitCount                      Attr = 0x5f   // DW_AT_digit_count
	AttrPictureString                   Attr = 0x60   // DW_AT_picture_string
	AttrMutable                         Attr = 0x61   // DW_AT_mutable
	AttrThreadsScaled                   Attr = 0x62   // DW_AT_threads_scaled
	AttrExplicit                        Attr = 0x63   // DW_AT_explicit
	AttrObjectPointer                   Attr = 0x64   // DW_AT_object_pointer
	AttrEndianity                       Attr = 0x65   // DW_AT_endianity
	AttrElemental                       Attr = 0x66   // DW_AT_elemental
	AttrPure                            Attr = 0x67   // DW_AT_pure
	AttrRecursive                       Attr = 0x68   // DW_AT_recursive
	AttrSignature                       Attr = 0x69   // DW_AT_signature
	AttrMainSubprogram                  Attr = 0x6a   // DW_AT_main_subprogram
	AttrDataBitOffset                   Attr = 0x6b   // DW_AT_data_bit_offset
	AttrConstExpr                       Attr = 0x6c   // DW_AT_const_expr
	AttrEnumClass                       Attr = 0x6d   // DW_AT_enum_class
	AttrLinkageName                     Attr = 0x6e   // DW_AT_linkage_name
	AttrStringLengthBitSize             Attr = 0x6f   // DW_AT_string_length_bit_size
	AttrStringLengthByteSize            Attr = 0x70   // DW_AT_string_length_byte_size
	AttrRank                            Attr = 0x71   // DW_AT_rank
	AttrStrOffsetsBase                  Attr = 0x72   // DW_AT_str_offsets_base
	AttrAddrBase                        Attr = 0x73   // DW_AT_addr_base
	AttrRnglistsBase                    Attr = 0x74   // DW_AT_rnglists_base
	AttrDwoID                           Attr = 0x75   // DW_AT_dwo_id
	AttrDwoName                         Attr = 0x76   // DW_AT_dwo_name
	AttrReference                       Attr = 0x77   // DW_AT_reference
	AttrRvalueReference                 Attr = 0x78   // DW_AT_rvalue_reference
	AttrMacros                          Attr = 0x79   // DW_AT_macros
	AttrCallAllCalls                    Attr = 0x7a   // DW_AT_call_all_calls
	AttrCallAllSourceCalls              Attr = 0x7b   // DW_AT_call_all_source_calls
	AttrCallAllTailCalls                Attr = 0x7c   // DW_AT_call_all_tail_calls
	AttrCallReturnPC                    Attr = 0x7d   // DW_AT_call_return_pc
	AttrCallValue                       Attr = 0x7e   // DW_AT_call_value
	AttrCallOrigin                      Attr = 0x7f   // DW_AT_call_origin
	AttrCallParameter                   Attr = 0x80   // DW_AT_call_parameter
	AttrCallPC                          Attr = 0x81   // DW_AT_call_pc
	AttrCallTailCall                    Attr = 0x82   // DW_AT_call_tail_call
	AttrCallTarget                      Attr = 0x83   // DW_AT_call_target
	AttrCallTargetClobbered             Attr = 0x84   // DW_AT_call_target_clobbered
	AttrCallDataLocation                Attr = 0x85   // DW_AT_call_data_location
	AttrCallDataValue                   Attr = 0x86   // DW_AT_call_data_value
	AttrNoreturn                        Attr = 0x87   // DW_AT_noreturn
	AttrAlignment                       Attr = 0x88   // DW_AT_alignment
	AttrExportSymbols                   Attr = 0x89   // DW_AT_export_symbols
	AttrDeleted                         Attr = 0x8a   // DW_AT_deleted
	AttrDefaulted                       Attr = 0x8b   // DW_AT_defaulted
	AttrLoclistsBase                    Attr = 0x8c   // DW_AT_loclists_base
	AttrLanguageName                    Attr = 0x90   // DW_AT_language_name
	AttrLanguageVersion                 Attr = 0x91   // DW_AT_language_version
	AttrMIPSFde                         Attr = 0x2001 // DW_AT_MIPS_fde
	AttrMIPSLoopBegin                   Attr = 0x2002 // DW_AT_MIPS_loop_begin
	AttrMIPSTailLoopBegin               Attr = 0x2003 // DW_AT_MIPS_tail_loop_begin
	AttrMIPSEpilogBegin                 Attr = 0x2004 // DW_AT_MIPS_epilog_begin
	AttrMIPSLoopUnrollFactor            Attr = 0x2005 // DW_AT_MIPS_loop_unroll_factor
	AttrMIPSSoftwarePipelineDepth       Attr = 0x2006 // DW_AT_MIPS_software_pipeline_depth
	AttrMIPSLinkageName                 Attr = 0x2007 // DW_AT_MIPS_linkage_name
	AttrMIPSStride                      Attr = 0x2008 // DW_AT_MIPS_stride
	AttrMIPSAbstractName                Attr = 0x2009 // DW_AT_MIPS_abstract_name
	AttrMIPSCloneOrigin                 Attr = 0x200a // DW_AT_MIPS_clone_origin
	AttrMIPSHasInlines                  Attr = 0x200b // DW_AT_MIPS_has_inlines
	AttrMIPSStrideByte                  Attr = 0x200c // DW_AT_MIPS_stride_byte
	AttrMIPSStrideElem                  Attr = 0x200d // DW_AT_MIPS_stride_elem
	AttrMIPSPtrDopetype                 Attr = 0x200e // DW_AT_MIPS_ptr_dopetype
	AttrMIPSAllocatableDopetype         Attr = 0x200f // DW_AT_MIPS_allocatable_dopetype
	AttrMIPSAssumedShapeDopetype        Attr = 0x2010 // DW_AT_MIPS_assumed_shape_dopetype
	AttrMIPSAssumedSize                 Attr = 0x2011 // DW_AT_MIPS_assumed_size
	AttrHPRawDataPtr                    Attr = 0x2012 // DW_AT_HP_raw_data_ptr
	AttrHPPassByReference               Attr = 0x2013 // DW_AT_HP_pass_by_reference
	AttrHPOptLevel                      Attr = 0x2014 // DW_AT_HP_opt_level
	AttrHPProfVersionID                 Attr = 0x2015 // DW_AT_HP_prof_version_id
	AttrHPOptFlags                      Attr = 0x2016 // DW_AT_HP_opt_flags
	AttrHPColdRegionLowPC               Attr = 0x2017 // DW_AT_HP_cold_region_low_pc
	AttrHPColdRegionHighPC              Attr = 0x2018 // DW_AT_HP_cold_region_high_pc
	AttrHPAllVariablesModifiable        Attr = 0x2019 // DW_AT_HP_all_variables_modifiable
	AttrHPLinkageName                   Attr = 0x201a // DW_AT_HP_linkage_name
	AttrHPProfFlags                     Attr = 0x201b // DW_AT_HP_prof_flags
	AttrHPUnitName                      Attr = 0x201f // DW_AT_HP_unit_name
	AttrHPUnitSize                      Attr = 0x2020 // DW_AT_HP_unit_size
	AttrHPWidenedByteSize               Attr = 0x2021 // DW_AT_HP_widened_byte_size
	AttrHPDefinitionPoints              Attr = 0x2022 // DW_AT_HP_definition_points
	AttrHPDefaultLocation               Attr = 0x2023 // DW_AT_HP_default_location
	AttrINTELOtherEndian                Attr = 0x2026 // DW_AT_INTEL_other_endian
	AttrHPIsResultParam                 Attr = 0x2029 // DW_AT_HP_is_result_param
	AttrGHSRsm                          Attr = 0x2083 // DW_AT_GHS_rsm
	AttrGHSFrsm                         Attr = 0x2085 // DW_AT_GHS_frsm
	AttrGHSFrames                       Attr = 0x2086 // DW_AT_GHS_frames
	AttrGHSRso                          Attr = 0x2087 // DW_AT_GHS_rso
	AttrGHSSubcpu                       Attr = 0x2092 // DW_AT_GHS_subcpu
	AttrGHSLbraceLine                   Attr = 0x2093 // DW_AT_GHS_lbrace_line
	AttrSfNames                         Attr = 0x2101 // DW_AT_sf_names
	AttrSrcInfo                         Attr = 0x2102 // DW_AT_src_info
	AttrMacInfo                         Attr = 0x2103 // DW_AT_mac_info
	AttrSrcCoords                       Attr = 0x2104 // DW_AT_src_coords
	AttrBodyBegin                       Attr = 0x2105 // DW_AT_body_begin
	AttrBodyEnd                         Attr = 0x2106 // DW_AT_body_end
	AttrGNUVector                       Attr = 0x2107 // DW_AT_GNU_vector
	AttrGNUODRSignature                 Attr = 0x210f // DW_AT_GNU_odr_signature
	AttrGNUTemplateName                 Attr = 0x2110 // DW_AT_GNU_template_name
	AttrGNUCallSiteValue                Attr = 0x2111 // DW_AT_GNU_call_site_value
	AttrGNUCallSiteDataValue            Attr = 0x2112 // DW_AT_GNU_call_site_data_value
	AttrGNUCallSiteTarget               Attr = 0x2113 // DW_AT_GNU_call_site_target
	AttrGNUCallSiteTargetClobbered      Attr = 0x2114 // DW_AT_GNU_call_site_target_clobbered
	AttrGNUTailCall                     Attr = 0x2115 // DW_AT_GNU_tail_call
	AttrGNUAllTailCallSites             Attr = 0x2116 // DW_AT_GNU_all_tail_call_sites
	AttrGNUAllCallSites                 Attr = 0x2117 // DW_AT_GNU_all_call_sites
	AttrGNUAllSourceCallSites           Attr = 0x2118 // DW_AT_GNU_all_source_call_sites
	AttrGNUMacros                       Attr = 0x2119 // DW_AT_GNU_macros
	AttrGNUDeleted                      Attr = 0x211a // DW_AT_GNU_deleted
	AttrGNUDwoName                      Attr = 0x2130 // DW_AT_GNU_dwo_name
	AttrGNUDwoID                        Attr = 0x2131 // DW_AT_GNU_dwo_id
	AttrGNURangesBase                   Attr = 0x2132 // DW_AT_GNU_ranges_base
	AttrGNUAddrBase                     Attr = 0x2133 // DW_AT_GNU_addr_base
	AttrGNUPubnames                     Attr = 0x2134 // DW_AT_GNU_pubnames
	AttrGNUPubtypes                     Attr = 0x2135 // DW_AT_GNU_pubtypes
	AttrGNUDiscriminator                Attr = 0x2136 // DW_AT_GNU_discriminator
	AttrGNULocviews                     Attr = 0x2137 // DW_AT_GNU_locviews
	AttrGNUEntryView                    Attr = 0x2138 // DW_AT_GNU_entry_view
	AttrSUNTemplate                     Attr = 0x2201 // DW_AT_SUN_template
	AttrSUNAlignment                    Attr = 0x2202 // DW_AT_SUN_alignment
	AttrSUNVtable                       Attr = 0x2203 // DW_AT_SUN_vtable
	AttrSUNCountGuarantee               Attr = 0x2204 // DW_AT_SUN_count_guarantee
	AttrSUNCommandLine                  Attr = 0x2205 // DW_AT_SUN_command_line
	AttrSUNVbase                        Attr = 0x2206 // DW_AT_SUN_vbase
	AttrSUNCompileOptions               Attr = 0x2207 // DW_AT_SUN_compile_options
	AttrSUNLanguage                     Attr = 0x2208 // DW_AT_SUN_language
	AttrSUNBrowserFile                  Attr = 0x2209 // DW_AT_SUN_browser_file
	AttrSUNVtableABI                    Attr = 0x2210 // DW_AT_SUN_vtable_abi
	AttrSUNFuncOffsets                  Attr = 0x2211 // DW_AT_SUN_func_offsets
	AttrSUNCFKind                       Attr = 0x2212 // DW_AT_SUN_cf_kind
	AttrSUNVtableIndex                  Attr = 0x2213 // DW_AT_SUN_vtable_index
	AttrSUNOMPTprivAddr                 Attr = 0x2214 // DW_AT_SUN_omp_tpriv_addr
	AttrSUNOMPChildFunc                 Attr = 0x2215 // DW_AT_SUN_omp_child_func
	AttrSUNFuncOffset                   Attr = 0x2216 // DW_AT_SUN_func_offset
	AttrSUNMemopTypeRef                 Attr = 0x2217 // DW_AT_SUN_memop_type_ref
	AttrSUNProfileID                    Attr = 0x2218 // DW_AT_SUN_profile_id
	AttrSUNMemopSignature               Attr = 0x2219 // DW_AT_SUN_memop_signature
	AttrSUNObjDir                       Attr = 0x2220 // DW_AT_SUN_obj_dir
	AttrSUNObjFile                      Attr = 0x2221 // DW_AT_SUN_obj_file
	AttrSUNOriginalName                 Attr = 0x2222 // DW_AT_SUN_original_name
	AttrSUNHwcprofSignature             Attr = 0x2223 // DW_AT_SUN_hwcprof_signature
	AttrSUNAMD64Parmdump                Attr = 0x2224 // DW_AT_SUN_amd64_parmdump
	AttrSUNPartLinkName                 Attr = 0x2225 // DW_AT_SUN_part_link_name
	AttrSUNLinkName                     Attr = 0x2226 // DW_AT_SUN_link_name
	AttrSUNPassWithConst                Attr = 0x2227 // DW_AT_SUN_pass_with_const
	AttrSUNReturnWithConst              Attr = 0x2228 // DW_AT_SUN_return_with_const
	AttrSUNImportByName                 Attr = 0x2229 // DW_AT_SUN_import_by_name
	AttrSUN90Pointer                    Attr = 0x222a // DW_AT_SUN_90_pointer
	AttrSUNPassByRef                    Attr = 0x222b // DW_AT_SUN_pass_by_ref
	AttrSUNF90Allocatable               Attr = 0x222c // DW_AT_SUN_f90_allocatable
	AttrSUNF90AssumedShapeArray         Attr = 0x222d // DW_AT_SUN_f90_assumed_shape_array
	AttrSUNCVla                         Attr = 0x222e // DW_AT_SUN_c_vla
	AttrSUNReturnValuePtr               Attr = 0x2230 // DW_AT_SUN_return_value_ptr
	AttrSUNDtorStart                    Attr = 0x2231 // DW_AT_SUN_dtor_start
	AttrSUNDtorLength                   Attr = 0x2232 // DW_AT_SUN_dtor_length
	AttrSUNDtorStateInitial             Attr = 0x2233 // DW_AT_SUN_dtor_state_initial
	AttrSUNDtorStateFinal               Attr = 0x2234 // DW_AT_SUN_dtor_state_final
	AttrSUNDtorStateDeltas              Attr = 0x2235 // DW_AT_SUN_dtor_state_deltas
	AttrSUNImportByLname                Attr = 0x2236 // DW_AT_SUN_import_by_lname
	AttrSUNF90UseOnly                   Attr = 0x2237 // DW_AT_SUN_f90_use_only
	AttrSUNNamelistSpec                 Attr = 0x2238 // DW_AT_SUN_namelist_spec
	AttrSUNIsOMPChildFunc               Attr = 0x2239 // DW_AT_SUN_is_omp_child_func
	AttrSUNFortranMainAlias             Attr = 0x223a // DW_AT_SUN_fortran_main_alias
	AttrSUNFortranBased                 Attr = 0x223b // DW_AT_SUN_fortran_based
	AttrALTIUMLoclist                   Attr = 0x2300 // DW_AT_ALTIUM_loclist
	AttrUseGNATDescriptiveType          Attr = 0x2301 // DW_AT_use_GNAT_descriptive_type
	AttrGNATDescriptiveType             Attr = 0x2302 // DW_AT_GNAT_descriptive_type
	AttrGNUNumerator                    Attr = 0x2303 // DW_AT_GNU_numerator
	AttrGNUDenominator                  Attr = 0x2304 // DW_AT_GNU_denominator
	AttrGNUBias                         Attr = 0x2305 // DW_AT_GNU_bias
	AttrINTELSIMDWidth                  Attr = 0x2400 // DW_AT_INTEL_simd_width
	AttrGOKind                          Attr = 0x2900 // DW_AT_GO_kind
	AttrGOKey                           Attr = 0x2901 // DW_AT_GO_key
	AttrGOElem                          Attr = 0x2902 // DW_AT_GO_elem
	AttrGOEmbeddedField                 Attr = 0x2903 // DW_AT_GO_embedded_field
	AttrGORuntimeType                   Attr = 0x2904 // DW_AT_GO_runtime_type
	AttrUPCThreadsScaled                Attr = 0x3210 // DW_AT_UPC_threads_scaled
	AttrIBMWSAAddr                      Attr = 0x393e // DW_AT_IBM_wsa_addr
	AttrIBMHomeLocation                 Attr = 0x393f // DW_AT_IBM_home_location
	AttrIBMAltSrcview                   Attr = 0x3940 // DW_AT_IBM_alt_srcview
	AttrPGILbase                        Attr = 0x3a00 // DW_AT_PGI_lbase
	AttrPGISoffset                      Attr = 0x3a01 // DW_AT_PGI_soffset
	AttrPGILstride                      Attr = 0x3a02 // DW_AT_PGI_lstride
	AttrBORLANDPropertyRead             Attr = 0x3b11 // DW_AT_BORLAND_property_read
	AttrBORLANDPropertyWrite            Attr = 0x3b12 // DW_AT_BORLAND_property_write
	AttrBORLANDPropertyImplements       Attr = 0x3b13 // DW_AT_BORLAND_property_implements
	AttrBORLANDPropertyIndex            Attr = 0x3b14 // DW_AT_BORLAND_property_index
	AttrBORLANDPropertyDefault          Attr = 0x3b15 // DW_AT_BORLAND_property_default
	AttrBORLANDDelphiUnit               Attr = 0x3b20 // DW_AT_BORLAND_Delphi_unit
	AttrBORLANDDelphiClass              Attr = 0x3b21 // DW_AT_BORLAND_Delphi_class
	AttrBORLANDDelphiRecord             Attr = 0x3b22 // DW_AT_BORLAND_Delphi_record
	AttrBORLANDDelphiMetaclass          Attr = 0x3b23 // DW_AT_BORLAND_Delphi_metaclass
	AttrBORLANDDelphiConstructor        Attr = 0x3b24 // DW_AT_BORLAND_Delphi_constructor
	AttrBORLANDDelphiDestructor         Attr = 0x3b25 // DW_AT_BORLAND_Delphi_destructor
	AttrBORLANDDelphiAnonymousMethod    Attr = 0x3b26 // DW_AT_BORLAND_Delphi_anonymous_method
	AttrBORLANDDelphiInterface          Attr = 0x3b27 // DW_AT_BORLAND_Delphi_interface
	AttrBORLANDDelphiABI                Attr = 0x3b28 // DW_AT_BORLAND_Delphi_ABI
	AttrBORLANDDelphiReturn             Attr = 0x3b29 // DW_AT_BORLAND_Delphi_return
	AttrBORLANDDelphiFrameptr           Attr = 0x3b30 // DW_AT_BORLAND_Delphi_frameptr
	AttrBORLANDClosure                  Attr = 0x3b31 // DW_AT_BORLAND_closure
	AttrLLVMIncludePath                 Attr = 0x3e00 // DW_AT_LLVM_include_path
	AttrLLVMConfigMacros                Attr = 0x3e01 // DW_AT_LLVM_config_macros
	AttrLLVMSysroot                     Attr = 0x3e02 // DW_AT_LLVM_sysroot
	AttrLLVMTagOffset                   Attr = 0x3e03 // DW_AT_LLVM_tag_offset
	AttrLLVMPtrauthKey                  Attr = 0x3e04 // DW_AT_LLVM_ptrauth_key
	AttrLLVMPtrauthAddressDiscriminated Attr = 0x3e05 // DW_AT_LLVM_ptrauth_address_discriminated
	AttrLLVMPtrauthExtraDiscriminator   Attr = 0x3e06 // DW_AT_LLVM_ptrauth_extra_discriminator
	AttrLLVMApinotes                    Attr = 0x3e07 // DW_AT_LLVM_apinotes
	AttrLLVMPtrauthIsaPointer           Attr = 0x3e08 // DW_AT_LLVM_ptrauth_isa_pointer
	AttrLLVMPtrauthAuthNull             Attr = 0x3e09 // DW_AT_LLVM_ptrauth_authenticates_null_values
	AttrLLVMPtrauthAuthMode             Attr = 0x3e0a // DW_AT_LLVM_ptrauth_authentication_mode
	AttrLLVMNumExtraInhabitants         Attr = 0x3e0b // DW_AT_LLVM_num_extra_inhabitants
	AttrLLVMStmtSequence                Attr = 0x3e0c // DW_AT_LLVM_stmt_sequence
	AttrLLVMCoroSuspendIdx              Attr = 0x3e0d // DW_AT_LLVM_coro_suspend_idx
	AttrLLVMAllocType                   Attr = 0x3e0e // DW_AT_LLVM_alloc_type
	AttrLLVMMemorySpace                 Attr = 0x3e0f // DW_AT_LLVM_memory_space
	AttrLLVMAddressSpace                Attr = 0x3e10 // DW_AT_LLVM_address_space
	AttrLLVMLanes                       Attr = 0x3e11 // DW_AT_LLVM_lanes
	AttrLLVMLanePC                      Attr = 0x3e12 // DW_AT_LLVM_lane_pc
	AttrLLVMVectorSize                  Attr = 0x3e13 // DW_AT_LLVM_vector_size
	AttrLLVMVirtualCallOrigin           Attr = 0x3e14 // DW_AT_LLVM_virtual_call_origin
	AttrLLVMLanguageDialect             Attr = 0x3e15 // DW_AT_LLVM_language_dialect
	AttrAPPLEOptimized                  Attr = 0x3fe1 // DW_AT_APPLE_optimized
	AttrAPPLEFlags                      Attr = 0x3fe2 // DW_AT_APPLE_flags
	AttrAPPLEISA                        Attr = 0x3fe3 // DW_AT_APPLE_isa
	AttrAPPLEBlock                      Attr = 0x3fe4 // DW_AT_APPLE_block
	AttrAPPLEMajorRuntimeVers           Attr = 0x3fe5 // DW_AT_APPLE_major_runtime_vers
	AttrAPPLERuntimeClass               Attr = 0x3fe6 // DW_AT_APPLE_runtime_class
	AttrAPPLEOmitFramePtr               Attr = 0x3fe7 // DW_AT_APPLE_omit_frame_ptr
	AttrAPPLEPropertyName               Attr = 0x3fe8 // DW_AT_APPLE_property_name
	AttrAPPLEPropertyGetter             Attr = 0x3fe9 // DW_AT_APPLE_property_getter
	AttrAPPLEPropertySetter             Attr = 0x3fea // DW_AT_APPLE_property_setter
	AttrAPPLEPropertyAttribute          Attr = 0x3feb // DW_AT_APPLE_property_attribute
	AttrAPPLEObjcCompleteType           Attr = 0x3fec // DW_AT_APPLE_objc_complete_type
	AttrAPPLEProperty                   Attr = 0x3fed // DW_AT_APPLE_property
	AttrAPPLEObjcDirect                 Attr = 0x3fee // DW_AT_APPLE_objc_direct
	AttrAPPLESDK                        Attr = 0x3fef // DW_AT_APPLE_sdk
	AttrAPPLEOrigin                     Attr = 0x3ff0 // DW_AT_APPLE_origin
	AttrAPPLEEnumKind                   Attr = 0x3ff1 // DW_AT_APPLE_enum_kind
)

// Form is a DW_FORM_* value.
type Form uint16

const (
	FormAddr          Form = 0x1    // DW_FORM_addr
	FormBlock2        Form = 0x3    // DW_FORM_block2
	FormBlock4        Form = 0x4    // DW_FORM_block4
	FormData2         Form = 0x5    // DW_FORM_data2
	FormData4         Form = 0x6    // DW_FORM_data4
	FormData8         Form = 0x7    // DW_FORM_data8
	FormString        Form = 0x8    // DW_FORM_string
	FormBlock         Form = 0x9    // DW_FORM_block
	FormBlock1        Form = 0xa    // DW_FORM_block1
	FormData1         Form = 0xb    // DW_FORM_data1
	FormFlag          Form = 0xc    // DW_FORM_flag
	FormSdata         Form = 0xd    // DW_FORM_sdata
	FormStrp          Form = 0xe    // DW_FORM_strp
	FormUdata         Form = 0xf    // DW_FORM_udata
	FormRefAddr       Form = 0x10   // DW_FORM_ref_addr
	FormRef1          Form = 0x11   // DW_FORM_ref1
	FormRef2          Form = 0x12   // DW_FORM_ref2
	FormRef4          Form = 0x13   // DW_FORM_ref4
	FormRef8          Form = 0x14   // DW_FORM_ref8
	FormRefUdata      Form = 0x15   // DW_FORM_ref_udata
	FormIndirect      Form = 0x16   // DW_FORM_indirect
	FormSecOffset     Form = 0x17   // DW_FORM_sec_offset
	FormExprloc       Form = 0x18   // DW_FORM_exprloc
	FormFlagPresent   Form = 0x19   // DW_FORM_flag_present
	FormStrx          Form = 0x1a   // DW_FORM_strx
	FormAddrx         Form = 0x1b   // DW_FORM_addrx
	FormRefSup4       Form = 0x1c   // DW_FORM_ref_sup4
	FormStrpSup       Form = 0x1d   // DW_FORM_strp_sup
	FormData16        Form = 0x1e   // DW_FORM_data16
	FormLineStrp      Form = 0x1f   // DW_FORM_line_strp
	FormRefSig8       Form = 0x20   // DW_FORM_ref_sig8
	FormImplicitConst Form = 0x21   // DW_FORM_implicit_const
	FormLoclistx      Form = 0x22   // DW_FORM_loclistx
	FormRnglistx      Form = 0x23   // DW_FORM_rnglistx
	FormRefSup8       Form = 0x24   // DW_FORM_ref_sup8
	FormStrx1         Form = 0x25   // DW_FORM_strx1
	FormStrx2         Form = 0x26   // DW_FORM_strx2
	FormStrx3         Form = 0x27   // DW_FORM_strx3
	FormStrx4         Form = 0x28   // DW_FORM_strx4
	FormAddrx1        Form = 0x29   // DW_FORM_addrx1
	FormAddrx2        Form = 0x2a   // DW_FORM_addrx2
	FormAddrx3        Form = 0x2b   // DW_FORM_addrx3
	FormAddrx4        Form = 0x2c   // DW_FORM_addrx4
	FormGNUAddrIndex  Form = 0x1f01 // DW_FORM_GNU_addr_index
	FormGNUStrIndex   Form = 0x1f02 // DW_FORM_GNU_str_index
	FormGNURefAlt     Form = 0x1f20 // DW_FORM_GNU_ref_alt
	FormGNUStrpAlt    Form = 0x1f21 // DW_FORM_GNU_strp_alt
)

// Lang is a DW_LANG_* value.
type Lang uint16

const (
	LangC89           Lang = 0x1    // DW_LANG_C89
	LangC             Lang = 0x2    // DW_LANG_C
	LangAda83         Lang = 0x3    // DW_LANG_Ada83
	LangCPlusPlus     Lang = 0x4    // DW_LANG_C_plus_plus
	LangCobol74       Lang = 0x5    // DW_LANG_Cobol74
	LangCobol85       Lang = 0x6    // DW_LANG_Cobol85
	LangFortran77     Lang = 0x7    // DW_LANG_Fortran77
	LangFortran90     Lang = 0x8    // DW_LANG_Fortran90
	LangPascal83      Lang = 0x9    // DW_LANG_Pascal83
	LangModula2       Lang = 0xa    // DW_LANG_Modula2
	LangJava          Lang = 0xb    // DW_LANG_Java
	LangC99           Lang = 0xc    // DW_LANG_C99
	LangAda95         Lang = 0xd    // DW_LANG_Ada95
	LangFortran95     Lang = 0xe    // DW_LANG_Fortran95
	LangPLI           Lang = 0xf    // DW_LANG_PLI
	LangObjC          Lang = 0x10   // DW_LANG_ObjC
	LangObjCPlusPlus  Lang = 0x11   // DW_LANG_ObjC_plus_plus
	LangUPC           Lang = 0x12   // DW_LANG_UPC
	LangD             Lang = 0x13   // DW_LANG_D
	LangPython        Lang = 0x14   // DW_LANG_Python
	LangOpenCL        Lang = 0x15   // DW_LANG_OpenCL
	LangGo            Lang = 0x16   // DW_LANG_Go
	LangModula3       Lang = 0x17   // DW_LANG_Modula3
	LangHaskell       Lang = 0x18   // DW_LANG_Haskell
	LangCPlusPlus03   Lang = 0x19   // DW_LANG_C_plus_plus_03
	LangCPlusPlus11   Lang = 0x1a   // DW_LANG_C_plus_plus_11
	LangOCaml         Lang = 0x1b   // DW_LANG_OCaml
	LangRust          Lang = 0x1c   // DW_LANG_Rust
	LangC11           Lang = 0x1d   // DW_LANG_C11
	LangSwift         Lang = 0x1e   // DW_LANG_Swift
	LangJulia         Lang = 0x1f   // DW_LANG_Julia
	LangDylan         Lang = 0x20   // DW_LANG_Dylan
	LangCPlusPlus14   Lang = 0x21   // DW_LANG_C_plus_plus_14
	LangFortran03     Lang = 0x22   // DW_LANG_Fortran03
	LangFortran08     Lang = 0x23   // DW_LANG_Fortran08
	LangRenderScript  Lang = 0x24   // DW_LANG_RenderScript
	LangBLISS         Lang = 0x25   // DW_LANG_BLISS
	LangKotlin        Lang = 0x26   // DW_LANG_Kotlin
	LangZig           Lang = 0x27   // DW_LANG_Zig
	LangCrystal       Lang = 0x28   // DW_LANG_Crystal
	LangCPlusPlus17   Lang = 0x2a   // DW_LANG_C_plus_plus_17
	LangCPlusPlus20   Lang = 0x2b   // DW_LANG_C_plus_plus_20
	LangC17           Lang = 0x2c   // DW_LANG_C17
	LangFortran18     Lang = 0x2d   // DW_LANG_Fortran18
	LangAda2005       Lang = 0x2e   // DW_LANG_Ada2005
	LangAda2012       Lang = 0x2f   // DW_LANG_Ada2012
	LangHIP           Lang = 0x30   // DW_LANG_HIP
	LangAssembly      Lang = 0x31   // DW_LANG_Assembly
	LangCSharp        Lang = 0x32   // DW_LANG_C_sharp
	LangMojo          Lang = 0x33   // DW_LANG_Mojo
	LangGLSL          Lang = 0x34   // DW_LANG_GLSL
	LangGLSLES        Lang = 0x35   // DW_LANG_GLSL_ES
	LangHLSL          Lang = 0x36   // DW_LANG_HLSL
	LangOpenCLCPP     Lang = 0x37   // DW_LANG_OpenCL_CPP
	LangCPPForOpenCL  Lang = 0x38   // DW_LANG_CPP_for_OpenCL
	LangSYCL          Lang = 0x39   // DW_LANG_SYCL
	LangMetal         Lang = 0x3d   // DW_LANG_Metal
	LangRuby          Lang = 0x40   // DW_LANG_Ruby
	LangMove          Lang = 0x41   // DW_LANG_Move
	LangHylo          Lang = 0x42   // DW_LANG_Hylo
	LangMipsAssembler Lang = 0x8001 // DW_LANG_Mips_Assembler
	// LangLLVMHIP is the heterogeneous-debugging proposal's HIP code; no Dwarf.def has it
	// (LLVM's AMDGPUUsage, "DWARF Extensions For Heterogeneous Debugging").
	LangLLVMHIP            Lang = 0x8100 // DW_LANG_LLVM_HIP
	LangGOOGLERenderScript Lang = 0x8e57 // DW_LANG_GOOGLE_RenderScript
	LangBORLANDDelphi      Lang = 0xb000 // DW_LANG_BORLAND_Delphi
)

// Encoding is a DW_ATE_* base type encoding.
type Encoding uint8

const (
	EncAddress             Encoding = 0x1  // DW_ATE_address
	EncBoolean             Encoding = 0x2  // DW_ATE_boolean
	EncComplexFloat        Encoding = 0x3  // DW_ATE_complex_float
	EncFloat               Encoding = 0x4  // DW_ATE_float
	EncSigned              Encoding = 0x5  // DW_ATE_signed
	EncSignedChar          Encoding = 0x6  // DW_ATE_signed_char
	EncUnsigned            Encoding = 0x7  // DW_ATE_unsigned
	EncUnsignedChar        Encoding = 0x8  // DW_ATE_unsigned_char
	EncImaginaryFloat      Encoding = 0x9  // DW_ATE_imaginary_float
	EncPackedDecimal       Encoding = 0xa  // DW_ATE_packed_decimal
	EncNumericString       Encoding = 0xb  // DW_ATE_numeric_string
	EncEdited              Encoding = 0xc  // DW_ATE_edited
	EncSignedFixed         Encoding = 0xd  // DW_ATE_signed_fixed
	EncUnsignedFixed       Encoding = 0xe  // DW_ATE_unsigned_fixed
	EncDecimalFloat        Encoding = 0xf  // DW_ATE_decimal_float
	EncUTF                 Encoding = 0x10 // DW_ATE_UTF
	EncUCS                 Encoding = 0x11 // DW_ATE_UCS
	EncASCII               Encoding = 0x12 // DW_ATE_ASCII
	EncHPComplexFloat      Encoding = 0x81 // DW_ATE_HP_complex_float
	EncHPFloat128          Encoding = 0x82 // DW_ATE_HP_float128
	EncHPComplexFloat128   Encoding = 0x83 // DW_ATE_HP_complex_float128
	EncHPFloathpintel      Encoding = 0x84 // DW_ATE_HP_floathpintel
	EncHPImaginaryFloat90  Encoding = 0x85 // DW_ATE_HP_imaginary_float90
	EncHPImaginaryFloat128 Encoding = 0x86 // DW_ATE_HP_imaginary_float128
)

// LineOp is a standard line-number opcode (DW_LNS_*).
type LineOp uint8

const (
	LNSCopy             LineOp = 0x1 // DW_LNS_copy
	LNSAdvancePC        LineOp = 0x2 // DW_LNS_advance_pc
	LNSAdvanceLine      LineOp = 0x3 // DW_LNS_advance_line
	LNSSetFile          LineOp = 0x4 // DW_LNS_set_file
	LNSSetColumn        LineOp = 0x5 // DW_LNS_set_column
	LNSNegateStmt       LineOp = 0x6 // DW_LNS_negate_stmt
	LNSSetBasicBlock    LineOp = 0x7 // DW_LNS_set_basic_block
	LNSConstAddPC       LineOp = 0x8 // DW_LNS_const_add_pc
	LNSFixedAdvancePC   LineOp = 0x9 // DW_LNS_fixed_advance_pc
	LNSSetPrologueEnd   LineOp = 0xa // DW_LNS_set_prologue_end
	LNSSetEpilogueBegin LineOp = 0xb // DW_LNS_set_epilogue_begin
	LNSSetISA           LineOp = 0xc // DW_LNS_set_isa
)

// LineExtOp is an extended line-number opcode (DW_LNE_*).
type LineExtOp uint8

const (
	LNEEndSequence      LineExtOp = 0x1 // DW_LNE_end_sequence
	LNESetAddress       LineExtOp = 0x2 // DW_LNE_set_address
	LNEDefineFile       LineExtOp = 0x3 // DW_LNE_define_file
	LNESetDiscriminator LineExtOp = 0x4 // DW_LNE_set_discriminator
)

// LineContent is a line-table entry format content code (DW_LNCT_*).
type LineContent uint16

const (
	LNCTPath           LineContent = 0x1    // DW_LNCT_path
	LNCTDirectoryIndex LineContent = 0x2    // DW_LNCT_directory_index
	LNCTTimestamp      LineContent = 0x3    // DW_LNCT_timestamp
	LNCTSize           LineContent = 0x4    // DW_LNCT_size
	LNCTMD5            LineContent = 0x5    // DW_LNCT_MD5
	LNCTLLVMSource     LineContent = 0x2001 // DW_LNCT_LLVM_source
)

// LLE is a DWARF 5 location list entry kind (DW_LLE_*).
type LLE uint8

const (
	LLEEndOfList       LLE = 0x0 // DW_LLE_end_of_list
	LLEBaseAddressx    LLE = 0x1 // DW_LLE_base_addressx
	LLEStartxEndx      LLE = 0x2 // DW_LLE_startx_endx
	LLEStartxLength    LLE = 0x3 // DW_LLE_startx_length
	LLEOffsetPair      LLE = 0x4 // DW_LLE_offset_pair
	LLEDefaultLocation LLE = 0x5 // DW_LLE_default_location
	LLEBaseAddress     LLE = 0x6 // DW_LLE_base_address
	LLEStartEnd        LLE = 0x7 // DW_LLE_start_end
	LLEStartLength     LLE = 0x8 // DW_LLE_start_length
	LLEGNUViewPair     LLE = 0x9 // DW_LLE_GNU_view_pair
)

// RLE is a DWARF 5 range list entry kind (DW_RLE_*).
type RLE uint8

const (
	RLEEndOfList    RLE = 0x0 // DW_RLE_end_of_list
	RLEBaseAddressx RLE = 0x1 // DW_RLE_base_addressx
	RLEStartxEndx   RLE = 0x2 // DW_RLE_startx_endx
	RLEStartxLength RLE = 0x3 // DW_RLE_startx_length
	RLEOffsetPair   RLE = 0x4 // DW_RLE_offset_pair
	RLEBaseAddress  RLE = 0x5 // DW_RLE_base_address
	RLEStartEnd     RLE = 0x6 // DW_RLE_start_end
	RLEStartLength  RLE = 0x7 // DW_RLE_start_length
)

// UnitType is a DWARF 5 unit header type (DW_UT_*).
type UnitType uint8

const (
	UTCompile      UnitType = 0x1 // DW_UT_compile
	UTType         UnitType = 0x2 // DW_UT_type
	UTPartial      UnitType = 0x3 // DW_UT_partial
	UTSkeleton     UnitType = 0x4 // DW_UT_skeleton
	UTSplitCompile UnitType = 0x5 // DW_UT_split_compile
	UTSplitType    UnitType = 0x6 // DW_UT_split_type
)

// Access is a DW_ACCESS_* accessibility code.
type Access uint8

const (
	AccessPublic    Access = 0x1 // DW_ACCESS_public
	AccessProtected Access = 0x2 // DW_ACCESS_protected
	AccessPrivate   Access = 0x3 // DW_ACCESS_private
)

// Visibility is a DW_VIS_* visibility code.
type Visibility uint8

const (
	VisLocal     Visibility = 0x1 // DW_VIS_local
	VisExported  Visibility = 0x2 // DW_VIS_exported
	VisQualified Visibility = 0x3 // DW_VIS_qualified
)

// Virtuality is a DW_VIRTUALITY_* code.
type Virtuality uint8

const (
	VirtualityNone        Virtuality = 0x0 // DW_VIRTUALITY_none
	VirtualityVirtual     Virtuality = 0x1 // DW_VIRTUALITY_virtual
	VirtualityPureVirtual Virtuality = 0x2 // DW_VIRTUALITY_pure_virtual
)

// IDCase is a DW_ID_* identifier case code.
type IDCase uint8

const (
	IDCaseSensitive   IDCase = 0x0 // DW_ID_case_sensitive
	IDUpCase          IDCase = 0x1 // DW_ID_up_case
	IDDownCase        IDCase = 0x2 // DW_ID_down_case
	IDCaseInsensitive IDCase = 0x3 // DW_ID_case_insensitive
)

// CallingConvention is a DW_CC_* calling convention code.
type CallingConvention uint8

const (
	CCNormal                 CallingConvention = 0x1  // DW_CC_normal
	CCProgram                CallingConvention = 0x2  // DW_CC_program
	CCNocall                 CallingConvention = 0x3  // DW_CC_nocall
	CCPassByReference        CallingConvention = 0x4  // DW_CC_pass_by_reference
	CCPassByValue            CallingConvention = 0x5  // DW_CC_pass_by_value
	CCGNURenesasSH           CallingConvention = 0x40 // DW_CC_GNU_renesas_sh
	CCGNUBorlandFastcallI386 CallingConvention = 0x41 // DW_CC_GNU_borland_fastcall_i386
	CCBORLANDSafecall        CallingConvention = 0xb0 // DW_CC_BORLAND_safecall
	CCBORLANDStdcall         CallingConvention = 0xb1 // DW_CC_BORLAND_stdcall
	CCBORLANDPascal          CallingConvention = 0xb2 // DW_CC_BORLAND_pascal
	CCBORLANDMsfastcall      CallingConvention = 0xb3 // DW_CC_BORLAND_msfastcall
	CCBORLANDMsreturn        CallingConvention = 0xb4 // DW_CC_BORLAND_msreturn
	CCBORLANDThiscall        CallingConvention = 0xb5 // DW_CC_BORLAND_thiscall
	CCBORLANDFastcall        CallingConvention = 0xb6 // DW_CC_BORLAND_fastcall
	CCLLVMVectorcall         CallingConvention = 0xc0 // DW_CC_LLVM_vectorcall
	CCLLVMWin64              CallingConvention = 0xc1 // DW_CC_LLVM_Win64
	CCLLVMX8664SysV          CallingConvention = 0xc2 // DW_CC_LLVM_X86_64SysV
	CCLLVMAAPCS              CallingConvention = 0xc3 // DW_CC_LLVM_AAPCS
	CCLLVMAAPCSVFP           CallingConvention = 0xc4 // DW_CC_LLVM_AAPCS_VFP
	CCLLVMIntelOclBicc       CallingConvention = 0xc5 // DW_CC_LLVM_IntelOclBicc
	CCLLVMSpirFunction       CallingConvention = 0xc6 // DW_CC_LLVM_SpirFunction
	CCLLVMDeviceKernel       CallingConvention = 0xc7 // DW_CC_LLVM_DeviceKernel
	CCLLVMSwift              CallingConvention = 0xc8 // DW_CC_LLVM_Swift
	CCLLVMPreserveMost       CallingConvention = 0xc9 // DW_CC_LLVM_PreserveMost
	CCLLVMPreserveAll        CallingConvention = 0xca // DW_CC_LLVM_PreserveAll
	CCLLVMX86RegCall         CallingConvention = 0xcb // DW_CC_LLVM_X86RegCall
	CCLLVMM68kRTD            CallingConvention = 0xcc // DW_CC_LLVM_M68kRTD
	CCLLVMPreserveNone       CallingConvention = 0xcd // DW_CC_LLVM_PreserveNone
	CCLLVMRISCVVectorCall    CallingConvention = 0xce // DW_CC_LLVM_RISCVVectorCall
	CCLLVMSwiftTail          CallingConvention = 0xcf // DW_CC_LLVM_SwiftTail
	CCLLVMRISCVVLSCall       CallingConvention = 0xd0 // DW_CC_LLVM_RISCVVLSCall
	CCGDBIBMOpenCL           CallingConvention = 0xff // DW_CC_GDB_IBM_OpenCL
)

// Inline is a DW_INL_* inline code.
type Inline uint8

const (
	InlNotInlined         Inline = 0x0 // DW_INL_not_inlined
	InlInlined            Inline = 0x1 // DW_INL_inlined
	InlDeclaredNotInlined Inline = 0x2 // DW_INL_declared_not_inlined
	InlDeclaredInlined    Inline = 0x3 // DW_INL_declared_inlined
)

// AddrClass is a DW_ADDR_* address class (the values of DW_AT_address_class, which DWARF
// leaves to each target beyond DW_ADDR_none).
type AddrClass uint8

const (
	AddrClassNone AddrClass = 0x0 // DW_ADDR_none
)

// Ordering is a DW_ORD_* array ordering.
type Ordering uint8

const (
	OrdRowMajor Ordering = 0x0 // DW_ORD_row_major
	OrdColMajor Ordering = 0x1 // DW_ORD_col_major
)

// DecimalSign is a DW_DS_* decimal sign code.
type DecimalSign uint8

const (
	DSUnsigned          DecimalSign = 0x1 // DW_DS_unsigned
	DSLeadingOverpunch  DecimalSign = 0x2 // DW_DS_leading_overpunch
	DSTrailingOverpunch DecimalSign = 0x3 // DW_DS_trailing_overpunch
	DSLeadingSeparate   DecimalSign = 0x4 // DW_DS_leading_separate
	DSTrailingSeparate  DecimalSign = 0x5 // DW_DS_trailing_separate
)

// Endianity is a DW_END_* endianity code.
type Endianity uint8

const (
	EndDefault Endianity = 0x0  // DW_END_default
	EndBig     Endianity = 0x1  // DW_END_big
	EndLittle  Endianity = 0x2  // DW_END_little
	EndLoUser  Endianity = 0x40 // DW_END_lo_user
	EndHiUser  Endianity = 0xff // DW_END_hi_user
)

// Defaulted is a DW_DEFAULTED_* code.
type Defaulted uint8

const (
	DefaultedNo         Defaulted = 0x0 // DW_DEFAULTED_no
	DefaultedInClass    Defaulted = 0x1 // DW_DEFAULTED_in_class
	DefaultedOutOfClass Defaulted = 0x2 // DW_DEFAULTED_out_of_class
)

// LName is a DWARF 6 DW_LNAME_* language name (the value of DW_AT_language_name).
type LName uint16

const (
	LNameAda          LName = 0x1  // DW_LNAME_Ada
	LNameBLISS        LName = 0x2  // DW_LNAME_BLISS
	LNameC            LName = 0x3  // DW_LNAME_C
	LNameCPlusPlus    LName = 0x4  // DW_LNAME_C_plus_plus
	LNameCobol        LName = 0x5  // DW_LNAME_Cobol
	LNameCrystal      LName = 0x6  // DW_LNAME_Crystal
	LNameD            LName = 0x7  // DW_LNAME_D
	LNameDylan        LName = 0x8  // DW_LNAME_Dylan
	LNameFortran      LName = 0x9  // DW_LNAME_Fortran
	LNameGo           LName = 0xa  // DW_LNAME_Go
	LNameHaskell      LName = 0xb  // DW_LNAME_Haskell
	LNameJava         LName = 0xc  // DW_LNAME_Java
	LNameJulia        LName = 0xd  // DW_LNAME_Julia
	LNameKotlin       LName = 0xe  // DW_LNAME_Kotlin
	LNameModula2      LName = 0xf  // DW_LNAME_Modula2
	LNameModula3      LName = 0x10 // DW_LNAME_Modula3
	LNameObjC         LName = 0x11 // DW_LNAME_ObjC
	LNameObjCPlusPlus LName = 0x12 // DW_LNAME_ObjC_plus_plus
	LNameOCaml        LName = 0x13 // DW_LNAME_OCaml
	LNameOpenCLC      LName = 0x14 // DW_LNAME_OpenCL_C
	LNamePascal       LName = 0x15 // DW_LNAME_Pascal
	LNamePLI          LName = 0x16 // DW_LNAME_PLI
	LNamePython       LName = 0x17 // DW_LNAME_Python
	LNameRenderScript LName = 0x18 // DW_LNAME_RenderScript
	LNameRust         LName = 0x19 // DW_LNAME_Rust
	LNameSwift        LName = 0x1a // DW_LNAME_Swift
	LNameUPC          LName = 0x1b // DW_LNAME_UPC
	LNameZig          LName = 0x1c // DW_LNAME_Zig
	LNameAssembly     LName = 0x1d // DW_LNAME_Assembly
	LNameCSharp       LName = 0x1e // DW_LNAME_C_sharp
	LNameMojo         LName = 0x1f // DW_LNAME_Mojo
	LNameGLSL         LName = 0x20 // DW_LNAME_GLSL
	LNameGLSLES       LName = 0x21 // DW_LNAME_GLSL_ES
	LNameHLSL         LName = 0x22 // DW_LNAME_HLSL
	LNameOpenCLCPP    LName = 0x23 // DW_LNAME_OpenCL_CPP
	LNameCPPForOpenCL LName = 0x24 // DW_LNAME_CPP_for_OpenCL
	LNameSYCL         LName = 0x25 // DW_LNAME_SYCL
	LNameRuby         LName = 0x26 // DW_LNAME_Ruby
	LNameMove         LName = 0x27 // DW_LNAME_Move
	LNameHylo         LName = 0x28 // DW_LNAME_Hylo
	LNameMetal        LName = 0x2c // DW_LNAME_Metal
)

// AppleEnumKind is a DW_APPLE_ENUM_KIND_* code (the value of DW_AT_APPLE_enum_kind).
type AppleEnumKind uint8

const (
	AppleEnumKindClosed AppleEnumKind = 0x0 // DW_APPLE_ENUM_KIND_Closed
	AppleEnumKindOpen   AppleEnumKind = 0x1 // DW_APPLE_ENUM_KIND_Open
)
