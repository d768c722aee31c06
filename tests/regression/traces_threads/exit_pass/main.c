#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int x = 0;

void *worker(void *arg) {
  x = 1;
  pthread_exit(NULL);
  x = 2;
  return NULL;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, worker, NULL);
  pthread_join(t, NULL);
  assert(x == 1);
  return 0;
}
