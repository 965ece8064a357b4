int g = 42;
int main(void) { return g - 42; }
