#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x;
void *T(void *arg) { char *c = (char *)arg; c[1] = 1; return 0; }
int main(void) { pthread_t t; char *d = (char *)&x; pthread_create(&t, 0, T, &x); d[0] = 2; d[2] = 3; pthread_join(t, 0); return 0; }
