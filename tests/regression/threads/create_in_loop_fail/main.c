#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int c;
void *T(void *arg) { int t = c; c = t + 1; return NULL; }
int main(void) { pthread_t t[2]; for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, T, NULL); for (int i = 0; i < 2; i++) pthread_join(t[i], NULL); assert(c == 2); return 0; }
