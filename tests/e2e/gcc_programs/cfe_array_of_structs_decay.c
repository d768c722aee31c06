/* an array of structs decays to a pointer; members are arrays read through it */
// BMC-OPTIONS: --unwind 4
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct rec { char tag; short vals[2]; };
int score(const struct rec *rs, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += rs[i].tag * (rs[i].vals[0] - rs[i].vals[1]);
  return s;
}

int main(void) {
  struct rec rs[3] = { { 1, { 4, 2 } }, { 2 }, [2] = { .tag = 3, .vals = { 1 } } };
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 30);
  rs[1].vals[0] = (short)a;
  int sc = score(rs, 3);
  int t = rs[2].vals[0] + rs[1].vals[1];
#ifdef BMC_REPLAY
  printf("sc=%d\nt=%d\na=%d\n", sc, t, a);
#endif
  assert(sc != 55);
  return 0;
}
