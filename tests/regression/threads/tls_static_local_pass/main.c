#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int counter(void) { static _Thread_local int n; n = n + 1; return n; }
int r1;
void *T(void *arg) { counter(); r1 = counter(); return NULL; }
int main(void) {
  pthread_t t;
  counter();
  pthread_create(&t, NULL, T, NULL);
  pthread_join(t, NULL);
  assert(r1 == 2 && counter() == 2);
  return 0;
}
