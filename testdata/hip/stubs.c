// Stub definitions of the HIP runtime entry points app.hip's host code calls, so that
// scripts/gen-hip.sh can link an executable and a shared library without ROCm.
typedef struct { unsigned x, y, z; } dim3;
int hipLaunchKernel(const void *f, dim3 g, dim3 b, void **a, unsigned long s, void *st) { return 0; }
unsigned __hipPushCallConfiguration(dim3 g, dim3 b, unsigned long s, void *st) { return 0; }
int __hipPopCallConfiguration(dim3 *g, dim3 *b, unsigned long *s, void **st) { return 0; }
void **__hipRegisterFatBinary(const void *d) { return 0; }
void __hipRegisterFunction(void **m, const void *h, char *d, const char *n, int t, void *a, void *b, void *c, void *e, int *w) {}
void __hipUnregisterFatBinary(void **m) {}
void __hipRegisterVar(void **m, void *v, char *h, const char *d, int e, unsigned long s, int c, int g) {}
