package main

import (
	"errors"
	"fmt"

	"hdwarf/elfrw"
	"hdwarf/expr"
	"hdwarf/passes/migrate"
)

// dialectFlagHelp is the help text of --dialect, shared by the commands that read vendor
// DWARF operations.
const dialectFlagHelp = "meaning of vendor DWARF opcodes (auto, user, amd-legacy, amd-2020, intel); auto decides as migrate --from auto does"

// checkDialectFlag reports whether a --dialect value names a dialect or auto.
func checkDialectFlag(flag string) error {
	if flag == "" || flag == "auto" {
		return nil
	}
	_, err := expr.ParseDialect(flag)
	return err
}

// fileDialect is the dialect f's vendor operations are read in: the one --dialect names, or
// for auto what migrate.Detect decides (the one decision `migrate --from auto` takes), or
// DialectUser when that cannot decide. why says how it was chosen.
func fileDialect(f *elfrw.File, flag string) (d expr.Dialect, why string, err error) {
	if flag != "" && flag != "auto" {
		d, err = expr.ParseDialect(flag)
		return d, "--dialect", err
	}
	d, why, err = migrate.Detect(f)
	if err != nil {
		err = fromAutoError(err)
		return expr.DialectUser, fmt.Sprintf("auto could not decide (%v)", err), nil
	}
	return d, why, nil
}

// fromAutoError words migrate.Detect's refusal for the command line: --from auto could not
// decide, so the user has to give the dialect.
func fromAutoError(err error) error {
	if ue := (*migrate.UndecidedError)(nil); errors.As(err, &ue) {
		return fmt.Errorf("--from auto: %s: give --from", ue.Reason)
	}
	return err
}
