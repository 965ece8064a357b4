/* Optimized code whose variables move between registers: clang gives them DWARF 5
   location lists; -ffunction-sections puts each function in its own section. */
#include <stdio.h>
__attribute__((noinline)) static int mix(int a, int b) {
	int s = a * 3;
	for (int i = 0; i < b; i++) s = s * 7 + i;
	return s ^ b;
}
__attribute__((noinline)) int walk(const int *p, int n) {
	int acc = 0, odd = 0;
	for (int i = 0; i < n; i++) { acc += mix(p[i], i); odd += p[i] & 1; }
	return acc + odd;
}
int main(int argc, char **argv) {
	int v[4] = {argc, 2, 3, 4};
	printf("%d\n", walk(v, argc + 3));
	return 0;
}
