/* a struct with char, short, int and long fields: layout and sizes as gcc's */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct mix { char c; short s; int i; long l; char tail; };

int main(void) {
  struct mix m;
  m.c = (char)__VERIFIER_nondet_int();
  m.s = (short)__VERIFIER_nondet_int();
  m.i = m.c * m.s;
  m.l = (long)m.i * 1000;
  m.tail = (char)(m.c + 1);
  int size = (int)sizeof(struct mix);
  int c = m.c, tail = m.tail;
  long l = m.l;
#ifdef BMC_REPLAY
  printf("size=%d\nc=%d\ntail=%d\nl=%ld\n", size, c, tail, l);
#endif
  assert(!(tail == -128 && l < -100000));
  return 0;
}
