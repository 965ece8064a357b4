package expr

import "encoding/binary"

var (
	leBO = binary.LittleEndian
	beBO = binary.BigEndian
)
