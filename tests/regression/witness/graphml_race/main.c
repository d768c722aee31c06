/* A data race: the violation witness of G ! data-race. */
#include <pthread.h>
int g;
void *worker(void *arg) {
  g = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  g = 2;
  pthread_join(t, 0);
  return 0;
}
