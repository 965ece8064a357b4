#version 450
// Compute shader for hdwarf's NonSemantic.Shader.DebugInfo.100 tests: structs, arrays,
// matrices, functions with parameters, loops, a runtime array and a push constant block.
layout(local_size_x = 64) in;
struct Particle { vec4 pos; vec4 vel; float life; int kind; };
layout(std430, set = 0, binding = 0) buffer Particles { Particle items[]; } ps;
layout(push_constant) uniform Params { mat4 xform; float dt; uint count; } pc;
shared float scratch[64];

float decay(float life, float dt) {
  float l = life - dt;
  return max(l, 0.0);
}

vec4 step_pos(in Particle p, float dt) {
  vec4 v = p.vel;
  for (int i = 0; i < 2; i++) { v *= 0.5; }
  return pc.xform * (p.pos + v * dt);
}

void main() {
  uint id = gl_GlobalInvocationID.x;
  if (id >= pc.count) return;
  Particle p = ps.items[id];
  p.pos = step_pos(p, pc.dt);
  p.life = decay(p.life, pc.dt);
  bool alive = p.life > 0.0;
  scratch[gl_LocalInvocationIndex] = p.life;
  barrier();
  ps.items[id] = p;
  ps.items[id].kind = alive ? p.kind : -1;
}
