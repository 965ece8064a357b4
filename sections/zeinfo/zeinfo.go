// Package zeinfo reads a zebin's .ze_info section: the YAML document in which IGC describes
// each kernel's execution environment and arguments (payload_arguments: where each argument
// lies in the cross-thread payload; kernels_misc_info: the source names and type names of the
// arguments). Only the fields debug info needs are kept; unknown keys are ignored, as IGC
// adds keys between versions.
package zeinfo

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// MaxSize bounds the input: a .ze_info of many kernels is some hundred KB; anything far
// larger is not one IGC wrote, and YAML decoding allocates in proportion to the input.
const MaxSize = 16 << 20

// Info is a decoded .ze_info.
type Info struct {
	Version  string
	Kernels  []Kernel
	MiscInfo []KernelMisc
}

// Kernel is one entry of kernels[].
type Kernel struct {
	Name     string
	SIMDSize int // execution_env.simd_size (0 when absent)
	Payload  []PayloadArg
}

// NoIndex is the ArgIndex of a payload entry that belongs to no explicit argument (an
// implicit one: global_id_offset, local_size, private_base_stateless...).
const NoIndex = -1

// PayloadArg is one payload_arguments[] entry.
type PayloadArg struct {
	Type     string // arg_type: arg_bypointer, arg_byvalue, buffer_address, local_size...
	Offset   uint32 // byte offset in the cross-thread payload
	Size     uint32
	ArgIndex int    // arg_index, NoIndex when absent
	AddrMode string // addrmode: stateful, stateless, bindless, slm ("" when absent)
	Line     int    // line of the entry in the YAML text, for messages
}

// Explicit reports whether the entry carries (part of) a kernel argument's value: it names
// an argument, has bytes in the payload (stateful entries of pointers have size 0; the
// value reaches the kernel through a binding table), and is the value (arg_byvalue,
// arg_bypointer, or buffer_address, the address of a stateful buffer) rather than a fact
// about it (buffer_offset, image dimensions...).
func (p *PayloadArg) Explicit() bool {
	if p.ArgIndex == NoIndex || p.Size == 0 {
		return false
	}
	switch p.Type {
	case "arg_byvalue", "arg_bypointer", "buffer_address":
		return true
	}
	return false
}

// Handle reports whether p is a pointer argument's bindless surface-state handle that k also
// passes by its address, in a stateless entry (IGC 2.x on dg2 and mtl passes both): the
// address is the argument's value, the handle a way to reach the buffer.
func (k *Kernel) Handle(p *PayloadArg) bool {
	if p.Type != "arg_bypointer" || p.AddrMode != "bindless" || p.ArgIndex == NoIndex {
		return false
	}
	return find(k.Payload, func(q *PayloadArg) bool {
		return q.ArgIndex == p.ArgIndex && q.Type == "arg_bypointer" && q.AddrMode == "stateless" && q.Size > 0
	}) != nil
}

// KernelMisc is one kernels_misc_info[] entry.
type KernelMisc struct {
	Name string
	Args []ArgInfo
}

// ArgInfo is one args_info[] entry. Name is empty when the SPIR-V module had no OpName for
// every parameter.
type ArgInfo struct {
	Index            int
	Name             string
	TypeName         string // type_name without IGC's ";size" suffix ("float*" for 'float*;8')
	AddressQualifier string
	AccessQualifier  string
	TypeQualifiers   string
}

// Kernel returns the kernel with the given name, or nil (also when in is nil).
func (in *Info) Kernel(name string) *Kernel {
	if in == nil {
		return nil
	}
	return find(in.Kernels, func(k *Kernel) bool { return k.Name == name })
}

// Misc returns the kernels_misc_info entry of the named kernel, or nil (also when in is nil).
func (in *Info) Misc(name string) *KernelMisc {
	if in == nil {
		return nil
	}
	return find(in.MiscInfo, func(k *KernelMisc) bool { return k.Name == name })
}

// Arg returns the args_info entry with the given index, or nil.
func (m *KernelMisc) Arg(index int) *ArgInfo {
	if m == nil {
		return nil
	}
	return find(m.Args, func(a *ArgInfo) bool { return a.Index == index })
}

