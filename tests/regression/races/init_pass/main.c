#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x; int a[2];
void *T(void *arg) { int r = x + a[1]; return 0; }
int main(void) { pthread_t t; x = 1; a[1] = 2; pthread_create(&t, 0, T, 0); pthread_join(t, 0); x = 3; return 0; }
