/* The payload of a flexible array member is the allocated object's tail: writing one byte
   more than was allocated is out of bounds (here 7 bytes are allocated, data starts at offset 3: data[4] is one too far, written when n == 4). */
#include <stdint.h>
#include <stdlib.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

struct msg { uint16_t len; uint8_t kind; uint8_t data[]; };

int main(void)
{
    unsigned n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n <= 4);
    struct msg *m = malloc(sizeof *m + 3);   /* 7 bytes: data[0..3] */
    if (!m)
        return 0;
    for (unsigned i = 0; i <= n; i++)
        m->data[i] = (uint8_t)i;
    free(m);
    return 0;
}
