#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  char c = 127;
  signed char sc = -128;
  unsigned char uc = 255;
  short s = -32768;
  unsigned short us = 65535;
  int i = -2147483647 - 1;
  unsigned int ui = 4294967295u;
  long l = 9223372036854775807L;
  unsigned long ul = 18446744073709551615UL;
  long long ll = -9223372036854775807LL - 1;
  unsigned long long ull = 18446744073709551615ULL;
  _Bool b = 2;
  uc = uc + 1;
  us = us + 1;
  ui = ui + 1;
  ul = ul + 1;
  ull = ull + 1;
  assert(uc == 0 && us == 0 && ui == 0 && ul == 0 && ull == 0);
  assert(b == 1);
  assert(c == 127 && sc == -128 && s == -32768 && i < 0 && l > 0 && ll < 0);
  assert(sizeof(ll) == 8 && sizeof(s) == 2 && sizeof(b) == 1);
  return 0;
}
