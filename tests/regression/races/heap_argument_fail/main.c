#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
void *T(void *arg) { int *p = (int *)arg; *p = 1; return 0; }
int main(void) { pthread_t t; int *q = malloc(2 * sizeof(int)); if (!q) return 0; q[0] = 0; pthread_create(&t, 0, T, q); q[0] = 2; pthread_join(t, 0); free(q); return 0; }
