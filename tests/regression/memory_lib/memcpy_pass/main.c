#include <string.h>
#include <assert.h>
struct pt { int x; int y; };
int main(void) {
  struct pt a, b;
  a.x = 3; a.y = -4;
  memcpy(&b, &a, sizeof a);
  assert(b.x == 3 && b.y == -4);
  int src[2], dst[2];
  src[0] = 0x01020304; src[1] = 9;
  memcpy(dst, src, 2 * sizeof(int));
  assert(dst[0] == 0x01020304 && dst[1] == 9);
  return 0;
}
