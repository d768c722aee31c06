#include <stdlib.h>
typedef struct { int a; int b; } S;
int main(void) {
  S *s = (S *)malloc(2 * sizeof(S));
  if (s == NULL)
    return 0;
  s[1].b = 1;
  s[2].a = 0;
  free(s);
  return 0;
}
