// Command peertest runs other projects' objcopy and strip tests against a directory holding
// programs named objcopy and strip (hdwarf linked under those names): GNU binutils' dump tests
// (binutils/testsuite/binutils-all/*.d with #PROG: objcopy or strip, compared the way DejaGnu's
// regexp_diff compares them) and LLVM's llvm-objcopy ELF lit tests (each llvm-objcopy or
// llvm-strip call run by llvm-objcopy-22 and by hdwarf, the outputs compared). It prints one
// line per test and the counts. scripts/peer-tests.sh fetches the sources and calls it.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

func main() {
	if len(os.Args) > 2 && os.Args[1] == "-shim" {
		shim(os.Args[2], os.Args[3:])
		return
	}
	suite := flag.String("suite", "", "binutils or llvm")
	src := flag.String("src", "", "binutils: the testsuite directory (binutils/testsuite); llvm: llvm/test/tools/llvm-objcopy/ELF")
	bin := flag.String("bin", "", "directory holding the objcopy and strip under test")
	only := flag.String("run", "", "only tests whose name contains this")
	ref := flag.String("ref", "", "binutils: directory holding GNU's objcopy and strip; tests they fail here are not counted (objcopy.exp runs those for other targets or differently)")
	flag.Parse()
	if *src == "" || *bin == "" {
		fmt.Fprintln(os.Stderr, "usage: peertest -suite binutils|llvm -src DIR -bin DIR")
		os.Exit(2)
	}
	var counts map[string]int
	switch *suite {
	case "binutils":
		counts = runBinutils(*src, *bin, *ref, *only)
	case "llvm":
		counts = runLLVM(*src, *bin, *only)
	default:
		fmt.Fprintln(os.Stderr, "peertest: -suite binutils or llvm")
		os.Exit(2)
	}
	var keys []string
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	fmt.Printf("%s:", *suite)
	for _, k := range keys {
		fmt.Printf(" %s %d", k, counts[k])
	}
	fmt.Println()
}

// line prints one test's result; a skipped test says why ("skipped: option --foo").
func line(name, res, why string) {
	if res == "skip" {
		fmt.Printf("%-45s skipped: %s\n", name, why)
		return
	}
	fmt.Printf("%-45s %s %s\n", name, res, why)
}

// refused reports whether a run of the program under test was a refusal of an option it does
// not take, and names the option.
func refused(stderr string) (string, bool) {
	for _, m := range []string{"not supported by hdwarf: ", "unknown flag: ", "unknown shorthand flag: "} {
		if i := strings.Index(stderr, m); i >= 0 {
			rest := stderr[i+len(m):]
			if j := strings.IndexAny(rest, "(\n"); j >= 0 {
				rest = rest[:j]
			}
			return strings.TrimSpace(rest), true
		}
	}
	return "", false
}

// run runs a command line through sh in dir and returns its status, stdout and stderr.
func run(dir, env, cmd string) (int, string, string) {
	c := exec.Command("sh", "-c", cmd)
	c.Dir = dir
	c.Env = append(os.Environ(), "LC_ALL=C")
	if env != "" {
		c.Env = append(c.Env, "PATH="+env+":"+os.Getenv("PATH"))
	}
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &errb
	err := c.Run()
	st := 0
	if ee, ok := err.(*exec.ExitError); ok {
		st = ee.ExitCode()
	} else if err != nil {
		st = -1
	}
	return st, out.String(), errb.String()
}

// ---- binutils ---------------------------------------------------------------------------

// The target the tests are judged for, and the answers of the DejaGnu predicates #target
// lines use.
const triple = "x86_64-pc-linux-gnu"

var predicates = map[string]bool{
	"is_elf_format": true, "is_elf64": true, "uses_genelf": false, "is_pecoff_format": false,
	"is_som_format": false, "is_xcoff_format": false, "is_aout_format": false,
}

// targetMatch evaluates a #target-style list: any glob or predicate that holds.
func targetMatch(list string) (bool, error) {
	for _, tok := range strings.Fields(strings.ReplaceAll(list, "\"", "")) {
		if strings.HasPrefix(tok, "[") || strings.HasPrefix(tok, "![") {
			neg := strings.HasPrefix(tok, "!")
			name := strings.Trim(tok, "![]")
			v, ok := predicates[name]
			if !ok {
				return false, fmt.Errorf("predicate %s", tok)
			}
			if v != neg {
				return true, nil
			}
			continue
		}
		if ok, _ := filepath.Match(tok, triple); ok {
			return true, nil
		}
		if ok, _ := filepath.Match(tok, "x86_64-unknown-linux-gnu"); ok {
			return true, nil
		}
	}
	return false, nil
}

