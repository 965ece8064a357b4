package geninst

// Compacted instructions name their control, data type and subregister fields by index
// into fixed tables of the native fields' bits. The tables below are the hardware's (IGA's
// GED compaction tables; Mesa's where it has them). Xe-LP and Xe-HPG entries pack the
// native bits as follows, of which only those naming the destination are read:
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

// The Xe-HPC family (Xe-HPC, Xe2, Xe3, Xe3P) has its own tables and packings (IGA's GED
// mapping fragments), again read only as far as the destination:
//
//	two-source control (18 bits): bits 0-10 are native bits 18-28 (exec size 18-20, first
//	    channel 24-25), 11 bit 31, 12 bit 32, 13 bit 34
//	two-source data type (20 bits): as Xe-LP's (bits 0-8 native 35-43, 9-13 native 46-50)
//	two-source subregister (12 bits): bit 0 is native bit 33 (the destination subregister's
//	    low bit), 1-5 native 51-55
//	three-source control (34 bits; Xe3P 33): bits 0-10 native 18-28, 11 bit 31, 12 bit 32,
//	    13 bit 34, 14-20 native 36-42 (destination type), 21-23 native 48-50 (stride and
//	    register file; Xe3P: 21 is bit 48, 22 bit 50)
//	three-source subregister (20 bits): destination subregister in bits 0-4 (native 51-55)
//
// Xe2 and Xe3 share their tables; Xe3P keeps Xe2's but for the three-source control.

// wideTables are one generation's compaction tables.
type wideTables struct {
	control, dataType, subreg3 [32]uint32
	subreg                     [16]uint16
	control3                   [16]uint64
}

var compactXeHPC = wideTables{
	control: [32]uint32{
		0x4, 0x800, 0x84, 0x0, 0x802, 0x5, 0x803, 0x804,
		0x14802, 0x10802, 0x801, 0x10800, 0x14800, 0x14803, 0x14004, 0x10803,
		0x10004, 0x8000, 0x14005, 0xc000, 0x10005, 0xc800, 0x4800, 0x884,
		0x38800, 0x3, 0x4004, 0x104, 0x125, 0x2, 0x14025, 0x14015,
	},
	dataType: [32]uint32{
		0xbe8ee, 0x800, 0x6844, 0xd6954, 0x2ecee, 0x6954, 0x6866, 0x2b54,
		0x36cce, 0xb68cc, 0xde976, 0x7044, 0x2eccc, 0x68cc, 0x2a44, 0x2aac,
		0x2cccc, 0x36cee, 0x68ee, 0xa40, 0xd4954, 0x8c44, 0x968ee, 0x4844,
		0x8c8cc, 0x7844, 0x695a, 0x2ec4e, 0x36ccc, 0xec44, 0x2ecce, 0x16c44,
	},
	subreg: [16]uint16{
		0x0, 0x400, 0x80, 0x200, 0x100, 0x4, 0x8, 0x20,
		0x180, 0x10, 0x600, 0x108, 0x500, 0x300, 0xc, 0x210,
	},
	control3: [16]uint64{
		0x1b8ec004, 0x1b8ec084, 0x1b0ec004, 0x128a8005, 0x120a8005, 0x1b0ec084, 0x128a8004, 0x36998005,
		0x2a8a8004, 0x1b8ec800, 0x1b0ec003, 0x120a8004, 0x2a0a8004, 0x36998004, 0x2a8b4004, 0x36998800,
	},
	subreg3: [32]uint32{
		0x0, 0x80000, 0x4000, 0xe0000, 0x40000, 0xa0000, 0x20000, 0x60000,
		0xc0000, 0x2101, 0x2102, 0xa103, 0x20806, 0x4e8, 0x20c27, 0x3a101,
		0x22105, 0x29880, 0x804, 0x300, 0x1000, 0x280, 0x2000, 0x10000,
		0x800, 0xb0000, 0x90000, 0x30000, 0x50000, 0xd0000, 0x70000, 0xf0000,
	},
}

var compactXe2 = wideTables{
	control: [32]uint32{
		0x4, 0x800, 0x84, 0x0, 0x804, 0x10004, 0x14004, 0x802,
		0x5, 0x803, 0xc800, 0x2004, 0x4004, 0x801, 0xc004, 0x4800,
		0x14802, 0x10800, 0x10802, 0x14800, 0x8004, 0x124, 0x14803, 0x11c,
		0x10803, 0x10c, 0x114, 0x134, 0x13c, 0x12c, 0x104, 0x14024,
	},
	dataType: [32]uint32{
		0xd6954, 0xd4954, 0x6954, 0x6844, 0x56d54, 0xd2954, 0xbe8ee, 0x800,
		0x56954, 0x2a44, 0x2eccc, 0xd0954, 0x54954, 0x54d54, 0x2b54, 0x68cc,
		0x2ecee, 0x6866, 0x50954, 0xb68cc, 0x52954, 0x7044, 0x36cce, 0x2cccc,
		0xde976, 0x52d54, 0x96844, 0x2844, 0xec44, 0x2aac, 0x50d54, 0x4844,
	},
	subreg: [16]uint16{
		0x0, 0x80, 0x4, 0x400, 0x200, 0x8, 0x100, 0x500,
		0x600, 0x180, 0x10, 0x680, 0x300, 0x700, 0x580, 0x480,
	},
	control3: [16]uint64{
		0x128a8004, 0x120a8004, 0x128a8804, 0x120a8804, 0x1b8ec004, 0x1b8ec084, 0x1b0ec004, 0x128a8005,
		0x120a8005, 0x120aa004, 0x128aa004, 0x1b0ec084, 0x128a8800, 0x12888004, 0x36998005, 0x1b0ec003,
	},
	subreg3: [32]uint32{
		0x0, 0x20000, 0x80000, 0x10000, 0xe0000, 0x50000, 0xb0000, 0x400c0,
		0x60000, 0xa0000, 0xc0000, 0x40000, 0x70180, 0xa0240, 0xd0300, 0x70000,
		0xf0000, 0x90000, 0x30000, 0x20080, 0x10040, 0x300c0, 0xd0000, 0x40,
		0x5800, 0x4000, 0x80, 0x300, 0x340, 0x6800, 0x200, 0x3c0,
	},
}

