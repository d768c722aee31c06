int nondet_int(void);
int main(void) { int d = nondet_int(); return 100 / d; }
