package fuzzseed

import (
	"os"
	"path/filepath"
	"testing"
)

// TestWrite: the seed is what `go test -fuzz` writes for the same arguments, and an argument
// of another kind is refused.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := Write(dir, "s", []byte("a\x00\"b\n"), uint8(7)); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join(dir, "s"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "go test fuzz v1\n[]byte(\"a\\x00\\\"b\\n\")\nuint8(7)\n"; string(got) != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if err := Write(dir, "bad", 7); err == nil {
		t.Error("an int argument: no error")
	}
}
