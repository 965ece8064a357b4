#include <stdio.h>
static int sq(int x) { return x * x; }
int g = 3;
int main(void) {
	int s = 0;
	for (int i = 0; i < g; i++)
		s += sq(i);
	printf("%d\n", s);
	return 0;
}
