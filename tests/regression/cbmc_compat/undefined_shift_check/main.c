int nondet_int(void);
int main(void) { int s = nondet_int(); return 1 << s; }
