#include <assert.h>
#include <pthread.h>
#include <stddef.h>

int flag = 0;

void *reader(void *arg) {
  int f = flag;
  assert(f == 0 || f == 1);
  return NULL;
}

void *writer(void *arg) {
  flag = 1;
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, reader, NULL);
  pthread_create(&t2, NULL, writer, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return 0;
}
