/* 60 rounds of 64-bit multiply and divide: the bit-blasted formula takes far longer to
   build than any timeout of bench/timeouts.py, so the encoding phase must stop itself. */
extern unsigned long long __VERIFIER_nondet_ulong(void);
void reach_error(void);
int main(void) {
  unsigned long long h = __VERIFIER_nondet_ulong();
  for (int i = 0; i < 60; i++) {
    unsigned long long k = __VERIFIER_nondet_ulong();
    h = h * k + (h >> 7) / (k | 1ULL);
  }
  if (h == 12345678987654321ULL) reach_error();
  return 0;
}
