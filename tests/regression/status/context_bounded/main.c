#include <pthread.h>
#include <assert.h>
int counter = 0;
void *worker(void *arg) {
  for (int i = 0; i < 2; i++) {
    int tmp = counter;
    counter = tmp + 1;
  }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  assert(counter == 4);
  return 0;
}
