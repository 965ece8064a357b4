package main

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"hdwarf/elfrw/archive"
	"hdwarf/internal/oracle"
	"hdwarf/sections/offload"
)

// hipDir holds the HIP host programs scripts/gen-hip.sh builds with clang-22: a bundle of
// code objects for gfx90a and gfx1100 in .hip_fatbin, compressed (CCOB) or not.
const hipDir = "../../testdata/hip"

var hipTargets = []string{"hipv4-amdgcn-amd-amdhsa--gfx1100", "hipv4-amdgcn-amd-amdhsa--gfx90a"}

// hipSectionBytes reads a section of an ELF file with Go's reader.
func hipSectionBytes(t *testing.T, b []byte, name string) (*elf.Section, []byte) {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	s := f.Section(name)
	if s == nil {
		t.Fatalf("no section %s", name)
	}
	d, err := s.Data()
	if err != nil {
		t.Fatal(err)
	}
	return s, d
}

// unbundleAll lists a .hip_fatbin's entries and unbundles each device entry with
// clang-offload-bundler; it returns the code objects by target, written to DIR/TARGET.co.
// A section of several containers (a program of several translation units) is given to the
// bundler container by container, keys and files prefixed with the container's number
// ("1-TARGET"); a section of one is given whole, padding included.
func unbundleAll(t *testing.T, dir string, host []byte) map[string][]byte {
	t.Helper()
	_, fatbin := hipSectionBytes(t, host, ".hip_fatbin")
	// clang-offload-bundler checks a compressed bundle's hash only in its -verbose report,
	// which carries timings; the decoder's check is held to clang's hash by TestHash
	// (sections/offload).
	cs, err := offload.Parse(fatbin, offload.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]byte{}
	for k, c := range cs {
		if c.Compressed != nil && !c.Compressed.HashOK {
			t.Errorf("compressed bundle at %#x: hash %#x is not the bundle's", c.Offset, c.Compressed.Hash)
		}
		prefix, data := "", fatbin
		if len(cs) > 1 {
			prefix, data = fmt.Sprintf("%d-", k), fatbin[c.Offset:c.Offset+c.Size]
		}
		in := filepath.Join(dir, prefix+"fatbin")
		if err := os.WriteFile(in, data, 0o644); err != nil {
			t.Fatal(err)
		}
		list := strings.Fields(oracle.Run(t, "clang-offload-bundler-22", "--list", "--type=o", "--input="+in))
		sort.Strings(list)
		if want := append(append([]string{}, hipTargets...), "host-x86_64-unknown-linux-gnu-"); strings.Join(list, " ") != strings.Join(want, " ") {
			t.Fatalf("clang-offload-bundler lists %v, want %v", list, want)
		}
		for _, tg := range hipTargets {
			p := filepath.Join(dir, prefix+tg+".co")
			os.Remove(p)
			oracle.Run(t, "clang-offload-bundler-22", "--unbundle", "--type=o", "--input="+in, "--targets="+tg, "--output="+p)
			out[prefix+tg] = readFile(t, p)
		}
	}
	return out
}

// hipInputs are the host files to rewrite, with the relocatable members of libapp.a.
func hipInputs(t *testing.T) map[string][]byte {
	t.Helper()
	m := map[string][]byte{}
	for _, n := range []string{"app.o", "app-z.o", "app", "app-z", "libapp.so", "app-2tu"} {
		m[n] = readFile(t, filepath.Join(hipDir, n))
	}
	return m
}

