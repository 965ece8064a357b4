/* The DWARF 5 half of testdata/elf/mixed-dwarf4-5: location lists in .debug_loclists,
   main in .text.startup so that the unit's ranges are in .debug_rnglists. Variables are
   declared at function scope: llvm-dwarfdump-22 --verify loops forever on a
   DW_TAG_call_site inside a DW_TAG_lexical_block. */
#include <stdio.h>
int collatz(int n);
__attribute__((noinline)) static double mean(const int *v, int n) {
	double s = 0;
	int i;
	for (i = 0; i < n; i++)
		s += v[i];
	return n ? s / n : 0;
}
int main(int argc, char **argv) {
	int v[8];
	int i, n = argc > 1 ? argv[1][0] - '0' : 7;
	for (i = 0; i < 8; i++)
		v[i] = collatz(n + i);
	printf("%f\n", mean(v, 8));
	return 0;
}
