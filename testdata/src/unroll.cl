__kernel void unroll(__global int *out, int x) {
  int sum = 0;
  for (int k = 0; k < 3; k++) {
    short s = (short)(x * k);
    sum += s;
  }
  out[get_global_id(0)] = sum;
}
