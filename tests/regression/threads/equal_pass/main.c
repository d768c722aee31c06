#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

void *T(void *arg) { pthread_t me = pthread_self(); assert(pthread_equal(me, me)); return NULL; }
int main(void) {
  pthread_t t, u;
  pthread_create(&t, NULL, T, NULL);
  pthread_create(&u, NULL, T, NULL);
  assert(!pthread_equal(t, u));
  return 0;
}
