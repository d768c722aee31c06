#include <pthread.h>
int x;
void *writer(void *arg) {
  x = 1;
  return 0;
}
void *reader(void *arg) {
  int r = x;
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, reader, 0);
  pthread_create(&t2, 0, writer, 0);
  return 0;
}