// TestHIPStrip strips HIP programs in every mode and checks each device entry, unbundled by
// clang-offload-bundler, against the code object unbundled from the input and stripped alone;
// in linked programs the loader's view (program headers, .hip_fatbin's place, the wrapper the
// runtime reads, the dynamic symbols) must not change.
func TestHIPStrip(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	inputs := hipInputs(t)
	for _, mode := range [][]string{{"--strip-debug"}, {"-g"}, {"--strip-all"}, {"-s"}, {"--strip-unneeded"}} {
		for name, data := range inputs {
			t.Run(name+mode[0], func(t *testing.T) {
				sub := t.TempDir()
				in := filepath.Join(sub, name)
				if err := os.WriteFile(in, data, 0o755); err != nil {
					t.Fatal(err)
				}
				out := in + ".stripped"
				if st, _, stderr := hdwarf(t, append([]string{"strip", in, "-o", out}, mode...)...); st != 0 {
					t.Fatalf("strip %v: exit %d: %s", mode, st, stderr)
				}
				got := readFile(t, out)
				checkDeviceEntries(t, sub, data, got, append([]string{"strip"}, mode...))
				checkLoaderView(t, in, out, data, got)
			})
		}
	}
}

// hdwarfOn is a way to process one file: hdwarf CMD... IN -o OUT.
func hdwarfOn(cmd ...string) func(t *testing.T, in, out string) {
	return func(t *testing.T, in, out string) {
		t.Helper()
		if st, _, stderr := hdwarf(t, append(append(append([]string{}, cmd...), in), "-o", out)...); st != 0 {
			t.Fatalf("%v on %s: exit %d: %s", cmd, in, st, stderr)
		}
	}
}

// checkDeviceEntries unbundles before and after, runs cmd on each input entry alone and
// requires the same bytes; every output entry must pass llvm-dwarfdump's verifier.
func checkDeviceEntries(t *testing.T, dir string, before, after []byte, cmd []string) {
	t.Helper()
	checkDeviceEntriesBy(t, dir, before, after, hdwarfOn(cmd...), false)
}

// checkDeviceEntriesBy is checkDeviceEntries for any way of processing a code object alone.
// With kept (the command said some containers did not fit their place), an entry may also
// be the input's, as long as one is.
func checkDeviceEntriesBy(t *testing.T, dir string, before, after []byte, alone func(t *testing.T, in, out string), kept bool) {
	t.Helper()
	orig := unbundleAll(t, filepath.Join(dir), before)
	edDir := filepath.Join(dir, "out")
	if err := os.MkdirAll(edDir, 0o755); err != nil {
		t.Fatal(err)
	}
	got := unbundleAll(t, edDir, after)
	if len(got) != len(orig) {
		t.Fatalf("%d device code objects, were %d", len(got), len(orig))
	}
	unchanged := 0
	defer func() {
		if kept && unchanged == 0 {
			t.Errorf("containers were said to be left as they were, but every entry changed")
		}
	}()
	for _, tg := range slices.Sorted(maps.Keys(orig)) {
		out := filepath.Join(dir, tg+".alone")
		alone(t, filepath.Join(dir, tg+".co"), out)
		if want := readFile(t, out); bytes.Equal(got[tg], want) {
		} else if kept && bytes.Equal(got[tg], orig[tg]) {
			unchanged++
		} else {
			t.Errorf("%s: the entry (%d bytes) is not the code object processed alone (%d bytes; input %d)", tg, len(got[tg]), len(want), len(orig[tg]))
		}
		if out := oracle.Run(t, "llvm-dwarfdump-22", "--verify", filepath.Join(edDir, tg+".co")); !strings.Contains(out, "No errors.") {
			t.Errorf("%s: llvm-dwarfdump --verify:\n%s", tg, out)
		}
	}
}

