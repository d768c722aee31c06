#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int g = 5;
void *T(void *arg) { return arg; }
int main(void) {
  pthread_t t; void *r;
  pthread_create(&t, NULL, T, &g);
  pthread_join(t, &r);
  assert(r == NULL);
  return 0;
}
