#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct B { unsigned int b0 : 22; unsigned int b1 : 1; int b2 : 29; };
int main(void)
{
    long v2 = (long)10;
    signed char arr[5] = {(signed char)127, (signed char)(-127 - 1), (signed char)(-10), (signed char)30, (signed char)29};
    struct B bf = {0, 0, 0};
    long *p0 = &v2;
    signed char *ap = &arr[4];
    bf.b0 = ((((*p0) << (((((long)4611686018427387903ULL) ? (ap[-3]) : (*(ap + -4)))) & 7))) * (((((bf.b0) ^ ((long long)4183422691528525416ULL))) * ((int)19))));
    assert((unsigned long long)(arr[2]) == 0xfffffffffffffff6ULL);
}
