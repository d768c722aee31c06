#include <pthread.h>
#include <assert.h>
int x;
void *t(void *arg) { x = 1; return 0; }
int main(void) {
  pthread_t id;
  pthread_create(&id, 0, t, 0);
  while (x == 0) { }
  assert(x == 1);
  return 0;
}
