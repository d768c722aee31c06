#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct S { long long f0; unsigned int f1; unsigned char f2; unsigned short fa[3]; };
union U { int m0; float m1; unsigned int m2; unsigned char b[4]; };
static long fn(struct S *ps, unsigned int a, unsigned long b) { ps->fa[1] += b; return (long)(a - ps->f0); }
int main(void)
{
    int bmc_in = __VERIFIER_nondet_int();
    __VERIFIER_assume(bmc_in >= 126 && bmc_in <= 129);
    unsigned char v2 = (unsigned char)27;
    long long arr[2] = {(long long)(-6407564343334992106LL), (long long)(-1349352979272261557LL)};
    struct S s = {(long long)(-4LL), (unsigned int)127, (unsigned char)115, {(unsigned short)65535, (unsigned short)38, (unsigned short)12}};
    union U u = {(int)2125960742};
    unsigned char *p0 = &u.b[3];
    s.fa[0] = fn(&s, ((((bmc_in) ? (*p0) : (bmc_in))) * (arr[1])), (((unsigned long)(((bmc_in) + (bmc_in)))) << (((unsigned char)35) & 31)));
    assert((bmc_in == 126 && (unsigned long long)(v2) == 0x1bULL) || (bmc_in == 127 && (unsigned long long)(v2) == 0x1bULL) || (bmc_in == 128 && (unsigned long long)(v2) == 0x1bULL) || (bmc_in == 129 && (unsigned long long)(v2) == 0x1bULL));
}
