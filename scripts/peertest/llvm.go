package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// LLVM's lit tests are run as lit runs them, each RUN line through bash, with the -22 tools
// under their plain names; llvm-objcopy and llvm-strip are this program (-shim), which runs
// llvm-objcopy-22 for the test to go on with and hdwarf on copies of the same inputs, and
// records whether the two agree. FileCheck reads its input and succeeds: the reference is
// llvm-objcopy-22's output, not the test's expectations.

// llvmTools are the names RUN lines use, with the program that stands in for each.
var llvmTools = map[string]string{
	"yaml2obj": "yaml2obj-22", "obj2yaml": "obj2yaml-22", "llvm-readobj": "llvm-readobj-22",
	"llvm-readelf": "llvm-readelf-22", "llvm-objdump": "llvm-objdump-22", "llvm-nm": "llvm-nm-22",
	"llvm-ar": "llvm-ar-22", "llvm-mc": "llvm-mc-22", "llvm-dwarfdump": "llvm-dwarfdump-22",
	"llvm-ranlib": "llvm-ranlib-22", "split-file": "split-file-14", "llvm-strings": "llvm-strings-22",
}

func runLLVM(testDir, bin, only string) map[string]int {
	counts := map[string]int{}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	tools, err := os.MkdirTemp("", "peer-llvm-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer os.RemoveAll(tools)
	for name, real := range llvmTools {
		if p, err := exec.LookPath(real); err == nil {
			os.Symlink(p, filepath.Join(tools, name))
		}
	}
	scripts := map[string]string{
		"llvm-objcopy": fmt.Sprintf("exec %q -shim objcopy \"$@\"\n", self),
		"llvm-strip":   fmt.Sprintf("exec %q -shim strip \"$@\"\n", self),
		"FileCheck":    "cat >/dev/null; exit 0\n",
		"count":        "cat >/dev/null; exit 0\n",
		"not":          "if [ \"$1\" = --crash ]; then shift; fi\n\"$@\"\n[ $? -ne 0 ]\n",
	}
	for name, body := range scripts {
		if body != "" {
			os.WriteFile(filepath.Join(tools, name), []byte("#!/bin/bash\n"+body), 0o755)
		}
	}
	files, _ := filepath.Glob(filepath.Join(testDir, "*.test"))
	for _, f := range files {
		name := filepath.Base(f)
		if only != "" && !strings.Contains(name, only) {
			continue
		}
		res, why := llvmTest(f, tools, bin)
		counts[res]++
		line(name, res, why)
	}
	return counts
}

var substRe = regexp.MustCompile(`%(\{[a-z_:]+\}|/?[tspST]|%)`)

func llvmTest(path, tools, bin string) (string, string) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "skip", err.Error()
	}
	var lines []string
	cont := false
	for _, l := range strings.Split(string(b), "\n") {
		i := strings.Index(l, "RUN:")
		if i < 0 || !strings.HasPrefix(strings.TrimSpace(l), "#") && !strings.HasPrefix(strings.TrimSpace(l), ";") {
			cont = false
			continue
		}
		body := strings.TrimSpace(l[i+4:])
		if cont {
			lines[len(lines)-1] += " " + strings.TrimSuffix(body, "\\")
		} else {
			lines = append(lines, strings.TrimSuffix(body, "\\"))
		}
		cont = strings.HasSuffix(body, "\\")
		if strings.HasPrefix(strings.TrimSpace(l), "#") && strings.Contains(l, "XFAIL:") {
			return "skip", "XFAIL"
		}
	}
	if len(lines) == 0 {
		return "skip", "no RUN lines"
	}
	work, err := os.MkdirTemp("", "peer-llvm-")
	if err != nil {
		return "skip", err.Error()
	}
	defer os.RemoveAll(work)
	tmp := filepath.Join(work, "t")
	var bad string
	script := "cd " + work + "\n"
	for _, l := range lines {
		l = substRe.ReplaceAllStringFunc(l, func(m string) string {
			switch strings.TrimPrefix(m[1:], "/") {
			case "t":
				return tmp
			case "s":
				return path
			case "p", "S":
				return filepath.Dir(path)
			case "T":
				return work
			case "%":
				return "%"
			}
			bad = m
			return m
		})
		script += l + "\n"
	}
	if bad != "" {
		return "skip", "substitution " + bad
	}
	log := filepath.Join(work, "peer.log")
	c := exec.Command("bash", "-c", script)
	c.Dir = work
	c.Env = append(os.Environ(), "PATH="+tools+":"+os.Getenv("PATH"), "PEER_LOG="+log, "PEER_BIN="+bin, "LC_ALL=C")
	c.Run()
	rec, _ := os.ReadFile(log)
	agree, differ, gnu := 0, 0, 0
	var refusedOpts, diffs, gnus []string
	for _, r := range strings.Split(strings.TrimSpace(string(rec)), "\n") {
		kind, rest, _ := strings.Cut(r, " ")
		switch kind {
		case "agree":
			agree++
		case "differ":
			differ++
			diffs = append(diffs, rest)
		case "gnu":
			gnu++
			gnus = append(gnus, rest)
		case "refused":
			refusedOpts = append(refusedOpts, rest)
		}
	}
	n := agree + differ + gnu
	switch {
	case differ > 0:
		return "differ", fmt.Sprintf("(%d of %d calls) %s", differ, n, diffs[0])
	case gnu > 0:
		return "as-gnu", fmt.Sprintf("(%d of %d calls differ from LLVM as GNU does) %s", gnu, n, gnus[0])
	case agree > 0:
		return "agree", fmt.Sprintf("(%d calls)", agree)
	case len(refusedOpts) > 0:
		sort.Strings(refusedOpts)
		return "skip", "option " + refusedOpts[0]
	}
	return "skip", "no llvm-objcopy call ran"
}