// checkLoaderView: in a linked program, what the loader and the HIP runtime read stays.
func checkLoaderView(t *testing.T, in, out string, before, after []byte) {
	t.Helper()
	fb, err := elf.NewFile(bytes.NewReader(before))
	if err != nil {
		t.Fatal(err)
	}
	if fb.Type == elf.ET_REL {
		return
	}
	if a, b := oracle.Run(t, "readelf", "-lW", in), oracle.Run(t, "readelf", "-lW", out); a != b {
		t.Errorf("program headers changed:\n%s\nwas\n%s", b, a)
	}
	if a, b := oracle.Run(t, "readelf", "--dyn-syms", "-W", in), oracle.Run(t, "readelf", "--dyn-syms", "-W", out); a != b {
		t.Errorf("dynamic symbols changed:\n%s\nwas\n%s", b, a)
	}
	for _, name := range []string{".hip_fatbin", ".hipFatBinSegment"} {
		s0, d0 := hipSectionBytes(t, before, name)
		s1, d1 := hipSectionBytes(t, after, name)
		if s0.Addr != s1.Addr || s0.Offset != s1.Offset || s0.Size != s1.Size {
			t.Errorf("%s moved: %#x@%#x size %#x, was %#x@%#x size %#x", name, s1.Addr, s1.Offset, s1.Size, s0.Addr, s0.Offset, s0.Size)
		}
		if name == ".hipFatBinSegment" && !bytes.Equal(d0, d1) {
			t.Errorf("__hip_fatbin_wrapper changed")
		}
	}
}

// TestHIPCompress compresses the device code objects' debug sections with each type, then
// decompresses: each entry equals the code object compressed alone, and decompressing gives
// back the input's code objects byte for byte.
func TestHIPCompress(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	inputs := hipInputs(t)
	for _, typ := range []string{"zlib", "zstd"} {
		for name, data := range inputs {
			t.Run(name+"-"+typ, func(t *testing.T) {
				sub := t.TempDir()
				in := filepath.Join(sub, name)
				if err := os.WriteFile(in, data, 0o755); err != nil {
					t.Fatal(err)
				}
				z, back := in+".z", in+".back"
				st, _, stderr := hdwarf(t, "compress", "--type", typ, in, "-o", z)
				if st != 0 {
					t.Fatalf("compress: exit %d: %s", st, stderr)
				}
				zb := readFile(t, z)
				// In a linked program a container may not fit its place any more: a
				// compressed bundle (clang's compression of the whole bundle beats one over
				// compressed sections), or the last bundle of small code objects, whose
				// compressed sections' alignment costs more than it saves.
				kept := strings.Contains(stderr, "left as they were")
				if kept && strings.HasSuffix(name, ".o") {
					t.Fatalf("%s: %s", name, stderr)
				}
				checkDeviceEntriesBy(t, sub, data, zb, hdwarfOn("compress", "--type", typ), kept)
				checkLoaderView(t, in, z, data, zb)
				st, _, stderr = hdwarf(t, "decompress", z, "-o", back)
				if st != 0 {
					t.Fatalf("decompress: exit %d: %s", st, stderr)
				}
				kept = strings.Contains(stderr, "left as they were")
				if kept && strings.HasSuffix(name, ".o") {
					t.Fatalf("%s: %s", name, stderr)
				}
				bdir := filepath.Join(sub, "back")
				os.MkdirAll(bdir, 0o755)
				checkDeviceEntriesBy(t, bdir, zb, readFile(t, back), hdwarfOn("decompress"), kept)
			})
		}
	}
}

// TestHIPArchive strips a static library of HIP objects: each member's bundle as in the
// member stripped alone.
func TestHIPArchive(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	dir := t.TempDir()
	lib := filepath.Join(hipDir, "libapp.a")
	out := filepath.Join(dir, "libapp.a")
	if st, _, stderr := hdwarf(t, "strip", "--strip-debug", lib, "-o", out); st != 0 {
		t.Fatalf("exit %d: %s", st, stderr)
	}
	a0, err := archive.Parse(readFile(t, lib))
	if err != nil {
		t.Fatal(err)
	}
	a1, err := archive.Parse(readFile(t, out))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for k, m := range a0.Members {
		if !strings.HasPrefix(m.Name, "app") {
			continue
		}
		n++
		sub := filepath.Join(dir, m.Name)
		os.MkdirAll(sub, 0o755)
		checkDeviceEntries(t, sub, m.Data, a1.Members[k].Data, []string{"strip", "--strip-debug"})
	}
	if n != 2 {
		t.Errorf("%d HIP members, want 2", n)
	}
}

