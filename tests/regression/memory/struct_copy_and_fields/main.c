#include <assert.h>
struct in { short s; int v[3]; };
struct out { char c; struct in i; int *p; };
union u { int i; unsigned char b[4]; };
struct out g;
struct out make(int k) { struct out o; o.c = 1; o.i.s = (short)k; o.i.v[2] = k; o.p = 0; return o; }
int get(struct out o) { return o.i.v[2]; }
int main(void) {
  struct out a = make(7), b;
  b = a;
  a.i.v[2] = 9;
  assert(get(b) == 7 && b.i.s == 7 && get(a) == 9);
  assert(g.c == 0 && g.p == 0 && g.i.v[1] == 0);
  union u x;
  x.i = 0x01020304;
  assert(x.b[0] == 4 && x.b[3] == 1 && sizeof(union u) == 4);
  int *ip = &a.i.v[0];
  ip[1] = 5;
  assert(a.i.v[1] == 5);
  return 0;
}
