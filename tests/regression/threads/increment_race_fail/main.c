#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* x++ is a read and a write: another thread may run between them (lost update) */
int x;
void *T(void *arg) { x++; return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T, NULL);
  pthread_create(&b, NULL, T, NULL);
  pthread_join(a, NULL);
  pthread_join(b, NULL);
  assert(x == 2);
  return 0;
}
