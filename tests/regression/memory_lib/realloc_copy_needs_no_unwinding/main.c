#include <assert.h>
#include <stdlib.h>

/* realloc copies the old block in one step (as memcpy does), not in a byte loop: growing a
   256-byte buffer needs no unwinding bound for the copy. */
int main(void)
{
    unsigned char *b = malloc(256);
    if (!b)
        return 0;
    b[0] = 1;
    b[255] = 2;
    unsigned char *g = realloc(b, 512);
    if (!g) {
        free(b);
        return 0;
    }
    assert(g[0] == 1 && g[255] == 2);
    free(g);
    return 0;
}
