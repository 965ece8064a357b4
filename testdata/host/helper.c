int helper(int);
int main(void) { return helper(2); }
int helper(int x) { return x + 1; }