// TestHIPDumpSections: dump --sections lists each container's entries as
// clang-offload-bundler lists and unbundles them (IDs and sizes), and the offload images'
// entries as llvm-offload-binary extracts them.
func TestHIPDumpSections(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	for _, name := range []string{"app.o", "app-z.o", "app", "app-z", "libapp.so", "app-2tu", "app-new.o", "omp.o"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(hipDir, name)
			st, stdout, stderr := hdwarf(t, "dump", "--sections", "--json", path)
			if st != 0 {
				t.Fatalf("exit %d: %s", st, stderr)
			}
			var doc struct {
				Offload []offloadRow `json:"offload"`
			}
			if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
				t.Fatal(err)
			}
			if strings.HasSuffix(name, "new.o") || name == "omp.o" {
				// llvm-offload-binary names its output inside an --image list, where a
				// recording cannot find it: this comparison runs with the tool only.
				t.Run("llvm-offload-binary", func(t *testing.T) { checkImages(t, path, doc.Offload) })
				return
			}
			// app-2tu: app-z.o's compressed bundle, then more.o's bundle.
			compressed := map[string][]bool{"app-z.o": {true}, "app-z": {true}, "app-2tu": {true, false}}[name]
			if compressed == nil {
				compressed = []bool{false}
			}
			if len(doc.Offload) != len(compressed) {
				t.Fatalf("offload containers %+v, want %d", doc.Offload, len(compressed))
			}
			co := unbundleAll(t, t.TempDir(), readFile(t, path))
			for k, o := range doc.Offload {
				if o.Section != ".hip_fatbin" || (o.Method == "zstd") != compressed[k] || (compressed[k] && !o.HashOK) {
					t.Errorf("container %d in %s: method %q, hash ok %v; want compressed %v", k, o.Section, o.Method, o.HashOK, compressed[k])
				}
				prefix := ""
				if len(doc.Offload) > 1 {
					prefix = fmt.Sprintf("%d-", k)
				}
				var ids []string
				for _, e := range o.Entries {
					ids = append(ids, e.ID)
					if d, ok := co[prefix+e.ID]; ok && (len(d) != e.Size || e.Contents != "ELF EM_AMDGPU ET_DYN") {
						t.Errorf("%s: %d bytes of %s, clang-offload-bundler unbundles %d", e.ID, e.Size, e.Contents, len(d))
					}
				}
				sort.Strings(ids)
				if got, want := strings.Join(ids, " "), strings.Join(append(append([]string{}, hipTargets...), "host-x86_64-unknown-linux-gnu-"), " "); got != want {
					t.Errorf("entries %s, want %s", got, want)
				}
			}
		})
	}
}

// checkImages compares the offload images' entries with what llvm-offload-binary extracts.
func checkImages(t *testing.T, path string, rows []offloadRow) {
	t.Helper()
	tool := oracle.Need(t, "llvm-offload-binary-22")
	f, err := elf.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sec, err := f.Section(".llvm.offloading").Data()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	n := 0
	for _, r := range rows {
		if r.Format != "offload image" || r.Section != ".llvm.offloading" {
			t.Errorf("container %+v", r)
			continue
		}
		for _, e := range r.Entries {
			n++
			arch := e.ID[strings.LastIndex(e.ID, "--")+2:]
			out := filepath.Join(dir, e.ID+".bc")
			if msg, err := exec.Command(tool, path, "--image=file="+out+",triple=amdgcn-amd-amdhsa,arch="+arch).CombinedOutput(); err != nil {
				t.Fatalf("llvm-offload-binary: %v: %s", err, msg)
			}
			want := readFile(t, out)
			at := r.Offset + int(e.Offset)
			if e.Contents != "LLVM bitcode" || e.Size != len(want) || at+e.Size > len(sec) || !bytes.Equal(sec[at:at+e.Size], want) {
				t.Errorf("%s: %d bytes of %s at %#x; llvm-offload-binary extracts %d", e.ID, e.Size, e.Contents, at, len(want))
			}
		}
	}
	if want := map[bool]int{true: 1, false: 2}[strings.HasSuffix(path, "omp.o")]; n != want {
		t.Errorf("%d image entries, want %d", n, want)
	}
}

