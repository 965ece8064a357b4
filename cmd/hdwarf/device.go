package main

import (
	"fmt"
	"os"
	"strings"

	"hdwarf/elfrw"
	"hdwarf/passes/device"
	"hdwarf/sections/offload"
)

// withDevice runs edit on f, then on every GPU code object f carries in offload containers
// (.hip_fatbin bundles, compressed or not), which are laid out again. Where a segment loads
// the containers' section, it keeps its size: standard error says how many bytes are zeros.
func withDevice(e *env, in string, f *elfrw.File, edit func(*elfrw.File) error) error {
	return withDeviceIDs(e, in, f, func(_ string, g *elfrw.File) error { return edit(g) })
}

// withDeviceIDs is withDevice for an edit that is told which file it edits: id is "" for f,
// the entry's ID for a device code object.
func withDeviceIDs(e *env, in string, f *elfrw.File, edit func(id string, g *elfrw.File) error) error {
	if err := edit("", f); err != nil {
		return err
	}
	return rewriteDevice(e, in, f, edit)
}

// rewriteDevice runs edit on every device code object of f and says on standard error what
// a loaded section or a container that no longer fits kept.
func rewriteDevice(e *env, in string, f *elfrw.File, edit func(id string, g *elfrw.File) error) error {
	st, err := device.Rewrite(f, edit, device.Options{})
	if err != nil {
		return err
	}
	if st.Padded > 0 && st.Used < st.After && !e.quiet {
		fmt.Fprintf(e.stderr, "hdwarf: %s: note: device code objects take %d of %d bytes in the loaded offload section(s); a segment maps them, so the rest is zeros (the section keeps its size)\n", in, st.Used, st.After)
	}
	if st.Kept > 0 && !e.quiet {
		fmt.Fprintf(e.stderr, "hdwarf: %s: note: %d offload container(s) left as they were: rewritten, they would not fit their place in the section\n", in, st.Kept)
	}
	return nil
}

// deviceInput splits FILE:TARGET when path names no file but FILE does.
func deviceInput(path string) (file, target string, ok bool) {
	k := strings.LastIndexByte(path, ':')
	if k <= 0 || k == len(path)-1 {
		return "", "", false
	}
	if _, err := os.Stat(path); err == nil {
		return "", "", false
	}
	if st, err := os.Stat(path[:k]); err != nil || !st.Mode().IsRegular() {
		return "", "", false
	}
	return path[:k], path[k+1:], true
}

// openDeviceEntry reads the code object of file's offload containers named target.
func openDeviceEntry(e *env, file, target string) (*elfrw.File, error) {
	host, err := openInputELF(e, file)
	if err != nil {
		return nil, err
	}
	defer host.Close()
	cos, err := device.CodeObjects(host)
	if err != nil {
		return nil, err
	}
	var found []offload.Entry
	var ids []string
	for _, en := range cos {
		ids = append(ids, en.ID)
		if en.ID == target || strings.HasSuffix(en.ID, "--"+target) {
			found = append(found, en)
		}
	}
	switch {
	case len(ids) == 0:
		return nil, fmt.Errorf("no device code objects (offload bundles of ELF code objects) to take %s from", target)
	case len(found) == 0:
		return nil, fmt.Errorf("no device code object %s; there are: %s", target, strings.Join(ids, ", "))
	case len(found) > 1:
		return nil, fmt.Errorf("%d device code objects match %s: name one by its whole ID (%s)", len(found), target, strings.Join(ids, ", "))
	}
	// A copy: the entry may be a slice of the host's mapping, which is unmapped on return.
	f, err := elfrw.ReadBytes(append([]byte(nil), found[0].Data...))
	if err != nil {
		return nil, fmt.Errorf("entry %s: %w", found[0].ID, err)
	}
	f.MaxExpand = e.limits.maxExpand
	return f, nil
}

// deviceEntry is a device code object read from a host file's offload containers.
type deviceEntry struct {
	id string
	f  *elfrw.File
}

// deviceEntries reads every ELF entry of f's offload containers (none when f is itself a
// device code object or carries none).
func deviceEntries(e *env, f *elfrw.File) ([]deviceEntry, error) {
	cos, err := device.CodeObjects(f)
	if err != nil {
		return nil, err
	}
	var out []deviceEntry
	for _, en := range cos {
		co, err := elfrw.ReadBytes(en.Data)
		if err != nil {
			return nil, fmt.Errorf("entry %s: %w", en.ID, err)
		}
		co.MaxExpand = e.limits.maxExpand
		out = append(out, deviceEntry{en.ID, co})
	}
	return out, nil
}
