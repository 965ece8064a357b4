package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"time"

	"github.com/spf13/pflag"
)

// batchFlags let a command take many inputs: --output-dir and -j.
type batchFlags struct {
	outputDir string
	jobs      int
}

// register adds --output-dir and --jobs; jobsShort is -j's letter, or "" where -j means
// something else (objcopy's --only-section).
func (b *batchFlags) register(fs *pflag.FlagSet, jobsShort string) {
	fs.StringVar(&b.outputDir, "output-dir", "", "write each INPUT's result to `DIR`/<INPUT's name> (many inputs)")
	fs.IntVarP(&b.jobs, "jobs", jobsShort, runtime.NumCPU(), "work on `N` files at a time")
}

// parseBatch adds the output and batch flags (the last ones of a command's help), parses the
// arguments and pairs the inputs with their outputs, for the commands that take many inputs
// and nothing else. It returns the targets, the number of files to work on at a time, and an
// exit status >= 0 when the command is done.
func (c command) parseBatch(e *env, fs *pflag.FlagSet, args []string) ([]target, int, int) {
	var o outputFlags
	o.register(fs)
	var b batchFlags
	b.register(fs, "j")
	if st := c.parse(e, fs, args); st >= 0 {
		return nil, 0, st
	}
	ts, st := c.targets(e, fs.Args(), &o, &b, false)
	return ts, b.jobs, st
}

// target is one input and where its result goes.
type target struct{ in, out string }

// targets pairs the inputs with their outputs: -o for one input, --output-dir or --in-place
// for any number. inPlace is what to do when none is given (GNU strip and objcopy rewrite the
// input). A status of -1 means go on.
func (c command) targets(e *env, inputs []string, o *outputFlags, b *batchFlags, inPlace bool) ([]target, int) {
	if len(inputs) == 0 {
		return nil, c.usageError(e, "no INPUT given")
	}
	if b.jobs < 1 {
		return nil, c.usageError(e, "--jobs %d: want 1 or more", b.jobs)
	}
	given := 0
	for _, g := range []bool{o.out != "", o.inPlace, b.outputDir != ""} {
		if g {
			given++
		}
	}
	switch {
	case given > 1:
		return nil, c.usageError(e, "give one of -o, --output-dir and --in-place")
	case given == 0 && !inPlace:
		return nil, c.usageError(e, "no output: give -o FILE, -o -, --output-dir DIR or --in-place")
	case o.out != "" && len(inputs) > 1:
		return nil, c.usageError(e, "-o names one output but %d INPUTs were given: use --output-dir DIR or --in-place", len(inputs))
	}
	ts := make([]target, 0, len(inputs))
	seen := map[string]string{}
	for _, in := range inputs {
		out := in
		switch {
		case o.out != "":
			var err error
			if out, err = o.target(in); err != nil {
				return nil, c.usageError(e, "%v", err)
			}
		case b.outputDir != "":
			out = filepath.Join(b.outputDir, filepath.Base(in))
			if sameFile(out, in) {
				return nil, c.usageError(e, "--output-dir %s: %s would be written over itself: use --in-place", b.outputDir, in)
			}
		}
		abs, _ := filepath.Abs(out)
		if prev, ok := seen[abs]; ok {
			if out == in && sameFile(prev, in) {
				// A file named twice to be rewritten in place is done once, which is what
				// GNU strip's second pass over its own output gives.
				continue
			}
			return nil, c.usageError(e, "%s and %s would both be written to %s", prev, in, out)
		}
		seen[abs] = in
		ts = append(ts, target{in, out})
	}
	if b.outputDir != "" {
		if err := os.MkdirAll(b.outputDir, 0o755); err != nil {
			return nil, fail(e, b.outputDir, err)
		}
	}
	return ts, -1
}

// eachTarget runs do for every target, b.jobs at a time. Each file's messages are written
// together when it is done (a failure is one line, "hdwarf: FILE: what"); the other files are
// still done, and the status is 1 if any failed.
func (c command) eachTarget(e *env, ts []target, jobs int, do func(e *env, in, out string) int) int {
	if len(ts) == 1 {
		e.begin(ts[0].in, ts[0].out)
		st := do(e, ts[0].in, ts[0].out)
		e.finish(st)
		return st
	}
	var (
		mu     sync.Mutex
		failed int
		done   int
		next   = make(chan target)
		wg     sync.WaitGroup
	)
	prog := startProgress(e, len(ts), &mu, &done, progressDelay)
	for w := 0; w < min(jobs, len(ts)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range next {
				var msgs bytes.Buffer
				je := *e
				je.stderr = &msgs
				je.stdout = &msgs
				je.rec = nil
				je.begin(t.in, t.out)
				st := runJob(&je, t, do)
				je.finish(st)
				mu.Lock()
				if st != exitOK {
					failed++
				}
				done++
				if msgs.Len() > 0 {
					prog.clear()
					e.stderr.Write(msgs.Bytes())
				}
				mu.Unlock()
			}
		}()
	}
	for _, t := range ts {
		next <- t
	}
	close(next)
	wg.Wait()
	prog.stop()
	if failed > 0 {
		if e.verbose {
			fmt.Fprintf(e.stderr, "hdwarf: %d of %d files failed\n", failed, len(ts))
		}
		return exitFailure
	}
	return exitOK
}

// runJob runs one file's job; a panic is that file's failure, not the batch's end.
func runJob(e *env, t target, do func(e *env, in, out string) int) (st int) {
	defer func() {
		if r := recover(); r != nil {
			st = fail(e, t.in, errors.New(fmt.Sprint("internal error: ", r)))
		}
	}()
	return do(e, t.in, t.out)
}

// progress shows "hdwarf: N of M files" on standard error, rewritten in place, once a batch has
// run for progressDelay, when standard error is a terminal (and not under -q).
type progress struct {
	out   *os.File
	stopc chan struct{}
	wg    sync.WaitGroup
	shown bool // guarded by the batch's mutex
}

const progressDelay = 2 * time.Second

func startProgress(e *env, total int, mu *sync.Mutex, done *int, delay time.Duration) *progress {
	p := &progress{}
	f, ok := e.stderr.(*os.File)
	if !ok || e.quiet {
		return p
	}
	if st, err := f.Stat(); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return p
	}
	p.out, p.stopc = f, make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		select {
		case <-p.stopc:
			return
		case <-time.After(delay):
		}
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		last := -1
		for {
			mu.Lock()
			if *done != last || !p.shown {
				last = *done
				fmt.Fprintf(p.out, "\rhdwarf: %d of %d files\x1b[K", last, total)
				p.shown = true
			}
			mu.Unlock()
			select {
			case <-p.stopc:
				return
			case <-t.C:
			}
		}
	}()
	return p
}

// clear takes the progress line away before a message; the caller holds the batch's mutex.
func (p *progress) clear() {
	if p.shown {
		fmt.Fprint(p.out, "\r\x1b[K")
		p.shown = false
	}
}

func (p *progress) stop() {
	if p.stopc == nil {
		return
	}
	close(p.stopc)
	p.wg.Wait()
	p.clear()
}
