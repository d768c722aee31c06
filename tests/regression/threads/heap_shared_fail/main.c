#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
#include <stdlib.h>
int *p;
void *T(void *arg) { free(p); return NULL; }
int main(void) { pthread_t t; p = malloc(sizeof(int)); if (!p) return 0; pthread_create(&t, NULL, T, NULL); *p = 1; return 0; }
