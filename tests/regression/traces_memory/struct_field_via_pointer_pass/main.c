#include <assert.h>
struct pair { short lo; short hi; };
struct s { int a[4]; struct pair b; };
int main(void) {
  struct s s;
  for (int i = 0; i < 4; i++)
    s.a[i] = i + 1;
  struct s t;
  struct s *p = &s;
  p->a[3] = 5;
  p->b.lo = -2;
  (*p).b.hi = 9;
  t = s;
  int *pa = &s.a[1];
  pa[1] = 4;
  assert(t.a[3] + s.a[2] == 9);
  return 0;
}
