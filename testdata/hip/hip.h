// Declarations in place of HIP's headers for the programs of scripts/gen-hip.sh (Debian has
// no ROCm): the attributes the headers wrap and the runtime entry points a kernel launch
// calls. stubs.c defines those entry points so that the host programs link.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
typedef struct ihipStream_t *hipStream_t;
typedef int hipError_t;
struct dim3 {
  unsigned x, y, z;
  __host__ __device__ dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
extern "C" hipError_t hipLaunchKernel(const void *f, dim3 g, dim3 b, void **args, unsigned long shm,
                                      hipStream_t s);
extern "C" unsigned __hipPushCallConfiguration(dim3 g, dim3 b, unsigned long shm = 0,
                                               hipStream_t s = 0);
extern "C" hipError_t __hipPopCallConfiguration(dim3 *g, dim3 *b, unsigned long *shm,
                                                hipStream_t *s);

