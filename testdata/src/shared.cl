__attribute__((noinline)) float scale(float x, float k) {
    float y = x * k;
    if (y > 100.0f)
        y = 100.0f;
    return y + 1.0f;
}

__kernel void first(__global float *a, float k) {
    size_t i = get_global_id(0);
    a[i] = scale(a[i], k);
}

__kernel void second(__global float *b, __global const float *c) {
    size_t i = get_global_id(0);
    b[i] = scale(c[i], 2.0f) + c[i];
}
