// IGC 2.x corpus: a SIMD32 kernel (on 32-byte-GRF parts lanes 16-31 live in other registers).
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void simd32(__global const float *in, __global float4 *out, int n) {
  size_t i = get_global_id(0);
  float x = in[i];
  float4 v = (float4)(x, x * 2.0f, x + n, x - n);
  float acc = 0.0f;
  for (int k = 0; k < n; k++)
    acc += v.x * k + v.w;
  out[i] = v * acc;
}
