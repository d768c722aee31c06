#include <assert.h>
#include <pthread.h>

int counter = 0;

void *worker(void *arg) {
  for (int i = 0; i < 2; i++)
    counter++;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(counter == 4);
  return 0;
}
