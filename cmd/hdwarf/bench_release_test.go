package main

import (
	"os"
	"path/filepath"
	"testing"
)

// Release-chore benchmarks: hdwarf strip / strip --only-keep-debug / compress next to
// llvm-objcopy-22 and GNU objcopy doing the same job on the generated 1 GiB input (820 MiB of
// debug sections). comparePeers reports the median wall and CPU time and the peak RSS of each
// and the ratios hdwarf/peer (time/TOOL, cpu/TOOL, rss/TOOL); the targets are time/* <= 1 for
// strip and only-keep-debug; for zstd on 2 cores time/llvm-objcopy-22 <= 0.55 and
// cpu/llvm-objcopy-22 <= 1; for zlib the same against GNU objcopy; rss/llvm-objcopy-22 <= 0.5.

// releaseBench runs one job: ours writes to out.hdwarf, each peer to its own file, so that the
// output sizes can be compared too (size/TOOL).
func releaseBench(b *testing.B, ours []string, peerArgs map[string][]string) {
	_, in := benchSetup(b)
	outs := map[string]string{"hdwarf": filepath.Join(benchDir, "out.hdwarf")}
	peers := map[string][]string{}
	for tool, args := range peerArgs {
		outs[tool] = filepath.Join(benchDir, "out."+tool)
		peers[tool] = append(append(append([]string(nil), args...), in), outs[tool])
	}
	defer func() {
		for _, o := range outs {
			os.Remove(o)
		}
	}()
	for i := 0; i < b.N; i++ {
		comparePeers(b, append(append(append([]string(nil), ours...), in), "-o", outs["hdwarf"]), peers)
	}
	mine, err := os.Stat(outs["hdwarf"])
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(mine.Size())/(1<<20), "hdwarf-out-MiB")
	for tool := range peerArgs {
		if st, err := os.Stat(outs[tool]); err == nil {
			b.ReportMetric(float64(mine.Size())/float64(st.Size()), "size/"+tool)
		}
	}
}

func BenchmarkStrip(b *testing.B) {
	releaseBench(b, []string{"strip"}, map[string][]string{
		"llvm-objcopy-22": {"--strip-debug"},
		"objcopy":         {"--strip-debug"},
	})
}

func BenchmarkOnlyKeepDebug(b *testing.B) {
	releaseBench(b, []string{"strip", "--only-keep-debug"}, map[string][]string{
		"llvm-objcopy-22": {"--only-keep-debug"},
		"objcopy":         {"--only-keep-debug"},
	})
}

func BenchmarkCompressZlib(b *testing.B) {
	releaseBench(b, []string{"compress", "--type", "zlib"}, map[string][]string{
		"llvm-objcopy-22": {"--compress-debug-sections=zlib"},
		"objcopy":         {"--compress-debug-sections=zlib"},
	})
}

func BenchmarkCompressZstd(b *testing.B) {
	releaseBench(b, []string{"compress", "--type", "zstd"}, map[string][]string{
		"llvm-objcopy-22": {"--compress-debug-sections=zstd"},
		"objcopy":         {"--compress-debug-sections=zstd"},
	})
}
