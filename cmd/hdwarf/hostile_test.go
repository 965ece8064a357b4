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
	"hdwarf/internal/hostile"
	"hdwarf/internal/oracle"
	"hdwarf/passes/compress"
	"hdwarf/sections/visa"
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
	oracle.Need(t, "prlimit")
	oracle.Need(t, "/usr/bin/time")
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
			if tmp, _ := filepath.Glob(filepath.Join(dir, ".*tmp*")); len(tmp) > 0 {
				t.Errorf("temporaries left: %v", tmp)
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

// compressedBomb writes an ELF whose .debug_info is SHF_COMPRESSED zstd declaring size bytes.
func compressedBomb(t *testing.T, path string, size uint64, pad int) {
	raw := elfrw.AppendChdr(elf.ELFCLASS64, binary.LittleEndian, nil, elfrw.Chdr{Type: elf.COMPRESS_ZSTD, Size: size, Addralign: 1})
	raw = append(raw, hostile.ZstdBomb(size, pad)...)
	writeTestELFData(t, path, []*elfrw.Section{{Name: ".debug_info", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}}, [][]byte{raw})
}

func put(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// amplifiedVISA is the stackcalls blob with its first object's index map replaced by n
// entries that alternate between low and high vISA indices, and n variables each live over
// the low half: every variable covers n/2 separate pieces of code, n*n/2 entries in all,
// from a blob of about 20 bytes per entry and variable.
func amplifiedVISA(t *testing.T, n int) []byte {
	t.Helper()
	info, err := visa.Decode(readFile(t, visaBlob))
	if err != nil {
		t.Fatal(err)
	}
	o := &info.Objects[0]
	loc := o.Vars[0].Intervals[0].Loc
	virt := o.Vars[0].Intervals[0].Virtual
	end := o.IndexMap[len(o.IndexMap)-1].Gen
	n = min(n, int(end)-1) // one machine byte per entry: the object's code is a few KB
	o.IndexMap = o.IndexMap[:0]
	for k := 0; k < n; k++ {
		v := uint32(k / 2)
		if k%2 == 1 {
			v = uint32(n - k/2)
		}
		o.IndexMap = append(o.IndexMap, visa.MapEntry{VISA: v, Gen: uint32(k)})
	}
	o.IndexMap = append(o.IndexMap, visa.MapEntry{VISA: 0xffffffff, Gen: end})
	o.Vars = o.Vars[:0]
	for i := 0; i < n; i++ {
		o.Vars = append(o.Vars, visa.Var{Name: fmt.Sprintf("V%d", i), Intervals: []visa.VISAInterval{{Start: 0, End: uint16(n / 2), Virtual: virt, Loc: loc}}})
	}
	return visa.Encode(info)
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
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.ZeroSizeAttrs(3000, 10000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `in\.elf: .*abbreviation 2 \(3000 attributes without bytes\)`, maxRSS: 100 << 20,
		},
		{
			name: "line-header-2^32-directories",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.HugeLineHeader())
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
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.HugeLineHeader())
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 1, msg: `in\.elf: \.debug_line: 4294967295 entries do not fit in 0 bytes \(at offset 0x26\)`, maxRSS: 100 << 20,
		},
		{
			name: "wide-die-tree-dump",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.WideTree(330000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			// 1 MB of 330,000 DIEs: the dump keeps an index of 8 bytes a DIE and
			// prints as it reads (measured 14 MiB, of which 6 MiB is the process itself).
			status: 0, maxRSS: 32 << 20, timeout: 30 * time.Second, maxOut: 256 << 20,
		},
		{
			name: "wide-die-tree-dump-4MB",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.WideTree(4*330000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			// Four times the input: the peak grows by the index, not by the text (measured
			// 29 MiB; it was 640 MiB when the dump was built whole).
			status: 0, maxRSS: 64 << 20, timeout: 60 * time.Second, maxOut: 1 << 30,
		},
		{
			name: "wide-die-tree-dump-json",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.WideTree(330000))
				return []string{"dump", "--dwarf", "--json", "in.elf"}
			},
			status: 0, maxRSS: 32 << 20, timeout: 30 * time.Second, maxOut: 256 << 20,
		},
		{
			name: "wide-die-tree-verify",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.WideTree(330000))
				return []string{"verify", "in.elf"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "deep-die-tree",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.DeepTree(40000))
				return []string{"dump", "--dwarf", "in.elf"}
			},
			status: 0, maxRSS: 32 << 20, maxOut: 32 << 20,
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
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFunctionTypeChain(200000))
				return []string{"convert", "--spirv", "in.spv", "in.spv", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.spv: word 0x[0-9a-f]+: DebugTypeFunction: references nest more than 2000 deep\n$`, maxRSS: 300 << 20,
		},
		{
			name: "spirv-function-type-chain-dump",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFunctionTypeChain(200000))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "spirv-core-function-type-chain",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.FunctionTypeChain(200000))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 300 << 20,
		},
		{
			name: "spirv-fan-out-dump",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFanOut(40))
				return []string{"dump", "--spirv", "in.spv"}
			},
			status: 0, maxRSS: 100 << 20, maxOut: 1 << 20, timeout: 10 * time.Second,
		},
		{
			name: "spirv-fan-out-convert",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.spv"), hostile.DebugFanOut(40))
				return []string{"convert", "--spirv", "in.spv", "in.spv", "-o", "out.elf"}
			},
			status: 0, maxRSS: 100 << 20, timeout: 10 * time.Second,
		},
		{
			name: "visa-amplified",
			make: func(t *testing.T, dir string) []string {
				put(t, filepath.Join(dir, "in.visa.dbg"), amplifiedVISA(t, 4000))
				in, _ := filepath.Abs(zebin)
				return []string{"convert", in, "--visa", "in.visa.dbg", "-o", "out.elf"}
			},
			status: 1, msg: `in\.visa\.dbg: kernel chain: variable \d+ V\d+: the location lists need more entries than the object can describe \(64 per index-map entry and live interval: \d+ and \d+\) \(at offset 0x6\)\n$`, maxRSS: 200 << 20,
		},
		{
			// An index map whose machine offsets go back: the message gives the entry's offset.
			name: "visa-index-map-entry-offset",
			make: func(t *testing.T, dir string) []string {
				b := readFile(t, visaBlob)
				info, err := visa.Decode(b)
				if err != nil {
					t.Fatal(err)
				}
				o := &info.Objects[1]
				at := info.ObjectOffset(1) + o.IndexMapOffset(info.Layout) + 8*2
				binary.LittleEndian.PutUint32(b[at+4:], 0) // entry 2's machine offset
				put(t, filepath.Join(dir, "in.visa.dbg"), b)
				in, _ := filepath.Abs(zebin)
				return []string{"convert", in, "--visa", "in.visa.dbg", "-o", "out.elf"}
			},
			status: 1, msg: `in\.visa\.dbg: kernel chain, object \w+: index map entry 2: machine offset 0x0 is not after entry 1's 0x[0-9a-f]+ \(at offset 0x[0-9a-f]+\)\n$`,
		},
		{
			name: "dialect-bogus-is-a-usage-error",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.WideTree(1))
				return []string{"dump", "--dwarf", "--dialect", "bogus", "in.elf"}
			},
			status: 2, msg: `^hdwarf dump: --dialect: unknown dialect "bogus"`,
		},
		{
			name: "rnglists-error-names-rnglists",
			make: func(t *testing.T, dir string) []string {
				debugELF(t, filepath.Join(dir, "in.elf"), hostile.BadRnglist())
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
				raw, err := compress.Section(elf.ELFCLASS64, binary.LittleEndian, elf.COMPRESS_ZLIB, 0, 3, []byte("some debug bytes"))
				if err != nil {
					t.Fatal(err)
				}
				writeTestELFData(t, filepath.Join(dir, "in.elf"), []*elfrw.Section{{Name: ".debug_str", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}}, [][]byte{raw})
				return []string{"decompress", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: section \.debug_str.*ch_addralign 3 is not a power of two \(at offset 0x[0-9a-f]+\)\n$`,
		},
		{
			// Recompressing reads the header the same way (compress's chdr) and says as much.
			name: "ch_addralign-not-a-power-of-two-recompress",
			make: func(t *testing.T, dir string) []string {
				raw, err := compress.Section(elf.ELFCLASS64, binary.LittleEndian, elf.COMPRESS_ZLIB, 0, 3, []byte("some debug bytes"))
				if err != nil {
					t.Fatal(err)
				}
				writeTestELFData(t, filepath.Join(dir, "in.elf"), []*elfrw.Section{{Name: ".debug_str", Type: elf.SHT_PROGBITS, Flags: elf.SHF_COMPRESSED, Addralign: 8}}, [][]byte{raw})
				return []string{"compress", "--type", "zstd", "in.elf", "-o", "out.elf"}
			},
			status: 1, msg: `^hdwarf: in\.elf: section \.debug_str \(at offset 0x[0-9a-f]+\): .*ch_addralign 3 is not a power of two \(at offset 0x[0-9a-f]+\)\n$`,
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
