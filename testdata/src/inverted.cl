__kernel __attribute__((intel_reqd_sub_group_size(32))) void histogram(__global const uint *in, __global uint *bins, __global float *out, uint m) {
  uint g = get_global_id(0);
  uint a0 = in[(g * 3u + 0u) % m];
  uint a1 = in[(g * 4u + 1u) % m];
  uint a2 = in[(g * 5u + 2u) % m];
  uint a3 = in[(g * 6u + 3u) % m];
  uint a4 = in[(g * 7u + 4u) % m];
  uint a5 = in[(g * 8u + 5u) % m];
  uint a6 = in[(g * 9u + 6u) % m];
  uint a7 = in[(g * 10u + 7u) % m];
  uint a8 = in[(g * 11u + 8u) % m];
  uint a9 = in[(g * 12u + 9u) % m];
  uint a10 = in[(g * 13u + 10u) % m];
  uint a11 = in[(g * 14u + 11u) % m];
  uint a12 = in[(g * 15u + 12u) % m];
  uint a13 = in[(g * 16u + 13u) % m];
  uint a14 = in[(g * 17u + 14u) % m];
  uint a15 = in[(g * 18u + 15u) % m];
  uint b0 = (a4 * a2) >> 1;
  uint b1 = (a12 + a6) >> 4;
  uint d1 = b1 * 52u + a6;  /* dead */
  uint b2 = (a0 * a14) >> 6;
  uint b3 = (a3 + a10) >> 1;
  uint d3 = b3 * 72u + a10;  /* dead */
  float f3 = (float)b3 * 0.25f; out[g * 16u + 3u] = f3;
  uint b4 = (a12 - a6) >> 6;
  uint d4 = b4 * 31u + a6;  /* dead */
  uint b5 = (a15 * a7) >> 2;
  uint b6 = (a9 - a0) >> 5;
  float f6 = (float)b6 * 0.25f; out[g * 16u + 6u] = f6;
  uint b7 = (a9 * a3) >> 6;
  uint b8 = (a13 * a6) >> 3;
  uint b9 = (a12 - a1) >> 2;
  uint b10 = (a5 | a11) >> 6;
  uint b11 = (a2 | a14) >> 1;
  uint b12 = (a12 - a11) >> 6;
  uint d12 = b12 * 8u + a11;  /* dead */
  uint b13 = (a12 ^ a5) >> 5;
  uint d13 = b13 * 4u + a5;  /* dead */
  uint b14 = (a7 | a12) >> 3;
  uint b15 = (a14 | a8) >> 5;
  float f15 = (float)b15 * 0.25f; out[g * 16u + 15u] = f15;
  atomic_add(&bins[(b0 + a0) & 255u], b0);
  atomic_add(&bins[(b1 + a7) & 255u], b5);
  atomic_add(&bins[(b2 + a14) & 255u], b10);
  atomic_add(&bins[(b3 + a5) & 255u], b15);
  atomic_add(&bins[(b4 + a12) & 255u], b4);
  atomic_add(&bins[(b5 + a3) & 255u], b9);
  atomic_add(&bins[(b6 + a10) & 255u], b14);
  atomic_add(&bins[(b7 + a1) & 255u], b3);
  atomic_add(&bins[(b8 + a8) & 255u], b8);
  atomic_add(&bins[(b9 + a15) & 255u], b13);
  atomic_add(&bins[(b10 + a6) & 255u], b2);
  atomic_add(&bins[(b11 + a13) & 255u], b7);
  atomic_add(&bins[(b12 + a4) & 255u], b12);
  atomic_add(&bins[(b13 + a11) & 255u], b1);
  atomic_add(&bins[(b14 + a2) & 255u], b6);
  atomic_add(&bins[(b15 + a9) & 255u], b11);
}
