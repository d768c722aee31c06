#include <string.h>
#include <assert.h>
int main(void) {
  int a[3];
  memset(a, 0, sizeof a);
  assert(a[0] == 0 && a[2] == 0);
  char c[4];
  memset(c, -1, 4);
  assert(c[3] == -1);
  memset(c + 1, 'x', 2);
  assert(c[0] == -1 && c[1] == 'x' && c[2] == 'x' && c[3] == -1);
  return 0;
}
