#include <assert.h>
#include <stdio.h>
#include <string.h>

/* bmc computes how many characters snprintf writes, not which: an assertion about them
   cannot be refuted (the real "42" would pass), so the result is INCONCLUSIVE, never a
   FAILED that is no execution of the program. The length is exact and proved. */
int main(void)
{
    char buf[8];
    int n = snprintf(buf, sizeof buf, "%d", 42);
    assert(n == 2 && strlen(buf) == 2);
    assert(buf[0] == '4');
    return 0;
}
