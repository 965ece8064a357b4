// OpenCL C kernels for scripts/gen-amdgpu.sh: global, local, constant and private
// memory, a struct, a helper function and a loop, so the DWARF has pointers in several
// address spaces, location lists and register locations.
typedef struct {
  float scale;
  int bias;
} params_t;

__constant float weights[4] = {0.5f, 1.0f, 1.5f, 2.0f};

float mix(float a, float b, int k) {
  float acc = 0.0f;
  for (int j = 0; j < k; j++)
    acc += a * weights[j & 3] + b;
  return acc;
}

__kernel void vadd(__global const float *a, __global const float *b, __global float *c,
                   params_t p, int n, __local float *tile) {
  float priv[4];
  int i = get_global_id(0);
  int l = get_local_id(0);
  tile[l & 63] = i < n ? a[i] : 0.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int k = 0; k < 4; k++)
    priv[k] = tile[(l + k) & 63] * p.scale;
  if (i < n)
    c[i] = mix(priv[i & 3], b[i], p.bias) + priv[(i + 1) & 3];
}
