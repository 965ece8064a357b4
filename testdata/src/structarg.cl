typedef struct { int k; float s; long off; } params_t;
__kernel void scale(__global float *x, params_t p, float bias, uint n, __local int *tmp) {
  size_t i = get_global_id(0);
  tmp[get_local_id(0)] = p.k;
  if (i < n) x[i] = x[i] * p.s + bias + (float)p.off + tmp[0];
}
