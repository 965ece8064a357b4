// One kernel, optimized: vector locals spread over GRFs, a helper function.
float combine(float4 a, float4 b) {
  float4 c = a * b + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  return c.x + c.y + c.z + c.w;
}

__attribute__((intel_reqd_sub_group_size(32)))
kernel void reduce(global const float4 *in, global float *out, int n, __local float *scratch) {
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  float4 acc = (float4)(0.0f);
  long idx = gid;
  for (int i = 0; i < n; i++) {
    float4 v = in[idx + i];
    acc += v * (float)i;
  }
  float d = acc.x * 2.0f;
  scratch[lid] = combine(acc, in[gid]) + (float)d;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = scratch[(lid + 1) % get_local_size(0)];
}
