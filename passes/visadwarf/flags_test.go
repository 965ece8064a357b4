package visadwarf

import "flag"

var scaling = flag.Bool("scaling", false, "run TestScaling (large synthetic conversions)")
