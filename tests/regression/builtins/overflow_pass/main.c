/* results confirmed with gcc 12 (x86-64) */
int nondet_int(void);
unsigned nondet_uint(void);
int main(void) {
  int a = nondet_int();
  unsigned b = nondet_uint();
  __CPROVER_assume(a == 2147483647 && b == 3000000000u);
  int r;
  __CPROVER_assert(__builtin_add_overflow(a, 1, &r) && r == -2147483647 - 1, "add");
  unsigned char c;
  __CPROVER_assert(!__builtin_mul_overflow(15, 17, &c) && c == 255, "mul fits");
  __CPROVER_assert(__builtin_sub_overflow(0, b, &r) && r == 1294967296, "sub");
  long l;
  __CPROVER_assert(!__builtin_add_overflow(a, b, &l) && l == 5147483647L, "wide");
  __CPROVER_assert(__builtin_mul_overflow_p(a, 2, (int)0), "mul_p");
  unsigned long ul;
  __CPROVER_assert(__builtin_umull_overflow(1ul << 40, 1ul << 30, &ul) && ul == 0,
                   "umull");
  __CPROVER_assert(!__builtin_sadd_overflow(-5, 3, &r) && r == -2, "sadd");
  return 0;
}
