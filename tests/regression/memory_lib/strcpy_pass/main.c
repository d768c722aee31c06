#include <string.h>
#include <assert.h>
int main(void) {
  char src[4], dst[4];
  src[0] = 'h'; src[1] = 'i'; src[2] = 0; src[3] = 'z';
  dst[3] = 'q';
  char *r = strcpy(dst, src);
  assert(r == dst);
  assert(dst[0] == 'h' && dst[1] == 'i' && dst[2] == 0 && dst[3] == 'q');
  return 0;
}
