#include <assert.h>
typedef unsigned long size_t;
void *memcpy(void *d, const void *s, size_t n) { return d; }   /* the program's own */
int main(void) {
  char a[1], b[1];
  a[0] = 7; b[0] = 0;
  memcpy(b, a, 1);
  assert(b[0] == 7);
  return 0;
}
