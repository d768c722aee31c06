#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int x;
void *Inner(void *arg) { assert(x == 1); return NULL; }
void *Outer(void *arg) { pthread_t t; x = 1; pthread_create(&t, NULL, Inner, NULL); return NULL; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, Outer, NULL);
  return 0;
}
