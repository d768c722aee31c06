/* The same loop over a malloc'ed buffer: the leak check is about dynamic memory, which the
   step's havoc does not model, so k-induction is refused and the deepening answers. */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int *ring = malloc(10 * sizeof(int));
    if (!ring)
        return 0;
    int i = 0;
    while (1) {
        ring[i] = __VERIFIER_nondet_int();
        i = i + 1;
        if (i == 10)
            i = 0;
    }
    return 0;
}
