package convertplan

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"hdwarf/internal/inputfile"
	"hdwarf/passes/visadwarf"
	"hdwarf/passes/visalink"
	"hdwarf/sections/visa"
	"hdwarf/text/visaasm"
	"hdwarf/text/visall"
)

// Dump is what an IGC dump directory (IGC_ShaderDumpEnable=1) gives a vISA conversion: each
// kernel's blob (*.dbg), its objects' .visaasm texts and, with the run's whole-module dump,
// the links of its .visa.ll files.
type Dump struct {
	Dir   string
	Blobs []visadwarf.Blob
	Asm   []visadwarf.Asm
	Links map[visadwarf.LinkKey]*visalink.Function
	// Module is the whole-module dump the .visa.ll metadata was resolved in ("" when the
	// directory has no .visa.ll files).
	Module string
	// Kernels says, per kernel, what was found, for the plan's report.
	Kernels []string
}

// moduleDumpSuffix names IGC 12504's last whole-module dump of a run, the one whose
// metadata numbering the .visa.ll files' calls are paired with.
const moduleDumpSuffix = "_push_analysis.ll"

// codegenDumpSuffix names the whole-module dump at the start of code generation. Where
// passes after the push analysis renumbered a function's values and metadata (pvc kernels
// with stack-called functions), the .visa.ll files' calls pair with this one instead.
const codegenDumpSuffix = "_codegen.ll"