// find returns the first element of s that match accepts, in place, or nil.
func find[T any](s []T, match func(*T) bool) *T {
	for i := range s {
		if match(&s[i]) {
			return &s[i]
		}
	}
	return nil
}

// Explicit returns the kernel's payload entries that carry argument values, ordered by
// payload offset.
func (k *Kernel) Explicit() []PayloadArg {
	return k.sorted(func(p *PayloadArg) bool { return p.Explicit() })
}

// Placed returns the kernel's payload entries that have bytes in the payload (implicit ones
// too), ordered by payload offset.
func (k *Kernel) Placed() []PayloadArg {
	return k.sorted(func(p *PayloadArg) bool { return p.Size > 0 })
}

func (k *Kernel) sorted(keep func(*PayloadArg) bool) []PayloadArg {
	var out []PayloadArg
	for i := range k.Payload {
		if keep(&k.Payload[i]) {
			out = append(out, k.Payload[i])
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Offset < out[j].Offset })
	return out
}

// Error is a problem with the text, at a line (0 when the YAML decoder gave none).
type Error struct {
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf(".ze_info line %d: %s", e.Line, e.Msg)
	}
	return ".ze_info: " + e.Msg
}

// Decode reads a .ze_info text. It never panics: a panic of the YAML decoder on hostile input
// becomes an error.
func Decode(data []byte) (info *Info, err error) {
	if len(data) > MaxSize {
		return nil, &Error{Msg: fmt.Sprintf("%d bytes, more than the %d a .ze_info may have", len(data), MaxSize)}
	}
	defer func() {
		if r := recover(); r != nil {
			info, err = nil, &Error{Msg: fmt.Sprintf("YAML decoder failed: %v", r)}
		}
	}()
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, yamlError(err)
	}
	info = &Info{}
	if doc.Kind == 0 {
		return info, nil // empty document
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 {
		return nil, &Error{Line: doc.Line, Msg: "not one YAML document"}
	}
	d := &decoder{}
	d.top(doc.Content[0], info)
	if d.err != nil {
		return nil, d.err
	}
	return info, nil
}

// yamlError turns the YAML decoder's "yaml: line N: msg" into an Error with the line.
func yamlError(err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) {
		return &Error{Msg: strings.Join(te.Errors, "; ")}
	}
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	if rest, ok := strings.CutPrefix(msg, "line "); ok {
		if i := strings.Index(rest, ":"); i > 0 {
			if n, err := strconv.Atoi(rest[:i]); err == nil {
				return &Error{Line: n, Msg: strings.TrimSpace(rest[i+1:])}
			}
		}
	}
	return &Error{Msg: msg}
}

// decoder walks the node tree with a sticky error.
type decoder struct{ err error }

func (d *decoder) fail(n *yaml.Node, format string, args ...any) {
	if d.err == nil {
		d.err = &Error{Line: n.Line, Msg: fmt.Sprintf(format, args...)}
	}
}

// fields calls fn for each key of mapping n; anything else is an error.
func (d *decoder) fields(n *yaml.Node, what string, fn func(key string, v *yaml.Node)) {
	n = deref(n)
	if d.err != nil {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.fail(n, "%s is not a mapping", what)
		return
	}
	for i := 0; i+1 < len(n.Content) && d.err == nil; i += 2 {
		fn(n.Content[i].Value, deref(n.Content[i+1]))
	}
}

// items calls fn for each element of sequence n (an empty value counts as no elements).
func (d *decoder) items(n *yaml.Node, what string, fn func(v *yaml.Node)) {
	n = deref(n)
	if d.err != nil || n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return
	}
	if n.Kind != yaml.SequenceNode {
		d.fail(n, "%s is not a sequence", what)
		return
	}
	for _, c := range n.Content {
		if d.err != nil {
			return
		}
		fn(deref(c))
	}
}

// deref follows an alias; yaml.v3 has already bounded alias expansion.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n.Kind == yaml.AliasNode && n.Alias != nil && i < 16; i++ {
		n = n.Alias
	}
	return n
}

