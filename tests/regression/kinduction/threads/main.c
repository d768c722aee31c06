#include <pthread.h>
#include <assert.h>
int x;
void *t(void *arg) { x = 1; return 0; }
int main(void) {
  pthread_t id;
  pthread_create(&id, 0, t, 0);
  int spins = 0;
  while (x == 0) { spins++; }
  assert(x == 1);
  return 0;
}
