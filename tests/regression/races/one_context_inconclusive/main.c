#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x, y;
void *T(void *arg) { int r; __VERIFIER_atomic_begin(); r = y; __VERIFIER_atomic_end(); r = x; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); x = 1; __VERIFIER_atomic_begin(); y = 1; __VERIFIER_atomic_end(); return 0; }
