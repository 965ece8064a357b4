// OpenCL C for scripts/gen-amdgpu.sh: a kernel that declares a __local array, which clang
// places in a symbol the object leaves undefined (vsum.tile), with DWARF relocations to it.
__kernel void vsum(__global const float *in, __global float *out) {
  __local float tile[64];
  int l = get_local_id(0);
  tile[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    float s = 0;
    for (int i = 0; i < 64; i++)
      s += tile[i];
    out[get_group_id(0)] = s;
  }
}
