__kernel void mixed(__global float *f, __global ushort *u, __global long *l, __global uchar *c, int n) {
  int gid = get_global_id(0);
  float v = f[gid];
  for (int i = 0; i < n; i++) {
    v *= 0.5f;
    if (v < 1.0f) break;
  }
  ushort us = (ushort)(u[gid] + 3);
  ushort us2 = (ushort)(us * 5);
  long lv = l[gid] * 3 + us2;
  char ch = (char)(c[gid] ^ 0x5a);
  f[gid] = v + (float)us;
  u[gid] = us2;
  l[gid] = lv;
  c[gid] = ch;
}
