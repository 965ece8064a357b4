// ocloc options: -cl-std=CL3.0
__constant float coef[3] = {0.5f, 1.5f, 2.5f};
__global int counter = 7;
__global float bias[2] = {0.25f, -1.0f};
__kernel void globals(__global float *out) {
  size_t i = get_global_id(0);
  float v = out[i] * coef[i % 3] + bias[i & 1];
  out[i] = v + counter;
  if (i == 0) counter += 1;
}