func (d *decoder) str(n *yaml.Node, what string) string {
	if n.Kind != yaml.ScalarNode {
		d.fail(n, "%s is not a scalar", what)
		return ""
	}
	if n.Tag == "!!null" {
		return ""
	}
	return n.Value
}

func (d *decoder) uint32(n *yaml.Node, what string) uint32 {
	s := d.str(n, what)
	if d.err != nil {
		return 0
	}
	v, err := strconv.ParseUint(s, 0, 32)
	if err != nil {
		d.fail(n, "%s %q is not a 32-bit unsigned number", what, s)
	}
	return uint32(v)
}

// index reads an argument index: small and not negative.
func (d *decoder) index(n *yaml.Node, what string) int {
	v := d.uint32(n, what)
	if v > 1<<16 {
		d.fail(n, "%s %d is not an argument index", what, v)
	}
	return int(v)
}

func (d *decoder) top(n *yaml.Node, info *Info) {
	d.fields(n, "the document", func(key string, v *yaml.Node) {
		switch key {
		case "version":
			info.Version = d.str(v, "version")
		case "kernels":
			d.items(v, "kernels", func(k *yaml.Node) { info.Kernels = append(info.Kernels, d.kernel(k)) })
		case "kernels_misc_info":
			d.items(v, "kernels_misc_info", func(k *yaml.Node) { info.MiscInfo = append(info.MiscInfo, d.misc(k)) })
		}
	})
}

func (d *decoder) kernel(n *yaml.Node) Kernel {
	var k Kernel
	d.fields(n, "a kernel", func(key string, v *yaml.Node) {
		switch key {
		case "name":
			k.Name = d.str(v, "name")
		case "execution_env":
			d.fields(v, "execution_env", func(key string, v *yaml.Node) {
				if key == "simd_size" {
					k.SIMDSize = int(d.uint32(v, "simd_size"))
				}
			})
		case "payload_arguments":
			d.items(v, "payload_arguments", func(a *yaml.Node) { k.Payload = append(k.Payload, d.payload(a)) })
		}
	})
	return k
}

func (d *decoder) payload(n *yaml.Node) PayloadArg {
	p := PayloadArg{ArgIndex: NoIndex, Line: n.Line}
	d.fields(n, "a payload argument", func(key string, v *yaml.Node) {
		switch key {
		case "arg_type":
			p.Type = d.str(v, "arg_type")
		case "offset":
			p.Offset = d.uint32(v, "offset")
		case "size":
			p.Size = d.uint32(v, "size")
		case "arg_index":
			p.ArgIndex = d.index(v, "arg_index")
		case "addrmode":
			p.AddrMode = d.str(v, "addrmode")
		}
	})
	return p
}

func (d *decoder) misc(n *yaml.Node) KernelMisc {
	var m KernelMisc
	d.fields(n, "a kernels_misc_info entry", func(key string, v *yaml.Node) {
		switch key {
		case "name":
			m.Name = d.str(v, "name")
		case "args_info":
			d.items(v, "args_info", func(a *yaml.Node) { m.Args = append(m.Args, d.argInfo(a)) })
		}
	})
	return m
}

func (d *decoder) argInfo(n *yaml.Node) ArgInfo {
	var a ArgInfo
	d.fields(n, "an args_info entry", func(key string, v *yaml.Node) {
		switch key {
		case "index":
			a.Index = d.index(v, "index")
		case "name":
			a.Name = d.str(v, "name")
		case "type_name":
			a.TypeName = d.str(v, "type_name")
			// IGC appends ";SIZE" to the type name.
			if i := strings.LastIndexByte(a.TypeName, ';'); i >= 0 {
				a.TypeName = a.TypeName[:i]
			}
		case "address_qualifier":
			a.AddressQualifier = d.str(v, "address_qualifier")
		case "access_qualifier":
			a.AccessQualifier = d.str(v, "access_qualifier")
		case "type_qualifiers":
			a.TypeQualifiers = d.str(v, "type_qualifiers")
		}
	})
	return a
}
