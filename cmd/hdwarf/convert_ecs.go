package main

import (
	"fmt"

	"github.com/spf13/pflag"

	"hdwarf/internal/inputfile"
	"hdwarf/passes/ecsdwarf"
	"hdwarf/text/ecs"
)

// ecsFlags are the convert options for Eigen Compiler Suite debugging information.
type ecsFlags struct {
	force    bool
	compDir  string
	producer string
	compress *compressFlags
}

func (o *ecsFlags) register(fs *pflag.FlagSet) {
	fs.BoolVar(&o.force, "ecs", false, "read INPUT as ECS debugging information (.dbg text); detected by content otherwise")
	fs.StringVar(&o.compDir, "comp-dir", "", "DW_AT_comp_dir of an ECS debugging object (default: none, so output does not depend on where it runs)")
	fs.StringVar(&o.producer, "producer", "", "DW_AT_producer of an ECS debugging object (default: hdwarf)")
}

// isECS reports whether the input is ECS .dbg text: asked for, or recognised by content.
func (o *ecsFlags) isECS(head []byte) bool {
	return o.force || ecs.Looks(head)
}

// convertECS turns an ECS .dbg file into a DWARF debugging object (an ELF relocatable for
// the target, addresses relocated against the code and data section names).
func convertECS(e *env, in, out string, o *ecsFlags) error {
	src, err := inputfile.Read(in)
	if err != nil {
		return err
	}
	f, err := ecsdwarf.ConvertText(in, src, ecsdwarf.Options{CompDir: o.compDir, Producer: o.producer})
	if err != nil {
		return err
	}
	if err := writeCompressedELF(e, out, in, f, o.compress); err != nil {
		return fmt.Errorf("%s: %w", out, err)
	}
	return nil
}
