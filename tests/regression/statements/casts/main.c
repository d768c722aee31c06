#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int x = 300;
  assert((unsigned char)x == 44);
  assert((signed char)200 == -56);
  assert((short)70000 == 4464);
  assert((unsigned)-1 == 4294967295u);
  assert((long)(unsigned)-1 == 4294967295L);
  assert((int)4294967295u == -1);
  assert((unsigned char)-1 == 255);
  assert((_Bool)256 == 1);
  assert((unsigned short)(short)-2 == 65534);
  assert((long long)(int)0x80000000u == -2147483648LL);
  return 0;
}
