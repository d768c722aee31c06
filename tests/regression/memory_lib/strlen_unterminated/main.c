#include <string.h>
int main(void) {
  char s[3];
  s[0] = 'a'; s[1] = 'b'; s[2] = 'c';
  return (int)strlen(s);
}