type dumpTest struct {
	path string
	opts map[string]string
}

func parseDump(path string) (dumpTest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return dumpTest{}, err
	}
	t := dumpTest{path: path, opts: map[string]string{}}
	re := regexp.MustCompile(`^#\s*([A-Za-z_]+)\s*:\s*(.*)$`)
	for _, l := range strings.Split(string(b), "\n") {
		if !strings.HasPrefix(l, "#") {
			break
		}
		if m := re.FindStringSubmatch(l); m != nil {
			k := m[1]
			if v, ok := t.opts[k]; ok && k != "source" {
				t.opts[k] = v + " " + m[2]
			} else {
				t.opts[k] = m[2]
			}
		}
	}
	return t, nil
}

func runBinutils(testsuite, bin, ref, only string) map[string]int {
	counts := map[string]int{}
	var files []string
	for _, d := range []string{"binutils-all", "binutils-all/x86-64"} {
		m, _ := filepath.Glob(filepath.Join(testsuite, d, "*.d"))
		files = append(files, m...)
	}
	for _, f := range files {
		t, err := parseDump(f)
		if err != nil || (t.opts["PROG"] != "objcopy" && t.opts["PROG"] != "strip") {
			continue
		}
		name := strings.TrimPrefix(f, filepath.Join(testsuite, "binutils-all")+"/")
		if only != "" && !strings.Contains(name, only) {
			continue
		}
		if ref != "" {
			if res, why := binutilsTest(t, testsuite, ref); res != "pass" {
				counts["skip"]++
				line(name, "skip", fmt.Sprintf("GNU's own: %s %s", res, why))
				continue
			}
		}
		res, why := binutilsTest(t, testsuite, bin)
		counts[res]++
		line(name, res, why)
	}
	return counts
}

