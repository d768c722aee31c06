#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_t first;
void *T(void *arg) { assert(pthread_equal(first, pthread_self())); return NULL; }
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, T, NULL);
  first = t;
  pthread_create(&u, NULL, T, NULL);
  return 0;
}
