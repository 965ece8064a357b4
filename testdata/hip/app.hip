// A HIP program for scripts/gen-hip.sh: a kernel, device functions and the host launch.
#include "hip.h"

struct Pair {
  float x;
  int n;
};

struct Stats {
  float sum, min, max;
  int seen;
};

__device__ float twice(float v) { return v * 2.0f; }

__device__ void account(Stats &st, float v) {
  st.sum += v;
  st.min = v < st.min ? v : st.min;
  st.max = v > st.max ? v : st.max;
  st.seen++;
}

__device__ float window(const Pair *in, int i, int count, int width) {
  Stats st = {0.0f, 3.4e38f, -3.4e38f, 0};
  for (int k = i - width; k <= i + width; k++)
    if (k >= 0 && k < count)
      account(st, twice(in[k].x) * in[k].n);
  return st.seen ? (st.sum - st.min - st.max) / st.seen : 0.0f;
}

__global__ void scale(float *out, const Pair *in, int count) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < count)
    out[i] = twice(in[i].x) * in[i].n;
}

__global__ void smooth(float *out, const Pair *in, int count, int width) {
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  if (i < count)
    out[i] = window(in, i, count, width);
}

extern "C" int run(float *out, const Pair *in, int count) {
  scale<<<dim3((count + 63) / 64), dim3(64)>>>(out, in, count);
  smooth<<<dim3((count + 63) / 64), dim3(64)>>>(out, in, count, 2);
  return 0;
}
