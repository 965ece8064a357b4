package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hdwarf/internal/oracle"
)

// hipBenchSource is a HIP program for two targets whose device debug information is most of
// the object: n device functions, each with its own struct type, called from one kernel.
func hipBenchSource(n int) string {
	var s strings.Builder
	s.WriteString("#include \"hip.h\"\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&s, `struct Acc%[1]d {
  float sum, lo, hi;
  int seen, first, last;
  const float *base;
};
__device__ float f%[1]d(const float *in, int count, float bias) {
  Acc%[1]d a = {0.0f, 3.4e38f, -3.4e38f, 0, -1, -1, in};
  for (int k = 0; k < count; k++) {
    float v = in[k] * %[2]d.0f + bias;
    a.sum += v;
    a.lo = v < a.lo ? v : a.lo;
    a.hi = v > a.hi ? v : a.hi;
    a.seen++;
  }
  return a.seen ? (a.sum - a.lo - a.hi) / a.seen : bias;
}
`, i, i+1)
	}
	s.WriteString("__global__ void all(float *out, const float *in, int count) {\n  float t = 0.0f;\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&s, "  t += f%d(in, count, t);\n", i)
	}
	s.WriteString("  out[0] = t;\n}\nextern \"C\" int run(float *out, const float *in, int count) {\n" +
		"  all<<<dim3(1), dim3(64)>>>(out, in, count);\n  return 0;\n}\n")
	return s.String()
}

// BenchmarkStripHIP strips a HIP object (200 device functions, gfx90a and gfx1100, -g -O1)
// with hdwarf strip --strip-debug, GNU strip --strip-debug (which leaves the device code
// objects as they are) and scripts/hip-strip-by-hand.sh (clang-offload-bundler and
// llvm-objcopy: what it takes without hdwarf). It reports each output's size and the median
// wall time of each (runs alternated), and time/script, hdwarf's time over the script's.
func BenchmarkStripHIP(b *testing.B) {
	clang := oracle.Need(b, "clang-22")
	gnu := oracle.Need(b, "strip")
	for _, tool := range []string{"clang-offload-bundler-22", "llvm-objcopy-22", "sh"} {
		oracle.Need(b, tool)
	}
	bin := hdwarfBinary(b)
	dir := b.TempDir()
	src, in := filepath.Join(dir, "big.hip"), filepath.Join(dir, "big.o")
	if err := os.WriteFile(src, []byte(hipBenchSource(200)), 0o644); err != nil {
		b.Fatal(err)
	}
	inc, err := filepath.Abs(hipDir)
	if err != nil {
		b.Fatal(err)
	}
	runOnce(b, clang, "-I", inc, "-x", "hip", "--offload-arch=gfx90a", "--offload-arch=gfx1100", "-nogpuinc", "-nogpulib",
		"-g", "-O1", "-fPIC", "-c", src, "-o", in)
	script, err := filepath.Abs("../../scripts/hip-strip-by-hand.sh")
	if err != nil {
		b.Fatal(err)
	}
	outs := map[string]string{"hdwarf": in + ".hdwarf", "strip": in + ".gnu", "script": in + ".script"}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		runs := map[string][]measured{}
		for k := 0; k < benchRuns(); k++ {
			runs["hdwarf"] = append(runs["hdwarf"], runOnce(b, bin, "strip", "--strip-debug", in, "-o", outs["hdwarf"]))
			runs["strip"] = append(runs["strip"], runOnce(b, gnu, "--strip-debug", in, "-o", outs["strip"]))
			runs["script"] = append(runs["script"], runOnce(b, "sh", script, in, outs["script"]))
		}
		wall := map[string]time.Duration{}
		for name, r := range runs {
			wall[name] = median(r).wall
			b.ReportMetric(wall[name].Seconds(), name+"-s")
		}
		b.ReportMetric(wall["hdwarf"].Seconds()/wall["script"].Seconds(), "time/script")
	}
	b.StopTimer()
	st, err := os.Stat(in)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.Size())/1024, "in-KiB")
	for name, p := range outs {
		st, err := os.Stat(p)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(st.Size())/1024, name+"-out-KiB")
	}
}
