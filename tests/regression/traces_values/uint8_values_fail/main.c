#include <assert.h>
#include <stdint.h>

int main(void) {
  uint8_t n = 100;
  int8_t m = -3;
  unsigned char u = 100;
  signed char s = 65;
  char ch = 'd';
  for (int i = 0; i < 2; i++)
    n++;
  assert(n + m + u + s + ch == 0);
  return 0;
}
