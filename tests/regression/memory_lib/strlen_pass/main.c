#include <string.h>
#include <assert.h>
int main(void) {
  char s[6];
  s[0] = 'a'; s[1] = 'b'; s[2] = 'c'; s[3] = 0; s[4] = 'x'; s[5] = 0;
  assert(strlen(s) == 3);
  assert(strlen(s + 4) == 1);
  assert(strlen(s + 3) == 0);
  return 0;
}
