#include <assert.h>
#include <stdio.h>

extern int __VERIFIER_nondet_int(void);

/* A failure that does not depend on the characters sprintf wrote (only on their number)
   stays a definite failure: here the length of "%d" of x decides the out-of-bounds
   index. */
int main(void)
{
    char buf[12];
    int x = __VERIFIER_nondet_int();
    int n = sprintf(buf, "%d", x);
    int counts[6] = {0};
    counts[n] = 1;            /* n is 6 or more for x >= 100000 or x <= -10000 */
    return counts[0];
}
