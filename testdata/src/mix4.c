/* The DWARF 4 half of testdata/elf/mixed-dwarf4-5: location lists in .debug_loc, and a
   cold function so that the unit's ranges are in .debug_ranges. */
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) int step(int x) { return x * 3 + 1; }
__attribute__((noinline, cold)) void overflow(long peak) {
	fprintf(stderr, "overflow at %ld\n", peak);
	exit(2);
}
int collatz(int n) {
	int count = 0;
	long peak = n;
	while (n != 1) {
		n = (n & 1) ? step(n) : n / 2;
		if (n > peak)
			peak = n;
		if (peak > 1000000000L)
			overflow(peak);
		count++;
	}
	return count;
}
