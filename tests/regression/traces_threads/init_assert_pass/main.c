#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int __VERIFIER_nondet_int(void);
int g = 0;

void *worker(void *arg) {
  g = 1;
  return NULL;
}

int main(void) {
  pthread_t t;
  int v = __VERIFIER_nondet_int();
  if (v == 42)
    v = 0;
  assert(v != 42);
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  return 0;
}
