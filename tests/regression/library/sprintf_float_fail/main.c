#include <stdio.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

/* 999.9 and its 5 characters fit buf[6] with the terminator, but 999.95 and above round to
   "1000.0": six characters and the terminator overflow it. */
int main(void) {
  double t = __VERIFIER_nondet_double();
  __VERIFIER_assume(t >= -99.9 && t < 1000.0);
  char buf[6];
  sprintf(buf, "%.1f", t);
  return 0;
}
