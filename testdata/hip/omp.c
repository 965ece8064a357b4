// An OpenMP target region for scripts/gen-hip.sh: clang-22 -fopenmp --offload-arch=gfx90a puts
// its device code, as LLVM bitcode, in an offload image in .llvm.offloading.
void scale(float *x, int n) {
#pragma omp target teams distribute parallel for map(tofrom : x[0 : n])
  for (int i = 0; i < n; i++)
    x[i] *= 2.0f;
}