// TestHIPBadBundle: a damaged bundle in a host file fails strip with the file and the
// offset of the damage, exit status 1 and no output.
func TestHIPBadBundle(t *testing.T) {
	data := readFile(t, filepath.Join(hipDir, "app.o"))
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	off := f.Section(".hip_fatbin").Offset
	for _, tc := range []struct {
		at   uint64 // in the section
		want uint64 // file offset the message names
	}{
		{24, 24},     // the entry count: far more than the bytes hold
		{32 + 8, 32}, // the first entry's size: past the end
	} {
		bad := append([]byte(nil), data...)
		binary.LittleEndian.PutUint64(bad[off+tc.at:], 1<<40)
		dir := t.TempDir()
		in, out := filepath.Join(dir, "bad.o"), filepath.Join(dir, "out.o")
		if err := os.WriteFile(in, bad, 0o644); err != nil {
			t.Fatal(err)
		}
		st, _, stderr := hdwarf(t, "strip", "--strip-debug", in, "-o", out)
		if want := fmt.Sprintf("(at offset %#x)", off+tc.want); st != 1 || !strings.Contains(stderr, in) || !strings.Contains(stderr, want) {
			t.Errorf("field at %#x: exit %d, %q; want 1 and a message naming the file and %s", tc.at, st, stderr, want)
		}
		if _, err := os.Stat(out); err == nil {
			t.Errorf("field at %#x: output written", tc.at)
		}
	}
}

// TestHIPEntryInputs: FILE:TARGET names a device code object for dump, verify, migrate and
// strip (whose outputs are then code objects), and a host file's own dump --dwarf, verify
// and migrate take in every device code object too.
func TestHIPEntryInputs(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	dir := t.TempDir()
	host := filepath.Join(hipDir, "app-z.o")
	cos := unbundleAll(t, dir, readFile(t, host))
	for _, tg := range hipTargets {
		arch := tg[strings.LastIndex(tg, "--")+2:]
		co := filepath.Join(dir, tg+".co")
		// dump --dwarf of the entry is that of the code object clang-offload-bundler unbundles.
		_, want, _ := hdwarf(t, "dump", "--dwarf", co)
		st, got, stderr := hdwarf(t, "dump", "--dwarf", host+":"+arch)
		if st != 0 || strings.Replace(got, host+":"+arch, co, 1) != want {
			t.Errorf("dump --dwarf %s:%s: exit %d %s; differs from the unbundled code object's", host, arch, st, stderr)
		}
		if st, out, _ := hdwarf(t, "verify", host+":"+tg); st != 0 || !strings.Contains(out, "no problems") {
			t.Errorf("verify %s:%s: exit %d: %s", host, tg, st, out)
		}
		out := filepath.Join(dir, arch+".stripped")
		if st, _, stderr := hdwarf(t, "strip", "--strip-debug", host+":"+arch, "-o", out); st != 0 {
			t.Fatalf("strip %s:%s: exit %d: %s", host, arch, st, stderr)
		}
		alone := filepath.Join(dir, arch+".alone")
		hdwarf(t, "strip", "--strip-debug", co, "-o", alone)
		if !bytes.Equal(readFile(t, out), readFile(t, alone)) || len(cos[tg]) == 0 {
			t.Errorf("strip %s:%s is not the unbundled code object stripped", host, arch)
		}
	}
	// The whole file: the host's units, then each entry's, as FILE:ID.
	st, all, _ := hdwarf(t, "dump", "--dwarf", host)
	for _, tg := range hipTargets {
		if st != 0 || !strings.Contains(all, host+":"+tg+":\tfile format EM_AMDGPU") {
			t.Errorf("dump --dwarf %s: exit %d, no %s", host, st, tg)
		}
	}
	if st, out, stderr := hdwarf(t, "verify", "-v", host); st != 0 || strings.Count(stderr, "dialect user") != 3 || !strings.Contains(out, "no problems") {
		t.Errorf("verify -v %s: exit %d: %s %s; want the host and two device code objects", host, st, out, stderr)
	}
	// migrate rewrites each device code object as it does that code object alone.
	m := filepath.Join(dir, "app-z.m.o")
	if st, _, stderr := hdwarf(t, "migrate", "--from", "auto", "-v", host, "-o", m); st != 0 || strings.Count(stderr, "--from auto") != 3 {
		t.Fatalf("migrate: exit %d: %s", st, stderr)
	}
	checkDeviceEntries(t, dir, readFile(t, host), readFile(t, m), []string{"migrate", "--from", "auto"})
	for _, bad := range []struct{ arg, want string }{
		{host + ":gfx1", "no device code object gfx1; there are: hipv4-amdgcn-amd-amdhsa--gfx1100, hipv4-amdgcn-amd-amdhsa--gfx90a"},
		{filepath.Join(hipDir, "app-new.o") + ":gfx90a", "no device code objects"},
	} {
		if st, _, stderr := hdwarf(t, "verify", bad.arg); st != 1 || !strings.Contains(stderr, bad.want) {
			t.Errorf("verify %s: exit %d, %q; want 1 and %q", bad.arg, st, stderr, bad.want)
		}
	}
}

