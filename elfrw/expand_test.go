package elfrw

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
)

// rleFrame is a zstd frame declaring and holding size zero bytes as 128 KiB run-length blocks.
func rleFrame(size uint64) []byte {
	b := binary.LittleEndian.AppendUint32(nil, 0xFD2FB528)
	b = append(b, 0xC0, 0x38)
	b = binary.LittleEndian.AppendUint64(b, size)
	for left := size; left > 0; {
		n := min(left, 128<<10)
		left -= n
		h := uint32(1<<1) | uint32(n)<<3
		if left == 0 {
			h |= 1
		}
		b = append(b, byte(h), byte(h>>8), byte(h>>16), 0)
	}
	return b
}

func skippable(n int) []byte {
	b := binary.LittleEndian.AppendUint32(nil, 0x184D2A5A)
	b = binary.LittleEndian.AppendUint32(b, uint32(n))
	return append(b, make([]byte, n)...)
}

// TestZstdPayloadSkipsSkippableFrames checks that skippable frames, wherever they are, buy no
// room in the expansion-ratio check, and that the frames that hold data still decode.
func TestZstdPayloadSkipsSkippableFrames(t *testing.T) {
	frame := rleFrame(1 << 20)
	body := append(append(append(skippable(1<<20), frame...), skippable(100)...), frame...)
	if got, want := zstdPayload(body), uint64(2*len(frame)); got != want {
		t.Fatalf("zstdPayload = %d, want %d", got, want)
	}
	out, err := inflate(elf.COMPRESS_ZSTD, body, 2<<20, 0)
	if err != nil || len(out) != 2<<20 || !bytes.Equal(out[:16], make([]byte, 16)) {
		t.Fatalf("inflate: %d bytes, %v", len(out), err)
	}
	// 4 GiB behind a megabyte of skippable frame: the ratio is the data frame's.
	bomb := append(skippable(1<<20), rleFrame(1<<20)...)
	if _, err := inflate(elf.COMPRESS_ZSTD, bomb, 4<<30, 0); err == nil || !strings.Contains(err.Error(), "claims 4294967296 bytes from 46 compressed bytes") {
		t.Fatalf("inflate of a bomb: %v", err)
	}
	// A truncated frame counts whole.
	if got := zstdPayload(frame[:20]); got != 20 {
		t.Fatalf("zstdPayload of a truncated frame = %d", got)
	}
}

// TestExpandBudget checks the decompression budget: declared sizes add up across sections,
// and MaxExpand raises the bound.
func TestExpandBudget(t *testing.T) {
	f := &File{srcSize: 1 << 20}
	if err := f.Expand(".a", 0, MinExpandBudget+60<<20); err != nil {
		t.Fatal(err)
	}
	err := f.Expand(".b", 0, 8<<20)
	var xe *ExpandError
	if !errors.As(err, &xe) || xe.Ratio != DefaultMaxExpand || xe.Budget != MinExpandBudget+64<<20 {
		t.Fatalf("second section: %v", err)
	}
	f = &File{srcSize: 1 << 20, MaxExpand: 1000}
	if err := f.Expand(".a", 0, 900<<20); err != nil {
		t.Fatal(err)
	}
	f = &File{srcSize: 1 << 40, MaxExpand: 1 << 40}
	if err := f.Expand(".a", 0, 1<<62); err != nil {
		t.Fatalf("a budget past 2^64 must saturate, not wrap: %v", err)
	}
}
