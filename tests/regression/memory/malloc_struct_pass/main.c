#include <assert.h>
#include <stdlib.h>
typedef struct { int a; char c; long b; } S;
int main(void) {
  S *s = (S *)malloc(10 * sizeof(S));
  if (s == NULL)
    return 0;
  for (int i = 0; i < 10; i++) {
    S *t = &s[i];
    t->a = i;
    t->c = 'x';
    t->b = 5;
  }
  assert(s[9].a == 9 && s[3].b == 5 && s[0].c == 'x');
  assert(sizeof(S) == 16);
  free(s);
  return 0;
}
