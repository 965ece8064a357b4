__attribute__((noinline)) int scale(int v, int k) {
  int r = v * k;
  int s = 2;
  for (int j = 0; j < 3; j++)
    r += s * j;
  return r;
}
__attribute__((noinline)) float blend(float a, float b) {
  float w = 0.25f;
  float o = a * w;
  o += b * (1.0f - w);
  return o;
}
__kernel void locals(__global int *in, __global float *out, __local int *tmp, int n) {
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  int acc = 0;
  float f = 1.5f;
  tmp[lid] = in[gid];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int i = 0; i < n; i++) {
    acc += scale(tmp[(lid + i) % get_local_size(0)], i);
  }
  f = blend(f, (float)acc);
  out[gid] = f;
}
