#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct S { signed char f0; signed char f1; long long fa[2]; };
int main(void)
{
    int bmc_in = __VERIFIER_nondet_int();
    __VERIFIER_assume(bmc_in >= 254 && bmc_in <= 258);
    assert((bmc_in == 254 && (unsigned long long)(_Alignof(struct S)) == 0x8ULL) || (bmc_in == 255 && (unsigned long long)(_Alignof(struct S)) == 0x8ULL) || (bmc_in == 256 && (unsigned long long)(_Alignof(struct S)) == 0x8ULL) || (bmc_in == 257 && (unsigned long long)(_Alignof(struct S)) == 0x8ULL) || (bmc_in == 258 && (unsigned long long)(_Alignof(struct S)) == 0x8ULL));
}
