#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x, flag;
void *T(void *arg) { int r; __VERIFIER_atomic_begin(); __VERIFIER_assume(flag == 1); r = x; __VERIFIER_atomic_end(); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); x = 1; __VERIFIER_atomic_begin(); flag = 1; __VERIFIER_atomic_end(); pthread_join(t, 0); return 0; }
