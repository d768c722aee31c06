/* a struct allocated on the heap, filled through -> */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#include <stdlib.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct rect { int x; int y; int w; int h; };

struct rect *make_rect(int x, int y, int w, int h) {
  struct rect *r = malloc(sizeof(struct rect));
  if (!r)
    exit(0);
  r->x = x;
  r->y = y;
  r->w = w;
  r->h = h;
  return r;
}

int main(void) {
  int w = __VERIFIER_nondet_int();
  int h = __VERIFIER_nondet_int();
  __VERIFIER_assume(w > 0 && w < 100 && h > 0 && h < 100);
  struct rect *r = make_rect(2, 3, w, h);
  int area = r->w * r->h;
  int right = r->x + r->w;
  free(r);
#ifdef BMC_REPLAY
  printf("area=%d\nright=%d\n", area, right);
#endif
  assert(!(area == 91 && right == 9));
  return 0;
}
