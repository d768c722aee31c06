#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int x = 0;

void *first(void *arg) {
  x = 1;
  return NULL;
}

void *second(void *arg) {
  int seen = x;
  assert(seen == 0 || seen == 1);
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, first, NULL);
  pthread_create(&t2, NULL, second, NULL);
  return 0;
}
