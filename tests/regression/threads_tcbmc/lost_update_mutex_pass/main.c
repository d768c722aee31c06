#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *T(void *arg) { pthread_mutex_lock(&m); int t = x; x = t + 1; pthread_mutex_unlock(&m); return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T, NULL);
  pthread_create(&b, NULL, T, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(x == 2);
  return 0;
}
