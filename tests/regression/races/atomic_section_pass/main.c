#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x;
void *T(void *arg) { __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end(); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); __VERIFIER_atomic_begin(); x = 3; __VERIFIER_atomic_end(); pthread_join(t, 0); return 0; }