// compactXe3P is Xe2's but for the three-source control (its packing as well: one stride bit).
var compactXe3P = func() wideTables {
	t := compactXe2
	t.control3 = [16]uint64{
		0x94a8004, 0x90a8004, 0x94a8804, 0x90a8804, 0xdcec004, 0xdcec084, 0xd8ec004, 0x94a8005,
		0x90a8005, 0x90aa004, 0x94aa004, 0xd8ec084, 0x94a8800, 0x9488004, 0x1b598005, 0xd8ec003,
	}
	return t
}()

// compactDataTypeXe3P1 is Xe3P's data type table for one-source instructions (mov, lzd, fbl,
// ...), 14-bit entries: bits 0-8 native 35-43, 9 native 46, 10-12 native 48-50 (destination
// stride and register file), 13 native 66.
var compactDataTypeXe3P1 = [32]uint16{
	0x3554, 0x2554, 0x3444, 0x1554, 0x34ee, 0x400, 0x1644, 0x34cc,
	0x554, 0x1754, 0x3466, 0x3844, 0x34ce, 0x24cc, 0x3576, 0x1444,
	0x16ac, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444,
	0x2444, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444, 0x2444,
}

// oneSourceXe3P: the opcodes of the table that Xe3P compacts in its one-source form, whose
// data type index names compactDataTypeXe3P1 (other generations' one-source form is the
// two-source one).
func oneSourceXe3P(op Opcode) bool {
	return op == OpMov || op == OpLzd || op == OpFbl || op == OpSync
}

// expandCompacted rebuilds the low quadword of a compacted ALU instruction's native form,
// as far as destination and channels read it: opcode, exec size and first channel, the
// destination's addressing (two sources), type, register file, stride, subregister and
// register, and on the Xe-HPC family the scoreboard field.
func expandCompacted(enc Encoding, f format, c uint64) uint64 {
	if enc.wide() {
		return expandCompactedWide(enc, f, c)
	}
	// Xe-LP and Xe-HPG: control index in bits 24-28, data type index (two sources) in 30-34,
	// subregister index in 35-39, destination register in 16-23; the control entry's bits
	// 0-2 and 3-5 are native bits 16-21.
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

// expandCompactedWide is expandCompacted for the Xe-HPC family, whose compacted forms keep
// the opcode in bits 0-6, the scoreboard in 8-17 (as the native form), the control index in
// 18-22 (three sources: 18-21), the data type index (two sources) or the three-source
// subregister index in 26-28 (low bits) and 30-31, the two-source subregister index in
// 48-51 and the destination register in 32-39.
func expandCompactedWide(enc Encoding, f format, c uint64) uint64 {
	t := &compactXeHPC
	switch enc {
	case Xe2, Xe3:
		t = &compactXe2
	case Xe3P:
		t = &compactXe3P
	}
	// control: the bits of native 18-28, 31, 32 and 34 a control entry's bits 0-13 give.
	control := func(ctrl uint64) uint64 {
		return (ctrl&0x7ff)<<18 | (ctrl>>11&1)<<31 | (ctrl>>12&1)<<32 | (ctrl>>13&1)<<34
	}
	split := c>>26&7 | (c>>30&3)<<3
	lo := c&0x7f | c&0x3ff00 | (c>>32&0xff)<<56
	if f == fmtTernary {
		ctrl := t.control3[c>>18&0xf]
		lo |= control(ctrl) | (ctrl>>14&0x7f)<<36
		if enc == Xe3P {
			lo |= (ctrl>>21&1)<<48 | (ctrl>>22&1)<<50
		} else {
			lo |= (ctrl >> 21 & 7) << 48
		}
		return lo | uint64(t.subreg3[split]&0x1f)<<51
	}
	sub := uint64(t.subreg[c>>48&0xf])
	lo |= control(uint64(t.control[c>>18&0x1f])) | (sub&1)<<33 | (sub>>1&0x1f)<<51
	if enc == Xe3P && oneSourceXe3P(Opcode(c&0x7f)) {
		dt := uint64(compactDataTypeXe3P1[split])
		return lo | (dt&0x1ff)<<35 | (dt>>9&1)<<46 | (dt>>10&7)<<48
	}
	dt := uint64(t.dataType[split])
	return lo | (dt&0x1ff)<<35 | (dt>>9&0x1f)<<46
}
