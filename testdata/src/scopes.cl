__kernel void scopes(__global const int *in, __global int *out, int n) {
  __local int tile[18], bins[4];
  int gid = get_global_id(0);
  int lid = get_local_id(0);
  tile[lid] = in[gid];
  if (lid < 4) bins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int sum = 0;
  for (int i = 0; i < n; i++) {
    int x = tile[(lid + i) % 18];
    if (x > 0) {
      for (int k = 0; k < 3; k++) {
        short s = (short)(x * k);
        sum += s;
      }
    }
  }
  atomic_add(&bins[sum & 3], 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = sum + bins[lid & 3];
}
