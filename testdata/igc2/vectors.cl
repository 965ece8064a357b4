// IGC 2.x corpus: float4 locals, a struct local, uint8 and float8 locals.
typedef struct { float4 pos; int id; float w[3]; } particle;

__kernel void vec4(__global const float4 *in, __global float4 *out, float s) {
  size_t i = get_global_id(0);
  float4 a = in[i];
  float4 b = a * s + (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 c = b.wzyx - a;
  out[i] = c;
}

__kernel void structs(__global const float4 *in, __global float *out) {
  size_t i = get_global_id(0);
  particle p;
  p.pos = in[i];
  p.id = (int)i;
  p.w[0] = p.pos.x; p.w[1] = p.pos.y * 2.0f; p.w[2] = p.pos.z + p.w[1];
  out[i] = p.w[0] + p.w[2] + (float)p.id + p.pos.w;
}

__kernel void wide(__global const uint8 *u, __global const float8 *f, __global float *out) {
  size_t i = get_global_id(0);
  uint8 a = u[i] ^ (uint8)(i);
  float8 b = f[i] * convert_float8(a);
  out[i] = b.s0 + b.s3 + b.s5 + b.s7 + (float)a.s6;
}
