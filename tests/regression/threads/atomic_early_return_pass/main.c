#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

/* an atomic section left by an early return on one branch: the other branch is still
   inside it, so the increment cannot be interrupted */
int flag, count = 1;
int inc(void) {
  __VERIFIER_atomic_begin();
  if (flag) {
    __VERIFIER_atomic_end();
    return -1;
  } else {
    count = count + 1;
  }
  __VERIFIER_atomic_end();
  return 0;
}
void *T(void *arg) {
  __VERIFIER_atomic_begin();
  count = count * 2;
  __VERIFIER_atomic_end();
  return NULL;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, T, NULL);
  inc();
  pthread_join(t, NULL);
  assert(count == 4 || count == 3);
  return 0;
}
