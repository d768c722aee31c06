int nondet_int(void);
int main(void) {
  int a = nondet_int(), b = nondet_int();
  short r;
  if (!__builtin_mul_overflow(a, 1000, &r))
    __CPROVER_assert(r != 30000 || a == 30, "fits");
  if (__builtin_add_overflow(a, b, &r))
    __CPROVER_assert(a + 0LL + b > 32767, "overflow only upwards");
  return 0;
}
