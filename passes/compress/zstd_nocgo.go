//go:build !cgo

package compress

import "github.com/klauspost/compress/zstd"

// ZstdBackend names the zstd encoder compiled in: without cgo, klauspost/compress's pure-Go
// encoder, which is slower than libzstd at the sizes libzstd reaches (see zstdLevel).
func ZstdBackend() string { return "klauspost/compress (pure Go, built without cgo)" }

// zstdChunkSize is the input of one zstd frame. The pure-Go encoder's tables stay in cache at
// this size (measured: its "better" strategy twice as fast in 2 MiB chunks as in 32 MiB ones),
// which matters more here than what the restarts cost in size.
const zstdChunkSize = 2 << 20

// zstdLevel maps a zstd command-line level onto the encoder's four strategies. The library's
// own mapping puts 3-5 on its "default" strategy, which stays well above libzstd -5 in size;
// from 5 on the "better" strategy keeps our output within a few per cent of libzstd's.
func zstdLevel(level int) zstd.EncoderLevel {
	switch {
	case level < 3:
		return zstd.SpeedFastest
	case level < 5:
		return zstd.SpeedDefault
	case level < 10:
		return zstd.SpeedBetterCompression
	}
	return zstd.SpeedBestCompression
}

func newZstdChunker(level int) (chunker, error) {
	// No checksum (as libzstd by default), one goroutine per encoder: the workers are the
	// parallelism, and output must not depend on how many there are.
	w, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstdLevel(level)), zstd.WithEncoderConcurrency(1),
		zstd.WithEncoderCRC(false), zstd.WithZeroFrames(true))
	if err != nil {
		return nil, err
	}
	return &zstdChunker{w: w}, nil
}

type zstdChunker struct{ w *zstd.Encoder }

func (c *zstdChunker) chunk(in []byte, last bool) ([]byte, uint32, error) {
	return c.w.EncodeAll(in, make([]byte, 0, len(in)/3+64)), 0, nil
}

func (c *zstdChunker) close() { c.w.Close() }
