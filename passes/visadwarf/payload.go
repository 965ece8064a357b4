package visadwarf

import (
	"fmt"

	"hdwarf/internal/geninst"
)

// payloadPart is a byte range of the payload registers (r0 at 0) that holds an argument.
type payloadPart struct{ lo, hi uint32 }

// payloadHeld says where the registers of one payload part hold the argument: over s, or
// nowhere, and then why.
type payloadHeld struct {
	s   span
	ok  bool
	why string
}

// payloadSpans finds, for each part, the code over which its registers hold what the kernel
// was given, reading the machine code itself: the blob says nothing of an input the code never
// reads. The registers hold it
//   - from the kernel's start where the hardware puts the payload there (atEntry), else
//   - once the finalizer's prolog (the code before first, the first vISA instruction) has
//     written them, and, when a send loaded them, after the first instruction that waits for
//     that send's scoreboard token,
//
// up to and including the first instruction at or after first that may write them (stopped
// there, it has not yet run). The walk is one straight line from the kernel's start: it ends
// at the first instruction that may not continue in order, and a part's span ends before any
// branch target in the code (code that is jumped to can be reached with the registers
// written). Decoding stops at what geninst cannot read for certain, which ends the spans
// there.
func payloadSpans(enc geninst.Encoding, code []byte, grf, first uint32, atEntry bool, parts []payloadPart) []payloadHeld {
	out := make([]payloadHeld, len(parts))
	target, ok := firstTarget(enc, code, grf)
	if !ok {
		for i := range out {
			out[i].why = "the code has a branch whose target is not known"
		}
		return out
	}
	const (
		absent = iota
		pending
		loaded
		done
	)
	type partState struct {
		state uint8
		token uint8
		start uint32
		has   bool // start is set
	}
	st := make([]partState, len(parts))
	active := len(parts)
	finish := func(i int, end uint32, why string) {
		p := &st[i]
		if p.state == done {
			return
		}
		p.state = done
		active--
		end = min(end, target)
		switch {
		case p.has && p.start < end:
			out[i] = payloadHeld{s: span{p.start, end}, ok: true}
		case why != "":
			out[i].why = why
		case p.has && target <= p.start:
			out[i].why = fmt.Sprintf("code at %#x, before where it is loaded, is a branch target", target)
		default: // the walk ended (a branch, the code's end) where the registers begin to hold it
			out[i].why = fmt.Sprintf("the code read ends at %#x, where its registers begin to hold it", end)
		}
	}
	if atEntry {
		for i := range st {
			st[i].state = loaded
		}
	}
	off := uint32(0)
	for active > 0 && uint64(off) < uint64(len(code)) {
		in, err := geninst.Decode(enc, code, off, grf)
		if err != nil {
			break
		}
		for i, p := range parts {
			s := &st[i]
			if s.state == done {
				continue
			}
			if s.state == loaded && !s.has && off >= first {
				s.start, s.has = off, true
			}
			if s.state == pending {
				switch {
				case in.SB == geninst.SBWaitDst && in.Token == s.token:
					s.state = loaded
				case in.SB == geninst.SBSet && in.Token == s.token, in.SB == geninst.SBUnknown:
					finish(i, off, fmt.Sprintf("the scoreboard token of its load is reused at %#x before it is waited for", off))
					continue
				}
			}
			if in.Flow {
				if s.has {
					finish(i, off, "")
				} else {
					finish(i, off, fmt.Sprintf("the code branches at %#x before its registers are loaded", off))
				}
				continue
			}
			if !in.Writes(p.lo, p.hi) {
				continue
			}
			switch {
			case s.has:
				// The instruction writes them when it runs: stopped at it, they still hold
				// the argument.
				finish(i, off+in.Len, "")
			case atEntry && off < first:
				finish(i, off, fmt.Sprintf("its register is written at %#x, before the first vISA instruction at %#x", off, first))
			case off >= first && s.state == pending:
				finish(i, off, fmt.Sprintf("its register may be written at %#x before the load that fills it is waited for", off))
			case off >= first:
				finish(i, off, fmt.Sprintf("the prolog does not load it (its register is first written at %#x)", off))
			case !in.WriteKnown:
				finish(i, off, fmt.Sprintf("the prolog's instruction at %#x is not read", off))
			case in.SB == geninst.SBSet:
				s.state, s.token = pending, in.Token
			default:
				s.state = loaded
			}
		}
		off += in.Len
	}
	for i := range parts {
		if st[i].state != done {
			why := ""
			if !st[i].has {
				why = fmt.Sprintf("the code read ends at %#x before its registers are loaded", off)
			}
			finish(i, off, why)
		}
	}
	return out
}

// firstTarget returns the lowest code offset any branch in code may jump to (the code's end
// when none does), and false when a branch's targets are not known.
func firstTarget(enc geninst.Encoding, code []byte, grf uint32) (uint32, bool) {
	low := uint32(len(code))
	for off := uint32(0); uint64(off) < uint64(len(code)); {
		in, err := geninst.Decode(enc, code, off, grf)
		if err != nil {
			break
		}
		if in.Flow && !in.TargetsKnown && in.Op != geninst.OpIllegal {
			return 0, false
		}
		for _, t := range in.Targets {
			low = min(low, t)
		}
		off += in.Len
	}
	return low, true
}
