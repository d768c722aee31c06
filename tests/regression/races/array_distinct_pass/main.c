#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int a[4];
void *T(void *arg) { a[1] = 1; return 0; }
int main(void) { pthread_t t; int i = 0; pthread_create(&t, 0, T, 0); a[i] = 2; a[i + 2] = a[3]; pthread_join(t, 0); return 0; }
