#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
union value { int i; unsigned char bytes[4]; };
union value first = { 258 };
union value second = { .bytes = { 1, 1 } };
int main(void) {
  union value local = { .bytes[3] = 0x80 };
  assert(first.bytes[0] == 2 && first.bytes[1] == 1);
  assert(second.i == 257);
  assert(local.i > 0);
  return 0;
}
