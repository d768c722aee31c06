/* nested structs passed and returned by value, copied by assignment */
// BMC-OPTIONS: --unwind 1
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct pt { int x, y; };
struct seg { struct pt a, b; };
struct seg flip(struct seg s) { struct pt t = s.a; s.a = s.b; s.b = t; return s; }
struct pt mid(struct seg s) { struct pt m = { (s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2 }; return m; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= -50 && x <= 50 && y >= -50 && y <= 50);
  struct seg s = { { x, y }, { 10, -10 } };
  struct seg f = flip(s);
  struct pt m = mid(f);
  int ax = f.a.x;
  int mx = m.x;
  int my = m.y;
#ifdef BMC_REPLAY
  printf("ax=%d\nmx=%d\nmy=%d\n", ax, mx, my);
#endif
  assert(!(mx == -7 && my == 12));
  return 0;
}
