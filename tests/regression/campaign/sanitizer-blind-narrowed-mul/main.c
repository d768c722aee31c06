#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

static unsigned char v3 = (unsigned char)153;
struct S { float f0; double f1; short f2; unsigned long fa[3]; };
union U { unsigned short m0; short m1; unsigned char b[2]; };
struct B { int b0 : 17; int b1 : 21; unsigned int b2 : 17; int b3 : 31; };
int main(void)
{
    int bmc_in = __VERIFIER_nondet_int();
    __VERIFIER_assume(bmc_in >= 65534 && bmc_in <= 65538);
    struct S s = {0.5f, 10000000000.0, (short)12078, {(unsigned long)18446744073709551615ULL, (unsigned long)10, (unsigned long)22}};
    struct B bf = {0, 0, 0, 0};
    unsigned long *p0 = &s.fa[1];
    unsigned long *p3 = &s.fa[1];
    bf.b0 ^= ((((bmc_in) ? (bmc_in) : (*p0))) >= (((*p3) ^ (bmc_in))));
    v3 = ((bmc_in) * (bmc_in));
    assert((bmc_in == 65534 && (unsigned long long)(sizeof(union U)) == 0x2ULL) || (bmc_in == 65535 && (unsigned long long)(sizeof(union U)) == 0x2ULL) || (bmc_in == 65536 && (unsigned long long)(sizeof(union U)) == 0x2ULL) || (bmc_in == 65537 && (unsigned long long)(sizeof(union U)) == 0x2ULL) || (bmc_in == 65538 && (unsigned long long)(sizeof(union U)) == 0x2ULL));
    assert((bmc_in == 65534 && (unsigned long long)(sizeof(struct B)) == 0x10ULL) || (bmc_in == 65535 && (unsigned long long)(sizeof(struct B)) == 0x10ULL) || (bmc_in == 65536 && (unsigned long long)(sizeof(struct B)) == 0x10ULL) || (bmc_in == 65537 && (unsigned long long)(sizeof(struct B)) == 0x10ULL) || (bmc_in == 65538 && (unsigned long long)(sizeof(struct B)) == 0x10ULL));
    return 0;
}