// argOptions are the llvm-objcopy and llvm-strip options whose value is the next argument.
var argOptions = map[string]bool{}

func init() {
	for _, o := range strings.Fields(`-R -j -O -I -B -N -K -L -G -W -o -F --add-section --update-section
		--set-section-flags --rename-section --add-symbol --redefine-sym --keep-section
		--remove-section --only-section --strip-symbol --keep-symbol --localize-symbol
		--globalize-symbol --weaken-symbol --output-target --input-target --binary-architecture
		--target --prefix-symbols --prefix-alloc-sections --set-section-alignment --set-section-type
		--change-start --adjust-start --set-start --change-section-address --add-gnu-debuglink
		--split-dwo --dump-section --gap-fill --pad-to --subsystem --extract-partition
		--compress-sections --strip-symbols --keep-symbols --localize-symbols --globalize-symbols
		--weaken-symbols --keep-global-symbol --keep-global-symbols --strip-unneeded-symbol
		--strip-unneeded-symbols --redefine-syms --build-id-link-dir --build-id-link-input
		--build-id-link-output --set-symbol-visibility --set-symbols-visibility --remove-symbol-prefix
		--skip-symbol --skip-symbols --new-symbol-visibility --change-section-lma --adjust-section-vma
		--change-section-vma --add-gnu-debuglink --verilog-data-width --srec-len --interleave -i -b
		--byte --interleave-width --set-section-flags --output-format --input-format --regex`) {
		argOptions[o] = true
	}
}

// shim runs one llvm-objcopy or llvm-strip call (args) with llvm-objcopy-22, then with hdwarf
// on copies of the same inputs, and appends agree, differ or refused to $PEER_LOG. It exits
// as llvm-objcopy-22 did, so that the test goes on with LLVM's outputs.
func shim(prog string, args []string) {
	var pos []int // positions of the file arguments
	out := -1     // position of strip's -o value
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-o" && prog == "strip":
			out = i + 1
			i++
		case strings.HasPrefix(a, "-") && a != "-":
			if argOptions[a] {
				i++
			}
		default:
			pos = append(pos, i)
		}
	}
	// Inputs as they are before LLVM rewrites any of them.
	var inputs []int
	if prog == "objcopy" && len(pos) > 0 {
		inputs = pos[:1]
	} else if prog == "strip" {
		inputs = pos
	}
	for _, i := range inputs {
		if args[i] == "-" {
			continue
		}
		b, err := os.ReadFile(args[i])
		if err != nil {
			continue
		}
		for _, tag := range []string{".peer-in", ".peer-gnu"} {
			os.WriteFile(args[i]+tag, b, 0o644)
		}
	}
	real := "llvm-" + prog + "-22"
	cmd := exec.Command(real, args...)
	var lout, lerr bytes.Buffer
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, &lout, &lerr
	err := cmd.Run()
	lst := 0
	if ee, ok := err.(*exec.ExitError); ok {
		lst = ee.ExitCode()
	} else if err != nil {
		lst = 127
	}
	os.Stdout.Write(lout.Bytes())
	os.Stderr.Write(lerr.Bytes())
	defer os.Exit(lst)
	record(prog, args, pos, out, lst)
}

