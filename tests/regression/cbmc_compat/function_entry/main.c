void check(int x) { __CPROVER_assert(x != 7, "not seven"); }
int main(void) { check(1); return 0; }
