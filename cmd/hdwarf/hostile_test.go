package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"hdwarf/elfrw"
	"hdwarf/internal/oracle"
)

// The hostile-input suite runs the built hdwarf as a separate process on crafted inputs, under
// an address-space limit (prlimit --as) and a time limit, and checks the exit status, the
// message, the peak resident memory (the child's rusage) and that nothing is left behind in the
// output directory. Small inputs are made by the tests; large ones are generated into
// t.TempDir() and removed with it.

// hostileAS is the address-space limit every run gets: enough for the Go runtime's reservations
// and any honest run on these inputs, far below what the attacks used to take.
const hostileAS = 2 << 30

var (
	hostileOnce sync.Once
	hostileBin  string
	hostileErr  error
)

// hostileBinary builds hdwarf once per test process (without -race: the figures are the real
// program's).
func hostileBinary(t *testing.T) string {
	t.Helper()
	oracle.Need(t, "prlimit")
	oracle.Need(t, "/usr/bin/time")
	hostileOnce.Do(func() {
		dir, err := os.MkdirTemp("", "hdwarf-hostile-")
		if err != nil {
			hostileErr = err
			return
		}
		hostileBin = filepath.Join(dir, "hdwarf")
		cmd := exec.Command("go", "build", "-o", hostileBin, ".")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			hostileErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if hostileErr != nil {
		t.Fatal(hostileErr)
	}
	return hostileBin
}

// runResult is one run of hdwarf under the limits.
type runResult struct {
	status         int
	stdout, stderr string
	outBytes       int64 // bytes written to standard output
	rss            int64 // peak resident memory, bytes
	wall           time.Duration
}

// runLimited runs hdwarf with args in dir under the address-space limit and the timeout;
// standard output goes to a file whose size is reported (its text only when small).
func runLimited(t *testing.T, dir string, timeout time.Duration, args ...string) runResult {
	t.Helper()
	bin := hostileBinary(t)
	outPath := filepath.Join(t.TempDir(), "stdout")
	out, err := os.Create(outPath)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	var errBuf bytes.Buffer
	// /usr/bin/time reports the peak of its own child, which starts small; the rusage of a
	// child of this (large) test process would count the pages it had when forked.
	rssPath := filepath.Join(t.TempDir(), "rss")
	cmd := exec.Command("/usr/bin/time", append([]string{"-f", "%M", "-o", rssPath, "prlimit", fmt.Sprintf("--as=%d", hostileAS), "--", bin}, args...)...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, out, &errBuf
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(timeout, func() { cmd.Process.Kill() })
	err = cmd.Wait()
	timer.Stop()
	r := runResult{wall: time.Since(start), stderr: errBuf.String()}
	if r.wall >= timeout {
		t.Fatalf("hdwarf %s: still running after %v (killed)", strings.Join(args, " "), timeout)
	}
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			t.Fatal(err)
		}
	}
	r.status = cmd.ProcessState.ExitCode()
	rss, err := os.ReadFile(rssPath)
	if err != nil {
		t.Fatal(err)
	}
	// time prints "Command exited with non-zero status N" before the figure on failure.
	fields := strings.Fields(string(rss))
	if _, err := fmt.Sscan(fields[len(fields)-1], &r.rss); err != nil {
		t.Fatalf("/usr/bin/time wrote %q", rss)
	}
	r.rss *= 1024
	st, _ := out.Stat()
	r.outBytes = st.Size()
	if r.outBytes < 1<<16 {
		b, _ := os.ReadFile(outPath)
		r.stdout = string(b)
	}
	if strings.Contains(r.stderr, "goroutine ") || strings.Contains(r.stderr, "fatal error") || strings.Contains(r.stderr, "panic:") {
		t.Fatalf("hdwarf %s crashed:\n%.2000s", strings.Join(args, " "), r.stderr)
	}
	return r
}

// hostileCase is one crafted input and what hdwarf must do with it.
type hostileCase struct {
	name string
	// make writes the input(s) into dir and returns the command line.
	make    func(t *testing.T, dir string) []string
	status  int           // wanted exit status
	msg     string        // regexp the standard error must match ("" : anything)
	maxRSS  int64         // peak memory allowed, bytes
	maxOut  int64         // standard output allowed, bytes (0: 64 MiB)
	timeout time.Duration // 0: 20 s
	check   func(t *testing.T, dir string, r runResult)
}

// runHostile runs each case in its own directory and checks that the directory holds only the
// files the case made (and its output when it succeeded) afterwards.
func runHostile(t *testing.T, cases []hostileCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			args := c.make(t, dir)
			before := listDir(t, dir)
			timeout := c.timeout
			if timeout == 0 {
				timeout = 20 * time.Second
			}
			r := runLimited(t, dir, timeout, args...)
			t.Logf("hdwarf %s: status %d, %d bytes out, peak %.1f MiB, %v\n%.500s", strings.Join(args, " "), r.status, r.outBytes, float64(r.rss)/(1<<20), r.wall.Round(time.Millisecond), r.stderr)
			if r.status != c.status {
				t.Fatalf("exit status %d, want %d\nstderr: %.2000s", r.status, c.status, r.stderr)
			}
			if c.msg != "" && !regexp.MustCompile(c.msg).MatchString(r.stderr) {
				t.Errorf("stderr %q does not match %q", r.stderr, c.msg)
			}
			if c.maxRSS > 0 && r.rss > c.maxRSS {
				t.Errorf("peak memory %d MiB, want at most %d MiB", r.rss>>20, c.maxRSS>>20)
			}
			maxOut := c.maxOut
			if maxOut == 0 {
				maxOut = 64 << 20
			}
			if r.outBytes > maxOut {
				t.Errorf("%d bytes on standard output, want at most %d", r.outBytes, maxOut)
			}
			if r.status != 0 {
				if after := listDir(t, dir); after != before {
					t.Errorf("a failed run changed the directory:\nbefore: %s\nafter:  %s", before, after)
				}
			}
			if c.check != nil {
				c.check(t, dir, r)
			}
		})
	}
}

