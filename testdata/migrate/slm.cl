// One kernel with a __local array (SLM): with IGC_EnableGTLocationDebugging=1, IGC 12504
// locates it with DW_OP_addr.
kernel void slm(global const float *in, global float *out) {
  __local float tile[64];
  int lid = get_local_id(0);
  int gid = get_global_id(0);
  tile[lid] = in[gid] * 2.0f;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = tile[63 - lid] + tile[lid];
}
