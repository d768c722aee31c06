#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
struct s { int f; int g; char c[2]; } s;
void *T(void *arg) { s.f = 1; s.c[0] = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, T, 0); s.g = 2; s.c[1] = 2; pthread_join(t, 0); return 0; }