// TestHIPSplitKeepsDeviceDebug: --split-debug strips the host code only; the device code
// objects, whose debug data no debugger would look for in the debug file, stay whole.
func TestHIPSplitKeepsDeviceDebug(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	dir := t.TempDir()
	in := filepath.Join(hipDir, "app")
	out, dbg := filepath.Join(dir, "app"), filepath.Join(dir, "app.debug")
	st, _, stderr := hdwarf(t, "strip", "--split-debug", dbg, in, "-o", out)
	if st != 0 || !strings.Contains(stderr, "the 2 device code objects keep their debug information") {
		t.Fatalf("exit %d: %s", st, stderr)
	}
	if st, _, stderr := hdwarf(t, "strip", "--only-keep-debug", in, "-o", filepath.Join(dir, "only.debug")); st != 0 || !strings.Contains(stderr, "the debug file holds the host's only") {
		t.Errorf("--only-keep-debug: exit %d: %s", st, stderr)
	}
	before := unbundleAll(t, dir, readFile(t, in))
	odir := filepath.Join(dir, "out")
	os.MkdirAll(odir, 0o755)
	after := unbundleAll(t, odir, readFile(t, out))
	for _, tg := range hipTargets {
		if !bytes.Equal(before[tg], after[tg]) {
			t.Errorf("%s changed", tg)
		}
	}
}

// TestHIPGNUPrograms: run as objcopy or strip, hdwarf edits the device code objects as it
// edits each alone under the same name.
func TestHIPGNUPrograms(t *testing.T) {
	oracle.Want(t, "clang-offload-bundler-22")
	data := readFile(t, filepath.Join(hipDir, "app-z.o"))
	for _, c := range []struct {
		prog string
		args []string
	}{
		{"objcopy", []string{"--strip-debug"}},
		{"objcopy", []string{"--compress-debug-sections=zstd"}},
		{"strip", []string{"-g"}},
		{"strip", []string{"--strip-unneeded"}},
	} {
		t.Run(c.prog+strings.Join(c.args, ""), func(t *testing.T) {
			dir := t.TempDir()
			in, out := filepath.Join(dir, "app.o"), filepath.Join(dir, "app.out.o")
			if err := os.WriteFile(in, data, 0o644); err != nil {
				t.Fatal(err)
			}
			run := func(t *testing.T, in, out string) {
				t.Helper()
				args := append(append([]string{}, c.args...), in)
				if c.prog == "strip" {
					args = append(args, "-o", out)
				} else {
					args = append(args, out)
				}
				if st, stderr := runAs(t, c.prog, args...); st != 0 {
					t.Fatalf("%s %v: exit %d: %s", c.prog, args, st, stderr)
				}
			}
			run(t, in, out)
			checkDeviceEntriesBy(t, dir, data, readFile(t, out), run, false)
		})
	}
}

