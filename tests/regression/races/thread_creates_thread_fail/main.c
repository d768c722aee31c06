#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x;
void *T2(void *a) { x = 2; return 0; }
void *T1(void *a) { pthread_t u; x = 1; pthread_create(&u, 0, T2, 0); x = 3; pthread_join(u, 0); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T1, 0); pthread_join(t, 0); return x; }
