// OpenCL C for hdwarf's SPIR-V converter: vectors of 2, 3, 4, 8 and 16 elements, 2-D arrays,
// a struct with an array and a vector, const/volatile/restrict pointers in every address
// space, a file-scope constant, and a helper inlined at -O2 from two nested scopes.
typedef struct {
  float4 pos;
  int3 cell;
  uchar tag[5];
  short2 pair;
} item_t;

__constant float weights[4][2] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}};

static float scale(float v, int k) {
  float acc = v;
  for (int j = 0; j < k; j++) {
    acc *= weights[j & 3][j & 1];
  }
  return acc;
}

static float twice(float v) { return scale(v, 2) + scale(v, 1); }

__kernel void vec(__global item_t *restrict items, __global const float8 *src,
                  __local volatile int *flags, __constant float16 *cst, __global double2 *dd) {
  size_t gid = get_global_id(0);
  item_t it = items[gid];
  float8 s = src[gid];
  float r = twice(s.s0) + cst[0].sf;
  if (gid < 4) {
    int local_only = flags[gid];
    r += (float)local_only;
  }
  it.pos.x = r;
  dd[gid] = (double2)(r, 1.0);
  items[gid] = it;
}
