#include <string.h>
#include <assert.h>
int main(void) {
  char src[2], dst[5];
  src[0] = 'a'; src[1] = 0;
  for (int i = 0; i < 5; i++) dst[i] = 'x';
  strncpy(dst, src, 4);
  assert(dst[0] == 'a' && dst[1] == 0 && dst[2] == 0 && dst[3] == 0 && dst[4] == 'x');
  return 0;
}
