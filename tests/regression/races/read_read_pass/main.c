#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x;
void *T(void *arg) { int r = x; return 0; }
int main(void) { pthread_t t; int r; x = 5; pthread_create(&t, 0, T, 0); r = x; pthread_join(t, 0); return r; }
