// A second translation unit for scripts/gen-hip.sh: linked with app.hip, the program's
// .hip_fatbin holds two offload bundles, one per unit.
#include "hip.h"

__device__ int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

__global__ void histogram(int *bins, const float *in, int count, int nbins) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < count)
    __atomic_fetch_add(&bins[clampi((int)(in[i] * nbins), 0, nbins - 1)], 1, __ATOMIC_RELAXED);
}

extern "C" int run_histogram(int *bins, const float *in, int count, int nbins) {
  histogram<<<dim3((count + 63) / 64), dim3(64)>>>(bins, in, count, nbins);
  return 0;
}
