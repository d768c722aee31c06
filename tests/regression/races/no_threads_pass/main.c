#include <pthread.h>
#include <stdlib.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int x;
int main(void) { x = 1; return x - 1; }
