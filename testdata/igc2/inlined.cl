// Four small helpers that IGC inlines into the kernel when optimizing (no noinline):
// hmix3 inlines hmix1 and hmix4 inlines hmix2 and hmix3, so the SPIR-V carries
// DebugInlinedAt chains two deep, and each helper's parameters are live in the kernel's code.
uint hmix1(uint a, uint b) {
  uint x = a ^ (b << 5);
  return x * 0x9e3779b1u;
}

uint hmix2(uint h, int s) {
  uint r = (h >> (s & 15)) | (h << (16 - (s & 15)));
  return r + 0x7f4a7c15u;
}

uint hmix3(uint h, uint k) {
  uint m = hmix1(h, k);
  return m ^ (m >> 13);
}

uint hmix4(uint h, int s, uint k) {
  uint t = hmix2(h, s);
  return hmix3(t, k + (uint)s);
}

__kernel void mixer(__global const uint *in, __global uint *out, int s) {
  size_t i = get_global_id(0);
  uint v = in[i];
  uint h = hmix4(v, s, (uint)i);
  out[i] = h + hmix1(v, h);
}
