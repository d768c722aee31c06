#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
union word { unsigned int u; unsigned short h[2]; unsigned char b[4]; };
int main(void) {
  union word w;
  w.u = 0x11223344u;
  assert(w.b[0] == 0x44 && w.b[3] == 0x11 && w.h[1] == 0x1122);
  w.b[1] = 0xff;
  assert(w.u == 0x1122ff44u);
  assert(sizeof(union word) == 4);
  return 0;
}
