#include <assert.h>
#include <string.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

struct S { signed char f0; signed char f1; long long fa[2]; };
int main(void)
{
    assert((unsigned long long)(_Alignof(struct S)) == 0x8ULL);
}
