#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) {
  assert(pthread_mutex_trylock(&m) == 0);
  assert(pthread_mutex_trylock(&m) != 0);
  pthread_mutex_unlock(&m);
  return 0;
}
