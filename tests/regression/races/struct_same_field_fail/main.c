#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct s { int f; int g; } s;
void *T(void *arg) { s.f = 1; return 0; }
int main(void) { pthread_t t; int r; pthread_create(&t, 0, T, 0); r = s.f; pthread_join(t, 0); return r; }
