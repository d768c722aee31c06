#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *T(void *arg) { int r = x; return 0; }
int main(void) { pthread_t t; x = 5; pthread_create(&t, 0, T, 0); pthread_mutex_unlock(&m); pthread_join(t, 0); return 0; }
