#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int a, b;
void *T(void *arg) { return arg; }
int main(void) {
  pthread_t t, u; void *r, *s;
  pthread_create(&t, NULL, T, &a);
  pthread_create(&u, NULL, T, &b);
  pthread_join(u, &s);
  pthread_join(t, &r);
  assert(r == &a && s == &b);
  return 0;
}
