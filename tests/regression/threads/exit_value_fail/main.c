#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

#include <stdint.h>
void *T(void *arg) { if (arg) pthread_exit((void *)2); return (void *)1; }
int main(void) {
  pthread_t t; void *r; int x;
  pthread_create(&t, NULL, T, &x);
  pthread_join(t, &r);
  assert((intptr_t)r == 1);
  return 0;
}