// variant is a call with its files renamed for another tool: inputs (copies made before the
// call ran) and outputs get tag; outs pairs LLVM's outputs with the variant's.
func variant(prog string, args []string, pos []int, out int, tag string) ([]string, [][2]string, bool) {
	v := append([]string(nil), args...)
	var outs [][2]string
	rename := func(i int, suffix string) string {
		if strings.HasPrefix(args[i], "/dev/") {
			return args[i] // a device: written as it is, not compared
		}
		v[i] = args[i] + suffix
		return v[i]
	}
	switch {
	case prog == "objcopy" && len(pos) >= 2:
		rename(pos[0], tag)
		outs = append(outs, [2]string{args[pos[1]], rename(pos[1], tag+"-out")})
	case prog == "objcopy" && len(pos) == 1:
		outs = append(outs, [2]string{args[pos[0]], rename(pos[0], tag)})
	case prog == "strip" && out > 0 && len(pos) == 1:
		rename(pos[0], tag)
		outs = append(outs, [2]string{args[out], rename(out, tag+"-out")})
	case prog == "strip" && out < 0:
		for _, i := range pos {
			outs = append(outs, [2]string{args[i], rename(i, tag)})
		}
	default:
		return nil, nil, false
	}
	return v, outs, true
}

// runTool runs a program and returns its status and standard error.
func runTool(path string, args []string) (int, string) {
	c := exec.Command(path, args...)
	var errb bytes.Buffer
	c.Stderr = &errb
	err := c.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), errb.String()
	} else if err != nil {
		return 127, err.Error()
	}
	return 0, errb.String()
}

// sameOutputs compares two runs' outputs: byte for byte, else as llvm-readobj shows them.
func sameOutputs(a, b [][2]string, ai, bi int) (bool, string) {
	return sameOutputsAs(a, b, ai, bi, nil)
}

// alignZero reads sh_addralign 0 as 1, which is what GNU writes for it; with it the
// listings are compared without regard to section order (unordered).
var alignZero = strings.NewReplacer("AddressAlignment: 0\n", "AddressAlignment: 1\n")

func sameOutputsAs(a, b [][2]string, ai, bi int, norm *strings.Replacer) (bool, string) {
	for k := range a {
		x, y := a[k][ai], b[k][bi]
		if st, err := os.Stat(x); err == nil && !st.Mode().IsRegular() {
			continue
		}
		bx, errA := os.ReadFile(x)
		by, errB := os.ReadFile(y)
		if errA != nil || errB != nil {
			return false, fmt.Sprintf("output: %v, %v", errA, errB)
		}
		if bytes.Equal(bx, by) {
			continue
		}
		rx, ry := readobj(x), readobj(y)
		if norm != nil {
			rx, ry = unordered(norm.Replace(rx)), unordered(norm.Replace(ry))
		}
		if rx != ry {
			return false, "llvm-readobj --sections --symbols: " + firstDiff(rx, ry)
		}
	}
	return true, ""
}

