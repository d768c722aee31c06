/* A server loop that never ends, writing a ring buffer: no dynamic memory, so the leak
   check holds trivially and the off-by-one write ring[10] is found. */
extern int __VERIFIER_nondet_int(void);

int ring[10];

int main(void) {
    int i = 0;
    while (1) {
        ring[i] = __VERIFIER_nondet_int();
        i = i + 1;
        if (i == 11)
            i = 0;
    }
    return 0;
}