// binutilsTest runs one dump test as binutils' run_dump_test does and returns pass, fail or
// skip with the reason.
func binutilsTest(t dumpTest, testsuite, bin string) (string, string) {
	o := t.opts
	for _, k := range []string{"ld", "objcopy_linked_file", "objcopy_objects", "error_output", "warning_output", "map", "cc", "DUMPPROG"} {
		if o[k] != "" {
			return "skip", "needs #" + k
		}
	}
	if v, ok := o["target"]; ok {
		m, err := targetMatch(v)
		if err != nil {
			return "skip", "target " + err.Error()
		}
		if !m {
			return "skip", "target " + v
		}
	}
	for _, k := range []string{"notarget", "xfail"} {
		if v, ok := o[k]; ok {
			m, err := targetMatch(v)
			if err != nil {
				return "skip", k + " " + err.Error()
			}
			if m {
				return "skip", k + " " + v
			}
		}
	}
	dir := filepath.Dir(t.path)
	subst := func(s string) string {
		s = strings.ReplaceAll(s, "$srcdir/$subdir", dir)
		s = strings.ReplaceAll(s, "$srcdir", testsuite)
		return strings.ReplaceAll(s, "$subdir", strings.TrimPrefix(dir, testsuite+"/"))
	}
	work, err := os.MkdirTemp("", "peer-binutils-")
	if err != nil {
		return "fail", err.Error()
	}
	defer os.RemoveAll(work)
	os.Mkdir(filepath.Join(work, "tmpdir"), 0o755)
	source := o["source"]
	if source == "" {
		source = strings.TrimSuffix(filepath.Base(t.path), ".d") + ".s"
	}
	src := filepath.Join(dir, strings.Fields(source)[0])
	if strings.Fields(o["as"] + " x")[0] == "binary" {
		return "skip", "input is not assembled (#as: binary)"
	}
	if st, _, e := run(work, "", fmt.Sprintf("as %s -o tmpdir/dump.o %s", subst(o["as"]), src)); st != 0 {
		return "skip", "as fails: " + firstLine(e)
	}
	prog := o["PROG"]
	cmd := fmt.Sprintf("%s %s tmpdir/dump.o tmpdir/dump-copy.o", prog, subst(o[prog]))
	if prog == "strip" {
		cmd = fmt.Sprintf("%s %s tmpdir/dump.o -o tmpdir/dump-copy.o", prog, subst(o[prog]))
	}
	st, _, stderr := run(work, bin, cmd)
	if opt, ok := refused(stderr); ok && st == 2 {
		return "skip", "option " + opt
	}
	stderr = strings.TrimRight(stderr, "\n")
	want := o["error"]
	if want == "" {
		want = o["warning"]
	}
	if want != "" || st != 0 || stderr != "" {
		re, err := regexp.Compile(tclRegexp(want))
		switch {
		case want == "":
			return "fail", fmt.Sprintf("%s: status %d: %s", prog, st, firstLine(stderr))
		case err != nil:
			return "skip", "regexp " + err.Error()
		case (st != 0) != (o["error"] != "") || !re.MatchString(stderr):
			return "fail", fmt.Sprintf("%s: status %d, stderr %q, want %q", prog, st, firstLine(stderr), want)
		}
		if o["error"] != "" {
			return "pass", ""
		}
	}
	var dump string
	for _, p := range []string{"readelf", "objdump", "nm"} {
		if v, ok := o[p]; ok {
			dump = p + " " + subst(v)
			break
		}
	}
	if dump == "" {
		return "pass", "(no dump)"
	}
	st, out, derr := run(work, "", dump+" tmpdir/dump-copy.o")
	if st != 0 || strings.TrimSpace(derr) != "" {
		return "fail", fmt.Sprintf("%s: status %d: %s", dump, st, firstLine(derr))
	}
	ref, _ := os.ReadFile(t.path)
	if msg, err := regexpDiff(out, string(ref)); err != nil {
		return "skip", "regexp " + err.Error()
	} else if msg != "" {
		return "fail", msg
	}
	return "pass", ""
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// tclRegexp rewrites the Tcl regexp spellings RE2 lacks.
func tclRegexp(s string) string {
	return strings.NewReplacer(`\Z`, `\z`, `\m`, `\b`, `\M`, `\b`, `\<`, `\b`, `\>`, `\b`).Replace(s)
}

var reCache = map[string]*regexp.Regexp{}

func lineMatch(pat, line string) (bool, error) {
	re, ok := reCache[pat]
	if !ok {
		var err error
		if re, err = regexp.Compile("^(?:" + tclRegexp(pat) + ")$"); err != nil {
			return false, err
		}
		reCache[pat] = re
	}
	return re.MatchString(line), nil
}

// regexpDiff compares output with the expected patterns as binutils-common.exp's regexp_diff
// does: empty output lines are ignored; pattern lines are whole-line regexps; "#..." skips
// output lines up to one matching the next pattern; "#?" is optional; "#pass" ends the
// comparison; other lines starting with "#" are comments. It returns the first mismatch.
func regexpDiff(output, expected string) (string, error) {
	a := bufio.NewScanner(strings.NewReader(output))
	a.Buffer(nil, 1<<24)
	b := strings.Split(expected, "\n")
	bi := 0
	getB := func() (string, bool) {
		if bi >= len(b) || bi == len(b)-1 && b[bi] == "" {
			return "", false
		}
		bi++
		return b[bi-1], true
	}
	failIf := false
	for {
		lineA, endA := "", false
		for lineA == "" {
			if !a.Scan() {
				endA = true
				break
			}
			lineA = a.Text()
		}
		lineB, endB, pass := "", false, false
		for lineB == "" || strings.HasPrefix(lineB, "#") {
			switch {
			case lineB == "#pass":
				endB, pass = true, true
			case lineB == "#failif":
				failIf = true
			case lineB == "#...":
				var ok bool
				if lineB, ok = getB(); !ok {
					endB, pass = true, true
					break
				}
				neg := strings.HasPrefix(lineB, "!")
				for {
					m, err := lineMatch(strings.TrimPrefix(lineB, "!"), lineA)
					if err != nil {
						return "", err
					}
					if m != neg {
						break
					}
					if !a.Scan() {
						endA = true
						break
					}
					lineA = a.Text()
				}
				goto compare
			case strings.HasPrefix(lineB, "#?"):
				if !endA {
					lineB = lineB[2:]
					m, err := lineMatch(strings.TrimPrefix(lineB, "!"), lineA)
					if err != nil {
						return "", err
					}
					if m != strings.HasPrefix(lineB, "!") {
						goto compare
					}
				}
			}
			if pass {
				break
			}
			var ok bool
			if lineB, ok = getB(); !ok {
				endB = true
				break
			}
		}
	compare:
		switch {
		case pass:
			return failIfMsg(failIf, false), nil
		case endA && endB:
			return failIfMsg(failIf, false), nil
		case endA:
			return fmt.Sprintf("output ends before pattern %q", lineB), nil
		case endB:
			return fmt.Sprintf("extra output line %q", lineA), nil
		}
		neg := strings.HasPrefix(lineB, "!")
		m, err := lineMatch(strings.TrimPrefix(lineB, "!"), lineA)
		if err != nil {
			return "", err
		}
		if m == neg {
			if failIf {
				return "", nil
			}
			return fmt.Sprintf("line %q does not match %q", lineA, lineB), nil
		}
	}
}

func failIfMsg(failIf, differ bool) string {
	if failIf && !differ {
		return "#failif: the output matched"
	}
	return ""
}