func listDir(t *testing.T, dir string) string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		info, _ := e.Info()
		names = append(names, fmt.Sprintf("%s:%d", e.Name(), info.Size()))
	}
	return strings.Join(names, " ")
}

// --- generators -------------------------------------------------------------------------

// writeELF64 writes a little-endian ELF64 relocatable file holding the given sections.
func writeTestELF(t *testing.T, path string, secs ...*elfrw.Section) {
	t.Helper()
	writeTestELFData(t, path, secs, nil)
}

func writeTestELFData(t *testing.T, path string, secs []*elfrw.Section, data [][]byte) {
	t.Helper()
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	for i, s := range secs {
		var b []byte
		if i < len(data) {
			b = data[i]
		}
		if s.Addralign == 0 {
			s.Addralign = 1
		}
		f.AddSection(s, b)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// debugELF writes an ELF file with the named sections' contents.
func debugELF(t *testing.T, path string, contents map[string][]byte) {
	t.Helper()
	var secs []*elfrw.Section
	var data [][]byte
	for _, name := range []string{".debug_abbrev", ".debug_info", ".debug_line", ".debug_str", ".debug_rnglists", ".debug_ranges"} {
		if b, ok := contents[name]; ok {
			secs = append(secs, &elfrw.Section{Name: name, Type: elf.SHT_PROGBITS})
			data = append(data, b)
		}
	}
	writeTestELFData(t, path, secs, data)
}

func uleb(b []byte, v uint64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v != 0 {
			b = append(b, c|0x80)
			continue
		}
		return append(b, c)
	}
}

// infoUnit wraps DIE bytes in a DWARF 4, 32-bit unit header with 8-byte addresses.
func infoUnit(dies []byte) []byte {
	b := binary.LittleEndian.AppendUint32(nil, uint32(2+4+1+len(dies)))
	b = binary.LittleEndian.AppendUint16(b, 4)
	b = binary.LittleEndian.AppendUint32(b, 0)
	b = append(b, 8)
	return append(b, dies...)
}

// abbrev encodes one abbreviation: code, tag, children flag, (attribute, form) pairs.
func abbrev(code, tag uint64, children bool, pairs ...uint64) []byte {
	b := uleb(uleb(nil, code), tag)
	if children {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	for _, p := range pairs {
		b = uleb(b, p)
	}
	return append(b, 0, 0)
}

const (
	formString      = 0x08
	formData1       = 0x0b
	formData4       = 0x06
	formFlagPresent = 0x19
	formSecOffset   = 0x17
	atName          = 0x03
	atStmtList      = 0x10
	atLowPC         = 0x11
	tagCU           = 0x11
	tagVariable     = 0x34
	tagLexBlock     = 0x0b
)

// zeroSizeAttrs: a unit of dies DIEs whose abbreviation has attrs DW_FORM_flag_present
// attributes, each DIE one byte.
func zeroSizeAttrs(attrs, dies int) map[string][]byte {
	var pairs []uint64
	for i := 0; i < attrs; i++ {
		pairs = append(pairs, 0x2000+uint64(i%0x1000), formFlagPresent)
	}
	ab := append(abbrev(1, tagCU, true), abbrev(2, tagVariable, false, pairs...)...)
	ab = append(ab, 0)
	d := []byte{1}
	for i := 0; i < dies; i++ {
		d = append(d, 2)
	}
	d = append(d, 0)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// wideTree: a unit with n children DIEs, each with a short name.
func wideTree(n int) map[string][]byte {
	ab := append(abbrev(1, tagCU, true, atName, formString), abbrev(2, tagVariable, false, atName, formString)...)
	ab = append(ab, 0)
	d := append([]byte{1}, "cu\x00"...)
	for i := 0; i < n; i++ {
		d = append(d, 2, 'v', 0)
	}
	d = append(d, 0)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// deepTree: a unit with n DIEs each nested in the one before.
func deepTree(n int) map[string][]byte {
	ab := append(abbrev(1, tagCU, true), abbrev(2, tagLexBlock, true)...)
	ab = append(ab, 0)
	d := []byte{1}
	for i := 0; i < n; i++ {
		d = append(d, 2)
	}
	for i := 0; i <= n; i++ {
		d = append(d, 0)
	}
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d)}
}

// hugeLineHeader: a unit whose DW_AT_stmt_list points at a DWARF 5 line table whose header
// claims 2^32-1 directories and holds none.
func hugeLineHeader() map[string][]byte {
	ab := append(abbrev(1, tagCU, false, atName, formString, atStmtList, formSecOffset), 0)
	d := append([]byte{1}, "cu\x00"...)
	d = binary.LittleEndian.AppendUint32(d, 0)
	var h []byte
	h = append(h, 1, 1, 1, 0xfb, 14, 13)              // min_inst, max_ops, default_is_stmt, line_base, line_range, opcode_base
	h = append(h, 0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1) // standard_opcode_lengths
	h = append(h, 1)                                  // directory_entry_format_count
	h = uleb(uleb(h, 1), formString)                  // DW_LNCT_path, DW_FORM_string
	h = uleb(h, 0xffffffff)                           // directories_count
	var l []byte
	l = binary.LittleEndian.AppendUint16(l, 5)
	l = append(l, 8, 0)
	l = binary.LittleEndian.AppendUint32(l, uint32(len(h)))
	l = append(l, h...)
	line := binary.LittleEndian.AppendUint32(nil, uint32(len(l)))
	line = append(line, l...)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": infoUnit(d), ".debug_line": line}
}

// badRnglist: a DWARF 5 unit whose DW_AT_ranges list in .debug_rnglists uses an address
// index with no .debug_addr.
func badRnglist() map[string][]byte {
	ab := append(abbrev(1, tagCU, false, 0x55, formSecOffset), 0) // DW_AT_ranges
	d := []byte{1}
	d = binary.LittleEndian.AppendUint32(d, 12)
	info := binary.LittleEndian.AppendUint32(nil, uint32(2+1+1+4+len(d)))
	info = binary.LittleEndian.AppendUint16(info, 5)
	info = append(info, 1, 8) // DW_UT_compile, address size
	info = binary.LittleEndian.AppendUint32(info, 0)
	info = append(info, d...)
	lists := []byte{3, 0, 4, 0} // DW_RLE_startx_length 0, 4; DW_RLE_end_of_list
	rl := binary.LittleEndian.AppendUint32(nil, uint32(2+1+1+4+len(lists)))
	rl = binary.LittleEndian.AppendUint16(rl, 5)
	rl = append(rl, 8, 0)
	rl = binary.LittleEndian.AppendUint32(rl, 0)
	rl = append(rl, lists...)
	return map[string][]byte{".debug_abbrev": ab, ".debug_info": info, ".debug_rnglists": rl}
}

// linkChain: n empty sections, each SHF_LINK_ORDER-linked to the one before.
func linkChain(t *testing.T, path string, n int) {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	for i := 0; i < n; i++ {
		link := uint32(len(f.Sections) - 1)
		if i == 0 {
			link = 0
		}
		f.AddSection(&elfrw.Section{Name: ".l", Type: elf.SHT_PROGBITS, Flags: elf.SHF_LINK_ORDER, Link: link, Addralign: 1}, nil)
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// manySections: n small .debug_str sections named .debug_x.
func manySections(t *testing.T, path string, n int) {
	f := elfrw.New(elf.ELFCLASS64, binary.LittleEndian, elf.ET_REL, elf.EM_X86_64)
	for i := 0; i < n; i++ {
		f.AddSection(&elfrw.Section{Name: ".debug_x", Type: elf.SHT_PROGBITS, Addralign: 1}, []byte("0123456789abcdef0123456789abcdef"))
	}
	var buf bytes.Buffer
	if _, err := f.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// zstdBomb: a zstd stream that declares and holds size bytes of zeros as RLE blocks of 128 KiB
// (4 bytes each), after a skippable frame of pad bytes.
func zstdBomb(size uint64, pad int) []byte {
	var b []byte
	if pad > 0 {
		b = binary.LittleEndian.AppendUint32(b, 0x184D2A50)
		b = binary.LittleEndian.AppendUint32(b, uint32(pad))
		b = append(b, make([]byte, pad)...)
	}
	b = binary.LittleEndian.AppendUint32(b, 0xFD2FB528)
	b = append(b, 0xC0, 0x38) // 8-byte content size, window 128 KiB
	b = binary.LittleEndian.AppendUint64(b, size)
	const blk = 128 << 10
	for left := size; left > 0; {
		n := min(left, blk)
		left -= n
		last := uint32(0)
		if left == 0 {
			last = 1
		}
		h := last | 1<<1 | uint32(n)<<3 // RLE block
		b = append(b, byte(h), byte(h>>8), byte(h>>16), 0)
	}
	return b
}

// compressedBomb writes an ELF whose .debug_info is SHF_COMPRESSED zstd declaring size bytes.
func compressedBomb(t *testing.T, path string, size uint64, pad int) {
	raw := elfrw.AppendChdr(elf.ELFCLASS64, binary.LittleEndian, nil, elfrw.Chdr{Type: elf.COMPRESS_ZSTD, Size: size, Addralign: 1})
	raw = append(raw, zstdBomb(size, pad)...)
	writeTestELFData(t, path, []*elfrw.Section{{Name: ".debug_info", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}}, [][]byte{raw})
}

// spirvWords writes a bare SPIR-V module of the given instruction words.
func spirvModule(bound uint32, insts ...[]uint32) []byte {
	w := []uint32{0x07230203, 0x00010000, 0, bound, 0}
	for _, in := range insts {
		w = append(w, in...)
	}
	b := make([]byte, 4*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint32(b[4*i:], x)
	}
	return b
}

// functionTypeChain: n OpTypeFunction, each returning the one before.
func functionTypeChain(n int) []byte {
	insts := [][]uint32{{2<<16 | 19, 1}} // %1 = OpTypeVoid
	for i := 0; i < n; i++ {
		insts = append(insts, []uint32{3<<16 | 33, uint32(i + 2), uint32(i + 1)})
	}
	return spirvModule(uint32(n+2), insts...)
}

// spirvString encodes a literal string operand.
func spirvString(str string) []uint32 {
	b := append([]byte(str), 0)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	w := make([]uint32, len(b)/4)
	for i := range w {
		w[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return w
}

// spirvInst encodes one instruction.
func spirvInst(op uint32, operands ...uint32) []uint32 {
	return append([]uint32{uint32(len(operands)+1)<<16 | op}, operands...)
}

// debugModule is a module with OpenCL.DebugInfo.100 (%1), OpTypeVoid (%2), a DebugSource (%4)
// and a DebugCompilationUnit (%5), then body(next id) gives the debug instructions after them
// and the bound.
func debugModule(body func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32)) []byte {
	const opExtInstImport, opExtInst, opString, opTypeVoid = 11, 12, 7, 19
	ext := func(result, op uint32, operands ...uint32) []uint32 {
		return spirvInst(opExtInst, append([]uint32{2, result, 1, op}, operands...)...)
	}
	insts := [][]uint32{
		spirvInst(opExtInstImport, append([]uint32{1}, spirvString("OpenCL.DebugInfo.100")...)...),
		spirvInst(opTypeVoid, 2),
		spirvInst(opString, append([]uint32{3}, spirvString("a.cl")...)...),
		ext(4, 35, 3),             // DebugSource
		ext(5, 1, 65536, 4, 4, 3), // DebugCompilationUnit: version, DWARF 4, source, OpenCL C
	}
	more, bound := body(ext)
	return spirvModule(bound, append(insts, more...)...)
}

// debugFunctionTypeChain: n DebugTypeFunction, each returning the one before, and a
// DebugTypePointer to the last (a function pointer, which makes the converter follow the chain).
func debugFunctionTypeChain(n int) []byte {
	return debugModule(func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32) {
		var insts [][]uint32
		prev := uint32(2)
		id := uint32(6)
		for i := 0; i < n; i++ {
			insts = append(insts, ext(id, 8, 0, prev)) // DebugTypeFunction flags, return
			prev, id = id, id+1
		}
		insts = append(insts, ext(id, 3, prev, 0, 0)) // DebugTypePointer base, storage, flags
		return insts, id + 1
	})
}

// debugFanOut: k levels of DebugTypeFunction, each with two parameters of the level below
// (2^k paths through 2k nodes).
func debugFanOut(k int) []byte {
	return debugModule(func(ext func(result, op uint32, operands ...uint32) []uint32) ([][]uint32, uint32) {
		var insts [][]uint32
		prev := uint32(2)
		id := uint32(6)
		for i := 0; i < k; i++ {
			insts = append(insts, ext(id, 8, 0, prev, prev, prev))
			prev, id = id, id+1
		}
		insts = append(insts, ext(id, 3, prev, 0, 0))
		return insts, id + 1
	})
}

func put(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHostileInputs runs every input class of issue 20.
func TestHostileInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("runs hdwarf as a process on generated inputs")
	}
	elfWith := func(contents map[string][]byte) func(t *testing.T, dir string) string {
		return func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "in.elf")
			debugELF(t, p, contents)
			return p
		}
	}
	_ = elfWith
	runHostile(t, []hostileCase{
		{
			name: "zero-size-attributes",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), zeroSizeAttrs(3000, 10000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `in\.elf: .*abbreviation 2 \(3000 attributes without bytes\)`, maxRSS: 100 << 20,
		},
		{
			name: "line-header-2^32-directories",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hugeLineHeader())
				return []string{"verify", "in.elf"}
			},
			status: 3, msg: `in\.elf: 1 problems`, maxRSS: 100 << 20,
			check: func(t *testing.T, dir string, r runResult) {
				if !strings.Contains(r.stdout, "line table: .debug_line: 4294967295 entries do not fit") {
					t.Errorf("verify printed %q", r.stdout)
				}
			},
		},
		{
			name: "line-header-2^32-directories-dump",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hugeLineHeader())
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `in\.elf: \.debug_line: 4294967295 entries do not fit in 0 bytes \(at offset 0x26\)`, maxRSS: 100 << 20,
		},
		{
			name: "wide-die-tree-dump",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), wideTree(330000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 0, maxRSS: 600 << 20, timeout: 30 * time.Second, maxOut: 256 << 20,
		},
		{
			name: "wide-die-tree-verify",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), wideTree(330000))
				return []string{"verify", "in.elf"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "deep-die-tree",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), deepTree(40000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 0, maxRSS: 300 << 20, maxOut: 32 << 20,
		},
		{
			name: "sh_link-chain",
			make: func(t *testing.T, dir string) []string {
				linkChain(t, filepath.Join(dir, "in.elf"), 80000)
				return []string{"dump", "--sections", "in.elf"}
			},
			status: 0, maxRSS: 300 << 20, timeout: 10 * time.Second,
		},
		{
			name: "compress-many-sections",
			make: func(t *testing.T, dir string) []string {
				manySections(t, filepath.Join(dir, "in.elf"), 160000)
				return []string{"compress", "--type", "zlib", "in.elf", "-o", "out.elf"}
			},
			status: 0, maxRSS: 400 << 20, timeout: 15 * time.Second,
		},
		{
			name: "zstd-bomb-decompress",
			make: func(t *testing.T, dir string) []string {
				compressedBomb(t, filepath.Join(dir, "in.elf"), 4<<30, 0)
				return []string{"decompress", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: section \.debug_info: declares 4294967296 uncompressed bytes: .* more than 64 times the \d+-byte input allows .*--max-expand`, maxRSS: 100 << 20,
		},
		{
			// The same stream declaring 64 MiB: refused by default, decompressed when the
			// limit is raised, into about the memory the output takes.
			name: "zstd-bomb-max-expand-raised",
			make: func(t *testing.T, dir string) []string {
				compressedBomb(t, filepath.Join(dir, "in.elf"), 64<<20, 0)
				return []string{"decompress", "--max-expand", "1000000", "in.elf", "-o", "out.elf"}
			},
			status: 0, maxRSS: 100 << 20,
			check: func(t *testing.T, dir string, r runResult) {
				st, err := os.Stat(filepath.Join(dir, "out.elf"))
				if err != nil || st.Size() < 64<<20 {
					t.Fatalf("out.elf: %v %v", st, err)
				}
				r = runLimited(t, dir, 20*time.Second, "decompress", "in.elf", "-o", "out2.elf")
				if r.status != 1 || !strings.Contains(r.stderr, "--max-expand") {
					t.Errorf("without --max-expand: status %d, %s", r.status, r.stderr)
				}
			},
		},
		{
			name: "zstd-bomb-skippable-frame",
			make: func(t *testing.T, dir string) []string {
				compressedBomb(t, filepath.Join(dir, "in.elf"), 4<<30, 1200<<10)
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `in\.elf: .*--max-expand`, maxRSS: 100 << 20,
		},
		{
			name: "dev-zero-dump",
			make: func(t *testing.T, dir string) []string {
				return []string{"dump", "--visa", "/dev/zero"}
			},
			status: 1, msg: `/dev/zero: .*not a regular file`, maxRSS: 100 << 20,
		},
		{
			name: "dev-zero-copy",
			make: func(t *testing.T, dir string) []string {
				return []string{"copy", "/dev/zero", "-o", "out.elf"}
			},
			status: 1, msg: `/dev/zero: .*not a regular file`, maxRSS: 100 << 20,
		},
		{
			name: "spirv-function-type-chain-convert",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), debugFunctionTypeChain(200000))
				return []string{"convert", "--spirv", "in.spv", "in.spv", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.spv: word 0x[0-9a-f]+: DebugTypeFunction: references nest more than 2000 deep\n$`, maxRSS: 300 << 20,
		},
		{
			name: "spirv-function-type-chain-dump",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), debugFunctionTypeChain(200000))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "spirv-core-function-type-chain",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), functionTypeChain(200000))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "spirv-fan-out-dump",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), debugFanOut(40))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 100 << 20, maxOut: 1 << 20, timeout: 10 * time.Second,
		},
		{
			name: "spirv-fan-out-convert",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), debugFanOut(40))
				return []string{"convert", "--spirv", "in.spv", "in.spv", "-o", "out.elf"}
			},
			status: 0, maxRSS: 100 << 20, timeout: 10 * time.Second,
		},
		{
			name: "dialect-bogus-is-a-usage-error",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), wideTree(1))
				return []string{"dump", "--dwarf", "--dialect", "bogus", "in.elf"}
			},
			status: 2, msg: `^hdwarf dump: --dialect: unknown dialect "bogus"`,
		},
		{
			name: "rnglists-error-names-rnglists",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), badRnglist())
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: \.debug_rnglists: `,
		},
		{
			name: "update-section-nobits",
			make: func(t *testing.T, dir string) []string {
				writeTestELF(t, filepath.Join(dir, "in.elf"), &elfrw.Section{Name: ".bss", Type: elf.SHT_NOBITS, Size: 64})
				put(t, filepath.Join(dir, "new"), []byte("data"))
				return []string{"copy", "--update-section", ".bss=new", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: --update-section \.bss: the section is SHT_NOBITS and has no contents to update\n$`,
		},
		{
			name: "ch_addralign-not-a-power-of-two",
			make: func(t *testing.T, dir string) []string {
				raw, err := elfrw.Compress(elf.ELFCLASS64, binary.LittleEndian, elf.COMPRESS_ZLIB, 0, 3, []byte("some debug bytes"))
				if err != nil {
					t.Fatal(err)
				}
				writeTestELFData(t, filepath.Join(dir, "in.elf"), []*elfrw.Section{{Name: ".debug_str", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}}, [][]byte{raw})
				return []string{"decompress", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: section \.debug_str.*ch_addralign 3 is not a power of two \(at offset 0x[0-9a-f]+\)\n$`,
		},
		{
			name: "section-overlaps-elf-header",
			make: func(t *testing.T, dir string) []string {
				p := filepath.Join(dir, "in.elf")
				writeTestELFData(t, p, []*elfrw.Section{{Name: ".data", Type: elf.SHT_PROGBITS}}, [][]byte{[]byte("0123456789abcdef")})
				b, _ := os.ReadFile(p)
				shoff := binary.LittleEndian.Uint64(b[0x28:])
				binary.LittleEndian.PutUint64(b[shoff+2*64+24:], 8) // .data's sh_offset
				put(t, p, b)
				return []string{"copy", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: section 2 \(\.data\) at 0x8\.\.0x18 overlaps the 64-byte ELF header \(at offset 0x[0-9a-f]+\)\n$`, maxRSS: 100 << 20,
		},
	})
}
