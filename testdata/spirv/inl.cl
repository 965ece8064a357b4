// OpenCL C kernel built at -O2 for hdwarf's SPIR-V tests: an inlined helper gives
// DebugInlinedAt, DebugValue and fragment expressions.
typedef struct { float x, y; } pt;
static float dist2(pt a, pt b) {
  float dx = a.x - b.x;
  float dy = a.y - b.y;
  return dx * dx + dy * dy;
}
__kernel void nearest(__global const pt *in, __global float *out, pt q, int n) {
  size_t i = get_global_id(0);
  float best = dist2(in[i], q);
  for (int j = 0; j < n; j++) {
    float d = dist2(in[j], q);
    best = d < best ? d : best;
  }
  out[i] = best;
}
