/* a ring buffer on the heap with wrap-around indices */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct ring { int *buf; int cap; int head; int count; };

void put(struct ring *r, int v) {
  r->buf[(r->head + r->count) % r->cap] = v;
  if (r->count < r->cap)
    r->count++;
  else
    r->head = (r->head + 1) % r->cap;
}

int main(void) {
  struct ring r;
  r.cap = 3;
  r.head = 0;
  r.count = 0;
  r.buf = malloc(3 * sizeof(int));
  if (!r.buf)
    return 0;
  for (int i = 0; i < 5; i++) {
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0 && v < 10);
    put(&r, v);
  }
  int oldest = r.buf[r.head];
  int newest = r.buf[(r.head + r.count - 1) % r.cap];
  int head = r.head;
  free(r.buf);
#ifdef BMC_REPLAY
  printf("oldest=%d\nnewest=%d\nhead=%d\n", oldest, newest, head);
#endif
  assert(!(oldest == 4 && newest == 8));
  return 0;
}
