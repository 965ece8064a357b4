package visadwarf

import (
	"path"

	"hdwarf/dwarfenc"
)

// lines adds the line rows of object oi: the source line in effect at each machine
// instruction's vISA index (from the .visaasm FILE/LOC directives), one row where it changes.
// Without .visaasm the rows are over a synthetic <object>.visa file whose line N is vISA
// instruction N. It returns the number of rows and whether they are synthetic.
func (c *converter) lines(u *unit, oi int) (int, bool) {
	j := u.job
	o := &j.blob.Info.Objects[oi]
	m := j.maps[oi]
	fn := j.fns[oi]
	lt := u.lt
	lt.StartSequence(c.addr(j.sec, uint64(o.RelocOffset+m.start())))
	rows := 0
	synth := fn == nil || len(fn.Locs) == 0
	var synthFile uint32
	if synth {
		synthFile = u.file(o.Name + ".visa")
	}
	lastFile, lastLine := ^uint32(0), ^uint32(0)
	for k, v := range m.visa {
		var file, line uint32
		if synth {
			file, line = synthFile, v
		} else {
			l, ok := fn.LineAt(v)
			if !ok || l.File == "" {
				continue
			}
			file, line = u.file(l.File), l.Line
		}
		if file == lastFile && line == lastLine {
			continue
		}
		lastFile, lastLine = file, line
		lt.AddRow(dwarfenc.LineRow{Off: uint64(m.gen[k] - m.start()), File: file, Line: line, IsStmt: true})
		rows++
	}
	lt.EndSequence(uint64(m.end() - m.start()))
	return rows, synth
}

// file returns the line table's index of a source file, adding it (and its directory).
func (u *unit) file(name string) uint32 {
	if i, ok := u.files[name]; ok {
		return i
	}
	dir, base := path.Split(name)
	var di uint32
	if dir != "" {
		dir = path.Clean(dir)
		if dir != u.compDir {
			i, ok := u.dirs[dir]
			if !ok {
				i = u.lt.AddDir(dir)
				u.dirs[dir] = i
			}
			di = i
		}
	} else {
		base = name
	}
	i := u.lt.AddFile(base, di, nil)
	u.files[name] = i
	return i
}