// TestHIPImagesUntouched: offload images (LLVM bitcode from the new driver and OpenMP) pass
// through strip and compress as they are; the host's debug sections go.
func TestHIPImagesUntouched(t *testing.T) {
	for _, name := range []string{"app-new.o", "omp.o"} {
		in := filepath.Join(hipDir, name)
		data := readFile(t, in)
		_, want := hipSectionBytes(t, data, ".llvm.offloading")
		for _, cmd := range [][]string{{"strip", "--strip-debug"}, {"compress", "--type", "zstd"}} {
			out := filepath.Join(t.TempDir(), name)
			if st, _, stderr := hdwarf(t, append(cmd, in, "-o", out)...); st != 0 {
				t.Fatalf("%v %s: exit %d: %s", cmd, name, st, stderr)
			}
			got := readFile(t, out)
			if _, b := hipSectionBytes(t, got, ".llvm.offloading"); !bytes.Equal(b, want) {
				t.Errorf("%v %s: .llvm.offloading changed", cmd, name)
			}
			if len(got) >= len(data) {
				t.Errorf("%v %s: %d bytes, was %d", cmd, name, len(got), len(data))
			}
		}
	}
}

// TestHIPMigrateEntries: migrate rewrites the AMD legacy operations of the code objects in
// a host object's bundle as it rewrites that code object alone. The code object is
// testdata/migrate/legacy.s (every place migrate rewrites) assembled for gfx90a, bundled by
// clang-offload-bundler into app.o's .hip_fatbin for both targets.
func TestHIPMigrateEntries(t *testing.T) {
	oracle.Want(t, "llvm-mc-22")
	oracle.Want(t, "clang-offload-bundler-22")
	oracle.Want(t, "llvm-objcopy-22")
	dir := t.TempDir()
	src := strings.ReplaceAll(string(readFile(t, "../../testdata/migrate/legacy.s")), "\tnop\n", "\ts_nop 0\n")
	s, co, fb := filepath.Join(dir, "legacy.s"), filepath.Join(dir, "legacy.o"), filepath.Join(dir, "fatbin")
	if err := os.WriteFile(s, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	oracle.Run(t, "llvm-mc-22", "-filetype=obj", "-triple", "amdgcn-amd-amdhsa", "-mcpu=gfx90a", "--defsym", "V=5", "--defsym", "D64=0", s, "-o", co)
	oracle.Run(t, "clang-offload-bundler-22", "--type=o", "-bundle-align=4096",
		"--targets=host-x86_64-unknown-linux-gnu-,"+strings.Join(hipTargets, ","),
		"--input=/dev/null", "--input="+co, "--input="+co, "--output="+fb)
	host, out := filepath.Join(dir, "host.o"), filepath.Join(dir, "host.user.o")
	// hdwarf copy replaces only non-loaded sections.
	oracle.Run(t, "llvm-objcopy-22", "--update-section", ".hip_fatbin="+fb, filepath.Join(hipDir, "app.o"), host)
	st, _, stderr := hdwarf(t, "migrate", "--from", "amd-legacy", "-v", host, "-o", out)
	if st != 0 || strings.Count(stderr, "operations rewritten: 28") != 2 {
		t.Fatalf("migrate: exit %d, want 28 operations rewritten in each code object:\n%s", st, stderr)
	}
	checkDeviceEntries(t, dir, readFile(t, host), readFile(t, out), []string{"migrate", "--from", "amd-legacy"})
}
