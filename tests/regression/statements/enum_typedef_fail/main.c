#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


enum color { RED, GREEN = 5, BLUE };
typedef int myint;
typedef enum color color_t;
typedef unsigned char byte;

int main(void) {
  color_t c = BLUE;
  myint v = c + RED;
  byte b = 255;
  b = b + 1;
  assert(v == 6 && GREEN == 5 && b == 0);
  assert(sizeof(byte) == 1);

  assert(BLUE == 7);
  return 0;
}
