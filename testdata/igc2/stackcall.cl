// IGC 2.x corpus: a noinline helper (a stack call at -O0), with a float4 and an int local.
__attribute__((noinline))
float4 helper(float4 a, int k) {
  float4 t = a * (float)k;
  int j = k * 3 + 1;
  for (int m = 0; m < (k & 7); m++)
    t = t.yzwx + (float)(j + m);
  return t;
}

__kernel void caller(__global const float4 *in, __global float4 *out, int k) {
  size_t i = get_global_id(0);
  float4 v = in[i];
  out[i] = helper(v, k) + helper(v.wzyx, k + 1);
}
