#include <string.h>
#include <assert.h>
int main(void) {
  char text[40] = "a string much longer than the bound";
  unsigned long n = strlen(text);
  assert(n < 30);
  return 0;
}
