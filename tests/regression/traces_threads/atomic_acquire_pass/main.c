#include <assert.h>
#include <pthread.h>
#include <stddef.h>

void __VERIFIER_assume(int);

int m = 0, in_cs = 0;

void __VERIFIER_atomic_acquire(void) {
  int t = m;
  __VERIFIER_assume(t == 0);
  m = 1;
}

void release(void) { m = 0; }

void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  in_cs = in_cs + 1;
  assert(in_cs == 1);
  in_cs = in_cs - 1;
  release();
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, worker, NULL);
  pthread_create(&t2, NULL, worker, NULL);
  return 0;
}
