package expr

import "math/rand"

// Test-only access for the external tests (which need exprtest, which imports expr).

type Choice = choice

func NewChoice(op Op, sub UserSubOp) Choice { return choice{op, sub} }

func (c choice) Op() Op         { return c.op }
func (c choice) Sub() UserSubOp { return c.sub }

func Choices(d Dialect, keep func(Choice) bool) []Choice { return choices(d, keep) }

func GenOps(r *rand.Rand, ctx Context, cs []Choice, extra int, baseType uint64) []Operation {
	return genOps(r, ctx, cs, extra, baseType)
}

var Contexts = contexts
