#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int main(void) {
  pthread_mutex_lock(&m);
  if (pthread_mutex_trylock(&m) != 0)
    reach_error();
  return 0;
}
