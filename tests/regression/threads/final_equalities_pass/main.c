#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int g = 0;
void *T1(void *arg) { int a = g; int b = g; assert(b == 0); return NULL; }
void *T2(void *arg) { int c = g; return NULL; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, NULL, T1, NULL); pthread_create(&t2, NULL, T2, NULL); return 0; }
