/* A length-prefixed message with a flexible array member, allocated with room for its
   payload: gcc's layout (sizeof excludes the payload, the payload's offset is aligned for
   its element type) and accesses up to the allocated size. */
#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

extern unsigned __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

struct msg { uint16_t len; uint8_t kind; uint8_t data[]; };
struct words { char tag; uint32_t w[]; };

static unsigned sum(const struct msg *m)
{
    unsigned s = 0;
    for (unsigned i = 0; i < m->len; i++)
        s += m->data[i];
    return s;
}

int main(void)
{
    assert(sizeof(struct msg) == 4 && offsetof(struct msg, data) == 3);
    assert(sizeof(struct words) == 4 && offsetof(struct words, w) == 4);
    unsigned n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n <= 4);
    struct msg *m = malloc(sizeof *m + n);
    if (!m)
        return 0;
    m->len = (uint16_t)n;
    m->kind = 1;
    memset(m->data, 2, n);
    assert(sum(m) == 2 * n);
    struct words *ws = malloc(sizeof(struct words) + 2 * sizeof(uint32_t));
    if (ws) {
        ws->w[1] = 0xdeadbeefu;
        assert(((unsigned char *)ws)[8] == 0xef);
        free(ws);
    }
    free(m);
    return 0;
}