// ReadDump finds the kernels of an IGC dump directory by their files' content. IGC names a
// kernel's files after one stem: STEM.dbg (the blob; it names the kernel and its objects),
// STEM.visaasm and STEM.visa.ll (the kernel), STEM_fN.visaasm and STEM_fN.visa.ll (its
// stack-called functions). Each text must describe an object of its stem's blob: one that
// describes another kernel's is an error naming both.
func ReadDump(dir string) (*Dump, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	d := &Dump{Dir: dir, Links: map[visadwarf.LinkKey]*visalink.Function{}}
	type kernel struct {
		stem, file string
		sum        [sha256.Size]byte // of the blob
		info       *visa.Info
		// objects maps the name of each compiled object, and of each vISA subroutine (a
		// function compiled into its caller's object), to the object.
		objects map[string]string
	}
	var kernels []*kernel
	var asmFiles, llFiles, modules, codegens []string
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() {
			continue
		}
		switch {
		case strings.HasSuffix(n, ".dbg"):
			p := filepath.Join(dir, n)
			data, err := readDumpFile(p)
			if err != nil {
				return nil, err
			}
			if !visa.IsBlob(data) {
				continue // another kind of .dbg
			}
			info, err := visa.Decode(data)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", p, err)
			}
			if len(info.Objects) == 0 {
				return nil, fmt.Errorf("%s: a vISA debug info blob without objects", p)
			}
			k := &kernel{stem: strings.TrimSuffix(n, ".dbg"), file: p, sum: sha256.Sum256(data), info: info, objects: map[string]string{}}
			for _, o := range info.Objects {
				k.objects[o.Name] = o.Name
				for _, s := range o.Subroutines {
					if _, dup := k.objects[s.Name]; !dup {
						k.objects[s.Name] = o.Name
					}
				}
			}
			kernels = append(kernels, k)
			d.Blobs = append(d.Blobs, visadwarf.Blob{Source: p, Info: info})
		case strings.HasSuffix(n, ".visaasm"):
			asmFiles = append(asmFiles, n)
		case strings.HasSuffix(n, ".visa.ll"):
			llFiles = append(llFiles, n)
		case strings.HasSuffix(n, moduleDumpSuffix):
			modules = append(modules, n)
		case strings.HasSuffix(n, codegenDumpSuffix):
			codegens = append(codegens, n)
		}
	}
	if len(kernels) == 0 {
		return nil, fmt.Errorf("%s: no vISA debug info blob (*.dbg with the magic 0xdeadd010): dump with IGC_ShaderDumpEnable=1", dir)
	}
	// IGC's retry compiles a kernel again (after heavy spilling) and dumps it again, the
	// stem with the retry's number: OCL_asmH_1_simd32_entry_0001 beside
	// OCL_asmH_simd32_entry_0001. Two blobs of the same bytes describe the same code: one
	// kernel, the shorter stem's (the first compile's, whose .visa.ll goes with the run's
	// module dump, *_push_analysis.ll; the retry's with *_push_analysis_1.ll). The retry's
	// files then belong to no kernel and are not read. Blobs that differ stay two, and the
	// conversion says both claim the kernel's code.
	first := map[[sha256.Size]byte]*kernel{}
	for _, k := range kernels {
		if o := first[k.sum]; o == nil || len(k.stem) < len(o.stem) || len(k.stem) == len(o.stem) && k.stem < o.stem {
			first[k.sum] = k
		}
	}
	if len(first) < len(kernels) {
		kept := kernels[:0]
		blobs := d.Blobs[:0]
		for i, k := range kernels {
			if first[k.sum] == k {
				kept = append(kept, k)
				blobs = append(blobs, d.Blobs[i])
			}
		}
		kernels, d.Blobs = kept, blobs
	}
	// The longest stem first: STEM_f0 files are not taken by a kernel whose stem is a prefix.
	sort.Slice(kernels, func(a, b int) bool { return len(kernels[a].stem) > len(kernels[b].stem) })
	owner := func(file, ext string) *kernel {
		base := strings.TrimSuffix(file, ext)
		for _, k := range kernels {
			if base == k.stem || strings.HasPrefix(base, k.stem+"_f") {
				return k
			}
		}
		return nil
	}
	// wrong names the kernel whose object a file describes when it is not its stem's.
	wrong := func(p, name string, k *kernel) error {
		for _, o := range kernels {
			if _, ok := o.objects[name]; ok {
				return fmt.Errorf("%s describes %s of kernel %s (%s), not an object of kernel %s (%s): the dump mixes builds or files were renamed",
					p, name, o.info.Objects[0].Name, o.file, k.info.Objects[0].Name, k.file)
			}
		}
		return fmt.Errorf("%s describes %s, not an object of kernel %s (%s)", p, name, k.info.Objects[0].Name, k.file)
	}
	asmOf := map[string]*visaasm.Function{} // by kernel stem + "\x00" + object
	found := map[*kernel][]string{}
	for _, n := range asmFiles {
		k := owner(n, ".visaasm")
		if k == nil {
			continue
		}
		p := filepath.Join(dir, n)
		data, err := readDumpFile(p)
		if err != nil {
			return nil, err
		}
		af, err := visaasm.Parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		for _, fn := range af.Functions {
			if _, ok := k.objects[fn.Name]; !ok {
				return nil, wrong(p, fn.Name, k)
			}
			asmOf[k.stem+"\x00"+fn.Name] = fn
		}
		d.Asm = append(d.Asm, visadwarf.Asm{Source: p, File: af})
		found[k] = append(found[k], n)
	}
	// readLL reads and parses the LLVM IR dump name (errors name its path).
	readLL := func(name string) (string, *visall.File, error) {
		p := filepath.Join(dir, name)
		data, err := readDumpFile(p)
		if err != nil {
			return p, nil, err
		}
		f, err := visall.Parse(p, data)
		return p, f, err
	}
	var mod, codegen *visall.File
	// The code-generation dump is read on first need: only functions whose ids later passes
	// renumbered (pvc) need it, and it is as large as the module dump.
	earlier := func() (*visall.File, error) {
		if codegen == nil && len(codegens) == 1 {
			_, f, err := readLL(codegens[0])
			if err != nil {
				return nil, err
			}
			codegen = f
		}
		return codegen, nil
	}
	if len(llFiles) > 0 {
		if len(modules) != 1 {
			return nil, fmt.Errorf("%s: %d whole-module dumps (*%s), want the one of the run that wrote the .visa.ll files", dir, len(modules), moduleDumpSuffix)
		}
		if d.Module, mod, err = readLL(modules[0]); err != nil {
			return nil, err
		}
	}
	for _, n := range llFiles {
		k := owner(n, ".visa.ll")
		if k == nil {
			continue
		}
		p, ll, err := readLL(n)
		if err != nil {
			return nil, err
		}
		for _, fn := range ll.Funcs {
			if _, ok := k.objects[fn.Name]; !ok {
				return nil, wrong(p, fn.Name, k)
			}
		}
		for _, fn := range ll.Funcs {
			// A vISA subroutine's ids are its object's: its links go with the object's.
			obj := k.objects[fn.Name]
			one := &visall.File{Name: ll.Name, Funcs: []*visall.Function{fn}, Nodes: ll.Nodes}
			fl, err := visalink.Links(visalink.Input{LL: one, Module: mod, Asm: asmOf[k.stem+"\x00"+obj]})
			if err != nil {
				// The same run's earlier module dump, where later passes renumbered.
				cg, cgErr := earlier()
				if cgErr != nil {
					return nil, cgErr
				}
				if cg != nil {
					if fl2, err2 := visalink.Links(visalink.Input{LL: one, Module: cg, Asm: asmOf[k.stem+"\x00"+obj]}); err2 == nil {
						fl, err = fl2, nil
					}
				}
			}
			if err != nil {
				return nil, err
			}
			key := visadwarf.LinkKey{Kernel: k.info.Objects[0].Name, Object: obj}
			for i := range fl {
				if have := d.Links[key]; have != nil {
					have.Links = append(have.Links, fl[i].Links...)
					have.Unlinked = append(have.Unlinked, fl[i].Unlinked...)
					continue
				}
				fl[i].Name = obj
				d.Links[key] = &fl[i]
			}
		}
		found[k] = append(found[k], n)
	}
	sort.Slice(kernels, func(a, b int) bool { return kernels[a].stem < kernels[b].stem })
	for _, k := range kernels {
		d.Kernels = append(d.Kernels, fmt.Sprintf("%s: %s", k.info.Objects[0].Name, strings.Join(append([]string{filepath.Base(k.file)}, found[k]...), ", ")))
	}
	return d, nil
}

// readDumpFile reads a file of the dump directory under the rules of every input
// (inputfile.Read: a device or FIFO in the directory is refused, not read); its errors name
// the file.
func readDumpFile(p string) ([]byte, error) {
	b, err := inputfile.Read(p)
	if pe := (*fs.PathError)(nil); err != nil && !errors.As(err, &pe) {
		err = fmt.Errorf("%s: %w", p, err)
	}
	return b, err
}
