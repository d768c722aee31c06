#include <string.h>
int main(void) {
  char src[4], dst[3];
  src[0] = 'a'; src[1] = 'b'; src[2] = 'c'; src[3] = 0;
  strcpy(dst, src);
  return 0;
}
