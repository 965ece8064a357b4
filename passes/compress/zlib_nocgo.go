//go:build !cgo

package compress

// ZlibBackend names the zlib encoder compiled in: libdeflate through cgo, or the pure-Go
// encoder without cgo.
func ZlibBackend() string { return "klauspost/compress (pure Go, built without cgo)" }

func newZlibChunker(level int) (chunker, error) { return newGoZlibChunker(level) }
