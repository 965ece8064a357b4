package geninst

// Compacted Xe-LP and Xe-HPG instructions name their control, data type and subregister
// fields by index into fixed tables of the native fields' bits. The tables below are the
// hardware's (the same in Intel's and Mesa's assemblers); an entry packs the native bits
// as follows, of which only those naming the destination are read:
//
//	two-source control (21 bits): exec size in bits 0-2
//	two-source data type (20 bits): bit 0 indirect destination, 1-4 destination type,
//	    11-12 destination stride, 13 destination register file (1: general)
//	two-source subregister (15 bits): destination subregister (bytes) in bits 0-4
//	three-source control, Xe-LP (36 bits): exec size in 0-2, destination type in 17-19
//	    and 20, stride in 24, register file in 25
//	three-source control, Xe-HPG (37 bits): the same but stride in 24-25, register file
//	    in 26
//	three-source subregister (20 bits): destination subregister in bits 0-4

var compactControl = [32]uint32{
	0x4, 0x3, 0x2000, 0x2004, 0x2003, 0x80004, 0x24, 0xa0004,
	0x0, 0x10004, 0x13, 0x60004, 0x20004, 0x22004, 0x40004, 0x104,
	0xa0003, 0x184, 0x2001, 0x144, 0x1c4, 0x82004, 0x23, 0x33,
	0xa2004, 0x80003, 0x22000, 0x10003, 0xa0084, 0x20003, 0x8003, 0x2024,
}

var compactDataType = [32]uint32{
	0xd6954, 0x6954, 0x2b54, 0x56d54, 0xd4954, 0xd2954, 0x54d54, 0x800,
	0xd0954, 0x2eccc, 0xb68cc, 0x52d54, 0x96844, 0x50d54, 0x36ccc, 0x16c44,
	0x7154, 0x2cccc, 0x822, 0x2844, 0x26c2a, 0xec22, 0x97044, 0x694c,
	0x8c8cc, 0x6854, 0x2ec4c, 0x2822, 0x6834, 0x6814, 0x68d4, 0x2954,
}

var compactSubreg = [32]uint16{
	0x0, 0x4000, 0x1000, 0x3000, 0x80, 0x2000, 0x5000, 0x8,
	0x100, 0x6000, 0x7000, 0x200, 0x4, 0x300, 0x280, 0x180,
	0x380, 0x1c, 0x10, 0xc, 0x18, 0x14, 0x2, 0x140,
	0x40, 0x84, 0x5c, 0x42, 0x18c, 0x20, 0x60, 0x6300,
}

var compactControl3XeLP = [32]uint64{
	0x4a540004, 0x4a540003, 0x48540003, 0x4a542003, 0x48542003, 0x48540013, 0x4a540013, 0x48542013,
	0x4a542013, 0x4a542004, 0x48540004, 0x4a550004, 0x4a540024, 0x48542004, 0x4a542000, 0x4a550003,
	0x48542033, 0x48542023, 0x4a542033, 0x4a542023, 0x48540023, 0x48540033, 0x4a540023, 0x4a540033,
	0x48550004, 0x4a552004, 0x4a542024, 0x4a442000, 0x48540024, 0x4a550024, 0x4a542002, 0x48550003,
}

var compactControl3XeHPG = [32]uint64{
	0x94540004, 0x94540003, 0x90540003, 0x94542003, 0x90542003, 0x90540013, 0x94540013, 0x90542013,
	0x94542013, 0x94542004, 0x90540004, 0x94550004, 0x94540024, 0x90542004, 0x94542000, 0x94550003,
	0x90542023, 0x90542033, 0x94542023, 0x94542033, 0x90540033, 0x90540023, 0x27cc0003, 0x7cc4003,
	0x127cc4003, 0x107cc4003, 0x127cc0003, 0x7cc0003, 0x27cc4003, 0x107cc0003, 0x16f544003, 0x16f540003,
}

var compactSubreg3 = [32]uint32{
	0x0, 0x20000, 0x180, 0xa0000, 0x80380, 0x60000, 0x40000, 0x2000,
	0x1000, 0xc0000, 0x80000, 0xe0000, 0x6000, 0x80, 0x4000, 0x3000,
	0x5000, 0x7000, 0x100, 0x200, 0x300, 0x280, 0x380, 0xc0380,
	0x20100, 0x20180, 0x40180, 0x80300, 0x80280, 0x60080, 0xa0380, 0x40080,
}

// expandCompacted rebuilds the low quadword of a compacted ALU instruction's native form,
// as far as destination and channels read it: opcode, exec size and first channel (the
// control entry's bits 0-2 and 3-5, as the native bits 16-21), destination addressing (two sources),
// type, register file, stride, subregister and register. Its fields: control index in bits
// 24-28, data type index (two sources) in 30-34, subregister index in 35-39, destination
// register in 16-23.
func expandCompacted(enc Encoding, f format, c uint64) uint64 {
	ctrlIdx, subIdx := c>>24&0x1f, c>>35&0x1f
	var execSize, indirect, typ, stride, file, sub uint64
	switch {
	case f == fmtTernary && enc == XeHPG:
		ctrl := compactControl3XeHPG[ctrlIdx]
		execSize, typ, stride, file = ctrl&0x3f, ctrl>>17&7|(ctrl>>20&1)<<3, ctrl>>24&3, ctrl>>26&1
		sub = uint64(compactSubreg3[subIdx] & 0x1f)
	case f == fmtTernary:
		ctrl := compactControl3XeLP[ctrlIdx]
		execSize, typ, stride, file = ctrl&0x3f, ctrl>>17&7|(ctrl>>20&1)<<3, ctrl>>24&1, ctrl>>25&1
		sub = uint64(compactSubreg3[subIdx] & 0x1f)
	default:
		dt := uint64(compactDataType[c>>30&0x1f])
		execSize = uint64(compactControl[ctrlIdx] & 0x3f)
		indirect, typ, stride, file = dt&1, dt>>1&0xf, dt>>11&3, dt>>13&1
		sub = uint64(compactSubreg[subIdx] & 0x1f)
	}
	dst := stride | file<<2 | sub<<3 | (c>>16&0xff)<<8
	return c&0x7f | execSize<<16 | indirect<<35 | typ<<36 | dst<<48
}