// record runs hdwarf (and, where it differs from LLVM, GNU binutils) on the call's inputs as
// they were, and appends what it found to $PEER_LOG: agree, differ, gnu (hdwarf differs from
// llvm-objcopy-22 and does what GNU's program does) or refused.
func record(prog string, args []string, pos []int, out, lst int) {
	logf, err := os.OpenFile(os.Getenv("PEER_LOG"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer logf.Close()
	call := prog + " " + strings.Join(args, " ")
	say := func(kind, why string) { fmt.Fprintf(logf, "%s %s: %s\n", kind, why, call) }
	for _, i := range pos {
		if args[i] == "-" {
			say("refused", "standard input/output")
			return
		}
		if strings.HasPrefix(args[i], "@") {
			say("refused", "@FILE")
			return
		}
	}
	hargs, houts, ok := variant(prog, args, pos, out, ".peer-in")
	if !ok {
		say("refused", "file arguments")
		return
	}
	hst, herr := runTool(filepath.Join(os.Getenv("PEER_BIN"), prog), hargs)
	if o, ok := refused(herr); ok && hst == 2 {
		say("refused", o)
		return
	}
	var why string
	switch {
	case (lst == 0) != (hst == 0):
		why = fmt.Sprintf("status llvm %d, hdwarf %d (%s)", lst, hst, firstLine(herr))
	case lst != 0:
		say("agree", "both fail")
		return
	default:
		same, d := sameOutputs(houts, houts, 0, 1)
		if same {
			say("agree", "outputs")
			return
		}
		why = d
	}
	// Does GNU do what hdwarf does?
	gargs, gouts, _ := variant(prog, args, pos, out, ".peer-gnu")
	gst, _ := runTool("/usr/bin/"+prog, gargs)
	gwhy := fmt.Sprintf("status %d", gst)
	if (gst == 0) == (hst == 0) {
		if gst != 0 {
			say("gnu", why)
			return
		}
		same, d := sameOutputsAs(houts, gouts, 1, 1, alignZero)
		if same {
			say("gnu", why)
			return
		}
		gwhy = d
	}
	say("differ", why+"; hdwarf/GNU: "+gwhy)
}

// unordered makes a readobj listing independent of the order of the sections, for comparing
// with GNU's, which puts groups first and relocation sections after their targets: section
// blocks are sorted and section numbers (index, link, info, a symbol's section) left out.
func unordered(s string) string {
	var blocks []string
	var cur, rest []string
	in := false
	for _, l := range strings.Split(s, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "Section {" && !in:
			in, cur = true, nil
		case in && l == "  }":
			in = false
			blocks = append(blocks, strings.Join(cur, "\n"))
		case in:
			if !strings.HasPrefix(t, "Index:") && !strings.HasPrefix(t, "Link:") && !strings.HasPrefix(t, "Info:") {
				cur = append(cur, l)
			}
		default:
			rest = append(rest, sectionRef.ReplaceAllString(l, "$1"))
		}
	}
	sort.Strings(blocks)
	return strings.Join(blocks, "\n") + "\n" + strings.Join(rest, "\n")
}

var sectionRef = regexp.MustCompile(`^(\s*Section: \S+) \(0x[0-9A-Fa-f]+\)$`)

var nameOffset = regexp.MustCompile(`^(\s*Name: .*?) \(\d+\)$`)

// readobj is llvm-readobj-22's view of a file's sections and symbols, without file offsets
// and the file's name (layout is each tool's own).
func readobj(path string) string {
	b, _ := exec.Command("llvm-readobj-22", "--sections", "--symbols", path).CombinedOutput()
	var keep []string
	for _, l := range strings.Split(string(b), "\n") {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "File:") || strings.HasPrefix(t, "Offset:") {
			continue
		}
		// Where a name sits in the string table is layout too.
		l = nameOffset.ReplaceAllString(l, "$1")
		keep = append(keep, strings.ReplaceAll(l, path, "FILE"))
	}
	return strings.Join(keep, "\n")
}

func firstDiff(a, b string) string {
	x, y := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] != y[i] {
			ctx := ""
			for j := i - 1; j >= 0; j-- {
				if t := strings.TrimSpace(x[j]); strings.HasPrefix(t, "Name:") {
					ctx = t + " "
					break
				}
			}
			return fmt.Sprintf("%sllvm %q, hdwarf %q", ctx, strings.TrimSpace(x[i]), strings.TrimSpace(y[i]))
		}
	}
	return fmt.Sprintf("%d lines, hdwarf %d", len(x), len(y))
}
