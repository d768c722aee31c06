#include <assert.h>
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned __VERIFIER_nondet_unsigned(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);

int main(void) {
  _Bool b = __VERIFIER_nondet_bool();
  char c = __VERIFIER_nondet_char();
  unsigned char uc = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  unsigned short us = __VERIFIER_nondet_ushort();
  int i = __VERIFIER_nondet_int();
  unsigned int ui = __VERIFIER_nondet_uint();
  unsigned un = __VERIFIER_nondet_unsigned();
  long l = __VERIFIER_nondet_long();
  unsigned long ul = __VERIFIER_nondet_ulong();
  long long ll = __VERIFIER_nondet_longlong();
  unsigned long long ull = __VERIFIER_nondet_ulonglong();

  assert(b != 1);
  assert(c != -128);
  assert(uc != 255);
  assert(s != -32768);
  assert(us != 65535);
  assert(i != -2147483647 - 1);
  assert(ui != 4294967295u);
  assert(un != 123456789u);
  assert(l != 9223372036854775807L);
  assert(ul != 18446744073709551615UL);
  assert(ll != -9223372036854775807LL - 1);
  assert(ull != 18446744073709551615ULL);
  return 0;
}
