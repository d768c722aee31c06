#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

#include <unistd.h>
int x;
void *T(void *arg) { x = 1; sched_yield(); x = 2; return NULL; }
int main(void) {
  pthread_t t;
  pthread_create(&t, NULL, T, NULL);
  usleep(10);
  pthread_join(t, NULL);
  assert(x == 2);
  return 0;
}
