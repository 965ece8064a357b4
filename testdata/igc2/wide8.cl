// IGC 2.x corpus: uint8 and float8 locals that stay whole across a loop.
__kernel void wide8(__global const uint8 *u, __global const float8 *f, __global float8 *out, int n) {
  size_t i = get_global_id(0);
  uint8 a = u[i];
  float8 b = f[i];
  for (int k = 0; k < n; k++) {
    a = a.s12345670 ^ (uint8)(k);
    b = b.s76543210 * convert_float8(a);
  }
  out[i] = b;
}
