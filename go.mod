module hdwarf

go 1.26

require (
	github.com/ianlancetaylor/demangle v0.0.0-20260724033716-83e58baca724
	github.com/klauspost/compress v1.20.3
	github.com/spf13/pflag v1.0.10
)

require gopkg.in/yaml.v3 v3.0.1
