package migrate_test

import (
	"bytes"
	"encoding/binary"
	"testing"

	"hdwarf/expr"
	"hdwarf/passes/migrate"
)

// FuzzMigrate migrates sections cut from the input: its first byte is the length of
// .debug_abbrev, the next two that of .debug_info, and the rest is .debug_loc. Every mode
// must end in an error or in a file that can be written, never in a panic.
func FuzzMigrate(f *testing.F) {
	// A unit of 16 variables, some with legacy operations.
	abbrev, info, loc, _ := genSized(1, 16)
	seed := append([]byte{byte(len(abbrev))}, binary.LittleEndian.AppendUint16(nil, uint16(len(info)))...)
	f.Add(append(append(append(seed, abbrev...), info...), loc...))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 3 {
			return
		}
		na, ni := int(data[0]), int(binary.LittleEndian.Uint16(data[1:]))
		rest := data[3:]
		na = min(na, len(rest))
		abbrev, rest := rest[:na], rest[na:]
		ni = min(ni, len(rest))
		info, loc := rest[:ni], rest[ni:]
		for _, mode := range []migrate.Options{
			{From: expr.DialectAMDLegacy, To: expr.DialectUser},
			{From: expr.DialectUser, To: expr.DialectAMDLegacy, KeepUnmappable: true},
			{From: expr.DialectIntel, To: expr.DialectUser, RenumberAttrs: true},
			{From: expr.DialectIntel, To: expr.DialectIntel, Check: true},
			{From: expr.DialectUser, To: expr.DialectIntel},
		} {
			g := legacyELF(abbrev, info, loc, []byte("v\x00"))
			if _, err := migrate.Run(g, mode); err != nil {
				continue
			}
			var out bytes.Buffer
			_, _ = g.WriteTo(&out)
		}
	})
}
