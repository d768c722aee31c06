#include <stdio.h>
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

/* 999.9 and its 5 characters fit buf[6] with the terminator, but 999.95 and above round to
   "1000.0": six characters and the terminator overflow it. */
int main(void) {
  float t = __VERIFIER_nondet_float();
  __VERIFIER_assume(t >= -99.9f && t < 1000.0f);
  char buf[6];
  sprintf(buf, "%.1f", t);
  return 0;
}
