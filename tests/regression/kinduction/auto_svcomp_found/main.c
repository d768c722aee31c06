extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int())
    x += 3;
  __VERIFIER_assert(x != 15);
  return 0;
}
