#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


const int limit = 4;

int main(void) {
  const int c = limit;
  volatile int v = 3;
  const unsigned short cs = 65535;
  static const char letters[3] = {'x', 'y', 'z'};
  assert(c + v == 7 && cs + 1 == 65536 && letters[2] == 'z');
  return 0;
}
