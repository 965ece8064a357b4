// HIP device code for scripts/gen-amdgpu.sh, written without HIP's headers (Debian has
// no ROCm device libraries for clang-22): the attributes and builtins the headers wrap.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

struct Pair {
  float x;
  int n;
};

__device__ float twice(float v) { return v * 2.0f; }

__device__ float sum(const Pair *in, int count) {
  float s = 0.0f;
  for (int k = 0; k < count; k++)
    s += twice(in[k].x) * in[k].n;
  return s;
}

__global__ void scale(float *out, const Pair *in, int count) {
  __shared__ float part[64];
  int i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 64;
  int l = __builtin_amdgcn_workitem_id_x();
  part[l & 63] = i < count ? twice(in[i].x) : 0.0f;
  __builtin_amdgcn_s_barrier();
  if (i < count)
    out[i] = part[(l + 1) & 63] + sum(in, i & 7);
}
