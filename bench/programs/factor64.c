/* Factoring a 64-bit semiprime (two random 32-bit primes, 3815442259 * 3461944807):
   reach_error is reachable, but no SAT/SMT solver finds the factors in minutes.
   Used by bench/timeouts.py and the --timeout deadline test. */
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void);
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int y = __VERIFIER_nondet_uint();
  unsigned long long p = (unsigned long long)x * (unsigned long long)y;
  if (x > 1u && y > 1u && p == 13208850514953399013ULL)
    reach_error();
  return 0;
}
