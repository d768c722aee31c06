#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int x;
void *T(void *arg) { assert(x == 1); return NULL; }
int main(void) {
  pthread_t a;
  x = 1;
  pthread_create(&a, NULL, T, NULL);
  return 0;
}
