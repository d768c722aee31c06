#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int __VERIFIER_nondet_int(void);
int shared = 0;

void *producer(void *arg) {
  int v = __VERIFIER_nondet_int();
  shared = v;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, producer, NULL);
  pthread_join(t, NULL);
  int got = shared;
  assert(got != 13);
  return 0;
}
