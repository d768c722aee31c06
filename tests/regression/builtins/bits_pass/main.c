/* results confirmed with gcc 12 (x86-64, -O0 and -O2) */
unsigned nondet_uint(void);
unsigned long long nondet_ull(void);
int nondet_int(void);
int main(void) {
  unsigned x = nondet_uint();
  unsigned long long y = nondet_ull();
  int s = nondet_int();
  __CPROVER_assume(x == 0x12345678u && y == 0x8000000000000100ull && s == -8);
  __CPROVER_assert(__builtin_bswap32(x) == 0x78563412u, "bswap32");
  __CPROVER_assert(__builtin_bswap16((unsigned short)x) == 0x7856, "bswap16");
  __CPROVER_assert(__builtin_bswap64(y) == 0x0001000000000080ull, "bswap64");
  __CPROVER_assert(__builtin_popcount(x) == 13, "popcount");
  __CPROVER_assert(__builtin_popcountll(y) == 2, "popcountll");
  __CPROVER_assert(__builtin_parity(x) == 1, "parity");
  __CPROVER_assert(__builtin_clz(x) == 3, "clz");
  __CPROVER_assert(__builtin_clzll(y) == 0, "clzll");
  __CPROVER_assert(__builtin_ctz(x) == 3, "ctz");
  __CPROVER_assert(__builtin_ctzll(y) == 8, "ctzll");
  __CPROVER_assert(__builtin_ffs(s) == 4 && __builtin_ffs(0) == 0, "ffs");
  __CPROVER_assert(__builtin_clrsb(s) == 28, "clrsb");
  __CPROVER_assert(__builtin_constant_p(12 * 3) == 1 && __builtin_constant_p(s) == 0,
                   "constant_p");
  return 0;
}
